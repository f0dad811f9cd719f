import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTicket } from '../api/get-ticket.ts';
import { TicketCard } from './ticket-card.tsx';

/**
 * The ticket a link names (`/tickets?ticket=ID`, a notification's link: docs/domain.md,
 * "Notifications"), shown above the list whatever its tab, until closed.
 */
export function FocusedTicket({ id, canWork, onClose }: { id: number; canWork: boolean; onClose: () => void }) {
  const ticket = useTicket(id);
  return (
    <Stack gap="xs" component="section" aria-label="Linked ticket">
      <Group justify="space-between">
        <Text fw={600}>Linked ticket</Text>
        <Button variant="subtle" size="xs" onClick={onClose}>
          Show all tickets
        </Button>
      </Group>
      {ticket.isPending && <Loader size="sm" aria-label="Loading the ticket" />}
      {ticket.error && (
        <Alert color="red" title="This ticket cannot be opened">
          It may have been removed, or it is not yours to see.
        </Alert>
      )}
      {ticket.data && <TicketCard ticket={ticket.data} canWork={canWork} />}
    </Stack>
  );
}
