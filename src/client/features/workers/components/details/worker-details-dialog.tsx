import { Badge, Button, Center, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Worker } from '../../../../../shared/api/workers.ts';
import { workerQueryOptions } from '../../api/get-worker.ts';
import { workerName } from '../../lib/worker-name.ts';
import { CompletionBadge, RtwLapsedBadge, WorkerStatusBadge } from '../list/worker-badges.tsx';
import { WorkerDetailsGroup } from './worker-details-group.tsx';
import { detailGroupsFor } from './worker-details-fields.ts';
import { WorkerLoadError } from './worker-load-error.tsx';

/** onDelete is left out for users who may not remove workers (a client user): no Delete button then. */
type Actions = { onEdit: () => void; onUpload: () => void; onDelete?: () => void };
type Props = Actions & { worker: Worker; opened: boolean; onClose: () => void };

/**
 * Worker Profile Details (docs/domain.md): the worker read-only, with Edit (opens Edit Worker
 * Profile), Upload Document (the upload-only document dialog) and Delete (the Delete Worker confirmation). It shows the saved worker (the detail
 * query the profile shares), the card's copy while that loads.
 */
export function WorkerDetailsDialog({ worker, opened, onClose, ...actions }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Worker Profile Details" size="60rem">
      {opened && <WorkerDetailsContent cardWorker={worker} {...actions} />}
    </Modal>
  );
}

function WorkerDetailsContent({ cardWorker, onEdit, onUpload, onDelete }: Actions & { cardWorker: Worker }) {
  const query = useQuery({ ...workerQueryOptions(cardWorker.id), placeholderData: cardWorker });
  if (query.error) return <WorkerLoadError error={query.error} />;
  if (!query.data)
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label="Loading worker" />
      </Center>
    );
  const worker = query.data;
  return (
    <Stack gap="md">
      <Group gap="xs" align="center">
        <Text fw={700} fz="lg">
          {workerName(worker)}
        </Text>
        <WorkerStatusBadge worker={worker} />
        <CompletionBadge percentage={worker.completionPercentage} />
        <RtwLapsedBadge worker={worker} />
        <Badge color="blue" variant="dot">
          {worker.agency?.name ?? 'No agency'}
        </Badge>
      </Group>
      {detailGroupsFor(worker).map((group) => (
        <Stack key={group.title} gap="md">
          <Divider />
          <WorkerDetailsGroup group={group} worker={worker} />
        </Stack>
      ))}
      <Divider />
      <Group justify="flex-end" gap="xs">
        <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          Edit
        </Button>
        <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} onClick={onUpload}>
          Upload Document
        </Button>
        {onDelete && (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            Delete
          </Button>
        )}
      </Group>
    </Stack>
  );
}
