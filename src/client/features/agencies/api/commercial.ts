import { useQuery } from '@tanstack/react-query';
import { agencyCommercial } from '../../../../shared/api/agency-enhanced.ts';
import { agencyPaths } from '../../../../shared/api/agencies.ts';
import { api } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/**
 * GET /api/agencies/{id}/commercial (docs/domain.md, Agencies). A failure is tolerated: the panel still
 * opens, with the terms the agency record itself carries.
 */
export function useAgencyCommercial(agencyId: number) {
  return useQuery({
    queryKey: agencyKeys.part(agencyId, 'commercial'),
    queryFn: () => api.get(agencyPaths.commercial.build({ id: agencyId }), agencyCommercial),
  });
}
