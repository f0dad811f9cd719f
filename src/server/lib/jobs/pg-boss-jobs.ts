import pg from 'pg';
import { within } from '../within.ts';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import type { Db } from '../../db/client.ts';
import { errorCodeOf } from '../error-code.ts';
import { recordDeadLetter, runOnce } from './job-runs.ts';
import { UnknownJobError, type JobsDeps } from './job-settings.ts';
import type { JobDefinition, Jobs } from './job-types.ts';

/** pg-boss's own schema: its tables never meet drizzle's migrations (docs/decisions/0017-job-queue.md). */
export const PG_BOSS_SCHEMA = 'pgboss';
/** The one queue every job's failed runs move to after their retries. */
export const DEAD_LETTER_QUEUE = 'job-dead-letters';

type RunData = { runKey?: string };

/**
 * The code a dead-lettered run is recorded with: the code our handler failed with (it throws only a
 * code, never a message that may hold data), or JOB_TIME_LIMIT when pg-boss failed it for running
 * past its time limit (an instance killed mid-run).
 */
export function deadLetterCode(output: unknown): string {
  const fields = (output ?? {}) as { code?: unknown; value?: { message?: unknown } };
  if (typeof fields.code === 'string' && fields.code.length > 0) return fields.code.slice(0, 100);
  if (fields.value?.message === 'job timed out' || fields.value?.message === 'job heartbeat timeout') {
    return 'JOB_TIME_LIMIT';
  }
  return 'UNKNOWN';
}

/** A failure as pg-boss stores it (pgboss.job.output): the code only, so no value reaches its tables. */
function codeOnly(error: unknown): Error {
  const code = errorCodeOf(error);
  return Object.assign(new Error(code), { code, stack: undefined });
}

/** Records each run moved to the dead-letter queue in job_dead_letters (pg-boss hands them over one at a time). */
function deadLetterRecorder(db: Db, log: JobsDeps['log']) {
  return async ([run]: JobWithMetadata<RunData>[]) => {
    if (!run) return;
    const entry = {
      job: run.sourceName ?? 'unknown',
      runKey: run.data?.runKey ?? todayInLondon(run.sourceCreatedOn ?? run.createdOn),
      attempts: (run.sourceRetryCount ?? 0) + 1,
      errorCode: deadLetterCode(run.sourceOutput),
    };
    await recordDeadLetter(db, entry);
    log.error({ job: entry.job, runKey: entry.runKey, code: entry.errorCode }, 'job dead letter');
  };
}

/**
 * The PostgreSQL driver (docs/decisions/0017-job-queue.md): one queue per job in pg-boss, its
 * schedule fired once a minute by whichever instance holds pg-boss's cron lock, any instance's
 * worker taking a run. pg-boss retries a failed or expired run (expireInSeconds = the time limit) and
 * moves it to the dead-letter queue after its retries, which this instance records in job_dead_letters.
 * The effect is made once by runOnce, never by trusting pg-boss to deliver once.
 */
export function createPgBossJobs({ db, log, settings, onAttemptFailed }: JobsDeps, connectionString: string): Jobs {
  // pg-boss's queries go through a pool of ours: a connection lost while checked out is an 'error'
  // event on its client, which would end the process without a listener (as in db/client.ts).
  // The query rejects, pg-boss reports it ('error' below) and carries on; the pool opens a new one.
  const pool = new pg.Pool({ connectionString, max: 4 });
  pool.on('error', (error) => log.warn({ code: errorCodeOf(error) }, 'job queue connection lost'));
  pool.on('connect', (client) => client.on('error', () => {}));
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: PG_BOSS_SCHEMA,
    schedule: settings.schedules,
    // A queue is looked at by one instance per monitor interval: both at the supervise interval, so
    // a run past its time limit is retried within about one interval whichever instance looks.
    superviseIntervalSeconds: settings.superviseSeconds,
    monitorIntervalSeconds: settings.superviseSeconds,
  });
  // A connection lost or a query failed inside pg-boss: logged by its code only; pg-boss carries on.
  boss.on('error', (error: unknown) => log.error({ code: errorCodeOf(error) }, 'job queue error'));
  const jobs = new Map<string, JobDefinition>();
  const workOptions = { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: settings.pollSeconds } as const;
  let started = false;
  let stopping = false;

  const handle = async (job: JobDefinition, run: JobWithMetadata<RunData>) => {
    const runKey = run.data?.runKey ?? todayInLondon(run.createdOn);
    try {
      const outcome = await runOnce(db, job, { runKey, options: {}, now: new Date() });
      log.info({ job: job.name, runKey, ran: outcome.ran, summary: outcome.summary }, 'job run');
    } catch (error) {
      log.error({ job: job.name, runKey, attempt: run.retryCount + 1, code: errorCodeOf(error) }, 'job attempt failed');
      onAttemptFailed?.(job.name);
      throw codeOnly(error);
    }
  };

  const install = async (job: JobDefinition) => {
    const expireInSeconds = settings.timeLimitSeconds ?? job.timeLimitSeconds;
    const queue = {
      retryLimit: job.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      expireInSeconds,
      deadLetter: DEAD_LETTER_QUEUE,
    };
    // createQueue leaves an existing queue as it is; updateQueue brings its limits up to this version's.
    await boss.createQueue(job.name, queue);
    await boss.updateQueue(job.name, queue);
    await boss.work(job.name, workOptions, async ([run]: JobWithMetadata<RunData>[]) =>
      run ? handle(job, run) : undefined,
    );
    if (job.schedule && settings.schedules) {
      await boss.schedule(job.name, job.schedule.cron, null, { tz: job.schedule.timezone, missed: 'once' });
    }
  };

  return {
    engine: 'pg-boss',
    async register(job) {
      jobs.set(job.name, job);
      if (started) await install(job);
    },
    async start() {
      // pg-boss creates and migrates its schema under its own advisory lock: instances may start together.
      await boss.start();
      await boss.createQueue(DEAD_LETTER_QUEUE, { retryLimit: 5, retryDelay: settings.retryDelaySeconds });
      await boss.work(DEAD_LETTER_QUEUE, workOptions, deadLetterRecorder(db, log));
      started = true;
      for (const job of jobs.values()) await install(job);
    },
    async enqueue(name, runKey) {
      if (!jobs.has(name)) throw new UnknownJobError(`no job named ${name}`);
      await boss.send(name, { runKey });
    },
    async stop() {
      stopping = true;
      // Graceful: running handlers finish; those still running at the timeout are failed back to
      // their queue by pg-boss, and another instance (or this one when it starts again) retries them.
      if (started) await boss.stop({ graceful: true, close: true, timeout: settings.stopTimeoutSeconds * 1000 });
      started = false;
      await pool.end().catch(() => undefined);
    },
    definitions: () => [...jobs.values()],
    async ping(timeoutMs) {
      if (!started || stopping) throw new Error('the job queue is not running');
      await within(pool.query('select 1'), timeoutMs);
    },
    async depth() {
      if (!started) return [];
      // The counts pg-boss's monitor keeps in its queue table (every JOBS_SUPERVISE_SECONDS): one cheap read.
      const queues = await boss.getQueues([...jobs.keys()]);
      return queues.map((queue) => ({ job: queue.name, queued: queue.queuedCount, active: queue.activeCount }));
    },
  };
}
