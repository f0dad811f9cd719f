import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../src/server/db/client.ts';
import { columnNames, insertJsonRows, rowsOf } from '../../src/server/db/json-rows.ts';
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
 * bulk paths go through json_populate_recordset, src/server/db/json-rows.ts): one statement for
 * thousands of rows.
 */

export const workerColumnNames = columnNames(workers);
export const documentColumnNames = columnNames(workerDocuments);
export const agencyColumnNames = columnNames(agencies);
export const agencyContactColumnNames = columnNames(agencyContacts);
export const agencyLogColumnNames = columnNames(agencyCommunicationLogs);
export const agencyCommentColumnNames = columnNames(agencyComments);
export const agencyDocumentColumnNames = columnNames(agencyDocuments);
export { insertJsonRows };

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
