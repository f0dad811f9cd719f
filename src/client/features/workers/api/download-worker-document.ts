import { useMutation } from '@tanstack/react-query';
import { documentPaths } from '../../../../shared/api/documents.ts';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

export type DownloadWorkerDocumentInput = { workerId: number; documentId: number; fileName: string };

/**
 * The file comes as an attachment: fetched as a blob and saved under the name in
 * Content-Disposition, else the name it was uploaded with. Returns the name used.
 */
export async function downloadWorkerDocument({
  workerId,
  documentId,
  fileName,
}: DownloadWorkerDocumentInput): Promise<string> {
  const file = await api.getFile(documentPaths.download.build({ id: workerId, docId: documentId }), fileName);
  saveFile(file);
  return file.fileName;
}

export function useDownloadWorkerDocument() {
  return useMutation({
    mutationFn: downloadWorkerDocument,
    onError: () =>
      toast({ title: 'Download failed', description: 'Failed to download the document.', variant: 'destructive' }),
  });
}
