import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agency, agencyPaths, type Agency, type CreateAgencyBody } from '../../../../shared/api/agencies.ts';
import { api } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** POST /api/agencies (docs/domain.md, Agencies); the name is stored upper case. */
export function createAgency(body: CreateAgencyBody): Promise<Agency> {
  return api.post(agencyPaths.list.build(), agency, body);
}

/** Refreshes every agency list and the agency options; the toasts are the dialog's (it knows the fields). */
export function useCreateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}
