import { and, asc, count, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { workers } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { liveWorker } from '../../lib/live-workers.ts';

/**
 * Workers read for work on many at once: the ids a list's filter matches (a bulk action's "every
 * match"), the workers a bulk action locks, and the right-to-work follow-ups of My Work.
 */

/** The ids of the workers matching `where`, lowest first, at most `limit`. */
export async function findWorkerIds(db: DbOrTx, where: SQL | undefined, limit: number): Promise<number[]> {
  const rows = await db.select({ id: workers.id }).from(workers).where(where).orderBy(asc(workers.id)).limit(limit);
  return rows.map((row) => row.id);
}

/** A worker as a bulk action reads it, locked; version is updated_at as PostgreSQL's text (to the microsecond). */
export type LockedWorker = {
  id: number;
  firstName: string;
  lastName: string;
  agencyId: number | null;
  authorised: boolean;
  status: string;
  p45Date: string | null;
  version: string;
};

/**
 * The given live workers within the scope, locked (SELECT ... FOR UPDATE) in id order, so two
 * bulk actions over the same workers take their locks in the same order and never deadlock.
 */
export async function lockWorkers(db: DbOrTx, ids: readonly number[], scope: AgencyScope): Promise<LockedWorker[]> {
  if (ids.length === 0) return [];
  const where = and(
    sql`${workers.id} = any(${`{${ids.join(',')}}`}::int[])`,
    liveWorker(),
    agencyScopeCondition(scope, workers.agencyId),
  );
  return db
    .select({
      id: workers.id,
      firstName: workers.firstName,
      lastName: workers.lastName,
      agencyId: workers.agencyId,
      authorised: workers.authorised,
      status: workers.status,
      p45Date: workers.p45Date,
      version: sql<string>`${workers.updatedAt}::text`,
    })
    .from(workers)
    .where(where)
    .orderBy(asc(workers.id))
    .for('update');
}

export type RtwFollowUpRow = {
  id: number;
  firstName: string;
  lastName: string;
  followUpDate: string;
  agencyName: string | null;
};

/**
 * Workers not left whose right-to-work follow-up falls on or before `until` (lapsed ones
 * included), soonest first: a range of workers_rtw_follow_up_idx.
 */
export async function listRtwFollowUps(
  db: DbOrTx,
  options: { scope: AgencyScope; until: string; limit: number; offset: number },
): Promise<{ rows: RtwFollowUpRow[]; total: number }> {
  const where = and(
    lte(workers.rtwFollowUpDate, options.until),
    liveWorker(),
    ne(workers.status, 'left'),
    agencyScopeCondition(options.scope, workers.agencyId),
  );
  const [totalRow] = await db.select({ n: count() }).from(workers).where(where);
  const result = await db.execute(sql`select w.id, w.first_name as "firstName", w.last_name as "lastName",
      w.rtw_follow_up_date as "followUpDate", w.agency_sort_name as "agencyName"
    from ${workers} w where w.id in (${db
      .select({ id: workers.id })
      .from(workers)
      .where(where)
      .orderBy(asc(workers.rtwFollowUpDate), asc(workers.id))
      .limit(options.limit)
      .offset(options.offset)})
    order by w.rtw_follow_up_date, w.id`);
  return { rows: rowsOf<RtwFollowUpRow>(result), total: totalRow?.n ?? 0 };
}

/** Marks the given workers left with their P45 date, in one statement; answers each one's new version. */
export async function markWorkersLeft(
  db: DbOrTx,
  ids: readonly number[],
  p45Date: string,
): Promise<{ id: number; version: string }[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`update ${workers} set status = 'left', p45_date = ${p45Date}, updated_at = now()
    where id = any(${`{${ids.join(',')}}`}::int[]) returning id, updated_at::text as version`);
  return rowsOf(result);
}

/**
 * Puts back status and P45 date from each row's state before, for the workers whose version is
 * still the one the action left (a worker changed since is left alone), in one statement.
 */
export async function restoreWorkers(
  db: DbOrTx,
  rows: readonly { id: number; version: string; status: string; p45Date: string | null }[],
): Promise<{ id: number; status: string; p45Date: string | null }[]> {
  if (rows.length === 0) return [];
  const result =
    await db.execute(sql`update ${workers} w set status = b.status, p45_date = b.p45_date, updated_at = now()
    from json_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.id, version: r.version, status: r.status, p45_date: r.p45Date })))}::json)
      as b(id int, version text, status text, p45_date date)
    where w.id = b.id and w.updated_at::text = b.version and w.deleted_at is null
    returning w.id, w.status, w.p45_date::text as "p45Date"`);
  return rowsOf(result);
}
