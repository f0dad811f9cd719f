import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import type { Ticket } from '../../../../shared/api/tickets.ts';
import { ticketLabel } from '../../../../shared/domain/tickets.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The facts a ticket card shows (docs/domain.md, Tickets), dates en-GB in London time. */
export function TicketCardDetails({ ticket }: { ticket: Ticket }) {
  const facts: [string, ReactNode][] = [
    ['Contact', ticket.contactPerson],
    ['Method', ticketLabel('method', ticket.communicationMethod)],
    ['Outcome', ticketLabel('outcome', ticket.outcome)],
    ['Category', ticketLabel('category', ticket.category)],
    [
      'Due',
      <Text component="span" inherit c={ticket.isOverdue ? 'red.8' : undefined} fw={ticket.isOverdue ? 600 : undefined}>
        {formatDateTime(ticket.dueDate)}
      </Text>,
    ],
    ['Assignee', ticket.assignedToName ?? 'Unassigned'],
    ['Created', formatDateTime(ticket.createdAt)],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: 4, lg: 7 }} spacing="lg" verticalSpacing={4} m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value === null || value === '' ? '—' : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
