import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { confirmAction, countOf } from '../../../components/confirm.tsx';
import { useCleanupExpiredAccessRequests } from '../api/cleanup-expired-access-requests.ts';
import { useExpiredAccessRequests } from '../api/get-expired-access-requests.ts';

/** Requests completed more than 30 days ago can be removed (docs/domain.md). */
export function ExpiredRequestsCleanupCard() {
  const expired = useExpiredAccessRequests();
  const cleanup = useCleanupExpiredAccessRequests();
  const count = expired.data?.length ?? 0;

  return (
    <Paper withBorder p="md" radius="md" role="region" aria-labelledby="expired-requests-title">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} fz="md" id="expired-requests-title">
            Expired Access Requests
          </Title>
          <Text size="sm" c="dimmed">
            {expired.isPending
              ? 'Checking for expired requests…'
              : expired.isError
                ? 'Could not check for expired requests.'
                : `${count} expired access ${count === 1 ? 'request' : 'requests'} (completed more than 30 days ago).`}
          </Text>
        </div>
        <Button
          variant="light"
          color="orange"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={cleanup.isPending}
          // Nothing to do (or not known yet), nothing to press.
          disabled={!expired.isSuccess || count === 0}
          onClick={() =>
            confirmAction({
              title: 'Cleanup Expired Requests',
              message: `Delete ${countOf(count, 'expired access request')} permanently?`,
              detail:
                'Requests approved or rejected more than 30 days ago are removed; pending requests stay. This cannot be undone.',
              confirmLabel: 'Delete Permanently',
              onConfirm: () => cleanup.mutate(),
            })
          }
        >
          Cleanup Expired Requests
        </Button>
      </Group>
    </Paper>
  );
}
