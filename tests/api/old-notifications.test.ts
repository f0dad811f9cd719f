import { describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema/index.ts';
import { runOnce } from '../../src/server/lib/jobs/jobs.ts';
import { scheduledJobs } from '../../src/server/scheduled-jobs.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t, admin } = useTestApp({ admin: 'admin' });
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The nightly old-notifications job (docs/domain.md, "Notifications"): a notification goes 90 days
 * after it was made once read, and a year after it was made if never read.
 */
describe('the old-notifications job', () => {
  it('removes read ones past 90 days and unread ones past a year, and nothing newer', async () => {
    const now = new Date();
    const made = (daysAgo: number, read: boolean, subjectId: number) => ({
      recipientId: admin.user.id,
      kind: 'access-request',
      subject: 'access-request',
      subjectId,
      title: `Request ${subjectId}`,
      url: '/admin',
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      readAt: read ? new Date(now.getTime() - (daysAgo - 1) * DAY_MS) : null,
    });
    await t.ctx.db
      .insert(notifications)
      .values([made(91, true, 1), made(89, true, 2), made(200, false, 3), made(366, false, 4), made(400, true, 5)]);
    const job = scheduledJobs(t.ctx).find((one) => one.name === 'old-notifications')!;

    const outcome = await runOnce(t.ctx.db, job, { runKey: '2026-11-28', options: {}, now });
    expect(outcome.summary).toEqual({ removedNotifications: 3 });
    const left = await t.ctx.db.select({ subjectId: notifications.subjectId }).from(notifications);
    expect(left.map((n) => n.subjectId).sort()).toEqual([2, 3]);
  });
});
