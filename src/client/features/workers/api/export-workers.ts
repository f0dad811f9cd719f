import { useMutation } from '@tanstack/react-query';
import { workerPaths, type WorkerExportBody } from '../../../../shared/api/workers.ts';
import { todayInLondon } from '../../../../shared/domain/en-gb-dates.ts';
import { api, type DownloadedFile } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

/** The name when the server gives none (docs/domain.md: workers-export.xlsx, workers-export-YYYY-MM-DD.csv). */
export function defaultExportFileName(exportType: WorkerExportBody['exportType']): string {
  return exportType === 'csv' ? `workers-export-${todayInLondon()}.csv` : 'workers-export.xlsx';
}

/** Export Worker Data (docs/domain.md): the file's name comes from Content-Disposition. */
export function exportWorkers(body: WorkerExportBody): Promise<DownloadedFile> {
  return api.postFile(workerPaths.export.build(), body, defaultExportFileName(body.exportType));
}

/** Reads nothing back into the cache, so it invalidates nothing. */
export function useExportWorkers() {
  return useMutation({
    mutationFn: exportWorkers,
    onSuccess: (file) => {
      saveFile(file);
      toast({ title: 'Export complete', description: `${file.fileName} has been downloaded.` });
    },
    onError: (error) =>
      toast({
        title: 'Export failed',
        description: messageOf(error, 'The export could not be created. Please try again.'),
        variant: 'destructive',
      }),
  });
}
