import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatedWorker, UpdateWorkerBody } from '../../../../shared/api/workers.ts';
import type { WorkerStatus } from '../../../../shared/domain/worker-status.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { workerKeys } from './worker-keys.ts';

export type UpdateWorkerInput = { id: number; body: UpdateWorkerBody };

/** The server runs the automatic status transitions on every update and says when one happened. */
export function updateWorker({ id, body }: UpdateWorkerInput): Promise<UpdatedWorker> {
  return api.patch<UpdatedWorker>(`/api/workers/${id}`, body);
}

const statusChangeToasts: Partial<Record<WorkerStatus, { title: string; description: string }>> = {
  on_hold: { title: 'Status Changed to On Hold', description: 'A required field is now missing, so the worker is on hold until it is completed.' },
  active: { title: 'Status Changed to Active', description: 'Every required field is complete, so the worker is active again.' },
  pending: { title: 'Status Changed to Pending', description: 'A required field is missing, so the worker is back in Pending until it is completed.' },
};

/**
 * The card's autosave (part 1 section 4): the answer replaces the cached worker, and the lists
 * refresh because completion, status and the tab counts may have moved. Failures are the
 * caller's to show (it puts 400 field errors under the fields and toasts the rest).
 */
export function useUpdateWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorker,
    onSuccess: async ({ statusChanged, ...worker }) => {
      queryClient.setQueryData(workerKeys.detail(worker.id), worker);
      const change = statusChanged ? statusChangeToasts[statusChanged.to] : undefined;
      if (change) toast(change);
      await queryClient.invalidateQueries({ queryKey: workerKeys.lists() });
    },
  });
}
