import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkActionAnswer, bulkActionPaths, type WorkerBulkBody } from '../../../../shared/api/bulk-actions.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { workerKeys } from './worker-keys.ts';

/**
 * POST /api/bulk-actions/workers (docs/domain.md, "Bulk actions"): workers move between tabs, and
 * a document request raises tickets, so the worker lists and the tickets refresh.
 */
export function useBulkWorkers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkerBulkBody) => api.post(bulkActionPaths.workers.build(), bulkActionAnswer, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tickets }),
      ]),
    onError: (error) =>
      toast({
        title: 'Bulk action failed',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
