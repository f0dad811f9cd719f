import { useMutation } from '@tanstack/react-query';
import { reportPaths, type ReportHistoryEntry } from '../../../../shared/api/reports.ts';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { reportToasts } from '../lib/report-messages.ts';

/** GET /api/reports/history/{id}/download: the kept file again (docs/domain.md "Reports"). */
export const downloadKeptReport = (entry: Pick<ReportHistoryEntry, 'id' | 'fileName'>) =>
  api.getFile(reportPaths.download.build({ id: entry.id }), entry.fileName);

/** A Recent Reports Download button: saves the file; it changes nothing, so invalidates nothing. */
export function useDownloadKeptReport() {
  return useMutation({
    mutationFn: downloadKeptReport,
    onSuccess: saveFile,
    onError: () => toast(reportToasts.downloadFailed),
  });
}
