import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accessRequestPaths,
  approveAccessAnswer,
  type ApproveAccessBody,
} from '../../../../shared/api/access-requests.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { accessRequestsQueryOptions } from './get-access-requests.ts';

export type ApproveAccessInput = { id: number; body: ApproveAccessBody };

/** The agency goes only with the client level (docs/domain.md). */
export function approveAccessRequest({ id, body }: ApproveAccessInput): Promise<unknown> {
  const { agencyId, ...rest } = body;
  return api.post(
    accessRequestPaths.approve.build({ id }),
    approveAccessAnswer,
    rest.accessLevel === 'client' ? { ...rest, agencyId } : rest,
  );
}

/** Approval changes the request, creates a user and moves the pending and approved-today counts. */
export function useApproveAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAccessRequest,
    onSuccess: async () => {
      toast({ title: 'Access request approved successfully' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accessRequestsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userStats }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Failed to approve access request',
        description: messageOf(error, 'An error occurred while approving the request.'),
        variant: 'destructive',
      }),
  });
}
