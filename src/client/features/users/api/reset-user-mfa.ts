import { useMutation } from '@tanstack/react-query';
import { mfaResetAnswer, userPaths, type MfaResetAnswer } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

export function resetUserMfa(id: number): Promise<MfaResetAnswer> {
  return api.post(userPaths.resetMfa.build({ id }), mfaResetAnswer);
}

/** An admin's reset of another user's two-step sign-in (docs/domain.md, "Managing the second factor"). */
export function useResetUserMfa() {
  return useMutation({
    mutationFn: resetUserMfa,
    onSuccess: (answer) =>
      toast({
        title: 'Two-step sign-in reset',
        description: answer.emailSent
          ? 'The user sets it up again at their next sign-in, and has been e-mailed.'
          : 'The user sets it up again at their next sign-in. The e-mail to them could not be sent: please tell them.',
      }),
    onError: (error) =>
      toast({
        title: 'Error resetting two-step sign-in',
        description: messageOf(error, 'An error occurred while resetting two-step sign-in.'),
        variant: 'destructive',
      }),
  });
}
