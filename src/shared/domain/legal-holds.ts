import { formatEnGbDate } from './en-gb-dates.ts';

/** What a legal hold can be placed on (docs/domain.md, "Legal holds"). */
export const legalHoldEntityTypes = ['worker', 'agency'] as const;
export type LegalHoldEntityType = (typeof legalHoldEntityTypes)[number];

export const legalHoldMessages = {
  reasonRequired: 'Please enter the reason for the hold',
  alreadyHeld: 'This record is already under a legal hold',
  noHold: 'There is no legal hold on this record',
  workerHeld: 'This worker is under a legal hold and cannot be deleted until the hold is lifted',
  untilPast: 'The end date cannot be in the past',
  placed: 'Legal hold placed',
  lifted: 'Legal hold lifted',
} as const;

/** The line shown on a held record's page: "Legal hold until 31/12/2027: reason", or with no end date. */
export function legalHoldLine(hold: { reason: string; until: string | null }): string {
  const end = hold.until ? `until ${formatEnGbDate(hold.until)}` : '(no end date)';
  return `Legal hold ${end}: ${hold.reason}`;
}
