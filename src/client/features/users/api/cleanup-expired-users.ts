import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedCountAnswer, type DeletedCountAnswer } from '../../../../shared/api/admin.ts';
import { userPaths } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { deletedUsersQueryOptions } from './get-deleted-users.ts';

export function cleanupExpiredUsers(): Promise<DeletedCountAnswer> {
  return api.post(userPaths.cleanupExpired.build(), deletedCountAnswer);
}

/** Removes expired deleted users for good; active users and their counts are untouched. */
export function useCleanupExpiredUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanupExpiredUsers,
    onSuccess: async ({ deletedCount }) => {
      toast({
        title: 'Expired users cleaned up',
        description: `${deletedCount} expired ${deletedCount === 1 ? 'user was' : 'users were'} permanently removed.`,
      });
      await queryClient.invalidateQueries({ queryKey: deletedUsersQueryOptions().queryKey });
    },
    onError: (error) =>
      toast({
        title: 'Failed to cleanup expired users',
        description: messageOf(error, 'An error occurred while cleaning up.'),
        variant: 'destructive',
      }),
  });
}
