import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { todayInLondon } from './en-gb-dates.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Report periods (docs/domain.md): a week runs Monday
 * to Sunday, a month is the calendar month, and "now" is Europe/London. Dates are YYYY-MM-DD; the
 * maths is dayjs on the calendar day (a DATE has no clock, so a clock change cannot move it).
 */
export const periodKinds = ['week', 'month'] as const;
export type PeriodKind = (typeof periodKinds)[number];
export type Period = { from: string; to: string };

const FORMAT = 'YYYY-MM-DD';
const day = (iso: string) => dayjs.utc(iso, FORMAT);

/** The Monday to Sunday week holding the date. */
export function weekOf(iso: string): Period {
  const d = day(iso);
  // dayjs counts Sunday as 0; a week here starts on Monday.
  const monday = d.subtract((d.day() + 6) % 7, 'day');
  return { from: monday.format(FORMAT), to: monday.add(6, 'day').format(FORMAT) };
}

/** The calendar month holding the date. */
export function monthOf(iso: string): Period {
  const d = day(iso);
  return { from: d.startOf('month').format(FORMAT), to: d.endOf('month').format(FORMAT) };
}

export const periodOf = (kind: PeriodKind, iso: string): Period => (kind === 'week' ? weekOf(iso) : monthOf(iso));

/** The period `steps` before (negative) or after (positive) the one holding the date: Previous / Next. */
export function shiftPeriod(kind: PeriodKind, iso: string, steps: number): Period {
  return periodOf(kind, day(periodOf(kind, iso).from).add(steps, kind).format(FORMAT));
}

/** The current week or month in Europe/London. */
export const currentPeriod = (kind: PeriodKind, now: Date = new Date()): Period => periodOf(kind, todayInLondon(now));

/**
 * The period a screen opens on (docs/domain.md "Which week a screen opens on"): the one holding the
 * latest pay date on or before the end of the current period, so the current one when it has
 * payroll, else the latest earlier one that has; the current one when nothing was ever paid.
 */
export const openingPeriod = (kind: PeriodKind, today: string, latestPayDate: string | null): Period =>
  periodOf(kind, latestPayDate !== null && latestPayDate <= periodOf(kind, today).to ? latestPayDate : today);

/** The last `count` periods up to and including the one holding the date, oldest first (the charts). */
export function periodsUpTo(kind: PeriodKind, iso: string, count: number): Period[] {
  return Array.from({ length: count }, (_, i) => shiftPeriod(kind, iso, i - count + 1));
}

/**
 * The last `count` complete weeks before today's (Avg Weekly Pay, docs/domain.md "Payroll"):
 * from the Monday `count` weeks before this week's Monday to last Sunday.
 */
export function lastCompleteWeeks(count: number, now: Date = new Date()): Period {
  const thisWeek = currentPeriod('week', now);
  return { from: shiftPeriod('week', thisWeek.from, -count).from, to: shiftPeriod('week', thisWeek.from, -1).to };
}
