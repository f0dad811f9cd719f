import { pageSlice } from '../../lib/page-slice.ts';
import type { CleanTicketListQuery, Ticket, TicketAssignee, TicketPage } from '../../../shared/api/tickets.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { defaultTicketSort } from '../../../shared/domain/tickets.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../../lib/audit-log.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { listActiveStaff } from '../users/staff.service.ts';
import { toTicket } from './tickets.presenter.ts';
import * as queue from './tickets-queue.repository.ts';
import * as repo from './tickets.repository.ts';

export { toTicket };
export const TICKET_NOT_FOUND = 'Ticket not found';

/**
 * Creates a ticket inside the caller's transaction (a communication log with outcome Raise Ticket
 * creates one in the same transaction as the log), with its audit entry.
 */
export async function createTicket(
  tx: DbOrTx,
  actor: Actor,
  values: repo.NewTicket,
  meta: { ip: string | null },
): Promise<repo.TicketRow> {
  const row = await repo.insertTicket(tx, values);
  // Names and notes can be personal: only that they were set is recorded.
  const changes = [
    { field: 'ticketNumber', to: row.ticketNumber },
    { field: 'source', to: row.source },
    { field: 'sourceId', to: row.sourceId },
    { field: 'priority', to: row.priority },
    { field: 'category', to: row.category },
    { field: 'status', to: row.status },
    { field: 'dueDate', to: row.dueDate.toISOString() },
    { field: 'isManual', to: row.isManual },
    { field: 'sourceName' },
    ...(row.contactPerson ? [{ field: 'contactPerson' }] : []),
    ...(row.notes ? [{ field: 'notes' }] : []),
  ];
  await recordAudit(tx, { actor, action: 'create', entityType: 'ticket', entityId: row.id, changes, ip: meta.ip });
  return row;
}

/**
 * GET /api/tickets: without `page` the plain array (docs/domain.md), newest first; with it one page of a tab
 * with the three tab counts under the same filters (docs/domain.md). A client user sees only the
 * tickets about its own agency and its workers (docs/domain.md).
 */
export async function listTickets(
  ctx: AppContext,
  user: SessionUser,
  query?: CleanTicketListQuery,
): Promise<Ticket[] | TicketPage> {
  const scope = agencyScopeOf(user);
  const now = new Date();
  if (query?.page === undefined) return (await repo.listTickets(ctx.db, scope)).map((row) => toTicket(row, now));
  const { page, pageSize, tab } = query;
  const filter: queue.TicketQueueFilter = {
    scope,
    q: query.q || undefined,
    source: query.source,
    priority: query.priority,
    category: query.category,
    assignedTo: query.assignedTo === 'me' ? user.id : query.assignedTo,
    overdue: query.overdue,
    now,
  };
  const counts = await queue.countQueues(ctx.db, filter);
  const offset = (page - 1) * pageSize;
  // The tab's count is its total; a page past the end is empty without reading the tab up to it.
  const total = counts[tab];
  const rows =
    offset < total
      ? await queue.listQueuePage(ctx.db, filter, {
          tab,
          sort: query.sort ?? defaultTicketSort(tab),
          ...pageSlice(total, { limit: pageSize, offset }),
        })
      : [];
  return { items: rows.map((row) => toTicket(row, now)), total, page, pageSize, counts };
}

/** GET /api/tickets/{id}: 404 when missing or outside a client's agency. */
export async function getTicket(ctx: AppContext, user: SessionUser, id: number): Promise<Ticket> {
  const row = await repo.findTicket(ctx.db, id, agencyScopeOf(user));
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return toTicket(row);
}

/** GET /api/tickets/assignees: the active staff a ticket can be assigned to, by name. */
export async function listAssignees(ctx: AppContext): Promise<TicketAssignee[]> {
  return listActiveStaff({ db: ctx.db });
}
