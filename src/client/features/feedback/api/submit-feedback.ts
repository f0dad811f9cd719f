import { useMutation } from '@tanstack/react-query';
import type { FeedbackBody } from '../../../../shared/api/feedback.ts';
import { api } from '../../../lib/api-client.ts';

/** New feedback is always sent as open (part 3 section 3). */
export function submitFeedback(body: FeedbackBody): Promise<unknown> {
  return api.post('/api/feedback', { ...body, status: 'open' });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
