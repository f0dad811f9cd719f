import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';

/** Conditions joined with and; none is true. */
export function allOf(conditions: (SQL | undefined | false)[]): SQL {
  const present = conditions.filter((c): c is SQL => !!c);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
}

/**
 * One batch as one JSON text built by the database: decoding dozens of fields a row one by one in
 * the drivers costs more than the query on PGlite, while JSON.parse reads a batch in milliseconds
 * (the worker export's finding, docs/domain.md "Worker export and template").
 */
export async function readJsonBatch<T>(db: DbOrTx, select: SQL, order: SQL): Promise<T[]> {
  const result = await db.execute(
    sql`select coalesce(json_agg(batch order by ${order}), '[]')::text as rows from (${select}) batch`,
  );
  return JSON.parse(rowsOf<{ rows: string }>(result)[0]!.rows) as T[];
}

/**
 * Reads rows a batch at a time by keyset (the last row's key; the cost of a batch does not grow
 * with how far the report has got), so the rows never sit in memory together. Stopping the
 * iteration stops the reading.
 */
export async function* keysetBatches<T, K>(
  read: (after: K | null) => Promise<T[]>,
  keyOf: (row: T) => K,
  batchSize: number,
): AsyncGenerator<T[]> {
  let after: K | null = null;
  for (;;) {
    const batch = await read(after);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    after = keyOf(batch[batch.length - 1]!);
  }
}

/** The London calendar day of an instant column (DECISIONS section 4), as YYYY-MM-DD. */
export const londonDay = (column: SQL) => sql`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`;
