import { Suspense, type ComponentType } from 'react';
import { Center, Loader, Modal } from '@mantine/core';

/** A worker's document manager, given by the page that composes this feature with the workers one. */
export type WorkerDocumentsView = ComponentType<{ workerId: number }>;

type Props = {
  workerId: number | null;
  /** The worker's name when the alert list knows it (a link opened later may name a worker no longer listed). */
  workerName: string | undefined;
  manager: WorkerDocumentsView;
  onClose: () => void;
};

/** 'View Worker' (docs/domain.md): that worker's document manager, over the dashboard. */
export function WorkerDocumentsDialog({ workerId, workerName, manager: Manager, onClose }: Props) {
  return (
    <Modal
      opened={workerId !== null}
      onClose={onClose}
      title={workerName ? `Documents of ${workerName}` : 'Worker documents'}
      // Wide enough for the documents table's texts in full; a phone gets the whole width.
      size="70rem"
    >
      {workerId !== null && (
        <Suspense
          fallback={
            <Center py="md">
              <Loader size="sm" role="status" aria-label="Loading documents" />
            </Center>
          }
        >
          <Manager workerId={workerId} />
        </Suspense>
      )}
    </Modal>
  );
}
