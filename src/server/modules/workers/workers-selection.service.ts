import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { bulkMessages } from '../../../shared/domain/bulk-actions.ts';
import { addDays, todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import { personName } from '../../../shared/domain/people.ts';
import { DUE_SOON_DAYS } from '../../../shared/domain/right-to-work.ts';
import type { WorkerViewFilter } from '../../../shared/domain/saved-views.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { FieldChange } from '../../lib/audit-log.ts';
import { countWorkerTotal } from './workers-totals.repository.ts';
import type { Viewer } from './workers-list.service.ts';
import { workerListConditions } from './workers.conditions.ts';
import * as repo from './workers-selection.repository.ts';

/**
 * Many workers at once, for the areas that work on a list's matches (docs/domain.md, "Saved
 * views", "Bulk actions", "My work"): always through the list's own conditions, so the client
 * scope and removed workers are honoured exactly as the list honours them.
 */

/** How many workers a list address matches: the total the list would show (its tab, filters and scope). */
export async function countMatchingWorkers(ctx: AppContext, user: Viewer, filter: WorkerViewFilter): Promise<number> {
  return countWorkerTotal(ctx.db, { ...filter, today: todayInLondon(ctx.now()) }, agencyScopeOf(user));
}

/** The ids a list address matches, lowest first, at most `limit` (ask one more than allowed to tell "too many"). */
export async function listMatchingWorkerIds(
  ctx: AppContext,
  user: Viewer,
  filter: WorkerViewFilter,
  limit: number,
): Promise<number[]> {
  const where = workerListConditions({ ...filter, today: todayInLondon(ctx.now()) }, agencyScopeOf(user));
  return repo.findWorkerIds(ctx.db, where, limit);
}

export type RtwFollowUp = { id: number; name: string; followUpDate: string; agencyName: string | null };

/** My Work: workers not left whose right-to-work follow-up is due within 30 days or has lapsed, soonest first. */
export async function listRtwFollowUps(
  ctx: AppContext,
  user: Viewer,
  page: { limit: number; offset: number },
): Promise<{ items: RtwFollowUp[]; total: number }> {
  const until = addDays(todayInLondon(ctx.now()), DUE_SOON_DAYS);
  const { rows, total } = await repo.listRtwFollowUps(ctx.db, { scope: agencyScopeOf(user), until, ...page });
  const items = rows.map((r) => ({
    id: r.id,
    name: personName(r),
    followUpDate: r.followUpDate,
    agencyName: r.agencyName,
  }));
  return { items, total };
}

/** One row of a bulk action on workers: done (with its state before and the version it left) or not, and why. */
export type WorkerBulkOutcome =
  | { id: number; label: string; ok: true; before: { status: string; p45Date: string | null }; version: string }
  | { id: number; label: string; ok: false; message: string };

const labelOf = (row: { firstName: string; lastName: string }) => personName(row);

/**
 * Moves the chosen workers to Left with a P45 date inside the caller's transaction (docs/domain.md,
 * "Bulk actions"): each worker locked and checked on its own (within the user's scope, not removed,
 * not already left), the rest marked left in one statement. The audit entries are the caller's.
 */
export async function leaveWorkers(
  tx: DbOrTx,
  user: Viewer,
  ids: readonly number[],
  p45Date: string,
): Promise<WorkerBulkOutcome[]> {
  const locked = new Map((await repo.lockWorkers(tx, ids, agencyScopeOf(user))).map((row) => [row.id, row]));
  const outcomes: WorkerBulkOutcome[] = [];
  const leaving: number[] = [];
  for (const id of ids) {
    const row = locked.get(id);
    if (!row) outcomes.push({ id, label: `Worker ${id}`, ok: false, message: bulkMessages.workerNotFound });
    else if (row.status === 'left')
      outcomes.push({ id, label: labelOf(row), ok: false, message: bulkMessages.alreadyLeft });
    else leaving.push(id);
  }
  const versions = new Map((await repo.markWorkersLeft(tx, leaving, p45Date)).map((r) => [r.id, r.version]));
  for (const id of leaving) {
    const row = locked.get(id)!;
    outcomes.push({
      id,
      label: labelOf(row),
      ok: true,
      before: { status: row.status, p45Date: row.p45Date },
      version: versions.get(id)!,
    });
  }
  return outcomes;
}

/** A worker's audit changes for a move to Left (or its undo): the fields shown in the trail. */
export const leaveChanges = (from: { status: string; p45Date: string | null }, to: typeof from): FieldChange[] =>
  [
    { field: 'status', from: from.status, to: to.status },
    { field: 'p45Date', from: from.p45Date, to: to.p45Date },
  ].filter((c) => c.from !== c.to);

/**
 * Puts back the state before a bulk move to Left for the workers not changed since (their version
 * is still the one the action left); answers the workers put back with their state now.
 */
export async function restoreLeftWorkers(
  tx: DbOrTx,
  rows: readonly { id: number; version: string; before: { status: string; p45Date: string | null } }[],
): Promise<{ id: number; status: string; p45Date: string | null }[]> {
  return repo.restoreWorkers(
    tx,
    rows.map((r) => ({ id: r.id, version: r.version, status: r.before.status, p45Date: r.before.p45Date })),
  );
}

/** The workers a ticket can be raised about, locked: within the scope, live, authorised and not left (as lockTicketSource). */
export async function lockWorkersForTickets(
  tx: DbOrTx,
  user: Viewer,
  ids: readonly number[],
): Promise<{ id: number; name: string; agencyId: number | null; refusal: string | null }[]> {
  const rows = await repo.lockWorkers(tx, ids, agencyScopeOf(user));
  return rows.map((row) => ({
    id: row.id,
    name: labelOf(row),
    agencyId: row.agencyId,
    refusal: row.authorised && row.status !== 'left' ? null : 'A ticket can only be raised about an authorised worker',
  }));
}
