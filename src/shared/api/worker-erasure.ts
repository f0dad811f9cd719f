import { z } from 'zod';
import { apiPath } from './paths.ts';

/** Erasure of a worker's personal data (docs/domain.md, "Erasure"): admins only. */
export const workerErasurePaths = {
  one: apiPath('/api/admin/workers/:id/erasure'),
};

/** One line of what goes or stays: how many rows (null: fields of the worker's record), until when and why it stays. */
export const erasureLine = z.object({
  what: z.string(),
  count: z.number().nullable(),
  until: z.string().nullable(),
  law: z.string().nullable(),
});
export type ErasureLineAnswer = z.infer<typeof erasureLine>;

/** The restricted identity: what identifies the kept payroll and right-to-work records. */
export const erasedIdentity = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  niNumber: z.string().nullable(),
});

const keptPayrollRecord = z.object({
  payDate: z.string(),
  weekEnding: z.string(),
  grossPence: z.number(),
  taxPence: z.number(),
  niPence: z.number(),
  pensionPence: z.number(),
  netPence: z.number(),
});
const keptRtwCheck = z.object({
  checkDate: z.string(),
  method: z.string().nullable(),
  outcome: z.string(),
  followUpDate: z.string().nullable(),
  evidenceFiles: z.number(),
});
const keptDocument = z.object({ originalFileName: z.string(), expiryDate: z.string().nullable() });

/**
 * GET (and the answer of POST) /api/admin/workers/{id}/erasure. Not erased: `plan` says what an
 * erasure would remove and keep, and `refusal` why it cannot be done now (a legal hold, not left).
 * Erased: `erasure` says when and by whom, the restricted identity and the kept records, each class
 * with its date and rule; `plan` is null.
 */
export const workerErasureAnswer = z.object({
  workerId: z.number(),
  erasure: z
    .object({
      erasedAt: z.string(),
      erasedByName: z.string().nullable(),
      identity: erasedIdentity.nullable(),
      removed: z.array(erasureLine),
      keeps: z.array(erasureLine),
      records: z.object({
        payrollRecords: z.array(keptPayrollRecord),
        rtwChecks: z.array(keptRtwCheck),
        rtwDocuments: z.array(keptDocument),
      }),
    })
    .nullable(),
  plan: z
    .object({ removes: z.array(erasureLine), keeps: z.array(erasureLine), refusal: z.string().nullable() })
    .nullable(),
});
export type WorkerErasureAnswer = z.infer<typeof workerErasureAnswer>;
