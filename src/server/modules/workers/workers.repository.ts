import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { allAgencies, type AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { agencies, payrollCompanies, workers } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { containsPattern, escapeLike } from '../../lib/db-errors.ts';
import { liveWorker } from '../../lib/live-workers.ts';
import {
  completeWanted,
  sharedConditions,
  tabOf,
  tabStates,
  withinTabConditions,
  workerListConditions,
  type WorkerListFilter,
  type WorkerTabName,
} from './workers.conditions.ts';
import { tallyCountsSql } from './workers-counts.repository.ts';
import { orderOf, sortKeyColumns, type ListSort } from './workers-sort.ts';
import type { SortDirection, WorkerSort } from '../../../shared/api/workers.ts';

/**
 * Every column but the generated search text, completeness flag, agency sort name and compliance
 * date (kept by triggers for the dashboard), which only the database reads.
 */
const {
  searchText: _searchText,
  complete: _complete,
  agencySortName: _agencySortName,
  compliantUntil: _compliantUntil,
  ...workerColumns
} = getTableColumns(workers);
export { workerColumns };
export type WorkerRow = Omit<
  typeof workers.$inferSelect,
  'searchText' | 'complete' | 'agencySortName' | 'compliantUntil'
>;
export type NewWorkerRow = typeof workers.$inferInsert;
/** A worker with the names of its agency and payroll company, joined (never one query per row). */
export type ListedWorker = WorkerRow & { agencyName: string | null; payrollCompanyName: string | null };

const listedColumns = {
  ...workerColumns,
  agencyName: sql<string | null>`${agencies.name}`.as('agency_name'),
  payrollCompanyName: sql<string | null>`${payrollCompanies.name}`.as('payroll_company_name'),
};

const byName = [asc(workers.lastName), asc(workers.firstName), asc(workers.id)];

function listedWorkers(db: DbOrTx) {
  return db
    .select(listedColumns)
    .from(workers)
    .leftJoin(agencies, eq(agencies.id, workers.agencyId))
    .leftJoin(payrollCompanies, eq(payrollCompanies.id, workers.payrollCompanyId));
}

/** The plain list (no tab, no page): ordered by name, at most `limit` rows. */
export async function listWorkers(
  db: DbOrTx,
  filter: WorkerListFilter,
  scope: AgencyScope,
  limit: number,
): Promise<ListedWorker[]> {
  return listedWorkers(db)
    .where(workerListConditions(filter, scope))
    .orderBy(...byName)
    .limit(limit);
}

/**
 * A search matching at most this many workers is read whole through the trigram index and sorted;
 * so is a list of lapsed right to work this short, through workers_rtw_follow_up_idx.
 */
const SMALL_MATCH = 2000;

/**
 * One page of a tab, by name. A tab spans several (authorised, status, complete) states and no
 * index is ordered by name across them, so each state reads its first offset+limit keys (last name,
 * first name, id) in index order (workers_tab_idx, or workers_agency_tab_idx with an agency) and the
 * union is merged. Only the keys are walked, from the index alone, and only the page's rows are
 * then fetched with their agency and payroll company: page 150 costs about what page 1 does,
 * where reading whole rows up to the page made its cost grow with its position. A search that
 * matches few workers (the caller knows how many from the counts) is cheaper as one query: the
 * trigram index finds them all and they are sorted, where walking the tab in name order would
 * pass many to find them; the same holds for the few workers whose right to work has lapsed
 * (page.matches is then the list's total). page.counts (the tab counts' SELECT) rides along as a column, so a page
 * and its counts cost one round trip; counts is null when the page is empty.
 */
export async function listWorkerPage(
  db: DbOrTx,
  filter: WorkerListFilter & ListSort,
  scope: AgencyScope,
  page: PageRequest,
): Promise<{ rows: ListedWorker[]; counts: string | null }> {
  const rows = await workerPageQuery(db, filter, scope, page);
  return { rows, counts: rows[0]?.pageCounts ?? null };
}

/**
 * A page; `counts` is a scalar SELECT carried by every row as pageCounts (null without it). limit,
 * offset and take (offset + limit, what each state reads) may be placeholders of a prepared query.
 */
type PageRequest = {
  limit: number | Placeholder;
  offset: number | Placeholder;
  take?: Placeholder;
  matches?: number;
  /** The caller knows the matches are few without counting them (the lapsed right to work's first page). */
  fewMatches?: boolean;
  counts?: SQL;
};

/**
 * A page of a list counted from worker_tab_counts (no search, no dates) with its counts, as
 * listWorkerPage: built once per shape (tab, status, agency filter, client scope) and database,
 * then only bound (db/prepared.ts). The agency ids are placeholders; a client user's scope is
 * built as one agency's and bound to null when the user has none (scope 'none'): agency_id = null
 * matches no worker and counts nothing, as agencyScopeCondition's false does.
 */
const tallyPage = preparedPerDatabase((db, shape) => {
  const [tab, status, agency, scope, rtw, sort, dir] = shape.split(':') as [
    WorkerTabName | '',
    WorkerListFilter['status'] | '',
    string,
    string,
    WorkerListFilter['rtw'] | '',
    WorkerSort,
    SortDirection,
  ];
  const placeholder = <T>(name: string) => sql.placeholder(name) as unknown as T;
  const filter: WorkerListFilter & ListSort = {
    tab: tab || undefined,
    status: status || undefined,
    agencyId: agency ? placeholder<number>('agency') : undefined,
    today: placeholder<string>('today'),
    rtw: rtw || undefined,
    sort,
    dir,
  };
  const agencyScope: AgencyScope =
    scope === 'client' ? { kind: 'agency', agencyId: placeholder<number>('scopeAgency') } : allAgencies;
  const page = {
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
    take: sql.placeholder('take'),
    counts: tallyCountsSql(filter, agencyScope),
    // The lapsed right to work: its first page is read as few matches (keys of one index, sorted).
    fewMatches: !!rtw,
  };
  return workerPageQuery(db, filter, agencyScope, page).prepare(`worker_page_${shape.replaceAll(':', '_')}`);
});

export async function listTallyPage(
  db: Db,
  filter: WorkerListFilter & ListSort,
  scope: AgencyScope,
  page: { limit: number; offset: number },
): Promise<{ rows: ListedWorker[]; counts: string | null }> {
  const sorted = [filter.sort ?? 'name', filter.dir ?? 'asc'];
  const shape = [
    tabOf(filter) ?? '',
    filter.status ?? '',
    filter.agencyId ? 'agency' : '',
    scope.kind === 'all' ? '' : 'client',
    filter.rtw ?? '',
    ...sorted,
  ].join(':');
  const rows = await tallyPage(db, shape).execute({
    agency: filter.agencyId,
    scopeAgency: scope.kind === 'agency' ? scope.agencyId : null,
    limit: page.limit,
    offset: page.offset,
    take: page.offset + page.limit,
    today: filter.today,
  });
  return { rows, counts: rows[0]?.pageCounts ?? null };
}

/** The query of listWorkerPage, unexecuted (EXPLAIN it with scripts/bench). */
export function workerPageQuery(
  db: DbOrTx,
  filter: WorkerListFilter & ListSort,
  scope: AgencyScope,
  page: PageRequest,
) {
  const pageKeys = sortKeyColumns(filter, scope);
  const order = orderOf(pageKeys, filter.dir);
  const columns = { ...listedColumns, pageCounts: sql<string | null>`(${page.counts ?? sql`null`})`.as('page_counts') };
  const fewMatches =
    (!!filter.q || !!filter.rtw) &&
    (page.fewMatches === true || (page.matches !== undefined && page.matches <= SMALL_MATCH));
  const tab = fewMatches ? undefined : tabOf(filter);
  const wanted = completeWanted(filter.status);
  const completes = wanted === undefined ? [true, false] : [wanted];
  const common = and(sharedConditions(filter, scope), withinTabConditions(filter));
  const states = (tab ? tabStates[tab] : []).flatMap(([authorised, status]) =>
    completes.map((complete) => ({ authorised, status, complete })),
  );
  const [first, second, ...rest] = states.map(({ authorised, status, complete }) =>
    db
      .select(pageKeys)
      .from(workers)
      .where(
        and(common, eq(workers.authorised, authorised), eq(workers.status, status), eq(workers.complete, complete)),
      )
      .orderBy(...order)
      .limit(page.take ?? (page.offset as number) + (page.limit as number)),
  );
  // Few matches (a search, the lapsed right to work) are read as keys and sorted, then only the page's
  // rows are fetched: the lapsed are keys of workers_rtw_follow_up_idx alone (no row read to sort them).
  const keys = (
    first && second
      ? unionAll(first, second, ...rest).orderBy(...order)
      : db
          .select(pageKeys)
          .from(workers)
          .where(workerListConditions(filter, scope))
          .orderBy(...order)
  )
    .limit(page.limit)
    .offset(page.offset)
    .as('page_keys');
  const keyFields = keys as unknown as Record<string, AnyColumn>;
  return db
    .select(columns)
    .from(keys)
    .innerJoin(workers, eq(workers.id, keys.id))
    .leftJoin(agencies, eq(agencies.id, workers.agencyId))
    .leftJoin(payrollCompanies, eq(payrollCompanies.id, workers.payrollCompanyId))
    .orderBy(...orderOf(Object.fromEntries(Object.keys(pageKeys).map((k) => [k, keyFields[k]!])), filter.dir));
}

/** The worker if live and within the scope (a deleted worker is not found); lock takes a row lock (SELECT ... FOR UPDATE). */
export async function findWorkerById(
  db: DbOrTx,
  id: number,
  options: { scope: AgencyScope; lock: boolean },
): Promise<WorkerRow | undefined> {
  const query = db
    .select(workerColumns)
    .from(workers)
    .where(and(eq(workers.id, id), liveWorker(), agencyScopeCondition(options.scope, workers.agencyId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findListedWorker(db: DbOrTx, id: number, scope: AgencyScope): Promise<ListedWorker | undefined> {
  const [row] = await listedWorkers(db)
    .where(and(eq(workers.id, id), liveWorker(), agencyScopeCondition(scope, workers.agencyId)))
    .limit(1);
  return row;
}

export async function payrollCompanyExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: payrollCompanies.id })
    .from(payrollCompanies)
    .where(eq(payrollCompanies.id, id))
    .limit(1);
  return rows.length > 0;
}

export type AutofillField = 'firstName' | 'lastName' | 'email' | 'city' | 'addressLine1' | 'postCode' | 'accountName';

/**
 * Distinct values of one field among the visible workers containing q (case-insensitive), those
 * starting with q first, then the most used; with how many workers have each.
 */
export async function autofillValues(db: DbOrTx, field: AutofillField, q: string, scope: AgencyScope, limit: number) {
  const column = workers[field];
  const startsWith = q ? sql<boolean>`${column} ilike ${`${escapeLike(q)}%`}` : sql<boolean>`true`;
  const count = sql<number>`count(*)::int`;
  return db
    .select({ value: sql<string>`${column}`, count })
    .from(workers)
    .where(
      and(
        liveWorker(),
        agencyScopeCondition(scope, workers.agencyId),
        sql`${column} <> ''`,
        q ? ilike(column, containsPattern(q)) : undefined,
      ),
    )
    .groupBy(column)
    .orderBy(desc(sql`bool_or(${startsWith})`), desc(count), asc(column))
    .limit(limit);
}

/** The names of the given live workers (ids of removed or deleted workers are simply absent): the audit trail's Entity column. */
export async function findWorkerNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: workers.id, firstName: workers.firstName, lastName: workers.lastName })
    .from(workers)
    .where(and(inArray(workers.id, ids), liveWorker()));
}
