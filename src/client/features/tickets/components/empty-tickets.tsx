import { Paper, Text } from '@mantine/core';

/** 'No tickets found' and what brings tickets to this tab (docs/domain.md, Tickets; emptyTicketHints). */
export function EmptyTickets({ hint }: { hint: string }) {
  return (
    <Paper withBorder p="xl" radius="md" ta="center">
      <Text fw={600}>No tickets found</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Paper>
  );
}
