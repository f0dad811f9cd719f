import { useState } from 'react';
import { Box, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconMessages } from '@tabler/icons-react';
import type { Ticket } from '../../../../shared/api/tickets.ts';
import { ticketLabel } from '../../../../shared/domain/tickets.ts';
import { TicketActions } from './ticket-actions.tsx';
import { OverdueBadge, TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';
import { TicketCardDetails } from './ticket-card-details.tsx';
import { TicketComments } from './ticket-comments.tsx';

type Props = {
  ticket: Ticket;
  canWork: boolean;
  /** Chosen for a bulk action (docs/domain.md, "Bulk actions"); absent: the card offers no choice. */
  selection?: { isChosen: boolean; onChange: (chosen: boolean) => void };
};

/**
 * One ticket of the queue (docs/domain.md, Tickets): its number, badges, source and name,
 * facts and notes; Claim, Close Ticket or Reopen for staff; the comments section, opened on demand
 * so a page of cards asks for no comments it does not show.
 */
export function TicketCard({ ticket, canWork, selection }: Props) {
  const [showsComments, setShowsComments] = useState(false);
  const commentsId = `ticket-${ticket.id}-comments`;
  return (
    <Paper component="article" aria-label={ticket.ticketNumber} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="xs" align="center">
              {selection && (
                <Checkbox
                  aria-label={`Select ${ticket.ticketNumber}`}
                  checked={selection.isChosen}
                  onChange={(event) => selection.onChange(event.currentTarget.checked)}
                />
              )}
              <Title order={2} fz="lg">
                {ticket.ticketNumber}
              </Title>
              <TicketStatusBadge ticket={ticket} />
              <TicketPriorityBadge priority={ticket.priority} />
              {ticket.isOverdue && <OverdueBadge />}
            </Group>
            <Text size="sm">
              <Text component="span" inherit c="dimmed">
                {`${ticketLabel('source', ticket.source)}: `}
              </Text>
              {ticket.sourceName}
              {ticket.isManual ? ' (manual)' : ''}
            </Text>
          </Stack>
          {canWork && <TicketActions ticket={ticket} />}
        </Group>
        <TicketCardDetails ticket={ticket} />
        {ticket.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {ticket.notes}
          </Text>
        )}
        <Box>
          <Button
            variant="subtle"
            size="xs"
            px={0}
            aria-expanded={showsComments}
            aria-controls={showsComments ? commentsId : undefined}
            leftSection={<IconMessages size={14} aria-hidden />}
            rightSection={
              showsComments ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
            }
            onClick={() => setShowsComments((v) => !v)}
          >
            {`Comments (${ticket.commentCount})`}
          </Button>
          {showsComments && (
            <Box id={commentsId} pt="xs">
              <TicketComments ticket={ticket} />
            </Box>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
