import type { TicketSort, TicketTab } from '../../../../shared/domain/tickets.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One page of the queue as the screen asks for it (ticketListQuery; docs/domain.md "Tickets"). */
export type TicketListParams = {
  tab: TicketTab;
  page: number;
  pageSize: number;
  sort: TicketSort;
  q?: string;
  source?: string;
  priority?: string;
  category?: string;
  /** A user id, or 'me'. */
  assignedTo?: string;
  overdue?: 'true';
};

/**
 * Query keys of the tickets feature. Every list (and so every tab count) lives under
 * ['tickets', 'list'] and a ticket's comments under ['tickets', 'comments', id], all below the
 * shared ['tickets'] (`lib/query-keys.ts`) that the worker and agency logs invalidate when they
 * raise a ticket. The manual ticket's pickers read workers and agencies, so they sit apart.
 */
export const ticketKeys = {
  all: queryKeys.tickets,
  lists: () => [...queryKeys.tickets, 'list'] as const,
  list: (params: TicketListParams) => [...queryKeys.tickets, 'list', params] as const,
  one: (ticketId: number) => [...queryKeys.tickets, 'one', ticketId] as const,
  comments: (ticketId: number) => [...queryKeys.tickets, 'comments', ticketId] as const,
  assignees: () => [...queryKeys.tickets, 'assignees'] as const,
  workerChoices: (q: string) => ['ticket-sources', 'workers', q] as const,
  agencyChoices: (q: string) => ['ticket-sources', 'agencies', q] as const,
  agencyContacts: (agencyId: number) => ['ticket-sources', 'agency-contacts', agencyId] as const,
};
