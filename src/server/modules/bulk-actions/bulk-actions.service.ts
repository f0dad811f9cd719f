import type {
  BulkActionAnswer,
  BulkRowFailure,
  CleanTicketBulkBody,
  CleanWorkerBulkBody,
} from '../../../shared/api/bulk-actions.ts';
import {
  BULK_ACTION_LIMIT,
  BULK_UNDO_MINUTES,
  bulkMessages,
  bulkResultText,
  isUndoable,
  type BulkAction,
} from '../../../shared/domain/bulk-actions.ts';
import { isAllowed } from '../../../shared/domain/permissions.ts';
import { readTicketViewFilter, readWorkerViewFilter } from '../../../shared/domain/saved-views.ts';
import { workerDocumentTypes } from '../../../shared/domain/worker-documents.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { recordAuditEntries, type AuditEntry, type FieldChange } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as tickets from '../tickets/tickets-bulk.service.ts';
import { notifyTicketsAssigned, type Delivery } from '../notifications/notifications.service.ts';
import { findStaffMember } from '../users/staff.service.ts';
import * as workers from '../workers/workers-selection.service.ts';
import * as repo from './bulk-actions.repository.ts';
import { withAction } from './bulk-actions.rows.ts';

/**
 * Bulk actions (docs/domain.md, "Bulk actions"): the rows chosen (ids, or every match of the list's
 * address), each checked and audited on its own, all written in one transaction of a few
 * statements, with each changed row's state before kept so that Undo can put it back for ten minutes.
 */

type Selection = { ids?: number[] | undefined; query?: string | undefined; expectedCount?: number | undefined };

/** The ids a selection names: as given (each once), or the list's matches, refused when too many or changed. */
async function chosenIds(selection: Selection, matching: (limit: number) => Promise<number[]>): Promise<number[]> {
  const ids = selection.ids ? [...new Set(selection.ids)] : await matching(BULK_ACTION_LIMIT + 1);
  if (ids.length > BULK_ACTION_LIMIT)
    throw new AppError('VALIDATION_ERROR', bulkMessages.tooMany, [{ field: 'query', message: bulkMessages.tooMany }]);
  if (selection.ids === undefined && selection.expectedCount !== undefined && ids.length !== selection.expectedCount)
    throw new AppError('CONFLICT', bulkMessages.listChanged(ids.length, selection.expectedCount));
  if (ids.length === 0)
    throw new AppError('VALIDATION_ERROR', bulkMessages.chooseRows, [
      { field: 'ids', message: bulkMessages.chooseRows },
    ]);
  return ids;
}

const params = (query: string | undefined) => new URLSearchParams(query ?? '');

type RowResult =
  | { id: number; label: string; ok: true; before: unknown; version: string | null; audit: AuditEntry | null }
  | { id: number; label: string; ok: false; message: string };

/**
 * The common part of every bulk action, inside its transaction: the action's record first (its id
 * goes into each row's audit entry), then the rows, their entries and their states before, then the counts.
 */
async function recordAction(
  tx: DbOrTx,
  user: SessionUser,
  action: { entityType: 'ticket' | 'worker'; action: BulkAction; params: Record<string, unknown>; selected: number },
  now: Date,
  run: (bulkActionId: number) => Promise<RowResult[]>,
): Promise<BulkActionAnswer> {
  const undoable = isUndoable(action.action);
  const created = await repo.insertAction(tx, {
    userId: user.id,
    ...action,
    undoUntil: undoable ? new Date(now.getTime() + BULK_UNDO_MINUTES * 60_000) : null,
  });
  const results = await run(created.id);
  const done = results.filter((r) => r.ok);
  const failed: BulkRowFailure[] = results.flatMap((r) =>
    r.ok ? [] : [{ id: r.id, label: r.label, message: r.message }],
  );
  await recordAuditEntries(
    tx,
    done.flatMap((r) => (r.audit ? [r.audit] : [])),
  );
  await repo.insertRows(tx, [
    ...done.map((r) => ({
      bulkActionId: created.id,
      entityId: r.id,
      before: r.before,
      version: r.version,
      error: null,
    })),
    ...failed.map((f) => ({ bulkActionId: created.id, entityId: f.id, before: null, version: null, error: f.message })),
  ]);
  const changed = done.some((r) => r.version !== null);
  const finished = await repo.finishAction(tx, created.id, {
    succeeded: done.length,
    failed: failed.length,
    undoable: undoable && changed,
  });
  return {
    id: created.id,
    action: action.action,
    selected: action.selected,
    succeeded: done.length,
    failed,
    message: bulkResultText(action.action, done.length, failed.length),
    undoUntil: finished.undoUntil?.toISOString() ?? null,
  };
}

/** POST /api/bulk-actions/tickets: claim, assign, close or set the priority of the chosen tickets. */
export async function runTicketBulkAction(
  ctx: AppContext,
  user: SessionUser,
  body: CleanTicketBulkBody,
  meta: RequestMeta,
): Promise<BulkActionAnswer> {
  const ids = await chosenIds(body, (limit) =>
    tickets.listMatchingTicketIds(ctx, user, readTicketViewFilter(params(body.query)), limit),
  );
  const assigneeId = body.action === 'assign' ? body.assignedTo : body.action === 'claim' ? user.id : undefined;
  const assignee = assigneeId === undefined ? undefined : await findStaffMember({ db: ctx.db, id: assigneeId });
  if (assigneeId !== undefined && !assignee?.isActiveStaff) {
    const message = 'Tickets can only be assigned to an active member of staff';
    throw new AppError('VALIDATION_ERROR', message, [{ field: 'assignedTo', message }]);
  }
  const patch =
    body.action === 'close'
      ? { status: 'archived' as const }
      : body.action === 'priority'
        ? { priority: body.priority }
        : { assignedTo: assigneeId! };
  const now = ctx.now();
  const { answer, notified } = await ctx.db.transaction(async (tx) => {
    const done = await recordAction(
      tx,
      user,
      { entityType: 'ticket', action: body.action, params: patch, selected: ids.length },
      now,
      async (bulkActionId) =>
        (await tickets.changeTickets(tx, user, ids, patch, assignee, now)).map((o) =>
          ticketRow(o, bulkActionId, user, meta),
        ),
    );
    // Someone else given tickets hears of it once for the action, not once per ticket.
    const told: Delivery | undefined =
      body.action === 'assign' && done.succeeded > 0
        ? await notifyTicketsAssigned(ctx, tx, {
            bulkActionId: done.id,
            count: done.succeeded,
            assigneeId: body.assignedTo,
            actorId: user.id,
          })
        : undefined;
    return { answer: done, notified: told };
  });
  if (notified) ctx.background.run('notify-tickets-assigned', notified.afterCommit);
  return answer;
}

/** A ticket's outcome as a row of the action: its audit entry when it changed. */
function ticketRow(
  o: tickets.TicketBulkOutcome,
  bulkActionId: number,
  user: SessionUser,
  meta: RequestMeta,
): RowResult {
  if (!o.ok) return o;
  const audit =
    o.version === null
      ? null
      : {
          actor: user,
          action: o.action,
          entityType: 'ticket',
          entityId: o.id,
          changes: withAction(o.changes, bulkActionId),
          ip: meta.ip,
        };
  return { ...o, audit };
}

/** POST /api/bulk-actions/workers: move the chosen workers to Left, or ask each for a document by a ticket. */
export async function runWorkerBulkAction(
  ctx: AppContext,
  user: SessionUser,
  body: CleanWorkerBulkBody,
  meta: RequestMeta,
): Promise<BulkActionAnswer> {
  if (body.action === 'request-document' && !isAllowed(user.role, 'reports')) throw forbidden();
  const ids = await chosenIds(body, (limit) =>
    workers.listMatchingWorkerIds(ctx, user, readWorkerViewFilter(params(body.query)), limit),
  );
  const run = { ctx, user, ids, now: ctx.now(), ip: meta.ip };
  return body.action === 'leave' ? leaveWorkers(run, body.p45Date) : requestDocuments(run, body);
}

type WorkerRun = { ctx: AppContext; user: SessionUser; ids: number[]; now: Date; ip: string | null };

const entryOf =
  (run: WorkerRun) =>
  (entityType: string, entityId: number, action: string, changes: FieldChange[]): AuditEntry => ({
    actor: run.user,
    action,
    entityType,
    entityId,
    changes,
    ip: run.ip,
  });

/** Left with a P45 date: each worker's entry says its status and P45 date changed. */
function leaveWorkers(run: WorkerRun, p45Date: string): Promise<BulkActionAnswer> {
  const entry = entryOf(run);
  const { user, ids } = run;
  return run.ctx.db.transaction((tx) =>
    recordAction(
      tx,
      user,
      { entityType: 'worker', action: 'leave', params: { p45Date }, selected: ids.length },
      run.now,
      async (bulkActionId) =>
        (await workers.leaveWorkers(tx, user, ids, p45Date)).map((o) =>
          o.ok
            ? {
                ...o,
                audit: entry(
                  'worker',
                  o.id,
                  'update',
                  withAction(workers.leaveChanges(o.before, { status: 'left', p45Date }), bulkActionId),
                ),
              }
            : o,
        ),
    ),
  );
}

/** A ticket about each worker asking for the document; each ticket's entry is its creation. */
function requestDocuments(
  run: WorkerRun,
  body: Extract<CleanWorkerBulkBody, { action: 'request-document' }>,
): Promise<BulkActionAnswer> {
  const entry = entryOf(run);
  const { user, ids, now } = run;
  const documentLabel = workerDocumentTypes.find((t) => t.value === body.documentType)!.label;
  const action = { entityType: 'worker' as const, action: 'request-document' as const, selected: ids.length };
  return run.ctx.db.transaction((tx) =>
    recordAction(tx, user, { ...action, params: { documentType: body.documentType } }, now, async (bulkActionId) => {
      const locked = new Map((await workers.lockWorkersForTickets(tx, user, ids)).map((w) => [w.id, w]));
      const asking = [...locked.values()].filter((w) => w.refusal === null);
      const raised = await tickets.raiseDocumentRequests(tx, user, asking, { documentLabel, notes: body.notes, now });
      const ticketOf = new Map(raised.map((t) => [t.sourceId, t]));
      return ids.map((id): RowResult => {
        const worker = locked.get(id);
        if (!worker) return { id, label: `Worker ${id}`, ok: false, message: bulkMessages.workerNotFound };
        if (worker.refusal) return { id, label: worker.name, ok: false, message: worker.refusal };
        const ticket = ticketOf.get(id)!;
        const changes = withAction(tickets.raisedTicketChanges(ticket), bulkActionId);
        return {
          id,
          label: worker.name,
          ok: true,
          before: { ticketId: ticket.id },
          version: null,
          audit: entry('ticket', ticket.id, 'create', changes),
        };
      });
    }),
  );
}
