import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticket, ticketPaths, type ManualTicketBody } from '../../../../shared/api/tickets.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { ticketKeys } from './ticket-keys.ts';

/** POST /api/tickets/manual (docs/domain.md, Tickets); the server names the source and numbers the ticket. */
export const createManualTicket = (body: ManualTicketBody) => api.post(ticketPaths.manual.build(), ticket, body);

/** A new ticket lands in Open: every list and its counts refresh. */
export function useCreateManualTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualTicket,
    onSuccess: async () => {
      toast({ title: 'Manual ticket created successfully' });
      await queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
    onError: (error) =>
      toast({
        title: 'Failed to create ticket',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
