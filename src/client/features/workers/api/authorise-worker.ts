import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workerAnswer, workerPaths, type Worker } from '../../../../shared/api/workers.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { workerKeys } from './worker-keys.ts';

/** Authorise (docs/domain.md): 100% completion only; the worker moves from Pending to Authorised. */
export function authoriseWorker(id: number): Promise<Worker> {
  return api.patch(workerPaths.authorize.build({ id }), workerAnswer);
}

export function useAuthoriseWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authoriseWorker,
    onSuccess: async (_worker, id) => {
      toast({ title: 'Worker authorised', description: 'Worker has been authorised successfully.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: workerKeys.detail(id) }),
      ]);
    },
    onError: () =>
      toast({ title: 'Error', description: 'Failed to authorise worker. Please try again.', variant: 'destructive' }),
  });
}
