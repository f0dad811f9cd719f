import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../src/server/db/client.ts';
import { columnNames, insertJsonRows, rowsOf } from '../../src/server/db/json-rows.ts';
import {
  agencies,
  agencyComments,
  agencyCommunicationLogs,
  agencyContacts,
  agencyDocuments,
  rtwChecks,
  ticketComments,
  tickets,
  workerCommunicationLogs,
  workerDocuments,
  workers,
} from '../../src/server/db/schema/index.ts';

/**
 * The bulk insert of the seed (docs/domain.md "Conventions of the code": Drizzle's insert builder costs ~100 us a row, so
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
export const rtwCheckColumnNames = columnNames(rtwChecks);
export const ticketColumnNames = columnNames(tickets);
export const ticketCommentColumnNames = columnNames(ticketComments);
export const workerLogColumnNames = columnNames(workerCommunicationLogs);
export { insertJsonRows };

/**
 * The trigram indexes of search_text and of the name cost more than everything else of an insert when entries go
 * into the GIN tree one by one. Within a chunk's transaction they go to the index's pending list
 * instead (a GIN "fast update", here with room for the whole seed) ...
 */
export async function deferTrigramIndexing(tx: DbOrTx) {
  await tx.execute(sql`set local gin_pending_list_limit = '1GB'`);
}

/** ... and are merged into the tree once, in bulk, at the end, so searches never scan a long pending list. */
export async function mergeDeferredTrigramEntries(db: Db) {
  await db.execute(sql`select gin_clean_pending_list('workers_search_trgm'::regclass)`);
  await db.execute(sql`select gin_clean_pending_list('workers_search_name_trgm'::regclass)`);
}

/**
 * Ids taken from a table's sequence up front, so documents can point at workers (comments and logs
 * at tickets) of the same INSERT, and the rows the app adds later carry on from them.
 */
export async function allocateIds(db: DbOrTx, sequence: string, count: number): Promise<number[]> {
  const result = await db.execute(
    sql`select nextval(${sequence}::regclass)::int as id from generate_series(1, ${count}::int)`,
  );
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/** The sequence behind a table's serial id (table names come from the code, never from input). */
export async function serialSequence(db: DbOrTx, table: string): Promise<string> {
  const result = await db.execute(sql`select pg_get_serial_sequence(${table}, 'id') as name`);
  return rowsOf<{ name: string }>(result)[0]!.name;
}

/**
 * Runs a big load into `table` in one transaction with the table's indexes dropped first and built
 * again at the end (not those behind a constraint, such as the primary key): building an index from
 * sorted rows is many times faster than inserting 100,000 rows into each index one by one. The
 * table is locked meanwhile, so this is for loads larger than what the table holds already.
 */
export async function withIndexesRebuilt<T>(db: Db, table: string, load: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const indexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i where i.indrelid = ${table}::regclass
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`),
    );
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
    const result = await load(tx);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    return result;
  });
}
