import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { agencyDocument, agencyDocumentPaths, type AgencyDocument } from '../../../../shared/api/agency-documents.ts';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { agencyKeys } from './agency-keys.ts';

/** GET /api/agencies/{id}/documents (docs/domain.md, Agencies), newest first. */
export const documentsQueryOptions = (agencyId: number) =>
  queryOptions({
    queryKey: agencyKeys.part(agencyId, 'documents'),
    queryFn: () => api.get(agencyDocumentPaths.list.build({ id: agencyId }), z.array(agencyDocument)),
  });

export const useAgencyDocuments = (agencyId: number) => useQuery(documentsQueryOptions(agencyId));

export type UploadInput = {
  agencyId: number;
  file: File;
  documentType: string;
  expiryDate: string | null;
  notes: string;
};

/** The multipart body: the fields first, then the file under `document` (docs/domain.md, Agencies). */
function uploadBody({ file, documentType, expiryDate, notes }: Omit<UploadInput, 'agencyId'>): FormData {
  const form = new FormData();
  form.append('documentType', documentType);
  if (expiryDate) form.append('expiryDate', expiryDate);
  if (notes.trim()) form.append('notes', notes.trim());
  form.append('document', file, file.name);
  return form;
}

/** The agency's documents, its summary (inside the enhanced detail) and the dashboard read them. */
function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return (agencyId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: agencyKeys.agency(agencyId) }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

export function useUploadAgencyDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ agencyId, ...upload }: UploadInput) =>
      api.post(agencyDocumentPaths.list.build({ id: agencyId }), agencyDocument, uploadBody(upload)),
    onSuccess: async (_document, { agencyId }) => {
      toast({ title: 'Document uploaded successfully' });
      await refresh(agencyId);
    },
    // The form shows the server's reason (a refused type or size) under the file; the toast is the spec's.
    onError: () => toast({ title: 'Failed to upload document', variant: 'destructive' }),
  });
}

export function useDeleteAgencyDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ documentId }: { agencyId: number; documentId: number }) =>
      api.delete(agencyDocumentPaths.one.build({ id: documentId }), messageAnswer),
    onSuccess: async (_answer, { agencyId }) => {
      toast({ title: 'Document deleted successfully' });
      await refresh(agencyId);
    },
    onError: () => toast({ title: 'Failed to delete document', variant: 'destructive' }),
  });
}

/** GET /api/agency-documents/{id}/download, saved under the name the server gives, else the uploaded name. */
export function useDownloadAgencyDocument() {
  return useMutation({
    mutationFn: async (document: AgencyDocument) => {
      const file = await api.getFile(
        agencyDocumentPaths.download.build({ id: document.id }),
        document.originalFileName,
      );
      saveFile(file);
      return file.fileName;
    },
    onError: () =>
      toast({ title: 'Download failed', description: 'Failed to download the document.', variant: 'destructive' }),
  });
}
