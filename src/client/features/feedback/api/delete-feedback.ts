import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackMessages } from '../../../../shared/domain/feedback.ts';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { feedbackPaths } from '../../../../shared/api/feedback.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { feedbackKeys } from './feedback-keys.ts';

/** DELETE /api/feedback/{id} (docs/domain.md). */
export const deleteFeedback = (id: number) => api.delete(feedbackPaths.one.build({ id }), messageAnswer);

/** Toasts 'Feedback deleted successfully' or 'Failed to delete feedback' (docs/domain.md); every page refreshes. */
export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedback,
    onSuccess: () => toast({ title: feedbackMessages.deleted }),
    onError: (error) =>
      toast({
        title: feedbackMessages.deleteFailed,
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() }),
  });
}
