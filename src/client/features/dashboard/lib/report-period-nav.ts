import { formatEnGbDate } from '../../../../shared/domain/en-gb-dates.ts';
import { periodOf, shiftPeriod, type Period, type PeriodKind } from '../../../../shared/domain/payroll-periods.ts';

/**
 * Payroll Reports' period (docs/domain.md "Dashboard screen" and "Which week a screen opens on"):
 * a week runs Monday to Sunday, a month is the calendar month, today is London's. Without a date
 * in the address the screen opens on the latest period that has payroll (the server says which,
 * `opened`); once the user steps, switches to another period or returns to the current one, the
 * address keeps that period's first day, so a reload or a shared link shows the same period.
 */

/** The period shown: the one holding `date`; without one, the period the server opened on, else the current one. */
export const shownPeriod = (kind: PeriodKind, date: string | null, opened: Period | null, today: string): Period =>
  date ? periodOf(kind, date) : (opened ?? periodOf(kind, today));

/** Whether the period shown is the current one ('Return to Current ...' is offered otherwise). */
export const isCurrentPeriod = (kind: PeriodKind, shown: Period, today: string): boolean =>
  shown.from === periodOf(kind, today).from;

/** Previous (-1) and Next (+1): the first day of the period `steps` away from the one shown. */
export const stepPeriod = (kind: PeriodKind, shown: Period, steps: number): string =>
  shiftPeriod(kind, shown.from, steps).from;

/** 'Return to Current Week' / 'Return to Current Month': the current period, named in the address. */
export const currentPeriodDate = (kind: PeriodKind, today: string): string => periodOf(kind, today).from;

/**
 * Week to Month and back: the period of the other kind holding the first day of the one shown, the
 * current week becoming the current month (and back); from the opening period (no date), the other
 * kind's opening period.
 */
export function switchPeriodKind(next: PeriodKind, date: string | null, today: string): string | null {
  if (date === null) return null;
  const shownKind: PeriodKind = next === 'week' ? 'month' : 'week';
  const shownIsCurrent = periodOf(shownKind, date).from === periodOf(shownKind, today).from;
  return periodOf(next, shownIsCurrent ? today : date).from;
}

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

/** Said above the figures when the screen opened on an earlier period because the current one has no payroll yet. */
export function noPayrollYetNotice(kind: PeriodKind, today: string): string {
  const current = periodOf(kind, today);
  return kind === 'week'
    ? `No payroll yet for the current week (${formatEnGbDate(current.from)} to ${formatEnGbDate(current.to)}). Showing the latest week with payroll.`
    : `No payroll yet for the current month (${monthName.format(utcDay(current.from))}). Showing the latest month with payroll.`;
}

export const returnToCurrentLabel = (kind: PeriodKind) =>
  kind === 'week' ? 'Return to Current Week' : 'Return to Current Month';
