import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkerDocument } from '../../../../shared/api/documents.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { workerComplianceQueryOptions } from './get-worker-compliance.ts';
import { workerDocumentsQueryOptions } from './get-worker-documents.ts';
import { uploadFormData, type UploadWorkerDocumentInput } from './upload-form-data.ts';

export type { UploadWorkerDocumentInput } from './upload-form-data.ts';

export function uploadWorkerDocument({ workerId, ...upload }: UploadWorkerDocumentInput): Promise<WorkerDocument> {
  return api.post<WorkerDocument>(`/api/workers/${workerId}/documents`, uploadFormData(upload));
}

/** The dashboard's expiry alerts and compliance figure read documents too. */
export const dashboardKey = ['dashboard'] as const;

export function useUploadWorkerDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWorkerDocument,
    onSuccess: async (_document, { workerId }) => {
      toast({ title: 'Document uploaded', description: 'The document has been added to the worker.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workerDocumentsQueryOptions(workerId).queryKey }),
        queryClient.invalidateQueries({ queryKey: workerComplianceQueryOptions(workerId).queryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]);
    },
    onError: (error) => toast({ title: 'Upload failed', description: messageOf(error, 'Upload failed'), variant: 'destructive' }),
  });
}
