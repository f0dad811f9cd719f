import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importMessages, workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { saveEditsAnswer, type SaveEditsAnswer } from '../../../../shared/api/worker-import-answers.ts';
import { countOf } from '../../../components/confirm.tsx';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { toastSpecError } from '../lib/toast-text.ts';
import { importKeys } from './import-keys.ts';
import { patchSession } from './update-session.ts';

export type RowEdit = { rowIndex: number; rowNumber: number; values: string[] };

/** POST /api/upload-workers/{sessionId}/save-edits: the edited row's cells, checked again by the server. */
export function saveEdits(sessionId: string, edits: RowEdit[]): Promise<SaveEditsAnswer> {
  return api.post(workerImportPaths.saveEdits.build({ sessionId }), saveEditsAnswer, {
    editedData: edits.map(({ rowIndex, values }) => ({ rowIndex, values })),
  });
}

/** Saves one row's edit; the counts and the review rows follow the new validation. */
export function useSaveEdits(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: RowEdit) => saveEdits(sessionId, [edit]),
    onSuccess: async ({ message, validationResults }, edit) => {
      if (validationResults) patchSession(queryClient, sessionId, { validationResults });
      else await queryClient.invalidateQueries({ queryKey: importKeys.session(sessionId) });
      await queryClient.invalidateQueries({ queryKey: importKeys.rowsOf(sessionId) });
      const left = validationResults?.errorCount;
      toast({
        title: `Row ${edit.rowNumber} saved`,
        description:
          left === undefined
            ? message
            : left === 0
              ? 'No errors remain in the file.'
              : `${countOf(left, 'error')} remain in the file.`,
      });
    },
    onError: () => toastSpecError(importMessages.saveFailed),
  });
}
