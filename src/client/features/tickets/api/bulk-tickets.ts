import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkActionAnswer, bulkActionPaths, type TicketBulkBody } from '../../../../shared/api/bulk-actions.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { ticketKeys } from './ticket-keys.ts';

/** POST /api/bulk-actions/tickets (docs/domain.md, "Bulk actions"): tickets move between tabs, so every list refreshes. */
export function useBulkTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketBulkBody) => api.post(bulkActionPaths.tickets.build(), bulkActionAnswer, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
    onError: (error) =>
      toast({
        title: 'Bulk action failed',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
