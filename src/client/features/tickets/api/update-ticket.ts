import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticket, ticketPaths, type PatchTicketBody } from '../../../../shared/api/tickets.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { ticketKeys } from './ticket-keys.ts';

export type UpdateTicketInput = { id: number; body: PatchTicketBody };

/**
 * PATCH /api/tickets/{id} (docs/domain.md): Claim sends { assignedTo: own id }, Close Ticket
 * { status: 'archived' }, Reopen { status: 'open' }.
 */
export const updateTicket = ({ id, body }: UpdateTicketInput) => api.patch(ticketPaths.one.build({ id }), ticket, body);

/** A ticket moves between tabs, so every list and its counts refresh; its comments do not change. */
export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: async () => {
      toast({ title: 'Ticket updated successfully' });
      await queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
    // The server's reason (claimed by someone else, already closed) says what went wrong, and the
    // lists refresh: the refusal usually means someone else changed the ticket meanwhile.
    onError: async (error) => {
      toast({
        title: 'Failed to update ticket',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      });
      await queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
