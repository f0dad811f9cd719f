import type { AppContext } from './context.ts';
import type { JobDefinition, JobSchedule } from './lib/jobs/jobs.ts';
import { sweepRateLimitHits } from './lib/rate-limit-store.ts';
import { isIsoDate, todayInLondon } from '../shared/domain/en-gb-dates.ts';
import { AppError } from './lib/app-error.ts';
import { removeOldNotifications } from './modules/notifications/notifications-inbox.service.ts';
import {
  makeDocumentReminders,
  makeRtwReminders,
  sendDailyDigests,
} from './modules/notifications/notifications.service.ts';
import { removeExpiredAccessRequests } from './modules/access-requests/access-requests.service.ts';
import { removeSpentSignInRecords } from './modules/auth/auth.service.ts';
import { runPurge } from './modules/retention/retention.service.ts';
import { makeSarReminders } from './modules/subject-access-requests/subject-access-requests.service.ts';
import { removeExpiredReportsIn } from './modules/reports/report-history.service.ts';
import { removeExpiredSessions } from './modules/sessions/sessions.service.ts';
import { removeExpiredUsers } from './modules/users/retention.service.ts';
import { removeAbandonedSubmits } from './modules/worker-import/worker-import-submit.service.ts';
import { removeExpiredImportSessions } from './modules/worker-import/worker-import-upload.service.ts';

/** The London date a daily run stands for: --as-of YYYY-MM-DD (a test, a catch-up), else the run's day. */
function asOf(option: string | boolean | undefined, now: Date): string {
  if (option === undefined) return todayInLondon(now);
  if (typeof option === 'string' && isIsoDate(option)) return option;
  throw new AppError('BAD_REQUEST', '--as-of must be a date as YYYY-MM-DD');
}

/** A daily schedule at HH:MM London time, as cron and in words. */
function dailyAt(hhmm: string): JobSchedule {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return { cron: `${minutes} ${hours} * * *`, timezone: 'Europe/London', label: `Every day at ${hhmm}` };
}
/** A clean-up is quick; three more tries a minute apart ride out a restart or a lost connection. */
const cleanup = { retryLimit: 3, timeLimitSeconds: 300 };

/**
 * The app's scheduled jobs (docs/operations.md, "Background jobs"): the nightly clean-ups, each in
 * the transaction that records its run (docs/decisions/0017-job-queue.md), one night's run each.
 * The system is the actor of their audit entries (no user, no address).
 */
export function scheduledJobs(ctx: JobsContext): JobDefinition[] {
  return [dailyReminders(ctx), nightlyPurge(ctx), ...nightlyCleanups(ctx)];
}

export type JobsContext = Pick<AppContext, 'config' | 'mailer' | 'events' | 'log' | 'turns' | 'metrics'>;

/**
 * The pause after each chunk of reminders on PGlite while requests are arriving (src/server/lib/
 * turn-taking.ts): its one connection is taken query by query, in turn, so without it the next
 * chunk's BEGIN would queue at once and a request of several queries would wait a chunk for each
 * (docs/decisions/0019-import-writes-in-chunks.md). 50 ms left GET /api/health's p95 during the run
 * at 16 ms against 5 ms idle on a loaded 2-core machine (docs/operations.md, "Background jobs").
 * PostgreSQL serves requests on other connections beside the run: no pause.
 */
const PGLITE_REMINDER_PAUSE_MS = 100;

/**
 * The reminders in chunks before the effect (job prepare, docs/decisions/0017-job-queue.md), so the
 * database is never held for the whole run; the digests and the run's record in one transaction after.
 */
function dailyReminders(ctx: JobsContext): JobDefinition {
  const chunking = {
    documents: ctx.config.notifyReminderChunkDocuments,
    between: () => ctx.turns.between(PGLITE_REMINDER_PAUSE_MS),
  };
  return {
    name: 'daily-reminders',
    description:
      'Raises the document expiry, right-to-work follow-up and subject access request reminders of the day and sends the e-mail digests',
    schedule: dailyAt('07:00'),
    retryLimit: 3,
    timeLimitSeconds: 600,
    options: { 'as-of': { type: 'string' } },
    prepare: async (db, input) => {
      const today = asOf(input.options['as-of'], input.now);
      const documents = await makeDocumentReminders(ctx, db, today, chunking);
      const rtw = await makeRtwReminders(ctx, db, today, chunking);
      const sar = await makeSarReminders(ctx, db, today);
      // created: document reminders (the key the run had before right-to-work); e-mails of every kind.
      return {
        asOf: today,
        created: documents.created,
        rtwCreated: rtw.created,
        sarCreated: sar.created,
        immediateMails: documents.immediateMails + rtw.immediateMails + sar.immediateMails,
      };
    },
    effect: async (tx) => sendDailyDigests(ctx, tx),
  };
}

/**
 * The retention purge (docs/domain.md, "Retention and purge"): each class's data past its date,
 * in chunks of their own transactions before the effect (job prepare; each chunk is harmless to
 * repeat), written to the purge log. --dry-run counts instead and changes nothing but the log.
 */
function nightlyPurge(ctx: Pick<AppContext, 'config' | 'log'>): JobDefinition {
  return {
    name: 'nightly-purge',
    description:
      'Deletes or anonymises the data past its retention period (payroll records, right-to-work checks, documents, Left workers, audit entries, deleted workers), except under a legal hold',
    schedule: dailyAt('02:30'),
    retryLimit: 3,
    timeLimitSeconds: 1800,
    options: { 'as-of': { type: 'string' }, 'dry-run': { type: 'boolean' } },
    prepare: async (db, input) => {
      const day = asOf(input.options['as-of'], input.now);
      const dryRun = input.options['dry-run'] === true;
      const counts = await runPurge({ ...ctx, db }, { asOf: day, dryRun });
      return { asOf: day, dryRun, ...counts };
    },
    effect: async () => ({ summary: {} }),
  };
}

/** The clean-ups of the night, between 03:00 and 03:30 London time. */
function nightlyCleanups(ctx: Pick<AppContext, 'config'>): JobDefinition[] {
  return [
    {
      name: 'expired-sessions',
      description: 'Removes sign-in sessions past their absolute or idle expiry',
      schedule: dailyAt('03:00'),
      ...cleanup,
      effect: async (tx, input) => ({ summary: await removeExpiredSessions(tx, input.now) }),
    },
    {
      name: 'stale-import-sessions',
      description:
        'Removes bulk import sessions past their 24 hours, with their rows and stored files, and submits a crash cut off part way',
      schedule: dailyAt('03:05'),
      ...cleanup,
      effect: async (tx, input) => {
        const abandoned = await removeAbandonedSubmits(tx, input.now);
        const { removedSessions, afterCommit } = await removeExpiredImportSessions(ctx, tx);
        return { summary: { removedSessions, ...abandoned }, afterCommit };
      },
    },
    {
      name: 'expired-reports',
      description: 'Removes kept reports past their 30 days, with their files',
      schedule: dailyAt('03:10'),
      ...cleanup,
      effect: async (tx, input) => {
        const { removedReports, afterCommit } = await removeExpiredReportsIn(ctx, tx, input.now);
        return { summary: { removedReports }, afterCommit };
      },
    },
    {
      name: 'expired-users',
      description: 'Removes users deleted more than 30 days ago for good (one audit entry lists their ids)',
      schedule: dailyAt('03:15'),
      ...cleanup,
      effect: async (tx, input) => {
        const { deletedCount } = await removeExpiredUsers(tx, null, { ip: null }, input.now);
        return { summary: { deletedUsers: deletedCount } };
      },
    },
    {
      name: 'expired-access-requests',
      description: 'Removes access requests approved or rejected more than 30 days ago (one audit entry)',
      schedule: dailyAt('03:20'),
      ...cleanup,
      effect: async (tx, input) => {
        const { deletedCount } = await removeExpiredAccessRequests(tx, null, { ip: null }, input.now);
        return { summary: { deletedAccessRequests: deletedCount } };
      },
    },
    {
      name: 'spent-sign-in-records',
      description: 'Removes expired password-reset tokens and ended sign-in and public-form limit windows',
      schedule: dailyAt('03:25'),
      ...cleanup,
      effect: async (tx, input) => {
        const signIn = await removeSpentSignInRecords(tx, input.now);
        const removedLimitWindows = await sweepRateLimitHits(tx, input.now);
        return { summary: { ...signIn, removedLimitWindows } };
      },
    },
    {
      name: 'old-notifications',
      description: 'Removes notifications read more than 90 days after they were made, and any older than a year',
      schedule: dailyAt('03:30'),
      ...cleanup,
      effect: async (tx, input) => ({ summary: await removeOldNotifications(tx, input.now) }),
    },
  ];
}
