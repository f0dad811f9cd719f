import { addMonths, daysBetween } from './en-gb-dates.ts';

/**
 * Subject access requests (docs/domain.md, "Subject access requests"; UK GDPR Art. 15): answered
 * within one calendar month of receipt, extendable once by two further months. Pure, for both sides.
 */

export const sarStatuses = ['open', 'completed'] as const;
export type SarStatus = (typeof sarStatuses)[number];

/** Months to answer a request, and with its one extension. */
export const SAR_MONTHS = 1;
export const SAR_EXTENDED_MONTHS = 3;

/** A reminder goes this many days before the due date (and again once it is overdue). */
export const SAR_REMINDER_DAYS = 7;

/**
 * The due date of a request received on `receivedDate` (YYYY-MM-DD): one calendar month later, or
 * three when extended; a day the month lacks becomes its last day (31/01 -> 28/02 or 29/02,
 * 31/03 -> 30/04). Always counted from the received date, never from an earlier due date.
 */
export function sarDueDate(receivedDate: string, extended = false): string {
  return addMonths(receivedDate, extended ? SAR_EXTENDED_MONTHS : SAR_MONTHS);
}

/** Days from `today` (YYYY-MM-DD, Europe/London) to the due date: 0 on the day, negative once overdue. */
export function sarDaysLeft(dueDate: string, today: string): number {
  return daysBetween(today, dueDate);
}
