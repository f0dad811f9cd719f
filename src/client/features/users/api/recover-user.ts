import { useMutation, useQueryClient } from '@tanstack/react-query';
import { user, userPaths } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { deletedUsersQueryOptions } from './get-deleted-users.ts';
import { userStatsQueryOptions } from './get-user-stats.ts';
import { usersQueryOptions } from './get-users.ts';

/** Reactivates a deleted user with the same credentials (docs/domain.md). */
export function recoverUser(id: number): Promise<unknown> {
  return api.post(userPaths.recover.build({ id }), user);
}

export function useRecoverUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recoverUser,
    onSuccess: async () => {
      toast({ title: 'User recovered successfully' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deletedUsersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: userStatsQueryOptions().queryKey }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Failed to recover user',
        description: messageOf(error, 'An error occurred while recovering the user.'),
        variant: 'destructive',
      }),
  });
}
