import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';

/**
 * Changes to many rows of an import at once (issue 24): one set-based statement each, whatever the
 * number of rows, so 100,000 rows cost a statement, not 100,000. A cell is `cells ->> index`.
 */

/** Rows (not removed) whose cell in this column is exactly `find`. */
export async function countCellsMatching(
  db: DbOrTx,
  sessionId: string,
  columnIndex: number,
  find: string,
): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from worker_import_rows
    where session_id = ${sessionId}::uuid and not removed and cells ->> ${columnIndex}::int = ${find}::text`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** Sets the cell to `replace` in every row (not removed) where it is exactly `find`; the changed rows' indexes. */
export async function replaceCellsMatching(
  db: DbOrTx,
  sessionId: string,
  columnIndex: number,
  find: string,
  replace: string,
): Promise<number[]> {
  const result = await db.execute(sql`
    update worker_import_rows
    set cells = jsonb_set(cells, array[${columnIndex}::int::text], to_jsonb(${replace}::text))
    where session_id = ${sessionId}::uuid and not removed and cells ->> ${columnIndex}::int = ${find}::text
    returning row_index as "rowIndex"`);
  return rowsOf<{ rowIndex: number }>(result).map((row) => row.rowIndex);
}

/**
 * Takes every row with errors out of the import, as markRemoved does one (its cells kept, its
 * findings cleared; worker_import_rows_status_idx finds them). The indexes of the rows that went.
 */
export async function removeRowsWithErrors(db: DbOrTx, sessionId: string): Promise<number[]> {
  const result = await db.execute(sql`
    update worker_import_rows
    set removed = true, status = null, duplicate_reason = null, duplicate_worker_id = null,
      outside_agency_match = false
    where session_id = ${sessionId}::uuid and status = 'error' and not removed
    returning row_index as "rowIndex"`);
  return rowsOf<{ rowIndex: number }>(result).map((row) => row.rowIndex);
}

export type ErrorValueRecord = { field: string; value: string; count: number; errorRows: number };

/**
 * For each mapped field with errors (field -> column index), its most frequent cells in error
 * (`limit` at most) with their counts, and how many rows have an error in it; most rows first.
 */
export async function errorValuesByField(
  db: DbOrTx,
  sessionId: string,
  columns: Record<string, number>,
  limit: number,
): Promise<ErrorValueRecord[]> {
  const result = await db.execute(sql`
    with mapped as (
      select key as field, value::int as idx from jsonb_each_text(${JSON.stringify(columns)}::jsonb)),
    counted as (
      select m.field, coalesce(r.cells ->> m.idx, '') as value, count(*)::int as n
      from worker_import_rows r
      cross join lateral (select distinct e ->> 'field' as field from jsonb_array_elements(r.errors) e) f
      join mapped m on m.field = f.field
      where r.session_id = ${sessionId}::uuid and r.status = 'error'
      group by m.field, 2),
    ranked as (
      select field, value, n, sum(n) over (partition by field)::int as rows_in_error,
        row_number() over (partition by field order by n desc, value) as rank
      from counted)
    select field, value, n as "count", rows_in_error as "errorRows" from ranked
    where rank <= ${limit}::int
    order by rows_in_error desc, field, rank`);
  return rowsOf<ErrorValueRecord>(result);
}
