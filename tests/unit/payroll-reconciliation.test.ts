import { describe, expect, it } from 'vitest';
import {
  averageOfPaidWeeks,
  findVariances,
  reconciliationWeeks,
} from '../../src/shared/domain/payroll-reconciliation.ts';

/** A payroll file against the previous weeks (issue 24 item 10; docs/domain.md "Payroll"). */
describe('the weeks compared', () => {
  it('the 7 days to the week ending, then the 4 weeks before it, last week first', () => {
    expect(reconciliationWeeks('2025-03-16')).toEqual({
      thisWeek: { from: '2025-03-10', to: '2025-03-16' },
      previous: [
        { from: '2025-03-03', to: '2025-03-09' },
        { from: '2025-02-24', to: '2025-03-02' },
        { from: '2025-02-17', to: '2025-02-23' },
        { from: '2025-02-10', to: '2025-02-16' },
      ],
    });
  });

  it('the average skips weeks that paid nobody, and is null when none did', () => {
    const paid = { headcount: 10, grossPence: 100_000 };
    const none = { headcount: 0, grossPence: 0 };
    expect(averageOfPaidWeeks([paid, none, { headcount: 20, grossPence: 300_001 }, none])).toEqual({
      weeks: 2,
      headcount: 15,
      grossPence: 200_001,
    });
    expect(averageOfPaidWeeks([none, none, none, none])).toBeNull();
  });
});

describe('a variance is more than 20% either way', () => {
  const lastWeek = { headcount: 20, grossPence: 1_000_000 };
  const keys = (file: { headcount: number; grossPence: number }, missingCount = 0) =>
    findVariances({ file, lastWeek, average: null, missingCount }).map((v) => v.key);

  it.each([
    ['the same week', { headcount: 20, grossPence: 1_000_000 }, 0, []],
    ['exactly 20% fewer and less is no variance', { headcount: 16, grossPence: 800_000 }, 4, []],
    ['more than 20% more workers', { headcount: 25, grossPence: 1_000_000 }, 0, ['headcount-lastWeek']],
    ['more than 20% less gross pay', { headcount: 20, grossPence: 799_999 }, 0, ['grossPay-lastWeek']],
    [
      '3 of 20 workers',
      { headcount: 3, grossPence: 150_000 },
      17,
      ['headcount-lastWeek', 'grossPay-lastWeek', 'missingWorkers-lastWeek'],
    ],
    ['same totals, 5 of 20 workers swapped', { headcount: 20, grossPence: 1_000_000 }, 5, ['missingWorkers-lastWeek']],
  ] as const)('%s', (_name, file, missing, expected) => {
    expect(keys(file, missing)).toEqual(expected);
  });

  it('names each variance plainly', () => {
    const found = findVariances({
      file: { headcount: 3, grossPence: 150_000 },
      lastWeek,
      average: { headcount: 12.5, grossPence: 625_000 },
      missingCount: 17,
    });
    expect(found.map((v) => v.message)).toEqual([
      'Workers paid: 3 workers, 85% fewer than last week (20 workers)',
      'Gross pay: £1,500.00, 85% less than last week (£10,000.00)',
      'Workers paid: 3 workers, 76% fewer than the average of the last 4 weeks (12.5 workers)',
      'Gross pay: £1,500.00, 76% less than the average of the last 4 weeks (£6,250.00)',
      "17 workers paid last week are not in this file (85% of last week's 20 workers)",
    ]);
    expect(found[1]).toMatchObject({ expected: 10000, actual: 1500, changePercent: -85 });
  });

  it('nothing to compare with: no variance', () => {
    expect(
      findVariances({ file: { headcount: 3, grossPence: 1 }, lastWeek: null, average: null, missingCount: 0 }),
    ).toEqual([]);
  });
});
