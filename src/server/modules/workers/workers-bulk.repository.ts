import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { columnNames, rowsOf } from '../../db/json-rows.ts';
import { workers } from '../../db/schema/index.ts';
import { liveWorkerAs } from '../../lib/live-workers.ts';

/**
 * SQL for changes to many workers at once (the bulk import and its undo): one statement per chunk,
 * never one per worker. A worker's `version` is its updated_at as PostgreSQL's text, so it compares
 * to the microsecond (a JavaScript Date keeps milliseconds only).
 */

const workerColumns = columnNames(workers);
/** What a snapshot restores: every stored column but the key, the creation time and the trigger-kept sort name. */
const restorableColumns = [...workerColumns.values()].filter(
  (name) => !['id', 'created_at', 'agency_sort_name'].includes(name),
);

export type WorkerKeyMatch = { id: number; agencyId: number | null; niNumber: string | null; email: string | null };
export type WorkerVersion = { id: number; version: string };
export type WorkerSnapshot = WorkerVersion & { snapshot: Record<string, unknown> };

const jsonList = (values: readonly unknown[]) => JSON.stringify(values);
/**
 * A list as an array the planner can take to an index (col = any(...) over an InitPlan): a plain
 * IN (subquery) here became a hashed filter over every worker.
 */
const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${jsonList(values)}::jsonb))`;
const idArray = (ids: readonly number[]) => sql`array(select jsonb_array_elements_text(${jsonList(ids)}::jsonb)::int)`;

/** The scope as SQL on workers.agency_id (raw statements cannot take Drizzle's column conditions). */
function scopeSql(scope: AgencyScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'agency') return sql`w.agency_id = ${scope.agencyId}`;
  return sql`false`;
}

/** Live workers whose NI number or lower-cased e-mail is one of these (workers_ni_number_unique, workers_email_idx). */
export async function findWorkersByKeys(
  db: DbOrTx,
  niNumbers: readonly string[],
  emails: readonly string[],
): Promise<WorkerKeyMatch[]> {
  if (niNumbers.length === 0 && emails.length === 0) return [];
  const result = await db.execute(sql`
    select id, agency_id as "agencyId", ni_number as "niNumber", lower(email) as "email" from workers w
    where (ni_number = any(${textArray(niNumbers)}) or lower(email) = any(${textArray(emails)})) and ${liveWorkerAs('w')}
    order by id`);
  return rowsOf<WorkerKeyMatch>(result);
}

/** Each column's type, for reading it out of a JSON array (text needs no cast). */
const columnTypes = new Map(
  Object.values(getTableColumns(workers)).map((column) => [column.name, column.getSQLType()] as const),
);

/**
 * Inserts a worker for each row of `source` (one jsonb column named worker: an array holding the
 * values of `columns` in order) with the assignment for all: one statement, the data never leaving
 * the database. Their ids and versions.
 */
export async function insertWorkersFrom(
  db: DbOrTx,
  source: SQL,
  columns: readonly string[],
  assignment: { agencyId: number; payrollCompanyId: number; createdBy: number },
): Promise<WorkerVersion[]> {
  const list = sql.raw(columns.map((n) => `"${n}"`).join(', '));
  const picked = sql.raw(
    columns
      .map((name, i) => {
        const type = columnTypes.get(name);
        return type === 'text' ? `s.worker->>${i}` : `(s.worker->>${i})::${type}`;
      })
      .join(', '),
  );
  const result = await db.execute(sql`
    insert into workers (${list}, agency_id, payroll_company_id, created_by)
    select ${picked}, ${assignment.agencyId}::int, ${assignment.payrollCompanyId}::int, ${assignment.createdBy}::int
    from (${source}) s
    returning id, updated_at::text as version`);
  return rowsOf<WorkerVersion>(result);
}

export async function readWorkerVersions(db: DbOrTx, ids: readonly number[]): Promise<WorkerVersion[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select id, updated_at::text as version from workers
    where id = any(${idArray(ids)})`);
  return rowsOf<WorkerVersion>(result);
}

/** The names of these workers within the scope (the undo lists the workers it left alone). */
export async function readWorkerNames(
  db: DbOrTx,
  ids: readonly number[],
  scope: AgencyScope,
): Promise<{ id: number; firstName: string; lastName: string }[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select w.id, w.first_name as "firstName", w.last_name as "lastName" from workers w
    where w.id = any(${idArray(ids)}) and ${scopeSql(scope)} and ${liveWorkerAs('w')}
    order by w.id`);
  return rowsOf<{ id: number; firstName: string; lastName: string }>(result);
}

/** Each worker's stored columns as JSON (timestamps to the microsecond), to be put back by restoreUnchangedWorkers. */
export async function readWorkerSnapshots(db: DbOrTx, ids: readonly number[]): Promise<WorkerSnapshot[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select id, updated_at::text as version,
      to_jsonb(w) - 'id' - 'created_at' - 'agency_sort_name' - 'search_text' - 'complete' as snapshot
    from workers w where id = any(${idArray(ids)})`);
  return rowsOf<WorkerSnapshot>(result);
}

/**
 * Deletes the workers still at their version, within the scope, that have no documents and no
 * communication logs (those were added since, so the worker has changed); the ids deleted.
 */
export async function deleteUnchangedWorkers(
  db: DbOrTx,
  entries: readonly WorkerVersion[],
  scope: AgencyScope,
): Promise<number[]> {
  if (entries.length === 0) return [];
  const result = await db.execute(sql`
    delete from workers w
    using jsonb_to_recordset(${jsonList(entries)}::jsonb) as v(id int, version timestamptz)
    where w.id = v.id and w.updated_at = v.version and ${scopeSql(scope)}
      and not exists (select 1 from worker_documents d where d.worker_id = w.id)
      and not exists (select 1 from worker_communication_logs l where l.worker_id = w.id)
    returning w.id`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/** Puts the snapshots back on the workers still at their version, within the scope; the ids restored. */
export async function restoreUnchangedWorkers(
  db: DbOrTx,
  entries: readonly WorkerSnapshot[],
  scope: AgencyScope,
): Promise<number[]> {
  if (entries.length === 0) return [];
  const list = sql.raw(restorableColumns.map((n) => `"${n}"`).join(', '));
  const from = sql.raw(restorableColumns.map((n) => `s."${n}"`).join(', '));
  const result = await db.execute(sql`
    update workers w set (${list}) = (${from})
    from (
      select v.id as target_id, v.version as target_version, p.*
      from jsonb_to_recordset(${jsonList(entries)}::jsonb) as v(id int, version timestamptz, snapshot jsonb),
        jsonb_populate_record(null::workers, v.snapshot) as p
    ) s
    where w.id = s.target_id and w.updated_at = s.target_version and ${scopeSql(scope)}
    returning w.id`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}
