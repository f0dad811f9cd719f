import { useMutation } from '@tanstack/react-query';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { feedbackPaths, type ContactBody } from '../../../../shared/api/feedback.ts';
import { api } from '../../../lib/api-client.ts';

/** Get in Touch: stored for admins as feedback (docs/domain.md). */
export function sendContactMessage(body: ContactBody): Promise<unknown> {
  return api.post(feedbackPaths.contact.build(), messageAnswer, body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
