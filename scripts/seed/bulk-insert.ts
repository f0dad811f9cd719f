import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../src/server/db/client.ts';
import {
  agencies,
  agencyComments,
  agencyCommunicationLogs,
  agencyContacts,
  agencyDocuments,
  workerDocuments,
  workers,
} from '../../src/server/db/schema/index.ts';

/**
 * The bulk insert of the seed (DESIGN section 2: Drizzle's insert builder costs ~100 us a row, so
 * bulk paths go through json_populate_recordset): one statement for thousands of rows.
 */

/** Drizzle property name -> database column name, generated columns left out (search_text). */
function columnNames(columns: Record<string, PgColumn>): Map<string, string> {
  return new Map(
    Object.entries(columns)
      .filter(([, column]) => !column.generated)
      .map(([key, column]) => [key, column.name]),
  );
}
export const workerColumnNames = columnNames(getTableColumns(workers));
export const documentColumnNames = columnNames(getTableColumns(workerDocuments));
export const agencyColumnNames = columnNames(getTableColumns(agencies));
export const agencyContactColumnNames = columnNames(getTableColumns(agencyContacts));
export const agencyLogColumnNames = columnNames(getTableColumns(agencyCommunicationLogs));
export const agencyCommentColumnNames = columnNames(getTableColumns(agencyComments));
export const agencyDocumentColumnNames = columnNames(getTableColumns(agencyDocuments));

/**
 * One INSERT for many rows: the rows travel as one JSON parameter and json_populate_recordset turns
 * them into the table's row type. The column list is exactly the keys the rows carry, so columns
 * left out keep their defaults and the generated search_text is computed by the database.
 */
export async function insertJsonRows(
  db: DbOrTx,
  table: string,
  columns: Map<string, string>,
  rows: Record<string, unknown>[],
) {
  const keys = Object.keys(rows[0]!);
  const names = keys.map((key) => {
    const name = columns.get(key);
    if (!name) throw new Error(`${table} has no column for ${key}`);
    return name;
  });
  // Plain loops: this renames 45 keys on each of 100,000 rows, and Object.fromEntries costs seconds there.
  const renamed = new Array<Record<string, unknown>>(rows.length);
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r]!;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i += 1) out[names[i]!] = row[keys[i]!] ?? null;
    renamed[r] = out;
  }
  const json = JSON.stringify(renamed);
  // Table and column names come from the Drizzle schema, never from input.
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  await db.execute(
    sql`insert into ${sql.raw(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.raw(table)}, ${json}::json)`,
  );
}

/**
 * The trigram index of search_text costs more than everything else of an insert when entries go
 * into the GIN tree one by one. Within a chunk's transaction they go to the index's pending list
 * instead (a GIN "fast update", here with room for the whole seed) ...
 */
export async function deferTrigramIndexing(tx: DbOrTx) {
  await tx.execute(sql`set local gin_pending_list_limit = '1GB'`);
}

/** ... and are merged into the tree once, in bulk, at the end, so searches never scan a long pending list. */
export async function mergeDeferredTrigramEntries(db: Db) {
  await db.execute(sql`select gin_clean_pending_list('workers_search_trgm'::regclass)`);
}

/** Ids taken from the sequence up front, so documents can point at workers of the same INSERT. */
export async function allocateWorkerIds(db: Db, sequence: string, count: number): Promise<number[]> {
  const result = await db.execute(
    sql`select nextval(${sequence}::regclass)::int as id from generate_series(1, ${count}::int)`,
  );
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

export async function workerIdSequence(db: Db): Promise<string> {
  const result = await db.execute(sql`select pg_get_serial_sequence('workers', 'id') as name`);
  return rowsOf<{ name: string }>(result)[0]!.name;
}

/** node-postgres and PGlite both answer { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
