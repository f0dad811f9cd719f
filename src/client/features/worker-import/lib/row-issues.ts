import type { ReviewRow, RowStatus } from '../../../../shared/api/worker-import-answers.ts';
import { workerFieldTable } from '../../../../shared/domain/worker-fields.ts';
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

/**
 * The mapped columns with the ones in error first (most rows in error first: the whole file's
 * columns in error, as GET .../error-columns lists them), then the others in the file's order.
 */
export function problemColumnsFirst(columns: readonly GridColumn[], headersInError: readonly string[]): GridColumn[] {
  const rank = new Map(headersInError.map((header, i) => [header, i]));
  const inError = columns.filter((c) => rank.has(c.header)).sort((a, b) => rank.get(a.header)! - rank.get(b.header)!);
  return [...inError, ...columns.filter((c) => !rank.has(c.header))];
}

/** One of the row's messages as the Status column lists them; a field no column shows is named first. */
export type RowMessageLine = {
  field: string | null;
  kind: 'error' | 'warning' | 'duplicate';
  prefix: string;
  text: string;
};

/** The row's messages, errors first, then warnings, then the duplicate's reason. */
export function rowMessages(row: ReviewRow, columns: readonly GridColumn[]): RowMessageLine[] {
  const shown = new Set(columns.map((c) => c.field));
  const prefix = (field: string) => (!shown.has(field) && isImportField(field) ? `${importFieldLabel(field)}: ` : '');
  const line = (kind: 'error' | 'warning') => (issue: { field: string; message: string }) => ({
    field: issue.field,
    kind,
    prefix: prefix(issue.field),
    text: issue.message,
  });
  const duplicate: RowMessageLine[] = row.duplicateReason
    ? [{ field: null, kind: 'duplicate', prefix: '', text: row.duplicateReason }]
    : [];
  return [...row.errors.map(line('error')), ...row.warnings.map(line('warning')), ...duplicate];
}

/** A choice field's allowed values (title, gender, NI category ...), as a list's options; null for the others. */
export function choicesOf(field: string): { value: string; label: string }[] | null {
  if (!isImportField(field)) return null;
  const choices = workerFieldTable[field].choices;
  return choices ? choices.map((c) => (typeof c === 'string' ? { value: c, label: c } : { ...c })) : null;
}

/** Status badge of a row: errors red, warnings yellow, valid green (docs/domain.md). */
export const statusBadge: Record<RowStatus, { label: string; color: string }> = {
  error: { label: 'Error', color: 'red' },
  warning: { label: 'Warning', color: 'yellow' },
  valid: { label: 'Valid', color: 'green' },
};
