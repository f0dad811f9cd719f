import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { DeletedWorker } from '../../../../../shared/api/workers.ts';
import { confirmAction } from '../../../../components/confirm.tsx';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { RetentionStatusBadge } from '../../../../components/retention-status-badge.tsx';
import { formatDate } from '../../../../lib/format-date.ts';
import { fullName } from '../../../../lib/full-name.ts';
import { retentionBadge } from '../../../../lib/retention-badge.ts';
import { useDeletedWorkers } from '../../api/get-deleted-workers.ts';
import { useRestoreWorker } from '../../api/restore-worker.ts';

/**
 * Deleted Workers (docs/domain.md, "Deleted workers"): removed workers, newest first, restorable for
 * 30 days; after that the nightly purge removes them, unless a legal hold keeps them. Restore is
 * named by its text; the row, named after the worker, tells the rows apart.
 */
export function DeletedWorkersTab() {
  const deletedWorkers = useDeletedWorkers();
  const restore = useRestoreWorker();
  const ask = (worker: DeletedWorker) =>
    confirmAction({
      title: 'Restore Worker',
      message: `Restore ${fullName(worker)}?`,
      detail: 'The worker comes back as they were, with their documents and communication history.',
      confirmLabel: 'Restore Worker',
      color: 'blue',
      onConfirm: () => restore.mutate(worker.id),
    });

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        Deleted workers can be restored for 30 days. After that they are removed permanently, unless a legal hold keeps
        them.
      </Text>
      <QueryState
        isPending={deletedWorkers.isPending}
        error={deletedWorkers.error}
        errorTitle="Failed to load deleted workers"
        loadingLabel="Loading deleted workers"
      >
        {deletedWorkers.data?.length ? (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Deleted workers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Worker</Table.Th>
                  <Table.Th>Agency</Table.Th>
                  <Table.Th>Deleted Date</Table.Th>
                  <Table.Th>Retention Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deletedWorkers.data.map((worker) => {
                  const name = fullName(worker);
                  return (
                    <Table.Tr key={worker.id} aria-label={name}>
                      <Table.Td>{name}</Table.Td>
                      <Table.Td>{worker.agencyName ?? 'No agency'}</Table.Td>
                      <Table.Td>{formatDate(worker.deletedAt)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          <RetentionStatusBadge daysLeft={worker.daysLeft} />
                          {worker.onHold && (
                            <Badge color="grape" variant="light">
                              Legal hold
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="light"
                          leftSection={<IconRestore size={14} aria-hidden />}
                          disabled={retentionBadge(worker.daysLeft).status === 'expired'}
                          onClick={() => ask(worker)}
                        >
                          Restore
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <EmptyMessage>No deleted workers</EmptyMessage>
        )}
      </QueryState>
    </Stack>
  );
}
