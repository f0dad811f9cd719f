import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workerAnswer, workerPaths, type Worker } from '../../../../shared/api/workers.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { workerKeys } from './worker-keys.ts';

/**
 * Authorise (docs/domain.md): 100% completion and a passing right-to-work check only; the worker
 * moves from Pending to Authorised.
 */
export function authoriseWorker(id: number): Promise<Worker> {
  return api.patch(workerPaths.authorize.build({ id }), workerAnswer);
}

export function useAuthoriseWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authoriseWorker,
    onSuccess: () => toast({ title: 'Worker authorised', description: 'Worker has been authorised successfully.' }),
    // A refusal (no passing right-to-work check, a lapsed one, already authorised...) says why.
    onError: (error) =>
      toast({
        title: 'Error',
        description:
          error instanceof ApiError && error.status < 500
            ? error.serverMessage
            : 'Failed to authorise worker. Please try again.',
        variant: 'destructive',
      }),
    // Refused or not, the card then shows the worker as it now is (a check recorded or lapsed meanwhile).
    onSettled: (_worker, _error, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: workerKeys.detail(id) }),
      ]),
  });
}
