import { useMutation } from '@tanstack/react-query';
import { workerPaths } from '../../../../shared/api/workers.ts';
import { importMessages, workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { api, withQuery, type DownloadedFile } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { toastSpecError } from '../lib/toast-text.ts';

export type ErrorFileFormat = 'xlsx' | 'csv';

/** GET /api/workers/download-template: the 30-column template (docs/domain.md). */
export function downloadTemplate(): Promise<DownloadedFile> {
  return api.getFile(workerPaths.template.build(), 'worker-template.xlsx');
}

/** GET /api/upload-workers/{sessionId}/error-file: the rows with errors or warnings and an Errors column. */
export function downloadErrorFile(sessionId: string, format: ErrorFileFormat): Promise<DownloadedFile> {
  return api.getFile(
    withQuery(workerImportPaths.errorFile.build({ sessionId }), { format }),
    `import-errors.${format}`,
  );
}

export function useDownloadTemplate() {
  return useMutation({
    mutationFn: downloadTemplate,
    onSuccess: saveFile,
    onError: () => toastSpecError(importMessages.templateFailed),
  });
}

export function useDownloadErrorFile(sessionId: string) {
  return useMutation({
    mutationFn: (format: ErrorFileFormat) => downloadErrorFile(sessionId, format),
    onSuccess: saveFile,
    onError: (error) =>
      toast({
        title: 'Download failed',
        description: messageOf(error, 'Unable to download the error file. Please try again.'),
        variant: 'destructive',
      }),
  });
}
