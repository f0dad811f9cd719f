import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatedWorkerAnswer, workerPaths, type Worker } from '../../../../shared/api/workers.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { workerName } from '../lib/worker-name.ts';
import { workerKeys } from './worker-keys.ts';

export type LeaveWorkerInput = { id: number; p45Date: string };

/** Left - P45 (docs/domain.md): status left with the P45 date (YYYY-MM-DD); it joins the P45 report. */
export function leaveWorker({ id, p45Date }: LeaveWorkerInput): Promise<Worker> {
  return api.patch(workerPaths.one.build({ id }), updatedWorkerAnswer, { status: 'left', p45Date });
}

export function useLeaveWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWorker,
    onSuccess: async (worker, { id }) => {
      toast({ title: 'Worker moved to Left', description: `${workerName(worker)} has been moved to the Left tab.` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: workerKeys.detail(id) }),
      ]);
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to update worker status. Please try again.',
        variant: 'destructive',
      }),
  });
}
