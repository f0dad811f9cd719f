import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importMessages, workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { removeErrorRowsAnswer, type RemoveErrorRowsAnswer } from '../../../../shared/api/worker-import-answers.ts';
import { countOf } from '../../../components/confirm.tsx';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { toastSpecError } from '../lib/toast-text.ts';
import { importKeys } from './import-keys.ts';
import { patchSession } from './update-session.ts';

/** POST /api/upload-workers/{sessionId}/remove-error-rows: every row with errors leaves the import. */
export function removeErrorRows(sessionId: string): Promise<RemoveErrorRowsAnswer> {
  return api.post(workerImportPaths.removeErrorRows.build({ sessionId }), removeErrorRowsAnswer);
}

export function useRemoveErrorRows(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeErrorRows(sessionId),
    onSuccess: async ({ removedRows, totalRows, validationResults }) => {
      patchSession(queryClient, sessionId, { totalRows, validationResults });
      await queryClient.invalidateQueries({ queryKey: importKeys.rowsOf(sessionId) });
      toast({ title: `Removed ${countOf(removedRows, 'row')} with errors`, description: 'They will not be imported.' });
    },
    onError: () => toastSpecError(importMessages.removeFailed),
  });
}
