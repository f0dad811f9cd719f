import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatedWorkerAnswer, workerPaths, type Worker } from '../../../../shared/api/workers.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { workerName } from '../lib/worker-name.ts';
import { workerKeys } from './worker-keys.ts';

/** UnArchive (docs/domain.md): a worker who has left goes back to active. */
export function unarchiveWorker(id: number): Promise<Worker> {
  return api.patch(workerPaths.one.build({ id }), updatedWorkerAnswer, { status: 'active' });
}

export function useUnarchiveWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unarchiveWorker,
    onSuccess: async (worker, id) => {
      toast({ title: 'Worker unarchived', description: `${workerName(worker)} has been moved back to active status.` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: workerKeys.detail(id) }),
      ]);
    },
    onError: () =>
      toast({ title: 'Error', description: 'Failed to unarchive worker. Please try again.', variant: 'destructive' }),
  });
}
