import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { auditLog, jobRuns, users } from '../../src/server/db/schema/index.ts';
import { listDeadLetters, runOnce, type JobDefinition } from '../../src/server/lib/jobs/jobs.ts';
import { createTestApp, makeUser, type TestApp } from '../helpers/app.ts';
import { testLogStream } from '../helpers/test-log.ts';

/**
 * Background jobs (docs/decisions/0017-job-queue.md) on the engine the tests run on: PGlite runs
 * them in-process, PostgreSQL (TEST_DATABASE_URL) through pg-boss. Short timings through JOBS_*.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const fast = {
  LOG_LEVEL: 'info',
  JOBS_POLL_SECONDS: '0.5',
  JOBS_SUPERVISE_SECONDS: '1',
  JOBS_RETRY_DELAY_SECONDS: '0',
  JOBS_STOP_TIMEOUT_SECONDS: '5',
  JOBS_SCHEDULES: 'off',
  JOBS_TIME_LIMIT_SECONDS: '3',
};
const DAY_MS = 24 * 60 * 60 * 1000;

type LogLine = { msg: string; job?: string; runKey?: string; ran?: boolean; code?: string; summary?: unknown };
function logCollector() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as LogLine),
    runs: (job: string) =>
      lines.map((line) => JSON.parse(line) as LogLine).filter((l) => l.msg === 'job run' && l.job === job),
  };
}

const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()!.close();
});

async function appWithJobs(env: Record<string, string> = {}) {
  const logs = logCollector();
  const t = await createTestApp({ ...fast, ...env }, { logStream: logs.stream, jobs: true });
  open.push(t);
  return { t, logs };
}

const expiredUser = (t: TestApp) => makeUser(t, { deletedAt: new Date(Date.now() - 40 * DAY_MS), isActive: false });
const userExists = async (t: TestApp, id: number) =>
  (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
const cleanupAudits = (t: TestApp) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'cleanup_expired'), eq(auditLog.entityType, 'user')));

describe('a job fired twice for the same slot', () => {
  it('makes its effect once: the second firing finds the run recorded and does nothing', async () => {
    const { t, logs } = await appWithJobs();
    const first = await expiredUser(t);
    await t.jobs.enqueue('expired-users', '2026-11-28');
    await expect.poll(() => logs.runs('expired-users').length, { timeout: 20000 }).toBe(1);
    expect(await userExists(t, first.id)).toBe(false);

    const second = await expiredUser(t);
    await t.jobs.enqueue('expired-users', '2026-11-28');
    await expect.poll(() => logs.runs('expired-users').length, { timeout: 20000 }).toBe(2);
    expect(logs.runs('expired-users').map((l) => [l.runKey, l.ran, l.summary])).toEqual([
      ['2026-11-28', true, { deletedUsers: 1 }],
      ['2026-11-28', false, null],
    ]);
    expect(await userExists(t, second.id)).toBe(true);
    const audits = await cleanupAudits(t);
    expect(audits.map((a) => [a.userId, a.changes])).toEqual([[null, [{ field: 'deletedIds', to: [first.id] }]]]);
    expect(await t.ctx.db.select().from(jobRuns)).toEqual([
      { job: 'expired-users', runKey: '2026-11-28', summary: { deletedUsers: 1 }, finishedAt: expect.any(Date) },
    ]);

    // The next night's slot removes the one left.
    await t.jobs.enqueue('expired-users', '2026-11-29');
    await expect.poll(() => logs.runs('expired-users').length, { timeout: 20000 }).toBe(3);
    expect(await userExists(t, second.id)).toBe(false);
    expect(logs.lines.join('\n')).not.toContain(first.email);
  });
});

describe('a job with a prepare step', () => {
  it('prepares before its effect, stores both summaries, and does neither again once the run is recorded', async () => {
    const t = await createTestApp();
    open.push(t);
    const calls: string[] = [];
    let failPrepare = true;
    const job: JobDefinition = {
      name: 'prepared',
      description: 'prepares, then makes its effect',
      retryLimit: 0,
      timeLimitSeconds: 30,
      prepare: async (_db, input) => {
        calls.push(`prepare ${input.runKey}`);
        if (failPrepare) throw Object.assign(new Error('prepare failed'), { code: 'TEST_FAILURE' });
        return { asOf: input.runKey, prepared: 2 };
      },
      effect: async () => {
        calls.push('effect');
        return { summary: { made: 1 } };
      },
    };
    const input = { runKey: 'slot-1', options: {}, now: new Date() };
    // A prepare that fails records nothing and makes no effect: the next attempt prepares again.
    await expect(runOnce(t.ctx.db, job, input)).rejects.toMatchObject({ code: 'TEST_FAILURE' });
    expect(await t.ctx.db.select().from(jobRuns)).toEqual([]);
    failPrepare = false;
    const summary = { asOf: 'slot-1', prepared: 2, made: 1 };
    expect(await runOnce(t.ctx.db, job, input)).toEqual({ job: 'prepared', runKey: 'slot-1', ran: true, summary });
    expect(await runOnce(t.ctx.db, job, input)).toEqual({
      job: 'prepared',
      runKey: 'slot-1',
      ran: false,
      summary: null,
    });
    expect(calls).toEqual(['prepare slot-1', 'prepare slot-1', 'effect']);
    expect(await t.ctx.db.select().from(jobRuns)).toEqual([
      { job: 'prepared', runKey: 'slot-1', summary, finishedAt: expect.any(Date) },
    ]);
  });
});

describe('a job that throws', () => {
  it('is retried up to its limit, then lands in the dead letters with its code only', async () => {
    const { t, logs } = await appWithJobs();
    let attempts = 0;
    const failing: JobDefinition = {
      name: 'always-fails',
      description: 'fails every time',
      retryLimit: 2,
      timeLimitSeconds: 30,
      effect: async () => {
        attempts += 1;
        throw Object.assign(new Error('row of jane@example.test failed'), { code: 'TEST_FAILURE' });
      },
    };
    await t.jobs.register(failing);
    await t.jobs.enqueue('always-fails', 'slot-1');
    await expect
      .poll(() => listDeadLetters(t.ctx.db), { timeout: 30000, interval: 250 })
      .toEqual([
        {
          id: expect.any(Number),
          job: 'always-fails',
          runKey: 'slot-1',
          attempts: 3,
          errorCode: 'TEST_FAILURE',
          at: expect.any(String),
        },
      ]);
    expect(attempts).toBe(3);
    const failures = logs.entries().filter((l) => l.msg === 'job attempt failed');
    expect(failures.map((l) => [l.job, l.runKey, l.code])).toEqual([
      ['always-fails', 'slot-1', 'TEST_FAILURE'],
      ['always-fails', 'slot-1', 'TEST_FAILURE'],
      ['always-fails', 'slot-1', 'TEST_FAILURE'],
    ]);
    expect(logs.lines.join('\n')).not.toContain('jane@example.test');
    expect(await t.ctx.db.select().from(jobRuns)).toEqual([]);
  });
});

/** Another instance of the app on the test app's PostgreSQL database, with its own pool and pg-boss. */
async function secondInstance(t: TestApp, logs: ReturnType<typeof logCollector>, url: string): Promise<BuiltApp> {
  const database = openDatabase({ databaseUrl: url, onIdleError: () => {} });
  const config = loadConfig({ DATA_DIR: t.dataDir, PUBLIC_URL: 'http://localhost:3000', ...fast });
  const built = await buildApp(config, { database, logStream: testLogStream(logs.stream), jobs: true });
  open.push(built);
  return built;
}

// Several instances share a queue on PostgreSQL only: defined when TEST_DATABASE_URL is set.
if (onPostgres) {
  describe('two instances on one PostgreSQL database', () => {
    it('firing the same scheduled run at once make its effect once', async () => {
      const { t, logs: logsA } = await appWithJobs();
      const logsB = logCollector();
      const b = await secondInstance(t, logsB, t.database.connectionString!);
      const user = await expiredUser(t);
      await Promise.all([t.jobs.enqueue('expired-users', '2026-12-01'), b.jobs.enqueue('expired-users', '2026-12-01')]);
      const runs = () => [...logsA.runs('expired-users'), ...logsB.runs('expired-users')];
      await expect.poll(() => runs().length, { timeout: 20000 }).toBe(2);
      expect(
        runs()
          .map((l) => l.ran)
          .sort(),
      ).toEqual([false, true]);
      expect(await userExists(t, user.id)).toBe(false);
      expect(await cleanupAudits(t)).toHaveLength(1);

      // The same without the queue: both instances' runOnce at the same moment, one effect.
      const again = await expiredUser(t);
      const job = t.jobs.definitions().find((one) => one.name === 'expired-users')!;
      const input = { runKey: '2026-12-02', options: {}, now: new Date() };
      const outcomes = await Promise.all([runOnce(t.ctx.db, job, input), runOnce(b.ctx.db, job, input)]);
      expect(outcomes.map((o) => o.ran).sort()).toEqual([false, true]);
      expect(await userExists(t, again.id)).toBe(false);
      expect(await cleanupAudits(t)).toHaveLength(2);
    });

    it('a run stuck on an instance that dies is finished by the other after its time limit, once', async () => {
      const { t, logs: logsA } = await appWithJobs();
      const base = t.database.connectionString!;
      const role = `h_jobs_dead_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      const locker = new pg.Client({ connectionString: base });
      await locker.connect();
      try {
        // Instance A signs in as a role of its own, so the test can cut it off as a killed process is.
        await admin.query(`create role ${role} login superuser`);
        const urlA = new URL(base);
        urlA.username = role;
        const logsDead = logCollector();
        const a = await secondInstance(t, logsDead, urlA.toString());
        const user = await expiredUser(t);
        await locker.query('begin');
        await locker.query('lock table users in access exclusive mode');
        // Only A runs: B starts once A's run is waiting on the lock.
        await t.jobs.stop();
        await a.jobs.enqueue('expired-users', '2026-12-03');
        const waiting = async () =>
          (
            await admin.query(
              `select count(*)::int as n from pg_stat_activity where usename = $1 and wait_event_type = 'Lock'`,
              [role],
            )
          ).rows[0].n as number;
        await expect.poll(waiting, { timeout: 20000 }).toBe(1);
        const logsB = logCollector();
        const b = await secondInstance(t, logsB, base);
        // A dies: it can no longer sign in, and its connections are terminated (its transaction rolls back).
        await admin.query(`alter role ${role} nologin`);
        await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, [role]);
        await locker.query('commit');
        await expect.poll(() => logsB.runs('expired-users').length, { timeout: 30000, interval: 250 }).toBe(1);
        expect(logsB.runs('expired-users').map((l) => [l.runKey, l.ran, l.summary])).toEqual([
          ['2026-12-03', true, { deletedUsers: 1 }],
        ]);
        expect(await userExists(t, user.id)).toBe(false);
        expect(await cleanupAudits(t)).toHaveLength(1);
        expect(await listDeadLetters(b.ctx.db)).toEqual([]);
        expect(logsA.runs('expired-users')).toEqual([]);
      } finally {
        await locker.end().catch(() => undefined);
        while (open.length > 1)
          await open
            .pop()!
            .close()
            .catch(() => undefined);
        await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, [role]);
        await admin.query(`drop role if exists ${role}`).catch(() => undefined);
        await admin.end();
      }
    }, 60000);
  });
}
