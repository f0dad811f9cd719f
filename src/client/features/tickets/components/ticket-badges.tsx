import { Badge } from '@mantine/core';
import type { Ticket } from '../../../../shared/api/tickets.ts';
import { ticketBadgeOf, ticketLabel } from '../../../../shared/domain/tickets.ts';
import { priorityColours } from '../lib/options.ts';

const badgeColours = { Open: 'blue', 'In Progress': 'yellow', Closed: 'gray' } as const;

/**
 * Open, In Progress or Closed (docs/domain.md, Tickets); an In Progress ticket with comments is
 * highlighted green (filled), so a ticket someone is talking about stands out.
 */
export function TicketStatusBadge({ ticket }: { ticket: Ticket }) {
  const { label, isHighlighted } = ticketBadgeOf(ticket);
  return (
    <Badge
      color={isHighlighted ? 'green' : badgeColours[label]}
      variant={isHighlighted ? 'filled' : 'light'}
      data-highlighted={isHighlighted}
    >
      {label}
    </Badge>
  );
}

export function TicketPriorityBadge({ priority }: { priority: string }) {
  return (
    <Badge color={priorityColours[priority] ?? 'gray'} variant="outline">
      {ticketLabel('priority', priority)}
    </Badge>
  );
}

/** Past its due date and not closed (docs/domain.md): said in words, not only in red. */
export function OverdueBadge() {
  return (
    <Badge color="red" variant="filled">
      Overdue
    </Badge>
  );
}
