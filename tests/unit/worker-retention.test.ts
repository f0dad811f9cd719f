import { describe, expect, it } from 'vitest';
import { legalHoldLine } from '../../src/shared/domain/legal-holds.ts';
import { isWorkerRestorable, workerDaysLeft, workerPurgeCutoff } from '../../src/shared/domain/worker-retention.ts';

// Deleted workers and legal holds (docs/domain.md, "Deleted workers", "Legal holds").
const DAY = 24 * 60 * 60 * 1000;
const deletedAt = new Date('2027-03-01T10:00:00Z');
const after = (ms: number) => new Date(deletedAt.getTime() + ms);

describe('the 30-day window of a deleted worker', () => {
  it('counts the days left rounded up: 30 at once, 1 on the last day, 0 from exactly 30 days on', () => {
    expect(workerDaysLeft(deletedAt, deletedAt)).toEqual({ daysLeft: 30, retentionStatus: 'normal' });
    expect(workerDaysLeft(deletedAt, after(23 * DAY))).toEqual({ daysLeft: 7, retentionStatus: 'warning' });
    expect(workerDaysLeft(deletedAt, after(29 * DAY + 1))).toEqual({ daysLeft: 1, retentionStatus: 'warning' });
    expect(workerDaysLeft(deletedAt, after(30 * DAY))).toEqual({ daysLeft: 0, retentionStatus: 'expired' });
    expect(workerDaysLeft(deletedAt, after(45 * DAY))).toEqual({ daysLeft: -15, retentionStatus: 'expired' });
  });

  it('is restorable until exactly 30 days after the removal, not at that instant', () => {
    expect(isWorkerRestorable(deletedAt, after(30 * DAY - 1))).toBe(true);
    expect(isWorkerRestorable(deletedAt, after(30 * DAY))).toBe(false);
  });

  it('is due for the purge once it can no longer be restored: the cutoff is 30 days before', () => {
    const asOf = after(30 * DAY);
    expect(workerPurgeCutoff(asOf).toISOString()).toBe(deletedAt.toISOString());
    expect(workerPurgeCutoff(after(30 * DAY - 1)).getTime()).toBeLessThan(deletedAt.getTime());
  });
});

describe('the line a legal hold shows', () => {
  it('names the end date in DD/MM/YYYY, or says there is none', () => {
    expect(legalHoldLine({ reason: 'Employment tribunal', until: '2027-12-31' })).toBe(
      'Legal hold until 31/12/2027: Employment tribunal',
    );
    expect(legalHoldLine({ reason: 'Regulator inquiry', until: null })).toBe(
      'Legal hold (no end date): Regulator inquiry',
    );
  });
});
