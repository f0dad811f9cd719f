import type { AppContext } from './context.ts';
import type { JobDefinition } from './lib/jobs/jobs.ts';
import { sweepRateLimitHits } from './lib/rate-limit-store.ts';
import { removeExpiredAccessRequests } from './modules/access-requests/access-requests.service.ts';
import { removeSpentSignInRecords } from './modules/auth/auth.service.ts';
import { removeExpiredReportsIn } from './modules/reports/report-history.service.ts';
import { removeExpiredSessions } from './modules/sessions/sessions.service.ts';
import { removeExpiredUsers } from './modules/users/retention.service.ts';
import { removeExpiredImportSessions } from './modules/worker-import/worker-import-upload.service.ts';

const london = (cron: string) => ({ cron, timezone: 'Europe/London' as const });
/** A clean-up is quick; three more tries a minute apart ride out a restart or a lost connection. */
const cleanup = { retryLimit: 3, timeLimitSeconds: 300 };

/**
 * The app's scheduled jobs (docs/operations.md, "Background jobs"): the nightly clean-ups, each in
 * the transaction that records its run (docs/decisions/0017-job-queue.md), one night's run each.
 * The system is the actor of their audit entries (no user, no address).
 */
export function scheduledJobs(ctx: Pick<AppContext, 'config'>): JobDefinition[] {
  return [
    {
      name: 'expired-sessions',
      description: 'Removes sign-in sessions past their absolute or idle expiry',
      schedule: london('0 3 * * *'),
      ...cleanup,
      effect: async (tx, input) => ({ summary: await removeExpiredSessions(tx, input.now) }),
    },
    {
      name: 'stale-import-sessions',
      description: 'Removes bulk import sessions past their 24 hours, with their rows and stored files',
      schedule: london('5 3 * * *'),
      ...cleanup,
      effect: async (tx) => {
        const { removedSessions, afterCommit } = await removeExpiredImportSessions(ctx, tx);
        return { summary: { removedSessions }, afterCommit };
      },
    },
    {
      name: 'expired-reports',
      description: 'Removes kept reports past their 30 days, with their files',
      schedule: london('10 3 * * *'),
      ...cleanup,
      effect: async (tx, input) => {
        const { removedReports, afterCommit } = await removeExpiredReportsIn(ctx, tx, input.now);
        return { summary: { removedReports }, afterCommit };
      },
    },
    {
      name: 'expired-users',
      description: 'Removes users deleted more than 30 days ago for good (one audit entry lists their ids)',
      schedule: london('15 3 * * *'),
      ...cleanup,
      effect: async (tx, input) => {
        const { deletedCount } = await removeExpiredUsers(tx, null, { ip: null }, input.now);
        return { summary: { deletedUsers: deletedCount } };
      },
    },
    {
      name: 'expired-access-requests',
      description: 'Removes access requests approved or rejected more than 30 days ago (one audit entry)',
      schedule: london('20 3 * * *'),
      ...cleanup,
      effect: async (tx, input) => {
        const { deletedCount } = await removeExpiredAccessRequests(tx, null, { ip: null }, input.now);
        return { summary: { deletedAccessRequests: deletedCount } };
      },
    },
    {
      name: 'spent-sign-in-records',
      description: 'Removes expired password-reset tokens and ended sign-in and public-form limit windows',
      schedule: london('25 3 * * *'),
      ...cleanup,
      effect: async (tx, input) => {
        const signIn = await removeSpentSignInRecords(tx, input.now);
        const removedLimitWindows = await sweepRateLimitHits(tx, input.now);
        return { summary: { ...signIn, removedLimitWindows } };
      },
    },
  ];
}
