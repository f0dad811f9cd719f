import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  accessRequestPaths,
  rejectAccessAnswer,
  type rejectAccessBody,
} from '../../../../shared/api/access-requests.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { accessRequestsQueryOptions } from './get-access-requests.ts';

export type RejectAccessBody = z.infer<typeof rejectAccessBody>;
export type RejectAccessInput = { id: number; body: RejectAccessBody };

export function rejectAccessRequest({ id, body }: RejectAccessInput): Promise<unknown> {
  return api.post(accessRequestPaths.reject.build({ id }), rejectAccessAnswer, body);
}

/** Rejection changes the request and the pending count. */
export function useRejectAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAccessRequest,
    onSuccess: async () => {
      toast({ title: 'Access request rejected' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accessRequestsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userStats }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Failed to reject access request',
        description: messageOf(error, 'An error occurred while rejecting the request.'),
        variant: 'destructive',
      }),
  });
}
