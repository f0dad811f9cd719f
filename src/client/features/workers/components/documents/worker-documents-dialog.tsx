import { Modal } from '@mantine/core';
import { WorkerDocumentManager } from './worker-document-manager.tsx';

type Props = { workerId: number; workerName: string; opened: boolean; onClose: () => void };

/** The document manager as a dialog, for the dashboard's 'View Worker' (part 1 section 2). */
export function WorkerDocumentsDialog({ workerId, workerName, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Documents - ${workerName}`} size={960}>
      {opened && <WorkerDocumentManager workerId={workerId} />}
    </Modal>
  );
}
