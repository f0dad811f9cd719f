import type { Readable } from 'node:stream';
import type { ReviewFilter } from '../../../shared/api/worker-import.ts';
import type { ReviewRowsPage } from '../../../shared/api/worker-import-answers.ts';
import type { WorkerTextField } from '../../../shared/domain/worker-fields.ts';
import { editorValues } from '../../../shared/domain/worker-import/editor-values.ts';
import { importPlan } from '../../../shared/domain/worker-import/row-cleaning.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { CSV_CONTENT_TYPE, streamCsv } from '../../lib/csv-writer.ts';
import { streamXlsxBySize } from '../../lib/xlsx-thread.ts';
import { XLSX_CONTENT_TYPE, type CellValue } from '../../lib/xlsx-writer.ts';
import { importFieldLabel, isImportField } from '../../../shared/domain/worker-import/import-fields.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { toReviewRow } from './worker-import.presenter.ts';
import { openSession } from './worker-import.service.ts';
import * as review from './worker-import-review.repository.ts';
import type { ImportSummary } from './worker-import-summary.ts';

/** The review grid's pages and the error file (docs/domain.md, Review & Edit). */

/**
 * The first row index of a page of every row: the page's position among the rows not removed,
 * stepped past each removed row at or before it (usually few; after removing every row with
 * errors up to the whole file, which the loop still walks in a few milliseconds).
 */
export function firstIndexOfPage(position: number, removed: readonly number[]): number {
  let index = position;
  for (const gone of removed) {
    if (gone <= index) index += 1;
    else break;
  }
  return index;
}

const filteredTotal = (summary: ImportSummary | null, filter: Exclude<ReviewFilter, 'all'>): number => {
  if (!summary) return 0;
  const totals = {
    errors: summary.error,
    warnings: summary.warning,
    valid: summary.valid,
    duplicates: summary.duplicates,
  };
  return totals[filter];
};

async function pageOf(db: DbOrTx, sessionId: string, filter: ReviewFilter, offset: number, limit: number) {
  if (filter !== 'all') return review.pageFiltered(db, sessionId, filter, offset, limit);
  const removed = await review.removedIndexes(db, sessionId);
  return review.pageFromIndex(db, sessionId, firstIndexOfPage(offset, removed), limit);
}

/**
 * GET .../rows: a page of the rows, all or filtered (errors, warnings, duplicates, valid). Pages of
 * every row are ranges of row indexes; filtered pages walk only the index: any page costs about
 * what the first does, at 100,000 rows. Each row carries what its cells' editors open on
 * (editorValues: the import's own reading of each mapped cell).
 */
export async function listReviewRows(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  query: { filter: ReviewFilter; page: number; pageSize: number },
): Promise<ReviewRowsPage> {
  const session = await openSession(ctx.db, user, sessionId);
  const mappings = session.checkedMappings ?? session.columnMappings;
  const plan = mappings && importPlan(session.headers, mappings as Record<string, WorkerTextField | null>);
  const { filter, page, pageSize } = query;
  const total = filter === 'all' ? session.totalRows : filteredTotal(session.validationSummary, filter);
  const offset = (page - 1) * pageSize;
  const records = offset < total ? await pageOf(ctx.db, session.id, filter, offset, pageSize) : [];
  const rows = records.map((record) => ({
    ...toReviewRow(record),
    values: plan ? editorValues(plan, record.cells) : {},
  }));
  return { rows, total, page, pageSize };
}

/** Rows read per query while the error file streams. */
const ERROR_FILE_CHUNK = 2000;

export type ErrorFile = { fileName: string; contentType: string; stream: Readable };

/**
 * Who a message is about, as the person fixing the file reads it: the file's own header of the
 * field's column, or the field's label when no column fills it (a required field not mapped).
 */
export function messageColumnNamer(mappings: Record<string, string | null> | null): (field: string) => string {
  const headerOf = new Map<string, string>();
  for (const [header, field] of Object.entries(mappings ?? {}))
    if (field && !headerOf.has(field)) headerOf.set(field, header);
  return (field) => headerOf.get(field) ?? (isImportField(field) ? importFieldLabel(field) : field);
}

/** The rows with errors or warnings, in file order, each as its cells then its messages ('Gender: Choose ...') joined with '; '. */
async function* errorFileRows(
  db: DbOrTx,
  sessionId: string,
  width: number,
  columnOf: (field: string) => string,
): AsyncGenerator<CellValue[][]> {
  for (let after = -1; ;) {
    const chunk = await review.readIssueRowsAfter(db, sessionId, after, ERROR_FILE_CHUNK);
    if (chunk.length === 0) return;
    yield chunk.map((row) => {
      const cells: CellValue[] = Array.from({ length: width }, (_, i) => row.cells[i] ?? '');
      const messages = [...(row.errors ?? []), ...(row.warnings ?? [])].map(
        (m) => `${columnOf(m.field)}: ${m.message}`,
      );
      return [...cells, messages.join('; ')];
    });
    after = chunk[chunk.length - 1]!.rowIndex;
  }
}

/**
 * GET .../error-file: the file's headers plus an Errors column, streamed, every text cell made
 * safe for spreadsheets (lib/xlsx-writer: a leading apostrophe before = + - @), to fix and upload again.
 */
export async function openErrorFile(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  format: 'xlsx' | 'csv',
): Promise<ErrorFile> {
  const session = await openSession(ctx.db, user, sessionId);
  const headers = [...session.headers, 'Errors'];
  const batches = errorFileRows(ctx.db, session.id, session.headers.length, messageColumnNamer(session.columnMappings));
  if (format === 'csv') {
    return { fileName: 'import-errors.csv', contentType: CSV_CONTENT_TYPE, stream: streamCsv({ headers, batches }) };
  }
  return {
    fileName: 'import-errors.xlsx',
    contentType: XLSX_CONTENT_TYPE,
    stream: streamXlsxBySize({ sheetName: 'Import errors', columns: headers.map((header) => ({ header })), batches }),
  };
}
