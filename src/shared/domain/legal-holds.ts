import { formatEnGbDate } from './en-gb-dates.ts';

/** What a legal hold can be placed on (docs/domain.md, "Legal holds"). */
export const legalHoldEntityTypes = ['worker', 'agency'] as const;
export type LegalHoldEntityType = (typeof legalHoldEntityTypes)[number];

export const legalHoldMessages = {
  reasonRequired: 'Please enter the reason for the hold',
  alreadyHeld: 'This record is already under a legal hold',
  noHold: 'There is no legal hold on this record',
  workerHeld: 'This worker is under a legal hold and cannot be deleted until the hold is lifted',
  workerHeldErasure: 'This worker is under a legal hold and cannot be erased until the hold ends or is lifted',
  agencyHeldErasure:
    "This worker's agency is under a legal hold and the worker cannot be erased until the hold ends or is lifted",
  untilPast: 'The end date cannot be in the past',
  placed: 'Legal hold placed',
  lifted: 'Legal hold lifted',
} as const;

/**
 * Whether a hold not lifted is in force on `today` (a London date): its end date is the last day it
 * holds, so from the next day it stops nothing (it lifts by itself). No end date: in force until lifted.
 */
export function isHoldInForce(hold: { until: string | null }, today: string): boolean {
  return hold.until === null || hold.until >= today;
}

/**
 * The line shown on a held record's page: "Legal hold until 31/12/2027: reason", or with no end date;
 * a hold whose end date has passed: "Legal hold until 31/12/2025 (ended): reason".
 */
export function legalHoldLine(hold: { reason: string; until: string | null; ended?: boolean }): string {
  const end = hold.until ? `until ${formatEnGbDate(hold.until)}` : '(no end date)';
  return `Legal hold ${end}${hold.ended ? ' (ended)' : ''}: ${hold.reason}`;
}
