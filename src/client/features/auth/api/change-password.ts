import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { authPaths, type ChangePasswordBody } from '../../../../shared/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return api.post(authPaths.changePassword.build(), messageAnswer, body);
}

/** Success refetches the current user, whose cleared flag closes the forced dialog (docs/domain.md). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}
