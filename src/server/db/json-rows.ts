import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Bulk writes (docs/domain.md "Conventions of the code": Drizzle's insert builder costs ~100 us a row): the rows travel as
 * one JSON parameter and json_populate_recordset turns them into the table's row type, so one
 * statement carries thousands of rows. Used by the demo seed and the bulk worker import.
 */

/** Drizzle property name -> database column name, generated columns left out (the database computes them). */
export function columnNames(table: PgTable): Map<string, string> {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  return new Map(
    Object.entries(columns)
      .filter(([, column]) => !column.generated)
      .map(([key, column]) => [key, column.name]),
  );
}

/**
 * One INSERT for many rows. The column list is exactly the keys the first row carries, so columns
 * left out keep their defaults. `returning` (SQL naming columns of the table) makes it answer rows.
 */
export async function insertJsonRows<T = never>(
  db: DbOrTx,
  table: string,
  columns: Map<string, string>,
  rows: readonly Record<string, unknown>[],
  returning?: SQL,
): Promise<T[]> {
  if (rows.length === 0) return [];
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
  const result = await db.execute(
    sql`insert into ${sql.raw(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.raw(table)}, ${json}::json)${returning ? sql` returning ${returning}` : sql``}`,
  );
  return rowsOf<T>(result);
}

/** node-postgres and PGlite both answer { rows }. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
