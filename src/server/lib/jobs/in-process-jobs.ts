import { setTimeout as sleep } from 'node:timers/promises';
import { Cron } from 'croner';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import { errorCodeOf } from '../error-code.ts';
import { recordDeadLetter, runOnce } from './job-runs.ts';
import type { Db } from '../../db/client.ts';
import { JobTimeLimitError, UnknownJobError, type JobSettings, type JobsDeps } from './job-settings.ts';
import type { JobDefinition, Jobs } from './job-types.ts';

/** One attempt of a run, failed with JobTimeLimitError once past the job's time limit. */
async function attempt(db: Db, settings: JobSettings, job: JobDefinition, runKey: string) {
  const limitMs = (settings.timeLimitSeconds ?? job.timeLimitSeconds) * 1000;
  const timer = new AbortController();
  const expired = sleep(limitMs, undefined, { signal: timer.signal }).then(() => {
    throw new JobTimeLimitError(`time limit of ${limitMs} ms passed`);
  });
  try {
    return await Promise.race([runOnce(db, job, { runKey, options: {}, now: new Date() }), expired]);
  } finally {
    timer.abort();
    expired.catch(() => undefined);
  }
}

/**
 * The PGlite driver (docs/decisions/0017-job-queue.md): one instance owns the database, so the jobs
 * run in this process. croner fires the schedules in Europe/London; a failed attempt is retried
 * after the retry delay up to the job's limit, then recorded as a dead letter. An attempt past its
 * time limit counts as failed; its transaction still holds PGlite, so the retry waits for it and
 * finds the run recorded if it committed (runOnce).
 */
export function createInProcessJobs({ db, log, settings, onAttemptFailed }: JobsDeps): Jobs {
  const jobs = new Map<string, JobDefinition>();
  const crons: Cron[] = [];
  const pending = new Set<Promise<void>>();
  /** Runs under way per job: running an attempt, or waiting for the next one after a failure. */
  const running = new Map<string, number>();
  let started = false;
  let stopping = false;

  const runWithRetries = async (job: JobDefinition, runKey: string) => {
    for (let tries = 1; ; tries += 1) {
      try {
        const outcome = await attempt(db, settings, job, runKey);
        log.info({ job: job.name, runKey, ran: outcome.ran, summary: outcome.summary }, 'job run');
        return;
      } catch (error) {
        const code = errorCodeOf(error);
        log.error({ job: job.name, runKey, attempt: tries, code }, 'job attempt failed');
        onAttemptFailed?.(job.name);
        if (tries > job.retryLimit || stopping) {
          await recordDeadLetter(db, { job: job.name, runKey, attempts: tries, errorCode: code });
          log.error({ job: job.name, runKey, code }, 'job dead letter');
          return;
        }
        await sleep(settings.retryDelaySeconds * 1000);
      }
    }
  };

  const track = (name: string, promise: Promise<void>) => {
    running.set(name, (running.get(name) ?? 0) + 1);
    const settled = promise
      .catch((error: unknown) => {
        log.error({ code: errorCodeOf(error) }, 'job dead letter not recorded');
      })
      .finally(() => running.set(name, (running.get(name) ?? 1) - 1));
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  };

  const schedule = (job: JobDefinition) => {
    if (!job.schedule || !settings.schedules) return;
    const { cron, timezone } = job.schedule;
    // protect: a firing while the previous one still runs is skipped (its slot is another day anyway).
    crons.push(
      new Cron(cron, { timezone, protect: true }, () => track(job.name, runWithRetries(job, todayInLondon()))),
    );
  };

  return {
    engine: 'in-process',
    async register(job) {
      jobs.set(job.name, job);
      if (started) schedule(job);
    },
    async start() {
      started = true;
      for (const job of jobs.values()) schedule(job);
    },
    async enqueue(name, runKey) {
      const job = jobs.get(name);
      if (!job) throw new UnknownJobError(`no job named ${name}`);
      track(name, runWithRetries(job, runKey));
    },
    async stop() {
      stopping = true;
      for (const cron of crons) cron.stop();
      const all = Promise.all([...pending]).then(() => 'settled' as const);
      const bound = sleep(settings.stopTimeoutSeconds * 1000, 'timed out' as const, { ref: false });
      if ((await Promise.race([all, bound])) === 'timed out')
        log.warn({ pending: pending.size }, 'jobs still running at close');
    },
    definitions: () => [...jobs.values()],
    // The runs live in this process, on the app's own database: running is all there is to check.
    async ping() {
      if (!started || stopping) throw new Error('the job queue is not running');
    },
    async depth() {
      return [...jobs.keys()].map((job) => ({ job, queued: 0, active: running.get(job) ?? 0 }));
    },
  };
}
