import type { Ticket } from '../../../shared/api/tickets.ts';
import { isTicketOverdue, ticketTabOf } from '../../../shared/domain/tickets.ts';
import type { TicketRow } from './tickets.repository.ts';

/** The ticket answer: the row, with isOverdue as of `now` and the tab it is in. */
export function toTicket(row: TicketRow, now: Date = new Date()): Ticket {
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
