import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkerDocument } from '../../../../shared/api/documents.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { workerComplianceQueryOptions } from './get-worker-compliance.ts';
import { workerDocumentsQueryOptions } from './get-worker-documents.ts';

export type UploadWorkerDocumentInput = {
  workerId: number;
  file: File;
  documentType: string;
  expiryDate: string | null;
  notes: string;
};

/** Multipart upload; the server takes the file under `document` or `file` (DECISIONS section 2). */
export function uploadWorkerDocument({ workerId, file, documentType, expiryDate, notes }: UploadWorkerDocumentInput): Promise<WorkerDocument> {
  const form = new FormData();
  form.append('documentType', documentType);
  if (expiryDate) form.append('expiryDate', expiryDate);
  if (notes.trim()) form.append('notes', notes.trim());
  // The file goes last so the server has read the other fields when it streams the file.
  form.append('document', file, file.name);
  return api.post<WorkerDocument>(`/api/workers/${workerId}/documents`, form);
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
