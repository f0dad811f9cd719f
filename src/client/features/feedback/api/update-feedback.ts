import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackItem, feedbackPaths, type UpdateFeedbackInput } from '../../../../shared/api/feedback.ts';
import { feedbackMessages, statusChangeMessage } from '../../../../shared/domain/feedback.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { feedbackKeys } from './feedback-keys.ts';

export type UpdateFeedbackVariables = { id: number; body: UpdateFeedbackInput };

/** PATCH /api/feedback/{id} (docs/domain.md): a status and/or admin notes. */
export const updateFeedback = ({ id, body }: UpdateFeedbackVariables) =>
  api.patch(feedbackPaths.one.build({ id }), feedbackItem, body);

/**
 * The Manage modal's actions: a status change says which ('Feedback marked as resolved'), notes
 * alone 'Admin notes saved'; a failure 'Failed to update feedback' (docs/domain.md) with the
 * server's reason. Either way every page refreshes: the card moves, or someone else changed it.
 */
export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedback,
    onSuccess: (_item, { body }) =>
      toast({ title: body.status ? statusChangeMessage(body.status) : feedbackMessages.notesSaved }),
    onError: (error) =>
      toast({
        title: feedbackMessages.updateFailed,
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() }),
  });
}
