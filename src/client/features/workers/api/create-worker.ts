import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workerAnswer, workerPaths, type CreateWorkerBody, type Worker } from '../../../../shared/api/workers.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { isRefusal, messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { workerKeys } from './worker-keys.ts';

export const INCOMPLETE_FORM_TOAST = {
  title: 'Incomplete Form',
  description: 'Please complete at least 80% of the form before submitting.',
};

/** Add New Worker (docs/domain.md): the server decides whether it lands authorised or pending. */
export function createWorker(body: CreateWorkerBody): Promise<Worker> {
  return api.post(workerPaths.list.build(), workerAnswer, body);
}

export function useCreateWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorker,
    onSuccess: async (worker) => {
      // A new worker has no right-to-work check yet, so it lands Pending even at 100% (docs/domain.md).
      const readyButUnchecked = !worker.authorised && worker.completionPercentage === 100;
      toast({
        title: worker.authorised
          ? 'Worker added and authorized successfully'
          : 'Worker added to Pending tab for completion',
        description: readyButUnchecked ? 'Record a right-to-work check on its page, then authorise it.' : undefined,
      });
      await queryClient.invalidateQueries({ queryKey: workerKeys.lists() });
    },
    onError: (error) => {
      // The server applies the same 80% gate (a VALIDATION_ERROR on completionPercentage); its refusal reads like the form's own.
      if (isRefusal(error, 'VALIDATION_ERROR', 'completionPercentage'))
        return toast({ ...INCOMPLETE_FORM_TOAST, variant: 'destructive' });
      // A refusal the user can act on (a duplicate NI number, a field the server rejects) says why.
      const reason = error instanceof ApiError && error.status < 500 ? messageOf(error, '') : '';
      toast({
        title: 'Failed to add worker. Please try again.',
        description: reason || undefined,
        variant: 'destructive',
      });
    },
  });
}
