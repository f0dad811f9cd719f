import type { SQL } from 'drizzle-orm';
import type {
  AutofillQuery,
  AutofillSuggestion,
  Worker,
  WorkerListAnswer,
  WorkerListQuery,
} from '../../../shared/api/workers.ts';
import { agencyScopeOf, type AgencyScope } from '../../../shared/domain/agency-scope.ts';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import { personName } from '../../../shared/domain/people.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { pageSlice } from '../../lib/page-slice.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { countedFromTally, countWorkerTabs, readTallyCounts, type ListCounts } from './workers-counts.repository.ts';
import { chosenWorkersCondition, workerListConditions, type WorkerListFilter } from './workers.conditions.ts';
import { toWorker } from './workers.presenter.ts';
import { reversed } from './workers-sort.ts';
import * as repo from './workers.repository.ts';
import type { ListedWorker, WorkerRow } from './workers.repository.ts';

/** Who is looking: a client user sees only workers of its own agency (shared/domain/agency-scope.ts). */
export type Viewer = Pick<SessionUser, 'role' | 'agencyId'>;

/** The detail view's not-found text (docs/domain.md, Workers). */
export const WORKER_NOT_FOUND = 'Worker not found';

/**
 * The worker if this user may see it, else 404 'Worker not found': a client user sees only the
 * workers of its own agency, and another agency's worker answers exactly like a missing one
 * (docs/domain.md). Pass { db: tx } to read inside a transaction; lock takes a row lock
 * (SELECT ... FOR UPDATE) for a read-modify-write. Documents, communication logs and the export
 * call this before touching anything of a worker.
 */
export async function findVisibleWorker(
  ctx: { db: DbOrTx },
  user: Viewer,
  workerId: number,
  options: { lock?: boolean } = {},
): Promise<WorkerRow> {
  const row = await repo.findWorkerById(ctx.db, workerId, { scope: agencyScopeOf(user), lock: options.lock ?? false });
  if (!row) throw notFound(WORKER_NOT_FOUND);
  return row;
}

/**
 * Which workers a read of many holds, as a condition on workers for a repository that reads them
 * (the export): the given ids, or else the list screen's filters (tab, q, status, agency, dates, right to work),
 * always within what the user may see; ids of other agencies drop out like unknown ids.
 */
export function selectedWorkersCondition({
  user,
  filter,
  workerIds,
  today,
}: {
  user: Viewer;
  filter?: WorkerListFilter;
  workerIds?: readonly number[];
  /** The London day the right-to-work filter is judged on (the app's clock). */
  today: string;
}): SQL | undefined {
  const scope = agencyScopeOf(user);
  return workerIds ? chosenWorkersCondition(workerIds, scope) : workerListConditions({ ...filter, today }, scope);
}

/**
 * The plain list (GET /api/workers without tab and page, e.g. the manual-ticket picker) is capped:
 * at most this many workers, by name. Pickers needing more should page or search with q.
 */
export const PLAIN_LIST_LIMIT = 1000;

/**
 * GET /api/workers. Without tab and page: the plain array (docs/domain.md) (?authorised=true narrows it to
 * the Authorised tab). With tab or page: one page of the tab with the three tab counts, which
 * honour q, agency and client scope but not the tab or its own filters.
 */
export async function listWorkers(
  ctx: AppContext,
  user: SessionUser,
  query: WorkerListQuery,
): Promise<Worker[] | WorkerListAnswer> {
  const today = todayInLondon(ctx.now());
  const filter = { ...query, today };
  if (query.tab === undefined && query.page === undefined) {
    const rows = await repo.listWorkers(ctx.db, filter, agencyScopeOf(user), PLAIN_LIST_LIMIT);
    return rows.map((row) => toWorker(row, today));
  }
  const page = query.page ?? 1;
  const { pageSize } = query;
  const offset = (page - 1) * pageSize;
  const scope = agencyScopeOf(user);
  if (countedFromTally(filter) && (offset === 0 || filter.rtw)) {
    // The first page carries its counts (one round trip); an empty page asks for them alone. So does
    // any page of the lapsed right to work: its few matches are sorted whole, wherever the page is.
    const { rows, counts } = await repo.listTallyPage(ctx.db, filter, scope, { limit: pageSize, offset });
    return answer(rows, counts === null ? await countWorkerTabs(ctx.db, filter, scope) : readTallyCounts(counts), {
      page,
      pageSize,
      today,
    });
  }
  // Any other page needs the total first: a page in the far half is read from the list's other end.
  const counts = await countWorkerTabs(ctx.db, filter, scope);
  // A page past the end is empty: no need to read the tab up to it.
  const rows = offset < counts.total ? await pageRows(ctx, filter, scope, counts, { limit: pageSize, offset }) : [];
  return answer(rows, counts, { page, pageSize, today });
}

/**
 * A page's rows (docs/domain.md, "Paged lists"): one in the far half of the list is the same rows
 * read the other way (every sort key reversed, which is the exact reverse of the list), `total -
 * end` skipped, and put back in the list's order. So each state of the tab walks at most half of
 * its keys, and the last page costs what the first does.
 */
async function pageRows(
  ctx: AppContext,
  query: WorkerListQuery & { today: string },
  scope: AgencyScope,
  counts: ListCounts,
  page: { limit: number; offset: number },
): Promise<ListedWorker[]> {
  const slice = pageSlice(counts.total, page);
  const read = slice.fromEnd ? { ...query, dir: reversed(query.dir) } : query;
  const request = { limit: slice.limit, offset: slice.offset };
  const { rows } = countedFromTally(query)
    ? await repo.listTallyPage(ctx.db, read, scope, request)
    : await repo.listWorkerPage(ctx.db, read, scope, {
        ...request,
        // With the right-to-work filter the few lapsed are the matches; else the search's, in every tab.
        matches: query.rtw ? counts.total : counts.authorised + counts.pending + counts.left,
      });
  return slice.fromEnd ? rows.reverse() : rows;
}

function answer(
  rows: ListedWorker[],
  { total, ...counts }: ListCounts,
  { page, pageSize, today }: { page: number; pageSize: number; today: string },
): WorkerListAnswer {
  return { items: rows.map((row) => toWorker(row, today)), total, page, pageSize, counts };
}

/** GET /api/workers/{id}: 404 'Worker not found' when missing or outside a client's agency. */
export async function getWorker(ctx: AppContext, user: SessionUser, id: number): Promise<Worker> {
  const row = await repo.findListedWorker(ctx.db, id, agencyScopeOf(user));
  if (!row) throw notFound(WORKER_NOT_FOUND);
  return toWorker(row, todayInLondon(ctx.now()));
}

/** GET /api/autofill-suggestions: values of one field among the user's visible workers. */
export async function autofillSuggestions(
  ctx: AppContext,
  user: SessionUser,
  query: AutofillQuery,
): Promise<AutofillSuggestion[]> {
  const rows = await repo.autofillValues(ctx.db, query.field, query.q, agencyScopeOf(user), query.limit);
  return rows.map((r) => ({ value: r.value, label: r.value, count: r.count }));
}

/**
 * Workers' names by id, read now (never stored elsewhere), so erasing a worker removes its name from
 * every screen that shows it: the audit trail's Entity column (docs/domain.md, "Audit trail").
 */
export async function workerNamesByIds(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const rows = await repo.findWorkerNames(db, ids);
  return new Map(rows.map((row) => [row.id, personName(row)]));
}
