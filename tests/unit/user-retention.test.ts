import { describe, expect, it } from 'vitest';
import {
  isRecoverable,
  retentionCutoff,
  retentionDaysLeft,
  retentionStatus,
} from '../../src/shared/domain/user-retention.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2025-06-15T12:00:00Z');
const deletedAgo = (ms: number) => new Date(now.getTime() - ms);

describe('deleted-user retention (docs/domain.md, Forms and records: 30 days, warning at 7 or fewer, rounded up)', () => {
  it.each([
    ['deleted just now', 0, 30, 'normal'],
    ['deleted one minute ago', 60 * 1000, 30, 'normal'],
    ['deleted exactly 1 day ago', DAY, 29, 'normal'],
    ['deleted 22 days and 1 hour ago (7.96 days left, rounded up to 8)', 22 * DAY + 60 * 60 * 1000, 8, 'normal'],
    ['deleted exactly 23 days ago', 23 * DAY, 7, 'warning'],
    ['deleted 29 days and 23 hours ago', 29 * DAY + 23 * 60 * 60 * 1000, 1, 'warning'],
    ['deleted exactly 30 days ago', 30 * DAY, 0, 'expired'],
    ['deleted 30 days and 1 second ago', 30 * DAY + 1000, 0, 'expired'],
    ['deleted 45 days ago', 45 * DAY, -15, 'expired'],
  ] as const)('%s: %i days left, %s', (_label, ago, daysLeft, status) => {
    const left = retentionDaysLeft(deletedAgo(ago), now);
    expect(left).toBe(daysLeft);
    expect(retentionStatus(left)).toBe(status);
  });

  it.each([
    [8, 'normal'],
    [7, 'warning'],
    [1, 'warning'],
    [0, 'expired'],
    [-3, 'expired'],
  ] as const)('%i days left shows %s', (daysLeft, status) => {
    expect(retentionStatus(daysLeft)).toBe(status);
  });

  it('recovery is allowed exactly while days are left, and the cleanup cutoff agrees with it', () => {
    const cutoff = retentionCutoff(now);
    for (const ago of [0, DAY, 29 * DAY, 30 * DAY - 1, 30 * DAY, 30 * DAY + 1, 60 * DAY]) {
      const deletedAt = deletedAgo(ago);
      const expiredByCutoff = deletedAt.getTime() <= cutoff.getTime();
      expect(isRecoverable(deletedAt, now)).toBe(!expiredByCutoff);
    }
  });
});
