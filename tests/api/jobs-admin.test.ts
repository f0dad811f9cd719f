import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDeadLetters } from '../../src/server/db/schema/index.ts';
import { runOnce } from '../../src/server/lib/jobs/jobs.ts';
import { call, createTestApp, signedIn, type Body, type TestApp } from '../helpers/app.ts';

/** The Admin Control Panel's Background Jobs tab (docs/operations.md, "Background jobs"). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Answer = {
  jobs: { name: string; description: string; schedule: string | null; lastRun: Body | null }[];
  deadLetters: { items: Body[]; total: number };
};
const overview = async (cookie: string) => {
  const res = await call(t, 'GET', '/api/admin/jobs', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
};

describe('GET /api/admin/jobs', () => {
  it('is for admins only', async () => {
    for (const role of ['finance', 'support', 'client'] as const) {
      const { cookie } = await signedIn(t, role);
      expect((await call(t, 'GET', '/api/admin/jobs', { cookie })).statusCode).toBe(403);
    }
    expect((await call(t, 'GET', '/api/admin/jobs')).statusCode).toBe(401);
  });

  it('lists every scheduled job with its schedule in words, and its latest run once it ran', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const before = await overview(cookie);
    expect(before.jobs.map((j) => [j.name, j.schedule])).toEqual([
      ['daily-reminders', 'Every day at 07:00'],
      ['nightly-purge', 'Every day at 02:30'],
      ['expired-sessions', 'Every day at 03:00'],
      ['stale-import-sessions', 'Every day at 03:05'],
      ['expired-reports', 'Every day at 03:10'],
      ['expired-users', 'Every day at 03:15'],
      ['expired-access-requests', 'Every day at 03:20'],
      ['spent-sign-in-records', 'Every day at 03:25'],
      ['old-notifications', 'Every day at 03:30'],
    ]);
    expect(before.jobs.find((j) => j.name === 'expired-sessions')).toEqual({
      name: 'expired-sessions',
      description: 'Removes sign-in sessions past their absolute or idle expiry',
      schedule: 'Every day at 03:00',
      lastRun: null,
    });

    const job = t.jobs.definitions().find((j) => j.name === 'expired-sessions')!;
    for (const runKey of ['2026-11-26', '2026-11-27'])
      await runOnce(t.ctx.db, job, { runKey, options: {}, now: new Date(`${runKey}T03:00:00Z`) });
    const after = await overview(cookie);
    expect(after.jobs.find((j) => j.name === 'expired-sessions')!.lastRun).toEqual({
      runKey: '2026-11-27',
      finishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      summary: { removedSessions: expect.any(Number) as unknown },
    });
  });

  it('shows the dead letters newest first, with their total', async () => {
    const { cookie } = await signedIn(t, 'admin');
    expect((await overview(cookie)).deadLetters).toEqual({ items: [], total: 0 });
    await t.ctx.db.insert(jobDeadLetters).values([
      {
        job: 'expired-reports',
        runKey: '2026-11-26',
        attempts: 4,
        errorCode: 'ENOENT',
        createdAt: new Date('2026-11-26T03:20:00Z'),
      },
      {
        job: 'daily-reminders',
        runKey: '2026-11-27',
        attempts: 4,
        errorCode: '57014',
        createdAt: new Date('2026-11-27T07:40:00Z'),
      },
    ]);
    const { deadLetters } = await overview(cookie);
    expect(deadLetters.total).toBe(2);
    expect(deadLetters.items.map((d) => [d.job, d.runKey, d.attempts, d.errorCode, d.at])).toEqual([
      ['daily-reminders', '2026-11-27', 4, '57014', '2026-11-27T07:40:00.000Z'],
      ['expired-reports', '2026-11-26', 4, 'ENOENT', '2026-11-26T03:20:00.000Z'],
    ]);
  });
});
