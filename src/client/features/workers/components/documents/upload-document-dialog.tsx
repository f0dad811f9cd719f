import { FormDialog } from '../../../../components/form-dialog.tsx';
import { DocumentUploadForm } from './document-upload-form.tsx';

type Props = { workerId: number; workerName: string; opened: boolean; onClose: () => void };

/**
 * The upload-only document dialog (docs/domain.md): the document manager's upload form on its
 * own, sending the file under `file` (docs/domain.md); it closes once the document is stored.
 */
export function UploadDocumentDialog({ workerId, workerName, opened, onClose }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={`Upload Document - ${workerName}`} size="40rem">
      {opened && <DocumentUploadForm workerId={workerId} fileField="file" onUploaded={onClose} />}
    </FormDialog>
  );
}
