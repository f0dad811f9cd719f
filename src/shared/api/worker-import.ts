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
