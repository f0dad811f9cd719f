import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importMessages, workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { removeRowAnswer, type RemoveRowAnswer } from '../../../../shared/api/worker-import-answers.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { toastSpecError } from '../lib/toast-text.ts';
import { importKeys } from './import-keys.ts';
import { patchSession } from './update-session.ts';

/** POST /api/upload-workers/{sessionId}/remove-row: the row leaves the import. */
export function removeRow(sessionId: string, rowIndex: number): Promise<RemoveRowAnswer> {
  return api.post(workerImportPaths.removeRow.build({ sessionId }), removeRowAnswer, { rowIndex });
}

export function useRemoveRow(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rowIndex }: { rowIndex: number; rowNumber: number }) => removeRow(sessionId, rowIndex),
    onSuccess: async (answer, { rowNumber }) => {
      const { totalRows, validationResults } = answer;
      patchSession(queryClient, sessionId, validationResults ? { totalRows, validationResults } : { totalRows });
      // Without new results the session is read again (its counts changed).
      if (!answer.validationResults) await queryClient.invalidateQueries({ queryKey: importKeys.session(sessionId) });
      await queryClient.invalidateQueries({ queryKey: importKeys.rowsOf(sessionId) });
      toast({ title: `Row ${rowNumber} removed`, description: answer.message });
    },
    onError: () => toastSpecError(importMessages.removeFailed),
  });
}
