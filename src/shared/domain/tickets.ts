/** Tickets: numbering and the overdue rule (part 2 sections 3.7 and 4.4; DECISIONS section 4). */

export const ticketStatuses = ['open', 'in-progress', 'closed', 'archived'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const ticketCategories = [
  'general',
  'compliance',
  'payroll-issue',
  'contract-query',
  'urgent-audit',
  'document-issue',
] as const;

/** The SLA of a ticket raised from a communication log: 24 hours (DECISIONS section 4). */
export const DEFAULT_SLA_HOURS = 24;

/** TKT-00001 onward: the id, zero-padded to at least five digits (TKT-123456 past 99,999). */
export function formatTicketNumber(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`Not a ticket id: ${id}`);
  return `TKT-${String(id).padStart(5, '0')}`;
}

/** Closed and archived tickets are done (archived is shown as Closed). */
export const isTicketDone = (status: string) => status === 'closed' || status === 'archived';

/** Overdue: the due date has passed and the ticket is not closed or archived. */
export function isTicketOverdue(ticket: { dueDate: Date | string; status: string }, now: Date = new Date()): boolean {
  if (isTicketDone(ticket.status)) return false;
  return new Date(ticket.dueDate).getTime() < now.getTime();
}

/** Due date from creation and SLA: now + slaHours. */
export const dueDateFor = (createdAt: Date, slaHours: number = DEFAULT_SLA_HOURS) =>
  new Date(createdAt.getTime() + slaHours * 3_600_000);
