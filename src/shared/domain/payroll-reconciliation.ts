import { addDays } from './en-gb-dates.ts';
import { formatPence } from './money.ts';
import { weekOf } from './payroll-periods.ts';

/**
 * Reconciling a payroll file against the previous weeks before it is saved (issue 24 item 10;
 * docs/domain.md "Payroll"). The file's figures are compared with last week's and with the
 * average of the last 4 weeks; a difference of more than the threshold is a variance, and a file
 * with variances is saved only once the user confirms it.
 */
export const VARIANCE_THRESHOLD_PERCENT = 20;
/** The average is taken over this many weeks before the file's week. */
export const AVERAGE_WEEKS = 4;

export type Week = { from: string; to: string };
export type WeekFigures = { headcount: number; grossPence: number };

/**
 * The file's week is the 7 days ending on its week ending; the previous weeks are the 7-day spans
 * before it, newest (last week) first. Pay dates, not week-ending labels, place a payment in a week.
 */
export function reconciliationWeeks(weekEnding: string): { thisWeek: Week; previous: Week[] } {
  const endingDaysBefore = (days: number): Week => ({
    from: addDays(weekEnding, -days - 6),
    to: addDays(weekEnding, -days),
  });
  return {
    thisWeek: endingDaysBefore(0),
    previous: Array.from({ length: AVERAGE_WEEKS }, (_, i) => endingDaysBefore(7 * (i + 1))),
  };
}

/** A Monday-to-Sunday week, whose distinct workers the database keeps (payroll_period_workers). */
export const isCalendarWeek = (week: Week): boolean => weekOf(week.from).from === week.from;

/**
 * The average of the previous weeks that paid anyone: a week with no payroll at all (a holiday
 * shutdown, the weeks before the first upload) is a gap, not a week of zero. Null when none paid.
 */
export function averageOfPaidWeeks(weeks: readonly WeekFigures[]): (WeekFigures & { weeks: number }) | null {
  const paid = weeks.filter((week) => week.headcount > 0);
  if (paid.length === 0) return null;
  const sum = (pick: (week: WeekFigures) => number) => paid.reduce((total, week) => total + pick(week), 0);
  return {
    weeks: paid.length,
    headcount: sum((week) => week.headcount) / paid.length,
    grossPence: Math.round(sum((week) => week.grossPence) / paid.length),
  };
}

export type VarianceMeasure = 'headcount' | 'grossPay' | 'missingWorkers';
export type VarianceBasis = 'lastWeek' | 'fourWeekAverage';
export type PayrollVariance = {
  key: `${VarianceMeasure}-${VarianceBasis}`;
  measure: VarianceMeasure;
  against: VarianceBasis;
  /** Workers, or pounds for grossPay: what the previous week(s) had (an average to one decimal). */
  expected: number;
  /** Workers, or pounds for grossPay: what the file has (missingWorkers: how many are missing). */
  actual: number;
  /** Signed, one decimal: -85 is 85% below; for missingWorkers the share of last week's workers missing. */
  changePercent: number;
  message: string;
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const workers = (n: number) => `${oneDecimal(n).toLocaleString('en-GB')} worker${n === 1 ? '' : 's'}`;
const basisText: Record<VarianceBasis, string> = {
  lastWeek: 'last week',
  fourWeekAverage: 'the average of the last 4 weeks',
};

/**
 * More than the threshold away from the expected figure, either way (an expected 0 compares
 * nothing); decided on the exact share, so 20.0001% is a variance though it reads 20% rounded.
 */
const isOverThreshold = (part: number, whole: number) => part * 100 > VARIANCE_THRESHOLD_PERCENT * whole;
const isVariance = (actual: number, expected: number) => isOverThreshold(Math.abs(actual - expected), expected);
const changeOf = (actual: number, expected: number) => oneDecimal(((actual - expected) / expected) * 100);
const direction = (change: number, fewer: string, more: string) =>
  `${Math.abs(change).toLocaleString('en-GB')}% ${change < 0 ? fewer : more}`;

function compare(file: WeekFigures, previous: WeekFigures, against: VarianceBasis): PayrollVariance[] {
  const found: PayrollVariance[] = [];
  if (previous.headcount > 0) {
    const change = changeOf(file.headcount, previous.headcount);
    if (isVariance(file.headcount, previous.headcount))
      found.push({
        key: `headcount-${against}`,
        measure: 'headcount',
        against,
        expected: oneDecimal(previous.headcount),
        actual: file.headcount,
        changePercent: change,
        message: `Workers paid: ${workers(file.headcount)}, ${direction(change, 'fewer', 'more')} than ${basisText[against]} (${workers(previous.headcount)})`,
      });
  }
  if (previous.grossPence > 0) {
    const change = changeOf(file.grossPence, previous.grossPence);
    if (isVariance(file.grossPence, previous.grossPence))
      found.push({
        key: `grossPay-${against}`,
        measure: 'grossPay',
        against,
        expected: previous.grossPence / 100,
        actual: file.grossPence / 100,
        changePercent: change,
        message: `Gross pay: ${formatPence(file.grossPence)}, ${direction(change, 'less', 'more')} than ${basisText[against]} (${formatPence(previous.grossPence)})`,
      });
  }
  return found;
}

/**
 * The variances of a file: its workers and gross pay against last week and against the average
 * of the last 4 weeks, and the workers paid last week that the file leaves out (when they are
 * more than the threshold's share of last week's workers: a wrong or partial file, even when the
 * totals happen to match).
 */
export function findVariances(input: {
  file: WeekFigures;
  lastWeek: WeekFigures | null;
  average: WeekFigures | null;
  missingCount: number;
}): PayrollVariance[] {
  const { file, lastWeek, average, missingCount } = input;
  const found = [
    ...(lastWeek ? compare(file, lastWeek, 'lastWeek') : []),
    ...(average ? compare(file, average, 'fourWeekAverage') : []),
  ];
  if (lastWeek && lastWeek.headcount > 0) {
    const share = oneDecimal((missingCount / lastWeek.headcount) * 100);
    if (isOverThreshold(missingCount, lastWeek.headcount))
      found.push({
        key: 'missingWorkers-lastWeek',
        measure: 'missingWorkers',
        against: 'lastWeek',
        expected: lastWeek.headcount,
        actual: missingCount,
        changePercent: share,
        message: `${workers(missingCount)} paid last week ${missingCount === 1 ? 'is' : 'are'} not in this file (${share.toLocaleString('en-GB')}% of last week's ${workers(lastWeek.headcount)})`,
      });
  }
  return found;
}
