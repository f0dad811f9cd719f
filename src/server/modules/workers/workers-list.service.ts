import type { AutofillQuery, AutofillSuggestion, Worker, WorkerListAnswer, WorkerListQuery } from '../../../shared/api/workers.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/session.service.ts';
import { countedFromTally, countWorkerTabs, readTallyCounts, type ListCounts } from './workers-counts.repository.ts';
import { toWorker } from './workers.presenter.ts';
import * as repo from './workers.repository.ts';
import type { ListedWorker } from './workers.repository.ts';
import { visibleWorkersCondition, WORKER_NOT_FOUND } from './workers.scope.ts';

/**
 * The plain list (GET /api/workers without tab and page, e.g. the manual-ticket picker) is capped:
 * at most this many workers, by name. Pickers needing more should page or search with q.
 */
export const PLAIN_LIST_LIMIT = 1000;

/**
 * GET /api/workers. Without tab and page: the spec's plain array (?authorised=true narrows it to
 * the Authorised tab). With tab or page: one page of the tab with the three tab counts, which
 * honour q, agency and client scope but not the tab or its own filters.
 */
export async function listWorkers(ctx: AppContext, user: SessionUser, query: WorkerListQuery): Promise<Worker[] | WorkerListAnswer> {
  if (query.tab === undefined && query.page === undefined) {
    const rows = await repo.listWorkers(ctx.db, query, user, PLAIN_LIST_LIMIT);
    return rows.map(toWorker);
  }
  const page = query.page ?? 1;
  const { pageSize } = query;
  const offset = (page - 1) * pageSize;
  if (countedFromTally(query)) {
    // The page carries its counts (one round trip); an empty page asks for them alone.
    const { rows, counts } = await repo.listTallyPage(ctx.db, query, user, { limit: pageSize, offset });
    return answer(rows, counts === null ? await countWorkerTabs(ctx.db, query, user) : readTallyCounts(counts), page, pageSize);
  }
  const counts = await countWorkerTabs(ctx.db, query, user);
  // A page past the end is empty: no need to read the tab up to it.
  const matches = counts.authorised + counts.pending + counts.left;
  const rows = offset < counts.total ? (await repo.listWorkerPage(ctx.db, query, user, { limit: pageSize, offset, matches })).rows : [];
  return answer(rows, counts, page, pageSize);
}

function answer(rows: ListedWorker[], { total, ...counts }: ListCounts, page: number, pageSize: number): WorkerListAnswer {
  return { items: rows.map(toWorker), total, page, pageSize, counts };
}

/** GET /api/workers/{id}: 404 'Worker not found' when missing or outside a client's agency. */
export async function getWorker(ctx: AppContext, user: SessionUser, id: number): Promise<Worker> {
  const row = await repo.findListedWorker(ctx.db, id, visibleWorkersCondition(user));
  if (!row) throw notFound(WORKER_NOT_FOUND);
  return toWorker(row);
}

/** GET /api/autofill-suggestions: values of one field among the user's visible workers. */
export async function autofillSuggestions(ctx: AppContext, user: SessionUser, query: AutofillQuery): Promise<AutofillSuggestion[]> {
  const rows = await repo.autofillValues(ctx.db, query.field, query.q, user, query.limit);
  return rows.map((r) => ({ value: r.value, label: r.value, count: r.count }));
}
