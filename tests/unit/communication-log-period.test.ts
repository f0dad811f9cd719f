import { describe, expect, it } from 'vitest';
import { isInPeriod, logsOfPeriod } from '../../src/client/features/workers/components/communication/log-period.ts';
// The log shows its time in the one instant format of every screen.
import { formatDateTime as formatLogTime } from '../../src/client/lib/format-date.ts';

// 10:00 on 15 June 2025 in London (BST, UTC+1).
const now = new Date('2025-06-15T09:00:00Z');

describe('communication log date filter', () => {
  it.each([
    ['2025-06-14T23:30:00Z', 'today', true], // 00:30 on the 15th in London
    ['2025-06-14T22:30:00Z', 'today', false], // 23:30 on the 14th in London
    ['2025-06-08T09:00:00Z', 'week', true],
    ['2025-06-08T08:59:00Z', 'week', false],
    ['2025-05-16T09:00:00Z', 'month', true],
    ['2025-05-16T08:59:00Z', 'month', false],
    ['2020-01-01T00:00:00Z', 'all', true],
  ] as const)('%s in %s -> %s', (createdAt, period, expected) =>
    expect(isInPeriod(createdAt, period, now)).toBe(expected),
  );

  it('lists newest first', () => {
    const logs = [
      { id: 1, createdAt: '2025-06-15T08:00:00.000Z' },
      { id: 3, createdAt: '2025-06-15T08:30:00.000Z' },
      { id: 2, createdAt: '2025-06-10T08:00:00.000Z' },
    ];
    expect(logsOfPeriod(logs, 'all', now).map((l) => l.id)).toEqual([3, 1, 2]);
    expect(logsOfPeriod(logs, 'today', now).map((l) => l.id)).toEqual([3, 1]);
  });

  it('shows the time as DD/MM/YYYY HH:mm in London', () => {
    expect(formatLogTime('2025-06-15T08:05:00.000Z')).toBe('15/06/2025 09:05');
    expect(formatLogTime('2025-01-15T08:05:00.000Z')).toBe('15/01/2025 08:05');
  });
});
