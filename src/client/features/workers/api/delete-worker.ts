import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { workerPaths } from '../../../../shared/api/workers.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { workerKeys } from './worker-keys.ts';

/** Remove / Delete (docs/domain.md, "Deleted workers"): the worker moves to Deleted Workers, restorable for 30 days. */
export function deleteWorker(id: number): Promise<unknown> {
  return api.delete(workerPaths.one.build({ id }), messageAnswer);
}

export function useDeleteWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorker,
    onSuccess: async (_answer, id) => {
      toast({ title: 'Worker moved to Deleted Workers', description: 'An admin can restore it for 30 days.' });
      queryClient.removeQueries({ queryKey: workerKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: workerKeys.deleted() }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Failed to delete worker',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
