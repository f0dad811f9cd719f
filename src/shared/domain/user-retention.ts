/**
 * Deleted-user retention (docs/domain.md): a deleted user is kept 30 days and can be
 * recovered until then; days left are counted from the deletion date plus 30 days, rounded up.
 * Expired at 0 days or less, warning at 7 days or fewer, otherwise normal.
 */
export const USER_RETENTION_DAYS = 30;
export const RETENTION_WARNING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionStatus = 'normal' | 'warning' | 'expired';

export function retentionDaysLeft(deletedAt: Date, now: Date = new Date()): number {
  const left = Math.ceil((deletedAt.getTime() + USER_RETENTION_DAYS * DAY_MS - now.getTime()) / DAY_MS);
  return left === 0 ? 0 : left; // never -0
}

export function retentionStatus(daysLeft: number): RetentionStatus {
  if (daysLeft <= 0) return 'expired';
  if (daysLeft <= RETENTION_WARNING_DAYS) return 'warning';
  return 'normal';
}

/** Users deleted at or before this instant have expired: no recovery, removable by the cleanup. */
export function retentionCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - USER_RETENTION_DAYS * DAY_MS);
}

export function isRecoverable(deletedAt: Date, now: Date = new Date()): boolean {
  return retentionDaysLeft(deletedAt, now) > 0;
}
