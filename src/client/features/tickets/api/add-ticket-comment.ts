import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketComment, ticketPaths, type TicketCommentBody } from '../../../../shared/api/tickets.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { ticketKeys } from './ticket-keys.ts';

export type AddTicketCommentInput = { ticketId: number; body: TicketCommentBody };

/** POST /api/tickets/{id}/comments; 409 'Comments are disabled for archived tickets' on a closed one. */
export const addTicketComment = ({ ticketId, body }: AddTicketCommentInput) =>
  api.post(ticketPaths.comments.build({ id: ticketId }), ticketComment, body);

/** The ticket's comments refresh, and the lists too: the comment count highlights the In Progress badge. */
export function useAddTicketComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTicketComment,
    onSuccess: async (_comment, { ticketId }) => {
      toast({ title: 'Comment added successfully' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.comments(ticketId) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
      ]);
    },
    // A refusal (the ticket was closed meanwhile) refreshes the lists, so the card shows it closed.
    onError: async (error) => {
      toast({
        title: 'Failed to add comment',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      });
      await queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
