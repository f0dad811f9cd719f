import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importMessages, workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { validateAnswer, type ValidationResults } from '../../../../shared/api/worker-import-answers.ts';
import { api } from '../../../lib/api-client.ts';
import { toastSpecError } from '../lib/toast-text.ts';
import { importKeys } from './import-keys.ts';
import { patchSession } from './update-session.ts';

/** POST /api/upload-workers/{sessionId}/validate: every row through the worker form's rules. */
export function validateRows(sessionId: string): Promise<{ validationResults: ValidationResults }> {
  return api.post(workerImportPaths.validate.build({ sessionId }), validateAnswer);
}

/** Validates; the session becomes 'validated' and the review rows are read again. */
export function useValidateRows(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => validateRows(sessionId),
    onSuccess: async ({ validationResults }) => {
      patchSession(queryClient, sessionId, { status: 'validated', validationResults });
      await queryClient.invalidateQueries({ queryKey: importKeys.rowsOf(sessionId) });
    },
    onError: () => toastSpecError(importMessages.validationFailed),
  });
}
