import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  authPaths,
  mfaEnableAnswer,
  mfaSetupAnswer,
  mfaVerifyAnswer,
  passkeyAddedAnswer,
  passkeyCreationOptions,
  passkeyRequestOptions,
  type CurrentUser,
  type MfaEnableAnswer,
  type MfaEnableBody,
  type MfaSetupAnswer,
  type MfaVerifyAnswer,
  type MfaVerifyBody,
} from '../../../../shared/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { answerWithPasskey, createPasskey } from '../../../lib/passkeys.ts';
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

/**
 * Enrolling with a passkey instead of the app: the registration options, the browser's prompt,
 * then the answer, which finishes the sign-in and gives the recovery codes, as enabling the app does.
 */
export async function enrolWithPasskey(name: string): Promise<MfaEnableAnswer> {
  const options = await api.post(authPaths.passkeyRegistrationOptions.build(), passkeyCreationOptions);
  const response = await createPasskey(options);
  const added = await api.post(authPaths.passkeys.build(), passkeyAddedAnswer, { name, response });
  if (!added.user || !added.recoveryCodes) throw new Error('The passkey was added, but the sign-in did not finish');
  return { recoveryCodes: added.recoveryCodes, user: added.user };
}

/** The code screen's "Use a passkey": the sign-in's options, the browser's prompt, then the answer. */
export async function verifyWithPasskey(): Promise<MfaVerifyAnswer> {
  const options = await api.post(authPaths.mfaPasskeyOptions.build(), passkeyRequestOptions);
  const response = await answerWithPasskey(options);
  return api.post(authPaths.mfaPasskey.build(), mfaVerifyAnswer, { response });
}

export const useSetUpMfa = () => useMutation({ mutationFn: setUpMfa });

/**
 * Enabling signs in, but the signed-in app waits: the recovery codes are on screen until the user
 * continues, and showing the user (useSignedIn) swaps the page.
 */
export const useEnableMfa = () => useMutation({ mutationFn: enableMfa });

export const useVerifyMfa = () => useMutation({ mutationFn: verifyMfa });

export const useEnrolWithPasskey = () => useMutation({ mutationFn: enrolWithPasskey });

export const useVerifyWithPasskey = () => useMutation({ mutationFn: verifyWithPasskey });

/** Puts the signed-in user where the app shell reads it: the signed-in app opens. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => queryClient.setQueryData(queryKeys.currentUser, user);
}
