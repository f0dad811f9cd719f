import { importMessages } from '../../../shared/api/worker-import.ts';
import { importFieldLabel } from '../../../shared/domain/worker-import/import-fields.ts';
import type { WorkerTextField } from '../../../shared/domain/worker-fields.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

/**
 * The import's own refusals (the texts of docs/domain.md are importMessages in the contract). None of them
 * quotes a cell: a row is named by its row number, a column by its header.
 */
export const importErrors = {
  sessionNotFound: 'Import session not found',
  noFile: 'No file selected',
  tooLarge: 'The file is larger than 50 MB',
  incompleteUpload: 'The upload did not complete. Please try again.',
  alreadySubmitted: 'This import has already been submitted',
  mapFirst: 'Map the columns before validating',
  validateFirst: 'Validate the file before submitting',
  noRow: 'That row is not in this import (it may have been removed)',
  cellCount: (rowNumber: number, expected: number) => `Row ${rowNumber} must have ${expected} cells, one per column`,
  nothingToImport: 'The file has no rows left to import',
  batchNotFound: 'Import batch not found',
  batchUndone: 'This import has already been undone',
  undoTooLate: 'An import can be undone within 7 days only',
  fileNotKept: 'The file of this import is no longer kept: upload it again to choose another header row',
  workersReferenced: 'Some workers of this import are used by other records, so it cannot be undone',
} as const;

export const sessionNotFound = () => notFound(importErrors.sessionNotFound);
export const alreadySubmitted = () => new AppError('CONFLICT', importErrors.alreadySubmitted);

/** 400 'Required fields missing', each missing field named in details with its label. */
export const requiredFieldsMissing = (fields: readonly WorkerTextField[]) =>
  new AppError(
    'VALIDATION_ERROR',
    importMessages.requiredFieldsMissing,
    fields.map((field) => ({
      field,
      label: importFieldLabel(field),
      message: `${importFieldLabel(field)} is not mapped`,
    })),
  );

/** 400 'Fix Errors First' with how many errors remain, and in how many rows. */
export const fixErrorsFirst = (counts: { errorCount: number; errorRows: number }) =>
  new AppError('BAD_REQUEST', importMessages.fixErrorsFirst, counts);
