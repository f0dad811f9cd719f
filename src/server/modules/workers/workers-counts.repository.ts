import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { Db } from '../../db/client.ts';
import { workers, workerTabCounts } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { liveWorker } from '../../lib/live-workers.ts';
import {
  completeWanted,
  rtwLapsedCondition,
  sharedConditions,
  standingDay,
  tabCondition,
  tabOf,
  withinTabConditions,
  type WorkerListFilter,
  type WorkerTabName,
} from './workers.conditions.ts';

/** The three tabs' counts and rtwLapsed: the Authorised tab's workers whose right to work has lapsed. */
export type TabCounts = { authorised: number; pending: number; left: number; rtwLapsed: number };
export type ListCounts = TabCounts & { total: number };
type CountsRow = { all: number; left: number; pending: number; total: number | null; rtwLapsed: number; token: string };

const count = (db: Db, where: SQL | undefined) =>
  sql`(${db
    .select({ n: sql`count(*)` })
    .from(workers)
    .where(where)})::int`;

/** The Authorised tab's workers whose right to work lapsed by the filter's day (docs/domain.md "Right-to-work checks"). */
const lapsedAuthorised = (filter: WorkerListFilter) =>
  and(tabCondition('authorised'), rtwLapsedCondition(standingDay(filter)));

/**
 * The tab counts (client scope, agency and q honoured, not the tab), the Authorised tab's lapsed
 * right to work (the same filters), and the total of the chosen tab with its own filters (status,
 * dates, right to work). The lapsed count reads workers_rtw_follow_up_idx's past dates only. Why the shape: status and authorised sit at the end
 * of a wide row, and reading them for every row costs more than anything else in the list; so
 * without a search, left and pending are counted through workers_tab_idx (bitmap scans that need
 * no column) and authorised = all - left - pending. With a search the trigram index leaves few
 * rows and one pass with FILTER is cheaper. token: the database snapshot the counts belong to.
 */
function countsQuery(db: Db, filter: WorkerListFilter, scope: AgencyScope): SQL {
  const shared = sharedConditions(filter, scope);
  const tab = tabOf(filter);
  const within = withinTabConditions(filter);
  const totalWhere = and(tab ? tabCondition(tab) : undefined, within);
  const token = sql`pg_current_snapshot()::text`;
  if (filter.q) {
    const filtered = (condition: SQL | undefined) => sql`(count(*) filter (where ${condition ?? sql`true`}))::int`;
    return sql`select count(*)::int as "all", ${filtered(tabCondition('left'))} as "left", ${filtered(tabCondition('pending'))} as "pending",
      ${filtered(totalWhere)} as "total", ${filtered(lapsedAuthorised(filter))} as "rtwLapsed", ${token} as "token"
      from ${workers} where ${shared ?? sql`true`}`;
  }
  const total = within ? count(db, and(shared, totalWhere)) : sql`null`;
  return sql`select ${count(db, shared)} as "all", ${count(db, and(shared, tabCondition('left')))} as "left",
    ${count(db, and(shared, tabCondition('pending')))} as "pending", ${total} as "total",
    ${count(db, and(shared, lapsedAuthorised(filter)))} as "rtwLapsed", ${token} as "token"`;
}

async function runCounts(
  db: Db,
  filter: WorkerListFilter,
  scope: AgencyScope,
): Promise<{ counts: ListCounts; token: string }> {
  // Both drivers answer { rows }; Drizzle types the shared Db's raw result as unknown.
  const result: unknown = await db.execute(countsQuery(db, filter, scope));
  const row = (result as { rows: CountsRow[] }).rows[0]!;
  const counts = {
    authorised: row.all - row.left - row.pending,
    pending: row.pending,
    left: row.left,
    rtwLapsed: row.rtwLapsed,
  };
  const tab = tabOf(filter);
  const total = row.total ?? (tab ? counts[tab] : row.all);
  return { counts: { ...counts, total }, token: row.token };
}

/**
 * With a search or a date range the matching rows are counted. Counting a whole tab reads every row (~30 ms at 100,000 workers on PGlite; a broad search
 * such as one letter, far more), and a user paging through a tab asks for the same counts again
 * and again. So the counts are kept per database and filters (the last 500), with the snapshot
 * they were taken in, and reused only while pg_current_snapshot() is unchanged: that holds
 * exactly when no transaction has written anything anywhere in the database since (cluster-wide
 * on PostgreSQL, so it stays right with any number of app instances). Exact, never stale, one
 * tiny query instead of a scan; any write (a session touch included) simply means a recount.
 */
const cached = new WeakMap<Db, Map<string, { token: string; counts: ListCounts }>>();
const MAX_KEPT = 500;

async function currentToken(db: Db): Promise<string> {
  const result: unknown = await db.execute(sql`select pg_current_snapshot()::text as "token"`);
  return (result as { rows: { token: string }[] }).rows[0]!.token;
}

/** The (authorised, status) pairs of a tab, on worker_tab_counts (docs/domain.md). */
export function tallyTab(tab: WorkerTabName): SQL {
  if (tab === 'left') return sql`${workerTabCounts.status} = 'left'`;
  return sql`${workerTabCounts.status} <> 'left' and ${workerTabCounts.authorised} = ${tab === 'authorised'}`;
}

/**
 * Lists without a search or a date range are counted from worker_tab_counts (with the right-to-work
 * filter, all but the chosen tab's total: see tallyCountsSql).
 */
export const countedFromTally = (filter: WorkerListFilter) => !filter.q?.trim() && !filter.from && !filter.to;

/** A list whose own total is a sum of worker_tab_counts: counted from the tally, and no right-to-work standing (the tally keeps none: it changes with the day). */
export const totalFromTally = (filter: WorkerListFilter) => countedFromTally(filter) && !filter.rtw;

/**
 * Without a search or a date range, the counts come from worker_tab_counts, which triggers keep
 * exact in the same transaction as every change to workers: a few rows per agency instead of a
 * scan, and right after a write as fast as before it. The lapsed right to work depends on the day,
 * so no tally can keep it: it is counted from workers through workers_rtw_follow_up_idx (past
 * follow-up dates only). One SELECT answering one text, [authorised, pending, left, total,
 * rtwLapsed], so the page query can carry it as a column (one round trip for the page and its
 * counts; see listWorkers). With the right-to-work filter the tab counts still come from the tally
 * (the filter does not change them); only the chosen tab's total is counted from workers, through
 * workers_rtw_follow_up_idx like the lapsed count.
 */
export function tallyCountsSql(filter: WorkerListFilter, scope: AgencyScope): SQL {
  const c = workerTabCounts;
  const summed = (condition: SQL | undefined) =>
    sql`coalesce(sum(${c.workers}) filter (where ${condition ?? sql`true`}), 0)`;
  const tab = tabOf(filter);
  const wanted = completeWanted(filter.status);
  const total = and(tab ? tallyTab(tab) : undefined, wanted === undefined ? undefined : eq(c.complete, wanted));
  const where = and(
    agencyScopeCondition(scope, c.agencyId),
    filter.agencyId ? eq(c.agencyId, filter.agencyId) : undefined,
  );
  const lapsedWhere = and(
    liveWorker(),
    agencyScopeCondition(scope, workers.agencyId),
    filter.agencyId ? eq(workers.agencyId, filter.agencyId) : undefined,
    lapsedAuthorised(filter),
  );
  const lapsed = sql`(select count(*) from ${workers} where ${lapsedWhere})::int`;
  const filteredTotal = filter.rtw
    ? sql`(select count(*) from ${workers} where ${and(sharedConditions(filter, scope), tab ? tabCondition(tab) : undefined, withinTabConditions(filter))})::int`
    : summed(total);
  return sql`select json_build_array(${summed(tallyTab('authorised'))}, ${summed(tallyTab('pending'))}, ${summed(tallyTab('left'))}, ${filteredTotal}, ${lapsed})::text
    from ${c} where ${where ?? sql`true`}`;
}

/** The answer of tallyCountsSql. */
export function readTallyCounts(text: string): ListCounts {
  const [authorised, pending, left, total, rtwLapsed] = JSON.parse(text) as number[];
  return { authorised: authorised!, pending: pending!, left: left!, rtwLapsed: rtwLapsed!, total: total! };
}

async function countsFromTally(db: Db, filter: WorkerListFilter, scope: AgencyScope): Promise<ListCounts> {
  const result: unknown = await db.execute(sql`${tallyCountsSql(filter, scope)}`);
  return readTallyCounts((result as { rows: { json_build_array: string }[] }).rows[0]!.json_build_array);
}

/** The counts of a list, outside any transaction (the snapshot token needs the database's own view). */
export async function countWorkerTabs(db: Db, filter: WorkerListFilter, scope: AgencyScope): Promise<ListCounts> {
  if (countedFromTally(filter)) return countsFromTally(db, filter, scope);
  const key = JSON.stringify([
    scope,
    filter.agencyId,
    filter.q || null,
    tabOf(filter),
    filter.status || null,
    filter.from || null,
    filter.to || null,
    filter.rtw || null,
    // The lapsed count changes with the day even when nothing is written.
    standingDay(filter),
  ]);
  const kept = cached.get(db) ?? new Map<string, { token: string; counts: ListCounts }>();
  cached.set(db, kept);
  const hit = kept.get(key);
  if (hit && hit.token === (await currentToken(db))) return hit.counts;
  const fresh = await runCounts(db, filter, scope);
  kept.delete(key);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, fresh);
  return fresh.counts;
}

/** The counting SQL without the cache, for EXPLAIN in the analysis scripts. */
export const workerCountsSql = countsQuery;
