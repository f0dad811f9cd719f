import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  agency,
  agencyPaths,
  type Agency,
  type AgencyFieldBody,
  type PatchAgencyBody,
  type PutAgencyBody,
} from '../../../../shared/api/agencies.ts';
import { api } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** PUT /api/agencies/{id}: the full edit (docs/domain.md, Agencies). */
export const putAgency = ({ id, body }: { id: number; body: PutAgencyBody }) =>
  api.put(agencyPaths.one.build({ id }), agency, body);

/** PATCH /api/agencies/{id}: a field or two, such as trustScore or status (admin). */
export const patchAgency = ({ id, body }: { id: number; body: PatchAgencyBody }) =>
  api.patch(agencyPaths.one.build({ id }), agency, body);

/** PATCH /api/agencies/{id}/field: one field of the profile panel, saved on its own (docs/domain.md, Agencies). */
export const patchAgencyField = ({ id, body }: { id: number; body: AgencyFieldBody }) =>
  api.patch(agencyPaths.field.build({ id }), agency, body);

/**
 * An agency changed: its own queries and every list (a name, status or trust score shows there)
 * refresh. The caller shows the toast its screen words.
 */
function useAgencyMutation<TInput extends { id: number }>(send: (input: TInput) => Promise<Agency>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_agency, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: agencyKeys.agency(id) }),
        queryClient.invalidateQueries({ queryKey: agencyKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: agencyKeys.summary() }),
      ]);
    },
  });
}

export const usePutAgency = () => useAgencyMutation(putAgency);
export const usePatchAgency = () => useAgencyMutation(patchAgency);
export const usePatchAgencyField = () => useAgencyMutation(patchAgencyField);
