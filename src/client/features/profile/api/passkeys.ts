import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authPaths,
  passkeyAddedAnswer,
  passkeyCreationOptions,
  passkeyList,
  type PasskeyAddedAnswer,
  type PasskeyList,
} from '../../../../shared/api/auth.ts';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { api } from '../../../lib/api-client.ts';
import { createPasskey } from '../../../lib/passkeys.ts';

/** My Profile's Passkeys (docs/domain.md, "Multi-factor sign-in", Passkeys): the signed-in user's own. */
const passkeysKey = ['auth', 'passkeys'] as const;

export function getPasskeys(): Promise<PasskeyList> {
  return api.get(authPaths.passkeys.build(), passkeyList);
}

export const usePasskeys = () => useQuery({ queryKey: passkeysKey, queryFn: getPasskeys });

/** Add a passkey: the registration options, the browser's prompt, then the answer with the name. */
export async function addPasskey(name: string): Promise<PasskeyAddedAnswer> {
  const options = await api.post(authPaths.passkeyRegistrationOptions.build(), passkeyCreationOptions);
  const response = await createPasskey(options);
  return api.post(authPaths.passkeys.build(), passkeyAddedAnswer, { name, response });
}

export function removePasskey(id: number): Promise<{ message: string }> {
  return api.delete(authPaths.passkey.build({ id }), messageAnswer);
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}
