import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { workers, workerTabCounts } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { tallyTab, totalFromTally } from './workers-counts.repository.ts';
import { completeWanted, tabOf, workerListConditions, type WorkerListFilter } from './workers.conditions.ts';

/**
 * The total of one list alone (its tab with every filter, the scope): what a saved view's count
 * needs (docs/domain.md, "Saved views"). The list's own counts also count the other tabs and the
 * lapsed right to work for its labels; a view needs none of them, so it asks one count.
 */

/** Without a search, dates or the right-to-work filter: a few rows of worker_tab_counts. */
function tallyTotal(filter: WorkerListFilter, scope: AgencyScope): SQL {
  const c = workerTabCounts;
  const tab = tabOf(filter);
  const wanted = completeWanted(filter.status);
  const where = and(
    tab ? tallyTab(tab) : undefined,
    wanted === undefined ? undefined : eq(c.complete, wanted),
    agencyScopeCondition(scope, c.agencyId),
    filter.agencyId ? eq(c.agencyId, filter.agencyId) : undefined,
  );
  return sql`select coalesce(sum(${c.workers}), 0)::int as n from ${c} where ${where ?? sql`true`}`;
}

/**
 * With a search, dates or the right-to-work filter the matching workers are counted, through the
 * list's own conditions (so its indexes: trigram, tab, follow-up date). Kept, as the list's counts
 * are, with the database snapshot they were counted in and reused only while it is unchanged.
 */
const kept = new WeakMap<Db, Map<string, { token: string; total: number }>>();
const MAX_KEPT = 500;

export async function countWorkerTotal(db: Db, filter: WorkerListFilter, scope: AgencyScope): Promise<number> {
  if (totalFromTally(filter)) return rowsOf<{ n: number }>(await db.execute(tallyTotal(filter, scope)))[0]!.n;
  const key = JSON.stringify([scope, filter, tabOf(filter)]);
  const perDb = kept.get(db) ?? new Map<string, { token: string; total: number }>();
  kept.set(db, perDb);
  const hit = perDb.get(key);
  if (hit) {
    const [now] = rowsOf<{ token: string }>(await db.execute(sql`select pg_current_snapshot()::text as token`));
    if (now!.token === hit.token) return hit.total;
  }
  const where = workerListConditions(filter, scope);
  const [row] = await db
    .select({ n: count(), token: sql<string>`pg_current_snapshot()::text` })
    .from(workers)
    .where(where);
  perDb.delete(key);
  if (perDb.size >= MAX_KEPT) perDb.delete(perDb.keys().next().value!);
  perDb.set(key, { token: row!.token, total: row!.n });
  return row!.n;
}
