import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  authPaths,
  mfaEnableAnswer,
  mfaSetupAnswer,
  mfaVerifyAnswer,
  type CurrentUser,
  type MfaEnableAnswer,
  type MfaEnableBody,
  type MfaSetupAnswer,
  type MfaVerifyAnswer,
  type MfaVerifyBody,
} from '../../../../shared/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The second factor's calls (docs/domain.md, "Multi-factor sign-in"), made by the session the password opened. */
export function setUpMfa(): Promise<MfaSetupAnswer> {
  return api.post(authPaths.mfaSetup.build(), mfaSetupAnswer);
}

export function enableMfa(body: MfaEnableBody): Promise<MfaEnableAnswer> {
  return api.post(authPaths.mfaEnable.build(), mfaEnableAnswer, body);
}

export function verifyMfa(body: MfaVerifyBody): Promise<MfaVerifyAnswer> {
  return api.post(authPaths.mfaVerify.build(), mfaVerifyAnswer, body);
}

export const useSetUpMfa = () => useMutation({ mutationFn: setUpMfa });

/**
 * Enabling signs in, but the signed-in app waits: the recovery codes are on screen until the user
 * continues, and showing the user (useSignedIn) swaps the page.
 */
export const useEnableMfa = () => useMutation({ mutationFn: enableMfa });

export const useVerifyMfa = () => useMutation({ mutationFn: verifyMfa });

/** Puts the signed-in user where the app shell reads it: the signed-in app opens. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => queryClient.setQueryData(queryKeys.currentUser, user);
}
