import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessRequestPaths } from '../../../../shared/api/access-requests.ts';
import { deletedCountAnswer, type DeletedCountAnswer } from '../../../../shared/api/admin.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { accessRequestsQueryOptions } from './get-access-requests.ts';
import { expiredAccessRequestsQueryOptions } from './get-expired-access-requests.ts';

export function cleanupExpiredAccessRequests(): Promise<DeletedCountAnswer> {
  return api.post(accessRequestPaths.cleanupExpired.build(), deletedCountAnswer);
}

/** Removes completed requests only, so the pending count and the users are untouched. */
export function useCleanupExpiredAccessRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanupExpiredAccessRequests,
    onSuccess: async ({ deletedCount }) => {
      toast({ title: `Successfully cleaned up ${deletedCount} expired access requests` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: expiredAccessRequestsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: accessRequestsQueryOptions().queryKey }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Failed to cleanup expired access requests',
        description: messageOf(error, 'An error occurred while cleaning up.'),
        variant: 'destructive',
      }),
  });
}
