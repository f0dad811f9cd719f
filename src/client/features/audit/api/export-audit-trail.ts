import { useMutation } from '@tanstack/react-query';
import { auditPaths, type AuditExportQuery } from '../../../../shared/api/audit.ts';
import { todayInLondon } from '../../../../shared/domain/en-gb-dates.ts';
import { api, withQuery, type DownloadedFile } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

/** GET /api/admin/audit-trail/export: every entry the filters match, as CSV (named by the server). */
export const exportAuditTrail = (filters: AuditExportQuery): Promise<DownloadedFile> =>
  api.getFile(withQuery(auditPaths.export.build(), filters), `audit-trail-${todayInLondon()}.csv`);

export function useExportAuditTrail() {
  return useMutation({
    mutationFn: exportAuditTrail,
    onSuccess: (file) => {
      saveFile(file);
      toast({ title: 'Audit trail exported', description: file.fileName });
    },
    onError: (error) =>
      toast({
        title: 'Export failed',
        description: messageOf(error, 'Unable to export the audit trail. Please try again.'),
        variant: 'destructive',
      }),
  });
}
