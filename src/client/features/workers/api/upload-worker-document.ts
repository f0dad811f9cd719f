import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { documentPaths, workerDocument, type WorkerDocument } from '../../../../shared/api/documents.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { workerComplianceQueryOptions } from './get-worker-compliance.ts';
import { workerDocumentsQueryOptions } from './get-worker-documents.ts';
import { uploadFormData, type UploadWorkerDocumentInput } from './upload-form-data.ts';

export type { UploadWorkerDocumentInput } from './upload-form-data.ts';

/** An upload that replaces a stored document: the new copy is stored first, then the old one removed. */
export type UploadOrReplaceInput = UploadWorkerDocumentInput & { replacesDocumentId?: number | undefined };

export async function uploadWorkerDocument({
  workerId,
  replacesDocumentId,
  ...upload
}: UploadOrReplaceInput): Promise<WorkerDocument> {
  const stored = await api.post(documentPaths.list.build({ id: workerId }), workerDocument, uploadFormData(upload));
  if (replacesDocumentId !== undefined)
    await api.delete(documentPaths.one.build({ id: workerId, docId: replacesDocumentId }), messageAnswer);
  return stored;
}

/** The dashboard's expiry alerts and compliance figure read documents too. */
export const dashboardKey = ['dashboard'] as const;

export function useUploadWorkerDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWorkerDocument,
    onSuccess: async (_document, { workerId, replacesDocumentId }) => {
      toast({
        title: 'Document uploaded',
        description:
          replacesDocumentId === undefined
            ? 'The document has been added to the worker.'
            : 'The new copy replaces the earlier one.',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workerDocumentsQueryOptions(workerId).queryKey }),
        queryClient.invalidateQueries({ queryKey: workerComplianceQueryOptions(workerId).queryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]);
    },
    onError: (error) =>
      toast({ title: 'Upload failed', description: messageOf(error, 'Upload failed'), variant: 'destructive' }),
  });
}
