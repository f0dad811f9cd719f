import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { bulkMessages, DOCUMENT_REQUEST_SLA_HOURS } from '../../../shared/domain/bulk-actions.ts';
import type { TicketViewFilter } from '../../../shared/domain/saved-views.ts';
import { planTicketUpdate, type Assignee, type TicketPatch } from '../../../shared/domain/ticket-updates.ts';
import { dueDateFor, formatTicketNumber, isTicketDone } from '../../../shared/domain/tickets.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { diffForAudit, type FieldChange } from '../../lib/audit-log.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as bulk from './tickets-bulk.repository.ts';
import * as queue from './tickets-queue.repository.ts';
import type { TicketWorkState } from './tickets-bulk.repository.ts';

/**
 * Tickets many at a time (docs/domain.md, "Saved views" and "Bulk actions"): the list's matches
 * counted and found with the queue's own filter, and bulk changes that ask planTicketUpdate about
 * each ticket, as PATCH does, but read, write and answer all of them in a few statements.
 */

export type { TicketWorkState };

function queueFilter(user: SessionUser, filter: TicketViewFilter, now: Date): queue.TicketQueueFilter {
  return {
    scope: agencyScopeOf(user),
    q: filter.q,
    source: filter.source,
    priority: filter.priority,
    category: filter.category,
    assignedTo: filter.assignedTo === 'me' ? user.id : filter.assignedTo,
    overdue: filter.overdue,
    now,
  };
}

/** How many tickets a list address matches: its tab's count under its filters and the user's scope. */
export async function countMatchingTickets(ctx: AppContext, user: SessionUser, filter: TicketViewFilter) {
  return queue.countQueue(ctx.db, queueFilter(user, filter, ctx.now()), filter.tab);
}

/** The ids of a list address's tickets, lowest first, at most `limit`. */
export async function listMatchingTicketIds(
  ctx: AppContext,
  user: SessionUser,
  filter: TicketViewFilter,
  limit: number,
): Promise<number[]> {
  return queue.findQueueIds(ctx.db, queueFilter(user, filter, ctx.now()), filter.tab, limit);
}

/** One row of a bulk change: done (its state before, the version it left, its audit changes and action) or not, and why. */
export type TicketBulkOutcome =
  | {
      id: number;
      label: string;
      ok: true;
      before: TicketWorkState;
      version: string | null;
      action: string;
      changes: FieldChange[];
    }
  | { id: number; label: string; ok: false; message: string };

const workState = (row: TicketWorkState): TicketWorkState => ({
  status: row.status,
  assignedTo: row.assignedTo,
  assignedToName: row.assignedToName,
  assignedAt: row.assignedAt,
  priority: row.priority,
});

/** The audit's name for a change, as PATCH names it: claim, close, release, else update. */
function actionOf(changed: Partial<TicketWorkState>, actorId: number): string {
  if (changed.status !== undefined && isTicketDone(changed.status)) return 'close';
  if (changed.assignedTo === actorId) return 'claim';
  if (changed.assignedTo === null) return 'release';
  return 'update';
}

/** The assignee's name is personal: its entry says that it changed, not to what. */
const PERSONAL = new Set(['assignedToName']);

/**
 * Applies one change (claim, assign, close or a priority) to each chosen ticket inside the caller's
 * transaction. Each ticket is locked and judged on its own by planTicketUpdate (a client's scope, a
 * ticket claimed by someone else, one already closed...); those it allows are written in one
 * UPDATE. A ticket the change leaves as it was counts as done, with nothing written or audited.
 */
export async function changeTickets(
  tx: DbOrTx,
  user: SessionUser,
  ids: readonly number[],
  patch: TicketPatch,
  assignee: Assignee | undefined,
  now: Date,
): Promise<TicketBulkOutcome[]> {
  const locked = new Map((await bulk.lockTickets(tx, ids, agencyScopeOf(user))).map((row) => [row.id, row]));
  const outcomes: TicketBulkOutcome[] = [];
  const writes: { id: number; state: TicketWorkState }[] = [];
  for (const id of ids) {
    const row = locked.get(id);
    if (!row) {
      outcomes.push({ id, label: formatTicketNumber(id), ok: false, message: bulkMessages.ticketNotFound });
      continue;
    }
    const plan = planTicketUpdate({ ticket: row, patch, actor: user, assignee, now });
    if (!plan.ok) {
      outcomes.push({ id, label: row.ticketNumber, ok: false, message: plan.message });
      continue;
    }
    const before = workState(row);
    const diff = diffForAudit(before, plan.changes).filter((c) => c.field in before);
    const changed: Partial<TicketWorkState> = Object.fromEntries(
      diff.map((c) => [c.field, plan.changes[c.field as keyof typeof plan.changes]]),
    );
    const action = actionOf(changed, user.id);
    const changes = diff.map((c) => (PERSONAL.has(c.field) ? { field: c.field } : c));
    outcomes.push({ id, label: row.ticketNumber, ok: true, before, version: null, action, changes });
    if (diff.length > 0) writes.push({ id, state: { ...before, ...changed } });
  }
  const versions = new Map((await bulk.writeTicketStates(tx, writes)).map((r) => [r.id, r.version]));
  return outcomes.map((o) => (o.ok ? { ...o, version: versions.get(o.id) ?? null } : o));
}

/** Puts back the state before a bulk change for the tickets not changed since; answers the ids put back. */
export async function restoreTickets(
  tx: DbOrTx,
  rows: readonly { id: number; version: string; before: TicketWorkState }[],
): Promise<number[]> {
  const restored = await bulk.restoreTicketStates(
    tx,
    rows.map((r) => ({ id: r.id, version: r.version, state: r.before })),
  );
  return restored.map((r) => r.id);
}

/** A worker a document is asked of: the ticket is about it, its contact person is the worker. */
export type DocumentRequestWorker = { id: number; name: string; agencyId: number | null };

/**
 * Raises one ticket per worker asking for a document (docs/domain.md, "Bulk actions"), in one
 * INSERT inside the caller's transaction, after the caller locked the workers and checked them as
 * a ticket's source (authorised, not left, within the scope). Due a week later, category
 * document-issue, priority medium; the notes name the document.
 */
export async function raiseDocumentRequests(
  tx: DbOrTx,
  user: SessionUser,
  workers: readonly DocumentRequestWorker[],
  request: { documentLabel: string; notes: string | undefined; now: Date },
): Promise<{ id: number; ticketNumber: string; sourceId: number }[]> {
  const notes = [`Please send: ${request.documentLabel}.`, request.notes].filter(Boolean).join('\n');
  return bulk.insertTickets(
    tx,
    workers.map((w) => ({
      source: 'worker',
      sourceId: w.id,
      sourceName: w.name,
      agencyId: w.agencyId,
      contactPerson: w.name,
      communicationMethod: 'email',
      outcome: 'follow-up-needed',
      notes,
      priority: 'medium',
      category: 'document-issue',
      slaHours: DOCUMENT_REQUEST_SLA_HOURS,
      dueDate: dueDateFor(request.now, DOCUMENT_REQUEST_SLA_HOURS),
      isManual: true,
      status: 'open',
      createdBy: user.id,
      createdAt: request.now,
    })),
    formatTicketNumber,
  );
}

/** The audit changes of a ticket raised by a bulk request, as createTicket records one (names and notes withheld). */
export const raisedTicketChanges = (t: { ticketNumber: string; sourceId: number }): FieldChange[] => [
  { field: 'ticketNumber', to: t.ticketNumber },
  { field: 'source', to: 'worker' },
  { field: 'sourceId', to: t.sourceId },
  { field: 'category', to: 'document-issue' },
  { field: 'status', to: 'open' },
  { field: 'isManual', to: true },
  { field: 'sourceName' },
  { field: 'contactPerson' },
  { field: 'notes' },
];
