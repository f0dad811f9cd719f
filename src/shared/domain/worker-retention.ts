import { retentionDaysLeft, retentionStatus, type RetentionStatus } from './user-retention.ts';

/**
 * Deleted-worker retention (docs/domain.md, "Deleted workers"): a removed worker is kept 30 days,
 * restorable until then, as a deleted user is; days left are counted the same way (user-retention.ts).
 */
export const WORKER_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const deletedWorkerMessages = {
  restoreExpired: 'This worker was deleted more than 30 days ago and can no longer be restored',
  restoreNiTaken:
    'This worker cannot be restored: another worker now has the same NI number. Change or remove that NI number first',
  notFound: 'Deleted worker not found',
  restored: 'Worker restored',
  moved: 'Worker moved to Deleted Workers. It can be restored for 30 days.',
} as const;

export function workerDaysLeft(deletedAt: Date, now: Date): { daysLeft: number; retentionStatus: RetentionStatus } {
  const daysLeft = retentionDaysLeft(deletedAt, now);
  return { daysLeft, retentionStatus: retentionStatus(daysLeft) };
}

/** Restorable while days are left: at exactly 30 days after the removal, no longer. */
export function isWorkerRestorable(deletedAt: Date, now: Date): boolean {
  return retentionDaysLeft(deletedAt, now) > 0;
}

/** Workers removed at or before this instant are due for the purge. */
export function workerPurgeCutoff(asOf: Date): Date {
  return new Date(asOf.getTime() - WORKER_RETENTION_DAYS * DAY_MS);
}
