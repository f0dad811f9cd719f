import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { authPaths } from '../../../../shared/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function logout(): Promise<unknown> {
  return api.post(authPaths.logout.build(), messageAnswer);
}

/**
 * Whether logout succeeds or fails, the cached user is cleared and the browser goes to /
 * (docs/domain.md). Every other cached answer goes too, so the next person at this browser
 * sees none of it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.setQueryData(queryKeys.currentUser, null);
      navigate('/', { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
    },
  });
}
