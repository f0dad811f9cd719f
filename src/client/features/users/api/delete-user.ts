import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { userPaths } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { deletedUsersQueryOptions } from './get-deleted-users.ts';
import { userStatsQueryOptions } from './get-user-stats.ts';
import { usersQueryOptions } from './get-users.ts';

/** Soft delete: the user moves to Deleted Users for 30 days (docs/domain.md). */
export function deleteUser(id: number): Promise<unknown> {
  return api.delete(userPaths.one.build({ id }), messageAnswer);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      toast({
        title: 'User deleted successfully',
        description: 'The user has been moved to deleted users and will be permanently removed after 30 days.',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: deletedUsersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: userStatsQueryOptions().queryKey }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Error deleting user',
        description: messageOf(error, 'An error occurred while deleting the user.'),
        variant: 'destructive',
      }),
  });
}
