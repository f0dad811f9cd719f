import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { undoAnswer, type UndoAnswer } from '../../../../shared/api/worker-import-answers.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { undoSummary } from '../lib/undo-summary.ts';
import { importKeys, workerListsKey } from './import-keys.ts';

/** POST /api/upload-workers/batches/{batchId}/undo (docs/domain.md: within 7 days). */
export function undoBatch(batchId: number): Promise<UndoAnswer> {
  return api.post(workerImportPaths.undo.build({ batchId }), undoAnswer);
}

/** Undoes an import; the batches and the worker lists are read again. */
export function useUndoBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoBatch,
    onSuccess: async (answer) => {
      toast({ title: 'Import undone', description: undoSummary(answer) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: importKeys.batches }),
        queryClient.invalidateQueries({ queryKey: workerListsKey }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Undo failed',
        description: messageOf(error, 'The import could not be undone. Please try again.'),
        variant: 'destructive',
      }),
  });
}
