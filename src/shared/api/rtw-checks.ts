import { z } from 'zod';
import {
  missingForMethod,
  normaliseShareCode,
  rtwMethods,
  rtwOutcomes,
  rtwStatuses,
  shareCodeProblem,
} from '../domain/right-to-work.ts';
import { idValue, optionalEnGbDate, text } from './common.ts';
import { apiPath } from './paths.ts';

/** A worker's right-to-work checks (docs/domain.md, "Right-to-work checks"). GET and POST are a public contract. */
export const rtwCheckPaths = {
  list: apiPath('/api/workers/:id/rtw-checks'),
  evidence: apiPath('/api/workers/:id/rtw-checks/:checkId/evidence/:evidenceId'),
};

export const rtwCheckMessages = {
  methodRequired: 'Choose how the check was made',
  outcomeRequired: 'Choose the outcome of the check',
  checkDateRequired: 'Enter the date of the check (DD/MM/YYYY)',
  checkDateInFuture: 'The check date cannot be in the future',
  invalidDate: 'Must be a real date in DD/MM/YYYY format',
  restrictionsTooLong: 'Restrictions must be 1000 characters or fewer',
  tooManyFiles: 'At most 5 evidence files a check',
} as const;

/** At most this many evidence files with one check. */
export const MAX_RTW_EVIDENCE_FILES = 5;

const optionalDate = optionalEnGbDate(rtwCheckMessages.invalidDate);

/** A form field (multipart sends text) or a JSON boolean. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on');

/**
 * The fields of POST /api/workers/{id}/rtw-checks: JSON, or multipart form fields beside up to 5
 * `evidence` files. checkedBy is the signed-in user. The server also refuses a stale share code
 * (given more than 90 days before the check) and a check date after today.
 */
export const rtwCheckFields = z
  .object({
    method: z.enum(rtwMethods, { error: rtwCheckMessages.methodRequired }),
    checkDate: optionalDate.refine((v) => v !== null, rtwCheckMessages.checkDateRequired),
    permissionEndDate: optionalDate,
    noticeDate: optionalDate,
    applicationPending: flag,
    shareCode: text()
      .trim()
      .max(20)
      .optional()
      .nullable()
      .transform((v, ctx) => {
        if (!v) return null;
        const problem = shareCodeProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
        return normaliseShareCode(v);
      }),
    shareCodeGivenOn: optionalDate,
    restrictions: text()
      .trim()
      .max(1000, rtwCheckMessages.restrictionsTooLong)
      .optional()
      .nullable()
      .transform((v) => v || null),
    outcome: z.enum(rtwOutcomes, { error: rtwCheckMessages.outcomeRequired }),
  })
  .superRefine((v, ctx) => {
    const missing = missingForMethod(v);
    if (missing) ctx.addIssue({ code: 'custom', message: missing });
  });
export type RtwCheckFields = z.output<typeof rtwCheckFields>;
export type RtwCheckInput = z.input<typeof rtwCheckFields>;

export const rtwCheckParams = z.strictObject({ id: idValue });
export const rtwEvidenceParams = z.strictObject({ id: idValue, checkId: idValue, evidenceId: idValue });

export const rtwEvidence = z.object({
  id: z.number(),
  originalFileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
});

/** One check as listed: its facts, who checked, its own follow-up date (null: none needed or it did not pass). */
export const rtwCheck = z.object({
  id: z.number(),
  workerId: z.number(),
  /** null: unknown, derived from a Right to Work document held before checks were kept (reviewNeeded). */
  method: z.enum(rtwMethods).nullable(),
  checkDate: z.string(),
  permissionEndDate: z.string().nullable(),
  noticeDate: z.string().nullable(),
  applicationPending: z.boolean(),
  shareCode: z.string().nullable(),
  shareCodeGivenOn: z.string().nullable(),
  restrictions: z.string().nullable(),
  outcome: z.enum(rtwOutcomes),
  followUpDate: z.string().nullable(),
  checkedBy: z.number().nullable(),
  checkedByName: z.string().nullable(),
  reviewNeeded: z.boolean(),
  evidence: z.array(rtwEvidence),
  createdAt: z.string(),
});
export type RtwCheck = z.infer<typeof rtwCheck>;

/** GET answers the worker's standing today and every check, the latest first. */
export const rtwChecksAnswer = z.object({
  rtwStatus: z.enum(rtwStatuses),
  rtwFollowUpDate: z.string().nullable(),
  rtwReviewNeeded: z.boolean(),
  checks: z.array(rtwCheck),
});
export type RtwChecksAnswer = z.infer<typeof rtwChecksAnswer>;
