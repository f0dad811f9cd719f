import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths, loginAnswer, type LoginAnswer, type LoginBody } from '../../../../shared/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function login(body: LoginBody): Promise<LoginAnswer> {
  return api.post(authPaths.login.build(), loginAnswer, body);
}

/**
 * After login the current user is invalidated and prefetched about 100 ms later (docs/domain.md).
 * The login answer already carries the user, so it is shown at once; an answer asking for the
 * second factor leaves the user signed out until it is given.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (answer) => {
      // A second factor still to give (docs/domain.md, "Multi-factor sign-in"): still signed out here.
      if ('mfaRequired' in answer) return;
      queryClient.setQueryData(queryKeys.currentUser, answer.user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser, refetchType: 'none' });
      setTimeout(() => void queryClient.prefetchQuery(currentUserQueryOptions), 100);
    },
  });
}
