import { Button, Group } from '@mantine/core';
import { IconArchive, IconHandGrab, IconRefresh } from '@tabler/icons-react';
import type { Ticket } from '../../../../shared/api/tickets.ts';
import { useCurrentUserId } from '../../../lib/current-user.ts';
import { useUpdateTicket } from '../api/update-ticket.ts';

/**
 * Claim (Open tab), Close Ticket (not archived) and Reopen (Archive tab), for staff (docs/domain.md.
 * 4; docs/domain.md): claim assigns the user, close sends archived, reopen open.
 */
export function TicketActions({ ticket }: { ticket: Ticket }) {
  const userId = useCurrentUserId();
  const update = useUpdateTicket();
  const isBusy = update.isPending;
  const send = (body: Parameters<typeof update.mutate>[0]['body']) => update.mutate({ id: ticket.id, body });
  return (
    <Group gap="xs">
      {ticket.tab === 'open' && userId !== null && (
        <Button
          size="xs"
          leftSection={<IconHandGrab size={14} aria-hidden />}
          loading={isBusy}
          onClick={() => send({ assignedTo: userId })}
        >
          Claim
        </Button>
      )}
      {ticket.tab !== 'archive' && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArchive size={14} aria-hidden />}
          loading={isBusy}
          onClick={() => send({ status: 'archived' })}
        >
          Close Ticket
        </Button>
      )}
      {ticket.tab === 'archive' && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={isBusy}
          onClick={() => send({ status: 'open' })}
        >
          Reopen
        </Button>
      )}
    </Group>
  );
}
