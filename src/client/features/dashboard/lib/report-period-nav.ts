import { formatEnGbDate } from '../../../../shared/domain/en-gb-dates.ts';
import { periodOf, shiftPeriod, type Period, type PeriodKind } from '../../../../shared/domain/payroll-periods.ts';

/**
 * Payroll Reports' period (docs/domain.md; docs/domain.md "Dashboard
 * screen"): a week runs Monday to Sunday, a month is the calendar month, today is London's. The
 * address keeps the first day of the period shown, or nothing for the current one, so 'Return to
 * Current Week' and a reload next week both land on that week.
 */

/** The period shown: the one holding `date`, else the current one. */
export const shownPeriod = (kind: PeriodKind, date: string | null, today: string): Period =>
  periodOf(kind, date ?? today);

/** Whether the period shown is the current one ('Return to Current ...' is offered otherwise). */
export const isCurrentPeriod = (kind: PeriodKind, date: string | null, today: string): boolean =>
  shownPeriod(kind, date, today).from === periodOf(kind, today).from;

/** The address's date for a period: its first day, or null for the current one. */
const dateOf = (kind: PeriodKind, period: Period, today: string): string | null =>
  period.from === periodOf(kind, today).from ? null : period.from;

/** Previous (-1) and Next (+1): the date of the period `steps` away from the one shown. */
export const stepPeriod = (kind: PeriodKind, date: string | null, steps: number, today: string): string | null =>
  dateOf(kind, shiftPeriod(kind, date ?? today, steps), today);

/** Week to Month and back: the period of the other kind holding the first day of the one shown. */
export const switchPeriodKind = (next: PeriodKind, date: string | null, today: string): string | null =>
  date === null ? null : dateOf(next, periodOf(next, date), today);

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** 'Week 13/01/2025 to 19/01/2025' or 'January 2025'. */
export function periodLabel(kind: PeriodKind, period: Period): string {
  if (kind === 'month') return monthName.format(utcDay(period.from));
  return `Week ${formatEnGbDate(period.from)} to ${formatEnGbDate(period.to)}`;
}

/** A chart's axis label of a period: the week's Monday as 13/01, a month as Jan 2025 (never read as a day). */
export function periodTick(kind: PeriodKind, from: string): string {
  if (kind === 'month') return shortMonth.format(utcDay(from));
  return formatEnGbDate(from).slice(0, 5);
}

export const returnToCurrentLabel = (kind: PeriodKind) =>
  kind === 'week' ? 'Return to Current Week' : 'Return to Current Month';
