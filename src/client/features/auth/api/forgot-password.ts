import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { authPaths, type forgotPasswordBody } from '../../../../shared/api/auth.ts';
import { api } from '../../../lib/api-client.ts';

export type ForgotPasswordBody = z.output<typeof forgotPasswordBody>;

export function requestPasswordReset(body: ForgotPasswordBody): Promise<unknown> {
  return api.post(authPaths.forgotPassword.build(), messageAnswer, body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
