import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updatedWorkerAnswer,
  workerPaths,
  type UpdatedWorker,
  type UpdateWorkerBody,
} from '../../../../shared/api/workers.ts';
import { statusChangeMeaning, type StatusChangeMeaning } from '../../../../shared/domain/worker-status.ts';
import { api } from '../../../lib/api-client.ts';
import { toast, type ToastOptions } from '../../../lib/toast.ts';
import { workerKeys } from './worker-keys.ts';

export type UpdateWorkerInput = { id: number; body: UpdateWorkerBody };

/** The server runs the automatic status transitions on every update and says when one happened. */
export function updateWorker({ id, body }: UpdateWorkerInput): Promise<UpdatedWorker> {
  return api.patch(workerPaths.one.build({ id }), updatedWorkerAnswer, body);
}

/** The page is going away (reload, close, another site): the edits go out with fetch keepalive. */
export function updateWorkerOnLeave({ id, body }: UpdateWorkerInput): void {
  api.patchOnLeave(workerPaths.one.build({ id }), body);
}

/**
 * The toast of each automatic status change (docs/domain.md; texts in docs/domain.md). A pending
 * worker completed to 100% is ready to authorise, not active: its badge still says Pending.
 */
const statusChangeToasts: Record<StatusChangeMeaning, Required<Omit<ToastOptions, 'variant'>>> = {
  on_hold: {
    title: 'Status Changed to On Hold',
    description: 'A required field is now missing, so the worker is on hold until it is completed.',
  },
  active_again: {
    title: 'Status Changed to Active',
    description: 'Every required field is complete, so the worker is active again.',
  },
  ready_to_authorise: {
    title: 'Worker is complete and ready to authorise',
    description: 'Every required field is filled in. The worker stays in Pending until someone authorises it.',
  },
  no_longer_ready: {
    title: 'Worker is no longer ready to authorise',
    description: 'A required field is now missing, so the worker cannot be authorised until it is completed.',
  },
};

/** The toast of an automatic status change, if the answer reports one. */
export function statusChangeToast({ statusChanged, authorised }: Pick<UpdatedWorker, 'statusChanged' | 'authorised'>) {
  const meaning = statusChanged ? statusChangeMeaning(statusChanged, authorised) : null;
  return meaning ? statusChangeToasts[meaning] : undefined;
}

/**
 * The card's autosave and the Edit Worker Profile dialog (docs/domain.md): the answer replaces
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
      const change = announceStatusChange
        ? statusChangeToast({ statusChanged, authorised: worker.authorised })
        : undefined;
      if (change) toast(change);
      await queryClient.invalidateQueries({ queryKey: workerKeys.lists() });
    },
  });
}
