import { z } from 'zod';
import { calendarDate, idValue, optionalDateFilter, text } from './common.ts';

/** Part 3 sections 5 and 8, and the refusals of the file itself (DECISIONS section 5 "Payroll"). */
export const payrollMessages = {
  weekEndingRequired: 'Week ending date is required',
  noFile: 'No File Selected',
  invalidFileType: 'Invalid File Type: Please select a CSV file',
  emptyFile: 'The file is empty: it needs a header row and at least one payroll row',
  missingColumns: (labels: string[]) =>
    `The file is missing the column${labels.length > 1 ? 's' : ''} ${labels.join(', ')}`,
  tooLarge: 'The file is larger than 20 MB. Split it and upload each part.',
  incompleteUpload: 'The upload did not arrive complete. Please try again.',
  unreadable: 'The file could not be read as CSV. Save it as CSV (UTF-8) and upload it again.',
  rowErrors: 'The file has errors: nothing was saved. Fix the rows listed and upload it again.',
  uploaded: 'Payroll data uploaded successfully',
} as const;

/** Files up to 20 MB (DECISIONS section 5 "Payroll"). */
export const PAYROLL_MAX_BYTES = 20 * 1024 * 1024;
/** An answer lists at most this many errors or warnings; the counts say how many there are. */
export const PAYROLL_MAX_FINDINGS = 500;
/** Payroll recent uploads: 5 (part 3 section 9). */
export const RECENT_UPLOADS = 5;

export const payrollFinding = z.object({ row: z.number(), field: z.string(), message: z.string() });
export type PayrollFindingAnswer = z.infer<typeof payrollFinding>;

/** The upload's form fields besides the file. */
export const payrollUploadFields = z.object({
  weekEnding: z
    .string({ error: payrollMessages.weekEndingRequired })
    .trim()
    .min(1, payrollMessages.weekEndingRequired)
    .pipe(calendarDate),
});

export const payrollUploadAnswer = z.object({
  message: z.string(),
  batchId: z.number(),
  rows: z.number(),
  added: z.number(),
  updated: z.number(),
  warningCount: z.number(),
  warnings: z.array(payrollFinding),
});
export type PayrollUploadAnswer = z.infer<typeof payrollUploadAnswer>;

/** The 400 of a file with row errors: nothing saved. */
export const payrollRowErrorsAnswer = z.object({
  message: z.string(),
  code: z.string(),
  errorCount: z.number(),
  errors: z.array(payrollFinding),
});

/** A payroll record (part 3 section 3) in pounds, with who and which week it belongs to. */
export const payrollRecord = z.object({
  id: z.number(),
  niNumber: z.string(),
  payDate: z.string(),
  grossPay: z.number(),
  tax: z.number(),
  ni: z.number(),
  pension: z.number(),
  netPay: z.number(),
  fee: z.number(),
  weekEnding: z.string(),
  workerId: z.number(),
  workerName: z.string(),
  agencyId: z.number().nullable(),
  payrollCompanyId: z.number().nullable(),
  batchId: z.number().nullable(),
});
export type PayrollRecord = z.infer<typeof payrollRecord>;

const optionalId = z.union([z.literal(''), idValue]).optional();

/** GET /api/payroll-records: without page the plain list (newest first, capped); with page the paged shape. */
export const payrollRecordsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  weekEnding: optionalDateFilter,
  from: optionalDateFilter,
  to: optionalDateFilter,
  agencyId: optionalId,
  payrollCompanyId: optionalId,
  q: text().trim().max(100).optional(),
});
export type PayrollRecordsQuery = z.infer<typeof payrollRecordsQuery>;

export const payrollRecordPage = z.object({
  items: z.array(payrollRecord),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PayrollRecordPage = z.infer<typeof payrollRecordPage>;
/** The plain list (part 3 section 7) answers at most this many records, newest first. */
export const PLAIN_LIST_LIMIT = 1000;

export const payrollBatchesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(RECENT_UPLOADS),
});
export const payrollBatch = z.object({
  id: z.number(),
  weekEnding: z.string(),
  fileName: z.string(),
  uploadedBy: z.number().nullable(),
  uploadedByName: z.string(),
  createdAt: z.string(),
  rows: z.number(),
  added: z.number(),
  updated: z.number(),
  warningCount: z.number(),
});
export type PayrollBatch = z.infer<typeof payrollBatch>;

/** The Payroll Management cards (DECISIONS section 5 "Payroll"), money in pounds. */
export const payrollSummary = z.object({
  thisWeek: z.number(),
  thisMonth: z.number(),
  totalWorkers: z.number(),
  avgWeeklyPay: z.number(),
  week: z.object({ from: z.string(), to: z.string() }),
  month: z.object({ from: z.string(), to: z.string() }),
});
export type PayrollSummary = z.infer<typeof payrollSummary>;
