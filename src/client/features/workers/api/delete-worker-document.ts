import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { documentPaths } from '../../../../shared/api/documents.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { workerComplianceQueryOptions } from './get-worker-compliance.ts';
import { workerDocumentsQueryOptions } from './get-worker-documents.ts';
import { dashboardKey } from './upload-worker-document.ts';

export type DeleteWorkerDocumentInput = { workerId: number; documentId: number };

export function deleteWorkerDocument({ workerId, documentId }: DeleteWorkerDocumentInput): Promise<unknown> {
  return api.delete(documentPaths.one.build({ id: workerId, docId: documentId }), messageAnswer);
}

export function useDeleteWorkerDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkerDocument,
    onSuccess: async (_answer, { workerId }) => {
      toast({ title: 'Document deleted', description: 'The document has been removed.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workerDocumentsQueryOptions(workerId).queryKey }),
        queryClient.invalidateQueries({ queryKey: workerComplianceQueryOptions(workerId).queryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]);
    },
    onError: () =>
      toast({
        title: 'Delete failed',
        description: 'Failed to delete the document. Please try again.',
        variant: 'destructive',
      }),
  });
}
