/**
 * Tickets: numbering, tabs, badge, overdue, due dates and the queue's filters (docs/domain.md,
 * Tickets). The server and the screen use these.
 */

export const ticketStatuses = ['open', 'in-progress', 'closed', 'archived'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
export const ticketCategories = [
  'general',
  'compliance',
  'payroll-issue',
  'contract-query',
  'urgent-audit',
  'document-issue',
] as const;
export type TicketCategory = (typeof ticketCategories)[number];
export const ticketSources = ['worker', 'agency'] as const;
export type TicketSource = (typeof ticketSources)[number];
/** Methods of a manual ticket (docs/domain.md: WhatsApp kept). */
export const manualTicketMethods = ['phone', 'email', 'texted', 'whatsapp'] as const;
/** Expected outcomes of a manual ticket (docs/domain.md). */
export const manualTicketOutcomes = ['follow-up-needed', 'escalated', 'no-response', 'resolved'] as const;

/** The queue's tabs (docs/domain.md, Tickets). */
export const ticketTabs = ['open', 'pending', 'archive'] as const;
export type TicketTab = (typeof ticketTabs)[number];
export const ticketSorts = ['due', 'newest'] as const;
export type TicketSort = (typeof ticketSorts)[number];

/** The SLA of a ticket raised from a communication log, and a manual ticket's default (docs/domain.md). */
export const DEFAULT_SLA_HOURS = 24;
/** Longest SLA a manual ticket may ask for: a year. */
export const MAX_SLA_HOURS = 8760;
/** Manual ticket defaults (docs/domain.md). */
export const manualTicketDefaults = {
  priority: 'medium',
  category: 'general',
  outcome: 'follow-up-needed',
  communicationMethod: 'email',
  slaHours: DEFAULT_SLA_HOURS,
} as const;

export const ticketPageSizes = [10, 20, 50, 100] as const;
export const DEFAULT_TICKET_PAGE_SIZE = 20;

/** TKT-00001 onward: the id, zero-padded to at least five digits (TKT-123456 past 99,999). */
export function formatTicketNumber(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`Not a ticket id: ${id}`);
  return `TKT-${String(id).padStart(5, '0')}`;
}

/** Closed and archived tickets are done (archived is shown as Closed). */
export const isTicketDone = (status: string) => status === 'closed' || status === 'archived';

/**
 * The tab a ticket is in: Archive when closed or archived, Pending when it has an assignee, else
 * Open (docs/domain.md, Tickets). The tickets table keeps the same rule as its generated column `queue`.
 */
export function ticketTabOf(ticket: { status: string; assignedTo: number | null }): TicketTab {
  if (isTicketDone(ticket.status)) return 'archive';
  return ticket.assignedTo === null ? 'open' : 'pending';
}

export type TicketBadge = { label: 'Open' | 'In Progress' | 'Closed'; isHighlighted: boolean };
/**
 * The status badge (docs/domain.md, Tickets): Closed for closed and archived tickets, In Progress for an
 * assigned unclosed one (highlighted green when it has comments), else Open.
 */
export function ticketBadgeOf(ticket: {
  status: string;
  assignedTo: number | null;
  commentCount: number;
}): TicketBadge {
  if (isTicketDone(ticket.status)) return { label: 'Closed', isHighlighted: false };
  if (ticket.assignedTo === null) return { label: 'Open', isHighlighted: false };
  return { label: 'In Progress', isHighlighted: ticket.commentCount > 0 };
}

/** Overdue: the due date has passed and the ticket is not closed or archived. */
export function isTicketOverdue(ticket: { dueDate: Date | string; status: string }, now: Date = new Date()): boolean {
  if (isTicketDone(ticket.status)) return false;
  return new Date(ticket.dueDate).getTime() < now.getTime();
}

/** Due date from creation and SLA: createdAt + slaHours (docs/domain.md). */
export const dueDateFor = (createdAt: Date, slaHours: number = DEFAULT_SLA_HOURS) =>
  new Date(createdAt.getTime() + slaHours * 3_600_000);

/** The queue's filters besides the tab, the page and the sort. */
export type TicketFilters = {
  q?: string | undefined;
  source?: string | undefined;
  priority?: string | undefined;
  category?: string | undefined;
  assignedTo?: number | string | null | undefined;
  overdue?: boolean | undefined;
};

/** How many filters are applied, for 'Clear filters (N)': each non-empty one counts once (docs/domain.md, Tickets). */
export function countAppliedTicketFilters(filters: TicketFilters): number {
  const applied = [
    (filters.q ?? '').trim() !== '',
    !!filters.source && filters.source !== 'all',
    !!filters.priority,
    !!filters.category,
    filters.assignedTo !== undefined && filters.assignedTo !== null && filters.assignedTo !== '',
    filters.overdue === true,
  ];
  return applied.filter(Boolean).length;
}

/** The default order of a tab: the work queues by due date (soonest first), the archive newest first. */
export const defaultTicketSort = (tab: TicketTab): TicketSort => (tab === 'archive' ? 'newest' : 'due');

/** Status a ticket that is not done holds: in-progress when someone has it, else open (docs/domain.md "Tickets"). */
export const workingStatusOf = (assignedTo: number | null): TicketStatus =>
  assignedTo === null ? 'open' : 'in-progress';

/** What the empty queue says under 'No tickets found', per tab. */
export const emptyTicketHints: Record<TicketTab, string> = {
  open: 'New tickets appear here when a communication log raises one or someone creates a manual ticket.',
  pending: 'Tickets appear here once someone claims them.',
  archive: 'Closed tickets appear here.',
};

const labelsOf = (values: readonly string[]) =>
  Object.fromEntries(values.map((v) => [v, v.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase())])) as Record<
    string,
    string
  >;

/** Labels shown for stored values ('payroll-issue' is 'Payroll issue', 'whatsapp' is 'WhatsApp'). */
export const ticketLabels = {
  priority: labelsOf(ticketPriorities),
  category: labelsOf(ticketCategories),
  source: { worker: 'Worker', agency: 'Agency' } as Record<string, string>,
  method: { ...labelsOf(manualTicketMethods), whatsapp: 'WhatsApp' } as Record<string, string>,
  outcome: labelsOf(manualTicketOutcomes),
};
/** A stored value's label; log-raised tickets already hold labels ('Phone', 'Raise Ticket'), shown as they are. */
export const ticketLabel = (kind: keyof typeof ticketLabels, value: string | null): string =>
  value === null ? '' : (ticketLabels[kind][value] ?? value);
