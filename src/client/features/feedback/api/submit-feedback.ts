import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackItem, feedbackPaths, type FeedbackBody } from '../../../../shared/api/feedback.ts';
import { api } from '../../../lib/api-client.ts';
import { feedbackKeys } from './feedback-keys.ts';

/** New feedback is always sent as open (docs/domain.md). */
export function submitFeedback(body: FeedbackBody): Promise<unknown> {
  return api.post(feedbackPaths.list.build(), feedbackItem, { ...body, status: 'open' });
}

/** A new card for Feedback Management: its pages (when an admin has them) read again. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() }),
  });
}
