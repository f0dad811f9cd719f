import { z } from 'zod';
import { legalHoldMessages } from '../domain/legal-holds.ts';
import { calendarDate, shortText } from './common.ts';
import { apiPath } from './paths.ts';

/** Legal holds on a worker or an agency (docs/domain.md, "Legal holds"): admin only. */
export const legalHoldPaths = {
  worker: apiPath('/api/workers/:id/legal-hold'),
  agency: apiPath('/api/agencies/:id/legal-hold'),
};

/** Placing a hold: the reason, and the last day it holds (null or absent: no end date). */
export const placeLegalHoldBody = z.strictObject({
  reason: shortText(legalHoldMessages.reasonRequired, 500),
  until: calendarDate.nullable().optional(),
});
export type PlaceLegalHoldBody = z.infer<typeof placeLegalHoldBody>;

/** ended: the end date has passed, so the hold stops nothing any more (it lifted by itself). */
export const legalHold = z.object({
  reason: z.string(),
  until: z.string().nullable(),
  setAt: z.string(),
  ended: z.boolean(),
});
export type LegalHold = z.infer<typeof legalHold>;

/** The record's hold not lifted by an admin (in force, or ended by its date), or null. */
export const legalHoldAnswer = z.object({ legalHold: legalHold.nullable() });
export type LegalHoldAnswer = z.infer<typeof legalHoldAnswer>;
