import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authPaths,
  mfaRecoveryCodesAnswer,
  mfaStatusAnswer,
  type MfaRecoveryCodesAnswer,
  type MfaStatusAnswer,
} from '../../../../shared/api/auth.ts';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { api } from '../../../lib/api-client.ts';

/** The user's own second factor, as My Profile shows it (docs/domain.md, "Managing the second factor"). */
export const mfaStatusKey = ['auth', 'mfa'] as const;

export const getMfaStatus = (): Promise<MfaStatusAnswer> => api.get(authPaths.mfa.build(), mfaStatusAnswer);

export const useMfaStatus = () => useQuery({ queryKey: mfaStatusKey, queryFn: getMfaStatus });

/** Any change to the factor refreshes the status shown. */
function useMfaChange<Answer>(mutationFn: () => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusKey }),
  });
}

export const useNewRecoveryCodes = () =>
  useMfaChange((): Promise<MfaRecoveryCodesAnswer> =>
    api.post(authPaths.mfaRecoveryCodes.build(), mfaRecoveryCodesAnswer),
  );

export const useTurnOffMfa = () => useMfaChange(() => api.delete(authPaths.mfa.build(), messageAnswer));
