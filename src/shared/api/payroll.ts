import { z } from 'zod';
import { VARIANCE_THRESHOLD_PERCENT } from '../domain/payroll-reconciliation.ts';
import { calendarDate, idValue, optionalDateFilter, text } from './common.ts';
import { apiPath } from './paths.ts';

/** Payroll, at the contract's /api/payroll-records. */
export const payrollPaths = {
  list: apiPath('/api/payroll-records'),
  batches: apiPath('/api/payroll-records/batches'),
  summary: apiPath('/api/payroll-records/summary'),
  upload: apiPath('/api/payroll-records/upload'),
};

/** The upload's refusals, of its rows and of the file itself (docs/domain.md "Payroll"). */
export const payrollMessages = {
  weekEndingRequired: 'Week ending date is required',
  noFile: 'No File Selected',
  invalidFileType: 'Invalid File Type: Please select a CSV file. An Excel workbook (.xlsx) is accepted too.',
  emptyFile: 'The file is empty: it needs a header row and at least one payroll row',
  missingColumns: (labels: string[]) =>
    `The file is missing the column${labels.length > 1 ? 's' : ''} ${labels.join(', ')}`,
  tooLarge: 'The file is larger than 20 MB. Split it and upload each part.',
  incompleteUpload: 'The upload did not arrive complete. Please try again.',
  unreadable: 'The file could not be read as CSV. Save it as CSV (UTF-8) and upload it again.',
  unreadableWorkbook: 'The file could not be read as an Excel workbook. Save it as .xlsx or CSV and upload it again.',
  existingWeekChoice: 'Choose replace or add for a week that already has payroll records',
  confirmVariancesValue: 'confirmVariances must be true or false',
  needsConfirmation: (needs: { variances: boolean; existingWeek: boolean }) =>
    [
      'Nothing was saved yet.',
      needs.existingWeek
        ? 'This week already has payroll records: choose to replace them or add this file to them.'
        : '',
      needs.variances
        ? `This file differs from the previous weeks by more than ${VARIANCE_THRESHOLD_PERCENT}%: check the differences and confirm to save.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  rowErrors: 'The file has errors: nothing was saved. Fix the rows listed and upload it again.',
  uploaded: 'Payroll data uploaded successfully',
} as const;

/** Files up to 20 MB (docs/domain.md "Payroll"). */
export const PAYROLL_MAX_BYTES = 20 * 1024 * 1024;
/** An answer lists at most this many errors or warnings; the counts say how many there are. */
export const PAYROLL_MAX_FINDINGS = 500;
/** Payroll recent uploads: 5 (docs/domain.md). */
export const RECENT_UPLOADS = 5;

/** A refused cell also carries its column (as the header names it) and the value it held. */
export const payrollFinding = z.object({
  row: z.number(),
  field: z.string(),
  message: z.string(),
  column: z.string().optional(),
  value: z.string().optional(),
});
export type PayrollFindingAnswer = z.infer<typeof payrollFinding>;

/** A week that already has records: replace them with the file, or add the file to them (docs/domain.md "Payroll"). */
export const existingWeekChoices = ['replace', 'add'] as const;
export type ExistingWeekChoice = (typeof existingWeekChoices)[number];

/** A multipart field left empty is a field not sent. */
const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The upload's form fields besides the file. confirmVariances=true saves a file whose variances
 * were shown; existingWeek says what to do with the records a week already has (issue 24 item 10).
 */
export const payrollUploadFields = z.object({
  weekEnding: z
    .string({ error: payrollMessages.weekEndingRequired })
    .trim()
    .min(1, payrollMessages.weekEndingRequired)
    .pipe(calendarDate),
  confirmVariances: optionalField(
    z.enum(['true', 'false'], { error: payrollMessages.confirmVariancesValue }),
  ).transform((value) => value === 'true'),
  existingWeek: optionalField(z.enum(existingWeekChoices, { error: payrollMessages.existingWeekChoice })),
});

export const payrollVariance = z.object({
  key: z.string(),
  measure: z.enum(['headcount', 'grossPay', 'missingWorkers']),
  against: z.enum(['lastWeek', 'fourWeekAverage']),
  expected: z.number(),
  actual: z.number(),
  changePercent: z.number(),
  message: z.string(),
});
export type PayrollVarianceAnswer = z.infer<typeof payrollVariance>;

const weekFigures = z.object({ from: z.string(), to: z.string(), headcount: z.number(), grossPay: z.number() });
/** A worker named in the reconciliation; name is null for a worker outside what the user may see. */
const reconciledWorker = z.object({ niNumber: z.string(), name: z.string().nullable() });

/** The file against the previous weeks (docs/domain.md "Payroll"): figures, variances, who is missing or new. */
export const payrollReconciliation = z.object({
  thresholdPercent: z.number(),
  thisWeek: weekFigures,
  /** Null when nobody was paid last week. */
  lastWeek: weekFigures.nullable(),
  /** Over the weeks of the last 4 that paid anyone; null when none did. */
  fourWeekAverage: weekFigures.extend({ weeks: z.number() }).nullable(),
  variances: z.array(payrollVariance),
  missingCount: z.number(),
  missingWorkers: z.array(reconciledWorker),
  newCount: z.number(),
  newWorkers: z.array(reconciledWorker),
  /** The records the week (by week ending) already has; null when none. */
  existingWeek: z.object({ weekEnding: z.string(), records: z.number(), grossPay: z.number() }).nullable(),
});
export type PayrollReconciliation = z.infer<typeof payrollReconciliation>;

export const payrollUploadAnswer = z.object({
  message: z.string(),
  batchId: z.number(),
  rows: z.number(),
  added: z.number(),
  updated: z.number(),
  warningCount: z.number(),
  warnings: z.array(payrollFinding),
  /** What was done with the records the week already had: null when it had none. */
  existingWeek: z.enum(existingWeekChoices).nullable(),
  /** Records of the week removed by replace. */
  replaced: z.number(),
  /** The variances confirmed (empty when there were none). */
  variances: z.array(payrollVariance),
  reconciliation: payrollReconciliation,
});
export type PayrollUploadAnswer = z.infer<typeof payrollUploadAnswer>;

/** The 400 of a file with row errors: nothing saved. */
export const payrollRowErrorsAnswer = z.object({
  message: z.string(),
  code: z.string(),
  errorCount: z.number(),
  errors: z.array(payrollFinding),
});

/** The 409 of a file that needs a choice or a confirmation before it is saved: nothing saved. */
export const payrollConfirmationAnswer = z.object({
  message: z.string(),
  code: z.literal('PAYROLL_CONFIRMATION_REQUIRED'),
  details: z.object({
    needs: z.object({ confirmVariances: z.boolean(), existingWeek: z.boolean() }),
    reconciliation: payrollReconciliation,
  }),
});
export type PayrollConfirmationAnswer = z.infer<typeof payrollConfirmationAnswer>;

/** A payroll record (docs/domain.md) in pounds, with who and which week it belongs to. */
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
/** The plain list (docs/domain.md) answers at most this many records, newest first. */
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
  existingWeek: z.enum(existingWeekChoices).nullable(),
  replaced: z.number(),
  variances: z.array(payrollVariance),
});
export type PayrollBatch = z.infer<typeof payrollBatch>;

const summaryPeriod = z.object({ from: z.string(), to: z.string() });

/**
 * The Payroll Management cards (docs/domain.md "What each figure counts"), money in pounds: `week`
 * and `month` are the current ones, `thisWeekPeriod` the week thisWeek is the gross pay of (the
 * current one, or the latest with payroll while the current has none), `avgWeeklyPayPeriod` the
 * weeks avgWeeklyPay averages over.
 */
export const payrollSummary = z.object({
  thisWeek: z.number(),
  thisMonth: z.number(),
  totalWorkers: z.number(),
  avgWeeklyPay: z.number(),
  week: summaryPeriod,
  month: summaryPeriod,
  thisWeekPeriod: summaryPeriod,
  avgWeeklyPayPeriod: summaryPeriod,
});
export type PayrollSummary = z.infer<typeof payrollSummary>;
