import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workerErasureAnswer, workerErasurePaths } from '../../../../shared/api/worker-erasure.ts';
import { erasureMessages } from '../../../../shared/domain/worker-erasure.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';

/** ['admin', 'worker-erasure', id]: the plan of a worker, or the restricted record of an erased one. */
export const erasureKeys = {
  all: ['admin', 'worker-erasure'] as const,
  one: (id: number) => ['admin', 'worker-erasure', id] as const,
};

export const getWorkerErasure = (id: number) => api.get(workerErasurePaths.one.build({ id }), workerErasureAnswer);

/** Admins only: the caller passes enabled=false for anyone else, so nothing is fetched. */
export function useWorkerErasure(id: number, enabled: boolean) {
  return useQuery({ queryKey: erasureKeys.one(id), queryFn: () => getWorkerErasure(id), enabled, retry: false });
}

/**
 * Erase: a fresh sign-in may be asked (the api client's dialog answers the 403 and sends it again);
 * the worker leaves every workers query, and its page shows the restricted record.
 */
export function useEraseWorker(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(workerErasurePaths.one.build({ id }), workerErasureAnswer),
    onSuccess: async (answer) => {
      toast({ title: erasureMessages.erased });
      queryClient.setQueryData(erasureKeys.one(id), answer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.workers });
    },
    onError: (error) =>
      toast({
        title: 'Failed to erase the personal data',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
