import { IMPORT_DATA_PREVIEW_ROWS, IMPORT_LISTED_ISSUES } from '../../../shared/api/worker-import.ts';
import { type ValidationResults } from '../../../shared/api/worker-import-answers.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as review from './worker-import-review.repository.ts';
import type { ImportSummary } from './worker-import-summary.ts';

/**
 * validationResults (docs/domain.md): the counts kept on the session, the
 * first IMPORT_LISTED_ISSUES errors and warnings, and the first IMPORT_DATA_PREVIEW_ROWS rows.
 */
export async function validationResultsOf(
  db: DbOrTx,
  sessionId: string,
  summary: ImportSummary,
): Promise<ValidationResults> {
  const errors = summary.errorCount > 0 ? await review.listIssues(db, sessionId, 'errors', IMPORT_LISTED_ISSUES) : [];
  const warnings =
    summary.warningCount > 0 ? await review.listIssues(db, sessionId, 'warnings', IMPORT_LISTED_ISSUES) : [];
  const preview = await review.previewRows(db, sessionId, IMPORT_DATA_PREVIEW_ROWS);
  return {
    validRows: summary.valid,
    totalRows: summary.rows,
    errors,
    warnings,
    errorCount: summary.errorCount,
    warningCount: summary.warningCount,
    errorRows: summary.error,
    warningRows: summary.warning,
    duplicateCount: summary.duplicates,
    totalProcessableRows: summary.rows - summary.error,
    newWorkerRows: summary.newRows ?? summary.rows - summary.error - summary.duplicates,
    dataPreview: preview.map((row) => ({
      rowIndex: row.rowIndex,
      rowNumber: row.rowNumber,
      hasErrors: row.hasErrors,
      hasWarnings: row.hasWarnings,
      isDuplicate: row.duplicateReason !== null,
      duplicateReason: row.duplicateReason,
      status: row.status ?? 'valid',
    })),
  };
}
