import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportFileName, type ReportFormat, type ReportType } from '../../../../shared/api/reports.ts';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { reportToasts } from '../lib/report-messages.ts';
import { reportRequestUrl, type ReportForm } from '../lib/report-form.ts';
import { reportKeys } from './report-keys.ts';

export type GenerateReportInput = {
  type: ReportType;
  format: ReportFormat;
  form: Omit<ReportForm, 'type'>;
  isClient: boolean;
};

/** GET /api/reports/{type}: the file, named as the server names it (Content-Disposition). */
export const generateReport = ({ type, format, form, isClient }: GenerateReportInput) =>
  api.getFile(reportRequestUrl(type, format, form, { isClient }), reportFileName(type, format));

/**
 * Generate CSV / Generate Excel (docs/domain.md): downloads the file, says so, and
 * refreshes Recent Reports, which the server has just added it to.
 */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateReport,
    onSuccess: async (file) => {
      saveFile(file);
      toast(reportToasts.generated(file.fileName));
      await queryClient.invalidateQueries({ queryKey: reportKeys.history() });
    },
    onError: () => toast(reportToasts.failed),
  });
}
