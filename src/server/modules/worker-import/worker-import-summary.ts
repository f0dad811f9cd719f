import type { RowStatus } from '../../../shared/api/worker-import-answers.ts';
import type { RowMessage } from '../../../shared/domain/worker-import/row-cleaning.ts';

/**
 * The counts of a validation, kept on the session (validation_summary) so the screen can resume and
 * the review's filters know their totals. Every row not removed has exactly one status, so
 * valid + warning + error = rows: a row with errors and warnings counts (and filters) as an error.
 */
export type ImportSummary = {
  rows: number;
  valid: number;
  warning: number;
  error: number;
  /** Rows flagged as duplicates (of an earlier row or of an existing worker). */
  duplicates: number;
  /** Rows without errors that are no duplicate: each becomes a new worker. Absent from summaries kept before it was counted. */
  newRows?: number;
  /** Messages, not rows: a row can carry several. */
  errorCount: number;
  warningCount: number;
};

/** A row's status: its worst finding (docs/domain.md: errors red, warnings yellow, valid green). */
export function rowStatusOf(errors: readonly RowMessage[], warnings: readonly RowMessage[]): RowStatus {
  if (errors.length > 0) return 'error';
  return warnings.length > 0 ? 'warning' : 'valid';
}
