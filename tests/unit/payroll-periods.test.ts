import { describe, expect, it } from 'vitest';
import {
  currentPeriod,
  lastCompleteWeeks,
  monthOf,
  openingPeriod,
  periodsUpTo,
  shiftPeriod,
  weekOf,
} from '../../src/shared/domain/payroll-periods.ts';
import { figureNote, measureNames, periodPhrase } from '../../src/shared/domain/figure-names.ts';
import { reportPeriodOf } from '../../src/shared/domain/report-period.ts';

describe('a week runs Monday to Sunday (docs/domain.md, Dashboard figures)', () => {
  it.each([
    ['a Monday starts its week', '2025-03-24', '2025-03-24', '2025-03-30'],
    ['a Sunday ends its week', '2025-03-30', '2025-03-24', '2025-03-30'],
    ['a week across a month end', '2025-04-02', '2025-03-31', '2025-04-06'],
    ['a week across a year end', '2026-01-01', '2025-12-29', '2026-01-04'],
    ['a leap day', '2024-02-29', '2024-02-26', '2024-03-03'],
  ])('%s: %s is in %s..%s', (_name, day, from, to) => {
    expect(weekOf(day)).toEqual({ from, to });
  });
});

describe('a month is the calendar month', () => {
  it.each([
    ['2024-02-10', '2024-02-01', '2024-02-29'],
    ['2025-02-28', '2025-02-01', '2025-02-28'],
    ['2025-12-31', '2025-12-01', '2025-12-31'],
  ])('%s is in %s..%s', (day, from, to) => {
    expect(monthOf(day)).toEqual({ from, to });
  });
});

describe('Previous and Next', () => {
  it.each([
    ['week', '2025-03-26', -1, '2025-03-17', '2025-03-23'],
    ['week', '2025-03-26', 1, '2025-03-31', '2025-04-06'],
    ['month', '2025-03-31', -1, '2025-02-01', '2025-02-28'],
    ['month', '2025-01-31', 1, '2025-02-01', '2025-02-28'],
    ['month', '2025-12-15', 1, '2026-01-01', '2026-01-31'],
  ] as const)('%s of %s stepped %i is %s..%s', (kind, day, steps, from, to) => {
    expect(shiftPeriod(kind, day, steps)).toEqual({ from, to });
  });

  it('the last 3 weeks up to a day, oldest first', () => {
    expect(periodsUpTo('week', '2025-04-02', 3).map((p) => p.from)).toEqual(['2025-03-17', '2025-03-24', '2025-03-31']);
  });
});

describe('the current week and month are Europe/London (docs/domain.md, Dashboard figures)', () => {
  it.each([
    ['Sunday 00:30 UTC on the day clocks go forward', '2025-03-30T00:30:00Z', '2025-03-24'],
    ['Sunday 23:30 UTC after the clocks went forward is Monday in London', '2025-03-30T23:30:00Z', '2025-03-31'],
    ['Sunday 23:30 UTC after the clocks went back is still Sunday in London', '2025-10-26T23:30:00Z', '2025-10-20'],
    ['Sunday 23:30 UTC in summer is Monday in London', '2025-06-29T23:30:00Z', '2025-06-30'],
  ])('%s', (_name, instant, monday) => {
    expect(currentPeriod('week', new Date(instant)).from).toBe(monday);
  });

  it('the last UTC hour of June in summer is July in London', () => {
    expect(currentPeriod('month', new Date('2025-06-30T23:30:00Z'))).toEqual({ from: '2025-07-01', to: '2025-07-31' });
  });

  it('the last 4 complete weeks end last Sunday', () => {
    expect(lastCompleteWeeks(4, new Date('2025-04-02T12:00:00Z'))).toEqual({ from: '2025-03-03', to: '2025-03-30' });
  });
});

describe('the period of a dashboard report', () => {
  it.each([
    [
      'from and to as given',
      { from: '2025-03-01', to: '2025-03-10' },
      { from: '2025-03-01', to: '2025-03-10', period: null, seriesKind: 'week' },
    ],
    [
      'a long range charts by month',
      { from: '2025-01-01', to: '2025-03-10' },
      { from: '2025-01-01', to: '2025-03-10', period: null, seriesKind: 'month' },
    ],
    [
      'the week of a date',
      { period: 'week', date: '2025-03-26' },
      { from: '2025-03-24', to: '2025-03-30', period: 'week', seriesKind: 'week' },
    ],
    [
      'the month of today',
      { period: 'month' },
      { from: '2025-04-01', to: '2025-04-30', period: 'month', seriesKind: 'month' },
    ],
    ['nothing: this week', {}, { from: '2025-03-31', to: '2025-04-06', period: 'week', seriesKind: 'week' }],
    ['from alone', { from: '2025-03-01' }, { problem: 'Give both from and to, or neither' }],
    [
      'from after to',
      { from: '2025-03-02', to: '2025-03-01' },
      { problem: 'The From date must be on or before the To date' },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(reportPeriodOf(input, '2025-04-02')).toEqual(expected);
  });
});

/** docs/domain.md "Which week a screen opens on". */
describe('openingPeriod', () => {
  // A Wednesday; its week is Monday 13 to Sunday 19 January 2025.
  const today = '2025-01-15';
  it.each([
    ['the current week has payroll (even on its Sunday): the current week', 'week', '2025-01-19', '2025-01-13'],
    ['the latest payment was last Friday: last week', 'week', '2025-01-10', '2025-01-06'],
    ['nothing was ever paid: the current week', 'week', null, '2025-01-13'],
    ['the latest payment was in December: December', 'month', '2024-12-20', '2024-12-01'],
    ['this month has payroll: this month', 'month', '2025-01-02', '2025-01-01'],
  ] as const)('%s', (_case, kind, latest, from) => {
    expect(openingPeriod(kind, today, latest).from).toBe(from);
  });
});

/** docs/domain.md "What each figure counts": the period each card names. */
describe('periodPhrase and figureNote', () => {
  it.each([
    [{ from: '2026-11-01', to: '2026-11-30' }, 'November 2026'],
    [{ from: '2026-11-16', to: '2026-11-22' }, 'week 16/11/2026 to 22/11/2026'],
    [{ from: '2026-10-19', to: '2026-11-15' }, '4 weeks 19/10/2026 to 15/11/2026'],
    [{ from: '2026-11-03', to: '2026-11-09' }, '03/11/2026 to 09/11/2026'],
  ])('%o reads %s', (period, text) => {
    expect(periodPhrase(period)).toBe(text);
  });

  it('names the measure, then the period', () => {
    expect(figureNote(measureNames.grossPay, { from: '2026-11-01', to: '2026-11-30' })).toBe(
      'Gross pay, November 2026',
    );
    expect(figureNote(measureNames.activeWorkers, 'today')).toBe('Authorised, Active workers, today');
  });
});
