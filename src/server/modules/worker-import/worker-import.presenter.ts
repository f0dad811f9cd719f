import type { ImportSession, ReviewRow, ValidationResults } from '../../../shared/api/worker-import-answers.ts';
import type { ImportSessionRow } from './worker-import.repository.ts';
import type { ReviewRecord } from './worker-import-review.repository.ts';

/** The answers' shapes (src/shared/api/worker-import.ts) from the stored rows. */

export function toImportSession(
  session: ImportSessionRow,
  extra: { previewRows: string[][]; suggestedMappings: Record<string, string | null> },
  validationResults: ValidationResults | null,
): ImportSession {
  return {
    sessionId: session.id,
    fileName: session.fileName,
    headers: session.headers,
    headerRowNumber: session.headerRowNumber,
    leadingRows: session.leadingRows ?? [],
    previewRows: extra.previewRows,
    suggestedMappings: extra.suggestedMappings,
    totalRows: session.totalRows,
    status: session.status as ImportSession['status'],
    columnMappings: session.columnMappings,
    validationResults,
    agencyId: session.agencyId,
    payrollCompanyId: session.payrollCompanyId,
    expiresAt: session.expiresAt.toISOString(),
  };
}

export function toReviewRow(record: ReviewRecord): ReviewRow {
  return {
    rowIndex: record.rowIndex,
    rowNumber: record.rowNumber,
    cells: record.cells,
    status: record.status,
    errors: record.errors ?? [],
    warnings: record.warnings ?? [],
    isDuplicate: record.duplicateReason !== null,
    duplicateReason: record.duplicateReason,
  };
}
