import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { importKeys } from './import-keys.ts';

/** DELETE /api/upload-workers/{sessionId}: an unfinished import dropped, its rows and file with it. */
export function discardImport(sessionId: string): Promise<{ message: string }> {
  return api.delete(workerImportPaths.session.build({ sessionId }), messageAnswer);
}

/** Discards an unfinished import; the list of unfinished imports is read again and the session forgotten. */
export function useDiscardImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardImport,
    onSuccess: async (answer, sessionId) => {
      toast({ title: answer.message });
      queryClient.removeQueries({ queryKey: importKeys.session(sessionId) });
      await queryClient.invalidateQueries({ queryKey: importKeys.unfinished });
    },
    onError: (error) =>
      toast({
        title: 'Discard failed',
        description: messageOf(error, 'The import could not be discarded. Please try again.'),
        variant: 'destructive',
      }),
  });
}
