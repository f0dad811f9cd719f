import { formatEnGbDate } from './en-gb-dates.ts';
import { monthOf, type Period } from './payroll-periods.ts';

/**
 * What each figure counts, named the same on every screen (docs/domain.md "What each figure
 * counts"). A card keeps the spec's label and says under it, in these words, the measure and the
 * period it covers.
 */
export const measureNames = {
  grossPay: 'Gross pay',
  fees: 'Agency fees',
  revenue: 'Gross pay + agency fees',
  workersPaid: 'Workers paid',
  payPerRecord: 'Gross pay per payroll record',
  margin: 'Agency fees / revenue',
  activeWorkers: 'Authorised, Active workers',
  activeAgencies: 'Agencies Active, not archived',
} as const;

const DAY_MS = 86_400_000;
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * A period in words: a calendar month as 'November 2026', Monday-to-Sunday weeks as 'week
 * 17/11/2026 to 23/11/2026' or '4 weeks 20/10/2026 to 16/11/2026', any other range as its days.
 */
export function periodPhrase(period: Period): string {
  const month = monthOf(period.from);
  if (month.from === period.from && month.to === period.to) return monthName.format(utcDay(period.from));
  const days = (utcDay(period.to).getTime() - utcDay(period.from).getTime()) / DAY_MS + 1;
  const range = `${formatEnGbDate(period.from)} to ${formatEnGbDate(period.to)}`;
  const startsOnMonday = utcDay(period.from).getUTCDay() === 1;
  if (!startsOnMonday || days % 7 !== 0) return range;
  return days === 7 ? `week ${range}` : `${days / 7} weeks ${range}`;
}

/** The line under a card: its measure, then the period it covers ('Gross pay, November 2026'). */
export const figureNote = (measure: string, period: Period | string): string =>
  `${measure}, ${typeof period === 'string' ? period : periodPhrase(period)}`;

/** This Week while the current week has no payroll yet, showing the latest week that has (docs/domain.md). */
export const noPayrollYetThisWeek = 'No payroll yet this week.';
