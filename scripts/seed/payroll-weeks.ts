import { addDays } from '../../src/shared/domain/en-gb-dates.ts';
import { shiftPeriod } from '../../src/shared/domain/payroll-periods.ts';

/** A demo pay week: paid on its Friday, uploaded with its Sunday as the week ending. */
export type PayWeek = { payDate: string; weekEnding: string };

/**
 * The last `count` complete Monday-to-Sunday weeks before the week holding `today` (a date in
 * Europe/London), oldest first: the demo payroll ends with last week, so this week's figures are
 * still to come, as in a real office that uploads after the week closes.
 */
export function payWeeks(today: string, count: number): PayWeek[] {
  return Array.from({ length: count }, (_, i) => {
    const week = shiftPeriod('week', today, i - count);
    return { payDate: addDays(week.from, 4), weekEnding: week.to };
  });
}
