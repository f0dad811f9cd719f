import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';

/**
 * What a backup and a restore ask the database about itself, the same on PGlite and PostgreSQL:
 * the app's tables (schema public: drizzle's own table is rebuilt by the migrations, and the job
 * queue's schema on PostgreSQL holds only work in flight), their columns, sequences and foreign keys.
 */

const all = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

/** The tables of schema public, by name. */
export async function appTables(db: DbOrTx): Promise<string[]> {
  const rows = await all<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

/** A table's columns that take values (generated columns are computed by the database), in order. */
export async function writableColumns(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await all<{ name: string }>(
    db,
    sql`select a.attname as name from pg_attribute a
      where a.attrelid = ${`public.${quoteIdent(table)}`}::regclass and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      order by a.attnum`,
  );
  return rows.map((r) => r.name);
}

export async function rowCount(db: DbOrTx, table: string): Promise<number> {
  const [row] = await all<{ n: string }>(db, sql`select count(*)::text as n from ${sql.identifier(table)}`);
  return Number(row?.n ?? 0);
}

/** A sequence that numbers a column of an app table (serial columns). */
export type OwnedSequence = { sequence: string; table: string; column: string };

export async function ownedSequences(db: DbOrTx): Promise<OwnedSequence[]> {
  return all<OwnedSequence>(
    db,
    sql`select s.relname as sequence, t.relname as "table", a.attname as "column"
      from pg_class s
      join pg_namespace n on n.oid = s.relnamespace and n.nspname = 'public'
      join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
        and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S'
      order by s.relname`,
  );
}

export async function sequencePosition(db: DbOrTx, sequence: string): Promise<{ value: number; called: boolean }> {
  const [row] = await all<{ value: string; called: boolean }>(
    db,
    sql`select last_value::text as value, is_called as called from ${sql.identifier(sequence)}`,
  );
  return { value: Number(row?.value ?? 1), called: row?.called ?? false };
}

/** A foreign key of an app table, with the definition that re-creates it exactly. */
export type ForeignKey = { table: string; name: string; definition: string };

export async function foreignKeys(db: DbOrTx): Promise<ForeignKey[]> {
  return all<ForeignKey>(
    db,
    sql`select t.relname as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
      join pg_class t on t.oid = c.conrelid
      where c.contype = 'f' order by 1, 2`,
  );
}

/** The migrations drizzle recorded as applied: how many, and when the last one was made (its journal "when"). */
export async function appliedMigrations(db: DbOrTx): Promise<{ applied: number; lastWhen: number | null }> {
  const [exists] = await all<{ ok: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists?.ok) return { applied: 0, lastWhen: null };
  const [row] = await all<{ applied: string; last: string | null }>(
    db,
    sql`select count(*)::text as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return { applied: Number(row?.applied ?? 0), lastWhen: row?.last == null ? null : Number(row.last) };
}

/** Users and workers in the target: a restore goes only where there are none. */
export async function peopleCounts(db: DbOrTx): Promise<{ users: number; workers: number }> {
  const [row] = await all<{ users: boolean; workers: boolean }>(
    db,
    sql`select to_regclass('public.users') is not null as users, to_regclass('public.workers') is not null as workers`,
  );
  return {
    users: row?.users ? await rowCount(db, 'users') : 0,
    workers: row?.workers ? await rowCount(db, 'workers') : 0,
  };
}

/** A table name as PostgreSQL's regclass reads it ("public.x" needs quotes for any name not plain lower case). */
function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
