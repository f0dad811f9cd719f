import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Worker } from '../../../../../shared/api/workers.ts';
import { useDeleteWorker } from '../../api/delete-worker.ts';
import { workerName } from '../../lib/worker-name.ts';

type Props = { worker: Worker; opened: boolean; onClose: () => void };

/** Delete Worker confirmation (docs/domain.md, "Deleted workers"): the worker moves to Deleted Workers for 30 days. */
export function DeleteWorkerDialog({ worker, opened, onClose }: Props) {
  const deleteWorker = useDeleteWorker();
  return (
    <Modal opened={opened} onClose={onClose} title="Delete Worker" size="md">
      <Stack gap="md">
        <Text size="sm">
          Are you sure you want to delete <strong>{workerName(worker)}</strong>?
        </Text>
        <Text size="sm" c="dimmed">
          The worker moves to Deleted Workers, where an admin can restore them for 30 days. After that, the worker,
          their documents and communication history are removed permanently.
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={deleteWorker.isPending}
            onClick={() => deleteWorker.mutate(worker.id, { onSuccess: onClose })}
          >
            Delete Worker
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
