import type { Ticket } from '../../../shared/api/tickets.ts';
import { isTicketOverdue, ticketTabOf } from '../../../shared/domain/tickets.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { SessionUser } from '../auth/session.service.ts';
import * as repo from './tickets.repository.ts';

export function toTicket(row: repo.TicketRow, now: Date = new Date()): Ticket {
  return {
    id: row.id,
    ticketNumber: row.ticketNumber,
    source: row.source,
    sourceId: row.sourceId,
    sourceName: row.sourceName,
    agencyId: row.agencyId,
    contactPerson: row.contactPerson,
    communicationMethod: row.communicationMethod,
    outcome: row.outcome,
    notes: row.notes,
    priority: row.priority,
    category: row.category,
    slaHours: row.slaHours,
    dueDate: row.dueDate.toISOString(),
    isManual: row.isManual,
    status: row.status,
    assignedTo: row.assignedTo,
    assignedToName: row.assignedToName,
    assignedAt: row.assignedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    isOverdue: isTicketOverdue(row, now),
    tab: ticketTabOf(row),
    commentCount: row.commentCount,
  };
}

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

/** Newest first; a client user sees only the tickets about its own agency (DECISIONS section 4). */
export async function listTickets(ctx: AppContext, user: SessionUser): Promise<Ticket[]> {
  const rows = await repo.listTickets(ctx.db, agencyScopeOf(user));
  const now = new Date();
  return rows.map((row) => toTicket(row, now));
}
