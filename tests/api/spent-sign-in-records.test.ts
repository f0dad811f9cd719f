import { describe, expect, it } from 'vitest';
import { loginThrottles, passwordResetTokens } from '../../src/server/db/schema/index.ts';
import { runOnce } from '../../src/server/lib/jobs/jobs.ts';
import { scheduledJobs } from '../../src/server/scheduled-jobs.ts';
import { makeUser } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t } = useTestApp();
const HOUR_MS = 60 * 60 * 1000;

/**
 * The nightly spent-sign-in-records job (docs/operations.md, "Background jobs"): reset tokens past
 * their expiry and sign-in counters whose 15-minute window ended go; live ones stay.
 */
describe('the spent-sign-in-records job', () => {
  it('removes expired reset tokens and ended counters, keeps live ones, once per night', async () => {
    const now = new Date();
    const user = await makeUser(t);
    await t.ctx.db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: 'a'.repeat(64), expiresAt: new Date(now.getTime() - HOUR_MS) },
      { userId: user.id, tokenHash: 'b'.repeat(64), expiresAt: new Date(now.getTime() - 2 * HOUR_MS), usedAt: now },
      { userId: user.id, tokenHash: 'c'.repeat(64), expiresAt: new Date(now.getTime() + HOUR_MS) },
    ]);
    await t.ctx.db.insert(loginThrottles).values([
      { key: 'ended', windowStartedAt: new Date(now.getTime() - HOUR_MS), attempts: 4 },
      { key: 'live', windowStartedAt: new Date(now.getTime() - 60_000), attempts: 2 },
    ]);
    const job = scheduledJobs(t.ctx).find((one) => one.name === 'spent-sign-in-records')!;
    const input = { runKey: '2026-11-28', options: {}, now };

    expect(await runOnce(t.ctx.db, job, input)).toEqual({
      job: 'spent-sign-in-records',
      runKey: '2026-11-28',
      ran: true,
      summary: { removedResetTokens: 2, removedThrottles: 1, removedLimitWindows: 0 },
    });
    expect((await t.ctx.db.select().from(passwordResetTokens)).map((row) => row.tokenHash)).toEqual(['c'.repeat(64)]);
    expect((await t.ctx.db.select().from(loginThrottles)).map((row) => row.key)).toEqual(['live']);
    expect(await runOnce(t.ctx.db, job, input)).toMatchObject({ ran: false, summary: null });
  });
});
