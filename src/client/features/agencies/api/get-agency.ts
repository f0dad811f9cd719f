import { queryOptions, useQuery } from '@tanstack/react-query';
import { agencyDetail, agencyPaths } from '../../../../shared/api/agencies.ts';
import { enhancedAgency } from '../../../../shared/api/agency-enhanced.ts';
import type { CommunicationPeriod } from '../../../../shared/domain/agencies.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** GET /api/agencies/{id}: the agency, its first workers and comments, and their totals. */
export const agencyDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: agencyKeys.part(id, 'detail'),
    queryFn: () => api.get(agencyPaths.one.build({ id }), agencyDetail),
  });

/** id 0 (an address that names no agency) asks nothing. */
export function useAgencyDetail(id: number) {
  return useQuery({ ...agencyDetailQueryOptions(id), enabled: id > 0 });
}

/**
 * GET /api/agencies/{id}/enhanced, the detail dialog's data. Loading is retried twice at 1 second
 * (docs/domain.md, Agencies) before the dialog says 'Error Loading Agency'.
 */
export function useEnhancedAgency(id: number, period: CommunicationPeriod | 'all', workersPage: number) {
  return useQuery({
    queryKey: [...agencyKeys.part(id, 'enhanced'), { period, workersPage }],
    queryFn: () =>
      api.get(
        withQuery(agencyPaths.enhanced.build({ id }), { period: period === 'all' ? undefined : period, workersPage }),
        enhancedAgency,
      ),
    retry: 2,
    retryDelay: 1000,
    placeholderData: (previous) => previous,
  });
}
