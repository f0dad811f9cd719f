import { z } from 'zod';

/*
 * The bulk worker import's answers (src/shared/api/worker-import.ts holds its addresses, limits,
 * texts and request bodies).
 */
/**
 * The answers, as the server declares them and the client checks them
 * (docs/decisions/0014-client-parses-answers.md). Counts and indexes are numbers, times ISO strings.
 */
const count = z.number();

export const rowStatuses = ['valid', 'warning', 'error'] as const;
export type RowStatus = (typeof rowStatuses)[number];
const rowIssue = z.object({ row: z.number(), field: z.string(), message: z.string() });
export type RowIssue = z.infer<typeof rowIssue>;
const fieldIssue = z.object({ field: z.string(), message: z.string() });

/** A session's results (docs/domain.md, Bulk worker import), with the counts a 100,000-row file needs beside the listed issues. */
export const validationResults = z.object({
  /** Rows without errors or warnings. */
  validRows: count,
  totalRows: count,
  /** The first IMPORT_LISTED_ISSUES; errorCount says how many in all. */
  errors: z.array(rowIssue),
  warnings: z.array(rowIssue),
  errorCount: count,
  warningCount: count,
  /** Rows by their worst finding: validRows + warningRows + errorRows = totalRows (a row with both errors and warnings is an error row). */
  errorRows: count,
  warningRows: count,
  duplicateCount: count,
  /** Rows that submit would write: all rows minus rows with errors. */
  totalProcessableRows: count,
  /** Of those, the rows that are no duplicate: each becomes a new worker (duplicates are skipped unless chosen for update). */
  newWorkerRows: count,
  dataPreview: z.array(
    z.object({
      rowIndex: z.number(),
      rowNumber: z.number(),
      hasErrors: z.boolean(),
      hasWarnings: z.boolean(),
      isDuplicate: z.boolean(),
      duplicateReason: z.string().nullable(),
      status: z.enum(rowStatuses),
    }),
  ),
});
export type ValidationResults = z.infer<typeof validationResults>;

/** POST .../validate: every row through the worker form's rules. */
export const validateAnswer = z.object({ validationResults });

/** One of the file's first non-empty rows (its first cells, cut short), to choose the header from. */
const leadingRow = z.object({ rowNumber: z.number(), cells: z.array(z.string()) });
export type LeadingRow = z.infer<typeof leadingRow>;

/**
 * Header -> worker field (null: not imported). Headers are file content and may be `__proto__`,
 * which zod's records and objects leave out of what they parse: this map is checked as it stands.
 */
const columnMappings = z.custom<Record<string, string | null>>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((field) => field === null || typeof field === 'string'),
  { message: 'Expected header -> field name or null' },
);

/** POST .../upload and POST .../header-row: the file as read, and the mapping proposed for it. */
export const uploadAnswer = z.object({
  sessionId: z.string(),
  fileName: z.string(),
  headers: z.array(z.string()),
  /** The spreadsheet row the headers were read from: the first row naming several fields, or the row chosen. */
  headerRowNumber: z.number(),
  /** The file's first non-empty rows, so another one can be chosen as the header (POST .../header-row). */
  leadingRows: z.array(leadingRow),
  /** The first IMPORT_PREVIEW_ROWS data rows as cell arrays. */
  previewRows: z.array(z.array(z.string())),
  /** Header -> proposed field (null: none). The user's remembered mapping for these headers wins. */
  suggestedMappings: columnMappings,
  totalRows: count,
});
export type UploadAnswer = z.infer<typeof uploadAnswer>;

export const importSessionStatuses = ['uploaded', 'mapped', 'validated', 'submitted'] as const;
export type ImportSessionStatus = (typeof importSessionStatuses)[number];

/** GET /api/upload-workers/{sessionId}: what the screen needs to resume. */
export const importSession = uploadAnswer.extend({
  status: z.enum(importSessionStatuses),
  columnMappings: columnMappings.nullable(),
  validationResults: validationResults.nullable(),
  agencyId: z.number().nullable(),
  payrollCompanyId: z.number().nullable(),
  expiresAt: z.string(),
});
export type ImportSession = z.infer<typeof importSession>;

const reviewRow = z.object({
  rowIndex: z.number(),
  rowNumber: z.number(),
  cells: z.array(z.string()),
  status: z.enum(rowStatuses).nullable(),
  errors: z.array(fieldIssue),
  warnings: z.array(fieldIssue),
  isDuplicate: z.boolean(),
  duplicateReason: z.string().nullable(),
});
export type ReviewRow = z.infer<typeof reviewRow>;

/**
 * A review row as GET .../rows answers it: besides the raw cells, the value the import reads from
 * each mapped cell where it differs (column index -> value; the repairs and readings of
 * cell-reading.ts, dates DD/MM/YYYY): what the cell's editor opens on.
 */
const reviewRowWithValues = reviewRow.extend({ values: z.record(z.number(), z.string()) });
export type ReviewRowWithValues = z.infer<typeof reviewRowWithValues>;

/** GET .../rows: one page of the rows, filtered on the server. */
export const reviewRowsPage = z.object({
  rows: z.array(reviewRowWithValues),
  total: count,
  page: z.number(),
  pageSize: z.number(),
});
export type ReviewRowsPage = z.infer<typeof reviewRowsPage>;

/** POST .../submit: what the import did, kept for the Complete step. */
export const submitAnswer = z.object({
  createdWorkers: count,
  updatedWorkers: count,
  skippedRows: count,
  totalErrors: count,
  note: z.string(),
  batchId: z.number(),
});
export type SubmitAnswer = z.infer<typeof submitAnswer>;

/** GET /api/upload-workers/sessions: an import of the user's left before submit, to resume or discard. */
const unfinishedImport = z.object({
  sessionId: z.string(),
  fileName: z.string(),
  status: z.enum(['uploaded', 'mapped', 'validated']),
  totalRows: count,
  /** Rows with errors at the last validation; null before one. */
  errorRows: count.nullable(),
  updatedAt: z.string(),
  expiresAt: z.string(),
});
export type UnfinishedImport = z.infer<typeof unfinishedImport>;
export const unfinishedImports = z.array(unfinishedImport);
/** Unfinished imports listed, the latest first. */
export const IMPORT_UNFINISHED_LISTED = 10;

const importBatch = z.object({
  id: z.number(),
  fileName: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  agencyName: z.string().nullable(),
  createdWorkers: count,
  updatedWorkers: count,
  skippedRows: count,
  undoneAt: z.string().nullable(),
  /** Within IMPORT_UNDO_DAYS and not undone yet. */
  canUndo: z.boolean(),
});
export type ImportBatch = z.infer<typeof importBatch>;
/** GET /api/upload-workers/batches: the latest imports, newest first. */
export const importBatchesAnswer = z.object({ batches: z.array(importBatch) });

export const undoAnswer = z.object({
  message: z.string(),
  deletedWorkers: count,
  restoredWorkers: count,
  /** How many workers changed since the import were left as they are ... */
  leftAloneCount: count,
  /** ... and the first 100 of them that still exist, named. */
  leftAlone: z.array(z.object({ workerId: z.number(), name: z.string(), kind: z.enum(['created', 'updated']) })),
});
export type UndoAnswer = z.infer<typeof undoAnswer>;

/** POST .../map-columns: the mapping as saved (every header of the file, unmapped ones null). */
export const mapColumnsAnswer = z.object({ message: z.string(), columnMappings });
export type MapColumnsAnswer = z.infer<typeof mapColumnsAnswer>;
/** POST .../save-edits: the new findings once the file has been validated (null before). */
export const saveEditsAnswer = z.object({ message: z.string(), validationResults: validationResults.nullable() });
export type SaveEditsAnswer = z.infer<typeof saveEditsAnswer>;
/** POST .../remove-row: the new findings once the file has been validated (absent before). */
export const removeRowAnswer = z.object({
  message: z.string(),
  totalRows: count,
  validationResults: validationResults.optional(),
});
export type RemoveRowAnswer = z.infer<typeof removeRowAnswer>;

export const replaceValuesAnswer = z.object({
  message: z.string(),
  /** Cells whose text is `find` (changed, unless preview). */
  matchedCells: count,
  /** The new findings, after a replace that changed cells (absent for a preview or no match). */
  validationResults: validationResults.optional(),
});
export type ReplaceValuesAnswer = z.infer<typeof replaceValuesAnswer>;

/** POST .../remove-error-rows: every row with errors leaves the import, as remove-row does with one. */
export const removeErrorRowsAnswer = z.object({
  message: z.string(),
  removedRows: count,
  totalRows: count,
  validationResults,
});
export type RemoveErrorRowsAnswer = z.infer<typeof removeErrorRowsAnswer>;

/**
 * GET .../error-columns: the mapped columns with errors in the whole file, most rows in error
 * first, each with its most frequent values in error (IMPORT_ERROR_VALUES at most) and their counts.
 */
const errorColumn = z.object({
  header: z.string(),
  field: z.string(),
  /** Rows with an error in this column. */
  errorRows: count,
  values: z.array(z.object({ value: z.string(), count })),
});
export type ErrorColumn = z.infer<typeof errorColumn>;
export const errorColumnsAnswer = z.object({ columns: z.array(errorColumn) });
export type ErrorColumnsAnswer = z.infer<typeof errorColumnsAnswer>;
export const IMPORT_ERROR_VALUES = 20;
