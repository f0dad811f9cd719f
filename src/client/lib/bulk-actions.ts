import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  bulkActionPaths,
  bulkUndoAnswer,
  type BulkActionAnswer,
  type BulkUndoAnswer,
} from '../../shared/api/bulk-actions.ts';
import { api } from './api-client.ts';
import { messageOf } from './errors.ts';
import { toast } from './toast.ts';

/**
 * What every bulk action's screen shares (docs/domain.md, "Bulk actions"): the rows it names (the
 * ids chosen, or the list's address with the count the confirmation showed) and the undo.
 */
export type BulkRows = { ids: number[] } | { query: string; expectedCount: number };

export function bulkRows(
  selection: { ids: ReadonlySet<number>; isAllMatching: boolean },
  query: string,
  total: number,
): BulkRows {
  return selection.isAllMatching ? { query, expectedCount: total } : { ids: [...selection.ids] };
}

/** POST /api/bulk-actions/{id}/undo; the list it changed is read again. */
export function useUndoBulkAction(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BulkActionAnswer): Promise<BulkUndoAnswer> =>
      api.post(bulkActionPaths.undo.build({ id: action.id }), bulkUndoAnswer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
    onError: (error) =>
      toast({ title: 'Undo failed', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
  });
}
