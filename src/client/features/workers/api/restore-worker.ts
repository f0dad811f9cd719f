import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workerAnswer, workerPaths } from '../../../../shared/api/workers.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { workerKeys } from './worker-keys.ts';

/** Brings a deleted worker back as it was, within 30 days (docs/domain.md, "Deleted workers"). */
export function restoreWorker(id: number): Promise<unknown> {
  return api.post(workerPaths.restore.build({ id }), workerAnswer);
}

export function useRestoreWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreWorker,
    onSuccess: async () => {
      toast({ title: 'Worker restored' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workerKeys.deleted() }),
        queryClient.invalidateQueries({ queryKey: workerKeys.lists() }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Failed to restore worker',
        description: messageOf(error, 'An error occurred while restoring the worker.'),
        variant: 'destructive',
      }),
  });
}
