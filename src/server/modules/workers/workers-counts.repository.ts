import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workers, workerTabCounts } from '../../db/schema/index.ts';
import {
  completeWanted, sharedConditions, tabCondition, tabOf, withinTabConditions, type Viewer, type WorkerListFilter, type WorkerTabName,
} from './workers.conditions.ts';

export type TabCounts = { authorised: number; pending: number; left: number };
export type ListCounts = TabCounts & { total: number };
type CountsRow = { all: number; left: number; pending: number; total: number | null; token: string };

const count = (db: Db, where: SQL | undefined) => sql`(${db.select({ n: sql`count(*)` }).from(workers).where(where)})::int`;

/**
 * The tab counts (client scope, agency and q honoured, not the tab) and the total of the chosen
 * tab with its own filters (status, dates). Why the shape: status and authorised sit at the end
 * of a wide row, and reading them for every row costs more than anything else in the list; so
 * without a search, left and pending are counted through workers_tab_idx (bitmap scans that need
 * no column) and authorised = all - left - pending. With a search the trigram index leaves few
 * rows and one pass with FILTER is cheaper. token: the database snapshot the counts belong to.
 */
function countsQuery(db: Db, filter: WorkerListFilter, viewer: Viewer): SQL {
  const shared = sharedConditions(filter, viewer);
  const tab = tabOf(filter);
  const within = withinTabConditions(filter);
  const totalWhere = and(tab ? tabCondition(tab) : undefined, within);
  const token = sql`pg_current_snapshot()::text`;
  if (filter.q) {
    const filtered = (condition: SQL | undefined) => sql`(count(*) filter (where ${condition ?? sql`true`}))::int`;
    return sql`select count(*)::int as "all", ${filtered(tabCondition('left'))} as "left", ${filtered(tabCondition('pending'))} as "pending",
      ${filtered(totalWhere)} as "total", ${token} as "token" from ${workers} where ${shared ?? sql`true`}`;
  }
  const total = within ? count(db, and(shared, totalWhere)) : sql`null`;
  return sql`select ${count(db, shared)} as "all", ${count(db, and(shared, tabCondition('left')))} as "left",
    ${count(db, and(shared, tabCondition('pending')))} as "pending", ${total} as "total", ${token} as "token"`;
}

async function runCounts(db: Db, filter: WorkerListFilter, viewer: Viewer): Promise<{ counts: ListCounts; token: string }> {
  // Both drivers answer { rows }; Drizzle types the shared Db's raw result as unknown.
  const result: unknown = await db.execute(countsQuery(db, filter, viewer));
  const row = (result as { rows: CountsRow[] }).rows[0]!;
  const counts = { authorised: row.all - row.left - row.pending, pending: row.pending, left: row.left };
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

/** The tab a state belongs to (part 1 section 4). */
function tabOfState(authorised: boolean, status: string): WorkerTabName {
  if (status === 'left') return 'left';
  return authorised ? 'authorised' : 'pending';
}

/**
 * Without a search or a date range, the counts come from worker_tab_counts, which triggers keep
 * exact in the same transaction as every change to workers: a few rows per agency instead of a
 * scan, and right after a write as fast as before it.
 */
async function countsFromTally(db: Db, filter: WorkerListFilter, viewer: Viewer): Promise<ListCounts> {
  const counts: ListCounts = { authorised: 0, pending: 0, left: 0, total: 0 };
  if (viewer.role === 'client' && viewer.agencyId == null) return counts;
  const rows = await db
    .select({ authorised: workerTabCounts.authorised, status: workerTabCounts.status, complete: workerTabCounts.complete, workers: workerTabCounts.workers })
    .from(workerTabCounts)
    .where(
      and(
        viewer.role === 'client' ? eq(workerTabCounts.agencyId, viewer.agencyId!) : undefined,
        filter.agencyId ? eq(workerTabCounts.agencyId, filter.agencyId) : undefined,
      ),
    );
  const tab = tabOf(filter);
  const wanted = completeWanted(filter.status);
  for (const row of rows) {
    const rowTab = tabOfState(row.authorised, row.status);
    counts[rowTab] += row.workers;
    if ((tab === undefined || tab === rowTab) && (wanted === undefined || wanted === row.complete)) counts.total += row.workers;
  }
  return counts;
}

/** The counts of a list, outside any transaction (the snapshot token needs the database's own view). */
export async function countWorkerTabs(db: Db, filter: WorkerListFilter, viewer: Viewer): Promise<ListCounts> {
  if (!filter.q?.trim() && !filter.from && !filter.to) return countsFromTally(db, filter, viewer);
  const scope = viewer.role === 'client' ? `client:${viewer.agencyId}` : 'all';
  const key = JSON.stringify([scope, filter.agencyId, filter.q || null, tabOf(filter), filter.status || null, filter.from || null, filter.to || null]);
  const kept = cached.get(db) ?? new Map<string, { token: string; counts: ListCounts }>();
  cached.set(db, kept);
  const hit = kept.get(key);
  if (hit && hit.token === (await currentToken(db))) return hit.counts;
  const fresh = await runCounts(db, filter, viewer);
  kept.delete(key);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, fresh);
  return fresh.counts;
}

/** The counting SQL without the cache, for EXPLAIN in the analysis scripts. */
export const workerCountsSql = countsQuery;
