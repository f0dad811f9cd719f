import { useMutation, useQueryClient } from '@tanstack/react-query';
import { user, userPaths, type UpdateUserBody, type User } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { userStatsQueryOptions } from './get-user-stats.ts';
import { usersQueryOptions } from './get-users.ts';

export type UpdateUserInput = { id: number; body: UpdateUserBody };

/** One PUT serves the Edit dialog (email and names) and the Change Role dialog (role and agency). */
export function updateUser({ id, body }: UpdateUserInput): Promise<User> {
  return api.put(userPaths.one.build({ id }), user, body);
}

/** The edited user may be the signed-in admin, whose profile and header name then change too. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async () => {
      toast({ title: 'User updated successfully' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminProfile }),
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Error updating user',
        description: messageOf(error, 'An error occurred while updating the user.'),
        variant: 'destructive',
      }),
  });
}

/** A role change also moves the Active Admins count. */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdateUserInput) =>
      updateUser({ id, body: { role: body.role, agencyId: body.role === 'client' ? body.agencyId : null } }),
    onSuccess: async () => {
      toast({ title: 'Role updated successfully' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: userStatsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminProfile }),
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Error updating role',
        description: messageOf(error, 'An error occurred while updating the role.'),
        variant: 'destructive',
      }),
  });
}
