import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyComment, agencyCommentPaths, type CommentBody } from '../../../../shared/api/agency-comments.ts';
import { api } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** POST /api/comments (docs/domain.md, Agencies); the detail page and the dialog word their own toasts. */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentBody) => api.post(agencyCommentPaths.create.build(), agencyComment, body),
    onSuccess: (comment) => queryClient.invalidateQueries({ queryKey: agencyKeys.agency(comment.agencyId) }),
  });
}
