import { and, asc, eq, gt, gte, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { ReviewFilter } from '../../../shared/api/worker-import.ts';
import type { RowIssue, RowStatus } from '../../../shared/api/worker-import-answers.ts';
import type { RowMessage } from '../../../shared/domain/worker-import/row-cleaning.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { workerImportRows as rows } from '../../db/schema/index.ts';
import type { ImportSummary } from './worker-import-summary.ts';

/** Reading a session's rows for the screens: counts, the listed issues, pages, the error file. */

export type ReviewRecord = {
  rowIndex: number;
  rowNumber: number;
  cells: string[];
  status: RowStatus | null;
  errors: RowMessage[] | null;
  warnings: RowMessage[] | null;
  duplicateReason: string | null;
};
export type PreviewRecord = {
  rowIndex: number;
  rowNumber: number;
  status: RowStatus | null;
  hasErrors: boolean;
  hasWarnings: boolean;
  duplicateReason: string | null;
};

const reviewColumns = {
  rowIndex: rows.rowIndex,
  rowNumber: rows.rowNumber,
  cells: rows.cells,
  status: sql<RowStatus | null>`${rows.status}`,
  errors: rows.errors,
  warnings: rows.warnings,
  duplicateReason: rows.duplicateReason,
};

/** The counts of a validation, in one pass over the session's rows. */
export async function summariseRows(db: DbOrTx, sessionId: string): Promise<ImportSummary> {
  const result = await db.execute(sql`
    select count(*)::int as "rows",
      count(*) filter (where status = 'valid')::int as "valid",
      count(*) filter (where status = 'warning')::int as "warning",
      count(*) filter (where status = 'error')::int as "error",
      count(*) filter (where duplicate_reason is not null)::int as "duplicates",
      count(*) filter (where status <> 'error' and duplicate_reason is null)::int as "newRows",
      coalesce(sum(jsonb_array_length(errors)), 0)::int as "errorCount",
      coalesce(sum(jsonb_array_length(warnings)), 0)::int as "warningCount"
    from worker_import_rows where session_id = ${sessionId}::uuid and not removed`);
  return rowsOf<ImportSummary>(result)[0]!;
}

/**
 * The first `limit` errors or warnings in file order, each with its spreadsheet row number. Errors
 * come from rows of status error (the status index finds them); warnings from any row.
 */
export async function listIssues(
  db: DbOrTx,
  sessionId: string,
  kind: 'errors' | 'warnings',
  limit: number,
): Promise<RowIssue[]> {
  const which =
    kind === 'errors'
      ? sql`r.status = 'error'`
      : sql`not r.removed and r.warnings is not null and jsonb_array_length(r.warnings) > 0`;
  const column = sql.raw(kind === 'errors' ? 'r.errors' : 'r.warnings');
  const result = await db.execute(sql`
    select r.row_number as "row", m.item->>'field' as "field", m.item->>'message' as "message"
    from worker_import_rows r cross join lateral jsonb_array_elements(${column}) with ordinality as m(item, position)
    where r.session_id = ${sessionId}::uuid and ${which}
    order by r.row_index, m.position limit ${limit}`);
  return rowsOf<RowIssue>(result);
}

/** The first rows of the file (not removed) with their findings, for validationResults.dataPreview. */
export async function previewRows(db: DbOrTx, sessionId: string, limit: number): Promise<PreviewRecord[]> {
  return db
    .select({
      rowIndex: rows.rowIndex,
      rowNumber: rows.rowNumber,
      status: sql<RowStatus | null>`${rows.status}`,
      hasErrors: sql<boolean>`coalesce(jsonb_array_length(${rows.errors}) > 0, false)`,
      hasWarnings: sql<boolean>`coalesce(jsonb_array_length(${rows.warnings}) > 0, false)`,
      duplicateReason: rows.duplicateReason,
    })
    .from(rows)
    .where(and(eq(rows.sessionId, sessionId), not(rows.removed)))
    .orderBy(asc(rows.rowIndex))
    .limit(limit);
}

/**
 * The removed rows' indexes, in order (worker_import_rows_removed_idx). Usually few, but removing
 * every row with errors can remove most of a file: they travel as one text, which crosses from the
 * database far faster than as many row objects (55,000 in about 30 ms).
 */
export async function removedIndexes(db: DbOrTx, sessionId: string): Promise<number[]> {
  const result = await db.execute(sql`
    select coalesce(string_agg(row_index::text, ',' order by row_index), '') as "indexes"
    from worker_import_rows where session_id = ${sessionId}::uuid and removed`);
  const text = rowsOf<{ indexes: string }>(result)[0]!.indexes;
  return text === '' ? [] : text.split(',').map(Number);
}

/** A page of every row from a row index on: a range of the primary key, as cheap deep as on top. */
export async function pageFromIndex(
  db: DbOrTx,
  sessionId: string,
  fromIndex: number,
  limit: number,
): Promise<ReviewRecord[]> {
  return db
    .select(reviewColumns)
    .from(rows)
    .where(and(eq(rows.sessionId, sessionId), gte(rows.rowIndex, fromIndex), not(rows.removed)))
    .orderBy(asc(rows.rowIndex))
    .limit(limit);
}

const filterConditions: Record<Exclude<ReviewFilter, 'all'>, SQL> = {
  errors: sql`${rows.status} = 'error'`,
  warnings: sql`${rows.status} = 'warning'`,
  valid: sql`${rows.status} = 'valid'`,
  duplicates: sql`${rows.duplicateReason} is not null`,
};

/**
 * A page of the filtered rows. The offset is walked on the index alone (status, or the duplicates'
 * partial index) to find the page's first row index; only the page's rows are then read whole.
 */
export async function pageFiltered(
  db: DbOrTx,
  sessionId: string,
  filter: Exclude<ReviewFilter, 'all'>,
  offset: number,
  limit: number,
): Promise<ReviewRecord[]> {
  const where = and(eq(rows.sessionId, sessionId), filterConditions[filter]);
  const first = db
    .select({ rowIndex: rows.rowIndex })
    .from(rows)
    .where(where)
    .orderBy(asc(rows.rowIndex))
    .offset(offset)
    .limit(1);
  return db
    .select(reviewColumns)
    .from(rows)
    .where(and(where, gte(rows.rowIndex, sql`(${first})`)))
    .orderBy(asc(rows.rowIndex))
    .limit(limit);
}

/** The next rows with errors or warnings after a row index, for the error file. */
export async function readIssueRowsAfter(
  db: DbOrTx,
  sessionId: string,
  afterIndex: number,
  limit: number,
): Promise<ReviewRecord[]> {
  return db
    .select(reviewColumns)
    .from(rows)
    .where(
      and(eq(rows.sessionId, sessionId), inArray(rows.status, ['error', 'warning']), gt(rows.rowIndex, afterIndex)),
    )
    .orderBy(asc(rows.rowIndex))
    .limit(limit);
}
