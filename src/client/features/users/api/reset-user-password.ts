import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { userPaths, type resetUserPasswordBody } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { usersQueryOptions } from './get-users.ts';

export type ResetUserPasswordBody = z.infer<typeof resetUserPasswordBody>;
export type ResetUserPasswordInput = { id: number; body: ResetUserPasswordBody };

export function resetUserPassword({ id, body }: ResetUserPasswordInput): Promise<unknown> {
  return api.post(userPaths.resetPassword.build({ id }), messageAnswer, body);
}

/** The user must change an admin-set password at next sign-in, which the users list carries. */
export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    onSuccess: async () => {
      toast({ title: 'Password reset successfully' });
      await queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
    },
    onError: (error) =>
      toast({
        title: 'Error resetting password',
        description: messageOf(error, 'An error occurred while resetting the password.'),
        variant: 'destructive',
      }),
  });
}
