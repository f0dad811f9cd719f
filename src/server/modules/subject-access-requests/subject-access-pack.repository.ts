import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';

/**
 * What a subject access pack reads (docs/decisions/0024-subject-access-pack.md): the worker's row,
 * every row that refers to it by a foreign key (found in the catalogue, not listed by hand, so a
 * new table is covered the day it is added), and the records that name the worker without a
 * foreign key (tickets, the audit trail, imports). Rows come back as JSON text, read by PostgreSQL,
 * so both engines give the same values.
 */

export type PackRow = Record<string, unknown>;

/** A single-column foreign key of the public schema: `table.column` refers to `refTable.refColumn` (of type `type`). */
export type ForeignKey = { table: string; column: string; refTable: string; refColumn: string; type: string };

/** Every single-column foreign key in the public schema, in a stable order. */
export async function listForeignKeys(db: DbOrTx): Promise<ForeignKey[]> {
  const result = await db.execute(sql`
    select child.relname as "table", a.attname as "column", parent.relname as "refTable",
      pa.attname as "refColumn", format_type(pa.atttypid, pa.atttypmod) as "type"
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_namespace n on n.oid = child.relnamespace and n.nspname = 'public'
    join pg_class parent on parent.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and array_length(c.conkey, 1) = 1
    order by child.relname, a.attname`);
  return rowsOf<ForeignKey>(result);
}

const jsonRows = (result: unknown): PackRow[] => JSON.parse(rowsOf<{ rows: string }>(result)[0]!.rows) as PackRow[];

/** The worker's own row, or none. */
export async function readWorkerRow(db: DbOrTx, workerId: number): Promise<PackRow | undefined> {
  const result = await db.execute(sql`
    select coalesce(json_agg(w), '[]')::text as rows from (select * from workers where id = ${workerId}) w`);
  return jsonRows(result)[0];
}

/**
 * The rows of `fk.table` whose `fk.column` is one of `values` (values of `fk.refColumn`), in the
 * order of the table's first column. The names and the type come from the catalogue (listForeignKeys).
 */
export async function readReferringRows(db: DbOrTx, fk: ForeignKey, values: readonly unknown[]): Promise<PackRow[]> {
  if (values.length === 0) return [];
  const result = await db.execute(sql`
    select coalesce(json_agg(t), '[]')::text as rows from (
      select * from ${sql.identifier(fk.table)}
      where ${sql.identifier(fk.column)} = any(array(
        select v::${sql.raw(fk.type)} from json_array_elements_text(${JSON.stringify(values)}::json) v))
      order by 1) t`);
  return jsonRows(result);
}

/** Tickets about the worker (source worker), oldest first, and their comments. */
export async function readTickets(db: DbOrTx, workerId: number): Promise<{ tickets: PackRow[]; comments: PackRow[] }> {
  const tickets = jsonRows(
    await db.execute(sql`
      select coalesce(json_agg(t), '[]')::text as rows from (
        select * from tickets where source = 'worker' and source_id = ${workerId} order by id) t`),
  );
  const comments = jsonRows(
    await db.execute(sql`
      select coalesce(json_agg(c), '[]')::text as rows from (
        select c.* from ticket_comments c join tickets t on t.id = c.ticket_id
        where t.source = 'worker' and t.source_id = ${workerId} order by c.ticket_id, c.id) c`),
  );
  return { tickets, comments };
}

/** The audit trail's entries about the worker (entity type worker), oldest first; the staff's addresses left out. */
export async function readAuditEntries(db: DbOrTx, workerId: number): Promise<PackRow[]> {
  return jsonRows(
    await db.execute(sql`
      select coalesce(json_agg(a), '[]')::text as rows from (
        select id, created_at, action, entity_type, entity_id, user_email, changes from audit_log
        where entity_type = 'worker' and entity_id = ${String(workerId)} order by created_at, id) a`),
  );
}

/**
 * The bulk imports that created or updated the worker (with the values they replaced), and the
 * rows of import files in progress matched to the worker as a duplicate.
 */
export async function readImportRows(db: DbOrTx, workerId: number): Promise<{ batches: PackRow[]; rows: PackRow[] }> {
  const batches = jsonRows(
    await db.execute(sql`
      select coalesce(json_agg(b), '[]')::text as rows from (
        select * from worker_import_batch_workers where worker_id = ${workerId} order by batch_id) b`),
  );
  const rows = jsonRows(
    await db.execute(sql`
      select coalesce(json_agg(r), '[]')::text as rows from (
        select * from worker_import_rows where duplicate_worker_id = ${workerId} order by session_id, row_index) r`),
  );
  return { batches, rows };
}
