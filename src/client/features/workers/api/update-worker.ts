import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatedWorker, UpdateWorkerBody, WorkerStatusChange } from '../../../../shared/api/workers.ts';
import type { WorkerStatus } from '../../../../shared/domain/worker-status.ts';
import { api } from '../../../lib/api-client.ts';
import { toast, type ToastOptions } from '../../../lib/toast.ts';
import { workerKeys } from './worker-keys.ts';

export type UpdateWorkerInput = { id: number; body: UpdateWorkerBody };

/** The server runs the automatic status transitions on every update and says when one happened. */
export function updateWorker({ id, body }: UpdateWorkerInput): Promise<UpdatedWorker> {
  return api.patch<UpdatedWorker>(`/api/workers/${id}`, body);
}

const statusChangeToasts: Partial<Record<WorkerStatus, Required<Omit<ToastOptions, 'variant'>>>> = {
  on_hold: { title: 'Status Changed to On Hold', description: 'A required field is now missing, so the worker is on hold until it is completed.' },
  active: { title: 'Status Changed to Active', description: 'Every required field is complete, so the worker is active again.' },
  pending: { title: 'Status Changed to Pending', description: 'A required field is missing, so the worker is back in Pending until it is completed.' },
};

/** The toast of an automatic status change (part 1 section 4), if the answer reports one. */
export function statusChangeToast(statusChanged: WorkerStatusChange | null | undefined) {
  return statusChanged ? statusChangeToasts[statusChanged.to] : undefined;
}

/**
 * The card's autosave and the Edit Worker Profile dialog (part 1 section 4): the answer replaces
 * the cached worker, and the lists refresh because completion, status and the tab counts may have
 * moved. The status-change toast shows here unless the caller says it tells of it itself (one toast
 * at a time). Failures are the caller's to show (it puts 400 field errors under the fields and
 * toasts the rest).
 */
export function useUpdateWorker({ announceStatusChange = true }: { announceStatusChange?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorker,
    onSuccess: async ({ statusChanged, ...worker }) => {
      queryClient.setQueryData(workerKeys.detail(worker.id), worker);
      const change = announceStatusChange ? statusChangeToast(statusChanged) : undefined;
      if (change) toast(change);
      await queryClient.invalidateQueries({ queryKey: workerKeys.lists() });
    },
  });
}
