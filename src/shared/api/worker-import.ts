import { z } from 'zod';
import { idNumber, idValue, text } from './common.ts';
import { apiPath } from './paths.ts';

/** The bulk worker import, at the contract's /api/upload-workers. */
export const workerImportPaths = {
  upload: apiPath('/api/upload-workers/upload'),
  sessions: apiPath('/api/upload-workers/sessions'),
  session: apiPath('/api/upload-workers/:sessionId'),
  headerRow: apiPath('/api/upload-workers/:sessionId/header-row'),
  mapColumns: apiPath('/api/upload-workers/:sessionId/map-columns'),
  validate: apiPath('/api/upload-workers/:sessionId/validate'),
  saveEdits: apiPath('/api/upload-workers/:sessionId/save-edits'),
  removeRow: apiPath('/api/upload-workers/:sessionId/remove-row'),
  assignAgencyPayroll: apiPath('/api/upload-workers/:sessionId/assign-agency-payroll'),
  submit: apiPath('/api/upload-workers/:sessionId/submit'),
  errorColumns: apiPath('/api/upload-workers/:sessionId/error-columns'),
  replaceValues: apiPath('/api/upload-workers/:sessionId/replace-values'),
  removeErrorRows: apiPath('/api/upload-workers/:sessionId/remove-error-rows'),
  rows: apiPath('/api/upload-workers/:sessionId/rows'),
  errorFile: apiPath('/api/upload-workers/:sessionId/error-file'),
  template: apiPath('/api/upload-workers/template'),
  batches: apiPath('/api/upload-workers/batches'),
  undo: apiPath('/api/upload-workers/batches/:batchId/undo'),
};

/**
 * Bulk worker import: the calls of docs/domain.md (POST /api/upload-workers/...) with the bodies
 * docs/domain.md "Bulk worker import" settles, plus the session, review rows, error file and
 * import batches (undo). One schema per request, shared by the screens and the server.
 */

export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Rows of the file shown on the Mapping step (docs/domain.md: the first 5 data rows). */
export const IMPORT_PREVIEW_ROWS = 5;
/** Errors and warnings listed in a validation answer; the review rows call pages through all of them. */
export const IMPORT_LISTED_ISSUES = 1000;
/** Rows of validationResults.dataPreview. */
export const IMPORT_DATA_PREVIEW_ROWS = 100;
export const IMPORT_SESSION_HOURS = 24;
export const IMPORT_UNDO_DAYS = 7;

/** The spec's texts (docs/domain.md). */
export const importMessages = {
  invalidFileType: 'Invalid file type - Please upload a CSV or Excel file (.csv, .xlsx)',
  requiredFieldsMissing: 'Required fields missing',
  fixErrorsFirst: 'Fix Errors First',
  uploadFailed: 'Upload failed - Please check your file format and try again',
  mappingFailed: 'Mapping failed - Please check your column mappings and try again',
  assignmentFailed: 'Assignment failed - Please check your selections and try again',
  submitFailed: 'Upload failed - Please try again or contact support',
  templateFailed: 'Download Failed - Unable to download template. Please try again.',
  saveFailed: 'Save failed - Failed to save your edits. Please try again.',
  validationFailed: 'Validation failed - Please check your data and try again',
  removeFailed: 'Remove failed - Failed to remove the row. Please try again.',
} as const;

export const sessionIdParam = z.strictObject({ sessionId: z.uuid({ error: 'Import session not found' }) });
export const batchIdParam = z.strictObject({ batchId: idValue });

/** A data row's index (docs/domain.md: counted from 0): within the largest file. */
const rowIndexValue = z
  .number()
  .int()
  .min(0)
  .max(IMPORT_MAX_ROWS - 1);

/** A cell as the screens and the server hold it: text (a date cell is read as YYYY-MM-DD). */
const cell = text().max(5000);

/** POST /api/upload-workers/{sessionId}/map-columns: header of the file -> worker field ('' or null ignores the column). */
export const mapColumnsBody = z.strictObject({
  columnMappings: z.record(text().max(300), z.union([text().max(60), z.null()])),
});

/**
 * POST /api/upload-workers/{sessionId}/save-edits: { rowIndex, values } per edited row (values in the
 * file's column order); a plain array of cell arrays is read as rows 0, 1, 2 ...
 */
export const saveEditsBody = z.strictObject({
  editedData: z.union([
    z.array(z.strictObject({ rowIndex: rowIndexValue, values: z.array(cell).max(500) })).max(1000),
    z.array(z.array(cell).max(500)).max(1000),
  ]),
});

export const removeRowBody = z.strictObject({ rowIndex: rowIndexValue });

/** POST /api/upload-workers/{sessionId}/header-row: read the file again with this spreadsheet row as its header. */
export const headerRowBody = z.strictObject({ rowNumber: z.number().int().min(1).max(1_048_576) });

export const duplicateActions = ['skip', 'update'] as const;
export type DuplicateAction = (typeof duplicateActions)[number];

export const assignAgencyBody = z.strictObject({ agencyId: idNumber, payrollCompanyId: idNumber });

/** POST /api/upload-workers/{sessionId}/submit; duplicateActions: rowIndex -> skip (the default) or update. */
export const submitBody = z.strictObject({
  agencyId: idNumber,
  payrollCompanyId: idNumber,
  duplicateActions: z.record(z.string().regex(/^\d{1,6}$/), z.enum(duplicateActions)).optional(),
});

export const reviewFilters = ['all', 'errors', 'warnings', 'duplicates', 'valid'] as const;
export type ReviewFilter = (typeof reviewFilters)[number];
/** GET /api/upload-workers/{sessionId}/rows */
export const reviewRowsQuery = z.strictObject({
  filter: z.enum(reviewFilters).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});

export const errorFileQuery = z.strictObject({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

export type RowIssue = { row: number; field: string; message: string };
export type RowStatus = 'valid' | 'warning' | 'error';

/** Part 1 section 3 "Bulk upload session", with the counts a 100,000-row file needs beside the listed issues. */
export type ValidationResults = {
  /** Rows without errors or warnings. */
  validRows: number;
  totalRows: number;
  /** The first IMPORT_LISTED_ISSUES; errorCount says how many in all. */
  errors: RowIssue[];
  warnings: RowIssue[];
  errorCount: number;
  warningCount: number;
  /** Rows by their worst finding: validRows + warningRows + errorRows = totalRows (a row with both errors and warnings is an error row). */
  errorRows: number;
  warningRows: number;
  duplicateCount: number;
  /** Rows that submit would write: all rows minus rows with errors. */
  totalProcessableRows: number;
  /** Of those, the rows that are no duplicate: each becomes a new worker (duplicates are skipped unless chosen for update). */
  newWorkerRows: number;
  dataPreview: {
    rowIndex: number;
    rowNumber: number;
    hasErrors: boolean;
    hasWarnings: boolean;
    isDuplicate: boolean;
    duplicateReason: string | null;
    status: RowStatus;
  }[];
};

/** One of the file's first non-empty rows (its first cells, cut short), to choose the header from. */
export type LeadingRow = { rowNumber: number; cells: string[] };

export type UploadAnswer = {
  sessionId: string;
  fileName: string;
  headers: string[];
  /** The spreadsheet row the headers were read from: the first row naming several fields, or the row chosen. */
  headerRowNumber: number;
  /** The file's first non-empty rows, so another one can be chosen as the header (POST .../header-row). */
  leadingRows: LeadingRow[];
  /** The first IMPORT_PREVIEW_ROWS data rows as cell arrays. */
  previewRows: string[][];
  /** Header -> proposed field (null: none). The user's remembered mapping for these headers wins. */
  suggestedMappings: Record<string, string | null>;
  totalRows: number;
};

export type ImportSessionStatus = 'uploaded' | 'mapped' | 'validated' | 'submitted';

/** GET /api/upload-workers/{sessionId}: what the screen needs to resume. */
export type ImportSession = UploadAnswer & {
  status: ImportSessionStatus;
  columnMappings: Record<string, string | null> | null;
  validationResults: ValidationResults | null;
  agencyId: number | null;
  payrollCompanyId: number | null;
  expiresAt: string;
};

export type ReviewRow = {
  rowIndex: number;
  rowNumber: number;
  cells: string[];
  status: RowStatus | null;
  errors: { field: string; message: string }[];
  warnings: { field: string; message: string }[];
  isDuplicate: boolean;
  duplicateReason: string | null;
};
export type ReviewRowsAnswer = { rows: ReviewRow[]; total: number; page: number; pageSize: number };

export type SubmitAnswer = {
  createdWorkers: number;
  updatedWorkers: number;
  skippedRows: number;
  totalErrors: number;
  note: string;
  batchId: number;
};

/** GET /api/upload-workers/sessions: an import of the user's left before submit, to resume or discard. */
export type UnfinishedImport = {
  sessionId: string;
  fileName: string;
  status: Exclude<ImportSessionStatus, 'submitted'>;
  totalRows: number;
  /** Rows with errors at the last validation; null before one. */
  errorRows: number | null;
  updatedAt: string;
  expiresAt: string;
};
/** Unfinished imports listed, the latest first. */
export const IMPORT_UNFINISHED_LISTED = 10;

export type ImportBatch = {
  id: number;
  fileName: string;
  createdAt: string;
  createdBy: string | null;
  agencyName: string | null;
  createdWorkers: number;
  updatedWorkers: number;
  skippedRows: number;
  undoneAt: string | null;
  /** Within IMPORT_UNDO_DAYS and not undone yet. */
  canUndo: boolean;
};

export type UndoAnswer = {
  message: string;
  deletedWorkers: number;
  restoredWorkers: number;
  /** How many workers changed since the import were left as they are ... */
  leftAloneCount: number;
  /** ... and the first 100 of them that still exist, named. */
  leftAlone: { workerId: number; name: string; kind: 'created' | 'updated' }[];
};

/** POST .../map-columns: the mapping as saved (every header of the file, unmapped ones null). */
export type MapColumnsAnswer = { message: string; columnMappings: Record<string, string | null> };
/** POST .../save-edits: the new findings once the file has been validated (null before). */
export type SaveEditsAnswer = { message: string; validationResults: ValidationResults | null };
/** POST .../remove-row: the new findings once the file has been validated (absent before). */
export type RemoveRowAnswer = { message: string; totalRows: number; validationResults?: ValidationResults };

/**
 * POST /api/upload-workers/{sessionId}/replace-values: every cell of a mapped column (by its header)
 * whose text is exactly `find` becomes `replace`, in every row of the import; with preview only the
 * cells that would change are counted. The rows changed are checked again, as after save-edits.
 */
export const replaceValuesBody = z.strictObject({
  column: text().max(300),
  find: cell,
  replace: cell,
  preview: z.boolean().optional(),
});
export type ReplaceValuesAnswer = {
  message: string;
  /** Cells whose text is `find` (changed, unless preview). */
  matchedCells: number;
  /** The new findings, after a replace that changed cells (absent for a preview or no match). */
  validationResults?: ValidationResults;
};

/** POST .../remove-error-rows: every row with errors leaves the import, as remove-row does with one. */
export type RemoveErrorRowsAnswer = {
  message: string;
  removedRows: number;
  totalRows: number;
  validationResults: ValidationResults;
};

/**
 * GET .../error-columns: the mapped columns with errors in the whole file, most rows in error
 * first, each with its most frequent values in error (IMPORT_ERROR_VALUES at most) and their counts.
 */
export type ErrorColumn = {
  header: string;
  field: string;
  /** Rows with an error in this column. */
  errorRows: number;
  values: { value: string; count: number }[];
};
export type ErrorColumnsAnswer = { columns: ErrorColumn[] };
export const IMPORT_ERROR_VALUES = 20;

/**
 * A review row as GET .../rows answers it: besides the raw cells, the value the import reads from
 * each mapped cell where it differs (column index -> value; the repairs and readings of
 * cell-reading.ts, dates DD/MM/YYYY): what the cell's editor opens on.
 */
export type ReviewRowWithValues = ReviewRow & { values: Record<number, string> };
export type ReviewRowsPage = Omit<ReviewRowsAnswer, 'rows'> & { rows: ReviewRowWithValues[] };
