import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { authPaths, type resetPasswordBody } from '../../../../shared/api/auth.ts';
import { api } from '../../../lib/api-client.ts';

export type ResetPasswordBody = z.output<typeof resetPasswordBody>;

export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return api.post(authPaths.resetPassword.build(), messageAnswer, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
