import { useMutation, useQueryClient } from '@tanstack/react-query';
import { user, userPaths, type CreateUserBody, type User } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { userStatsQueryOptions } from './get-user-stats.ts';
import { usersQueryOptions } from './get-users.ts';

/** Only a client user carries an agency (docs/domain.md). */
export function createUser(body: CreateUserBody): Promise<User> {
  return api.post(userPaths.list.build(), user, { ...body, agencyId: body.role === 'client' ? body.agencyId : null });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async () => {
      toast({ title: 'User created successfully' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: userStatsQueryOptions().queryKey }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Error creating user',
        description: messageOf(error, 'An error occurred while creating the user.'),
        variant: 'destructive',
      }),
  });
}
