import { useMutation } from '@tanstack/react-query';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { authPaths, type ChangePasswordBody } from '../../../../shared/api/auth.ts';
import { api } from '../../../lib/api-client.ts';

/** My Profile's Change Password (docs/domain.md): the user's own password, with the current one. */
export function changeOwnPassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return api.post(authPaths.changePassword.build(), messageAnswer, body);
}

/**
 * Nothing cached changes: the session stays and the user's name and e-mail are as they were.
 * Success and failure are the form's to show (field errors under the fields).
 */
export function useChangeOwnPassword() {
  return useMutation({ mutationFn: changeOwnPassword });
}
