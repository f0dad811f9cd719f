import type { ReviewRow, RowStatus } from '../../../../shared/api/worker-import.ts';
import { importFieldLabel, isImportField } from '../../../../shared/domain/worker-import/import-fields.ts';

/** A column the grid shows: the file's header, its place in the row's cells and the field it fills. */
export type GridColumn = { header: string; index: number; field: string };

/** The mapped columns, in the file's order: the grid shows what will be imported. */
export function gridColumns(headers: readonly string[], mappings: Record<string, string | null> | null): GridColumn[] {
  return headers.flatMap((header, index) => {
    const field = mappings?.[header];
    return field ? [{ header, index, field }] : [];
  });
}

/** A cell's issue: its errors first (they block the import), else its warnings, joined. */
export function issueOf(row: ReviewRow, field: string): { kind: 'error' | 'warning'; message: string } | null {
  const errors = row.errors.filter((e) => e.field === field).map((e) => e.message);
  if (errors.length) return { kind: 'error', message: errors.join(' ') };
  const warnings = row.warnings.filter((w) => w.field === field).map((w) => w.message);
  return warnings.length ? { kind: 'warning', message: warnings.join(' ') } : null;
}

/** The row's messages about no shown column (a field no column maps to, or the row as a whole). */
export function rowLevelIssues(row: ReviewRow, columns: readonly GridColumn[]): string[] {
  const shown = new Set(columns.map((c) => c.field));
  const label = (field: string) => (isImportField(field) ? `${importFieldLabel(field)}: ` : '');
  return [...row.errors, ...row.warnings]
    .filter((i) => !shown.has(i.field))
    .map((i) => `${label(i.field)}${i.message}`);
}

/** Status badge of a row: errors red, warnings yellow, valid green (part 1 section 5). */
export const statusBadge: Record<RowStatus, { label: string; color: string }> = {
  error: { label: 'Error', color: 'red' },
  warning: { label: 'Warning', color: 'yellow' },
  valid: { label: 'Valid', color: 'green' },
};
