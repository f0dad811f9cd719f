import { Button, Paper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'wouter';

/** /workers/{id} of a worker that does not exist, or is outside a client user's agency (docs/domain.md "Addresses"). */
export function WorkerNotFound() {
  return (
    <Paper withBorder p="xl" role="alert">
      <Title order={1} fz="h2" mb="xs">
        Worker Not Found
      </Title>
      <Text c="dimmed" mb="md">
        This worker does not exist, or you do not have access to it.
      </Text>
      <Button
        component={Link}
        href="/?tab=workers"
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        Back to Workers
      </Button>
    </Paper>
  );
}
