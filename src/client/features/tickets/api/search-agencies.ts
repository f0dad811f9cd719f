import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agencyPage, agencyPaths } from '../../../../shared/api/agencies.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import type { SourceChoice } from './search-workers.ts';
import { ticketKeys } from './ticket-keys.ts';

/** How many agencies the picker offers at a time (one of the agency list's page sizes). */
export const AGENCY_CHOICES = 25;

/** GET /api/agencies, one page searched by name, contact and city on the server (docs/domain.md, Agencies). */
export async function searchAgencies(q: string): Promise<SourceChoice[]> {
  const answer = await api.get(
    withQuery(agencyPaths.list.build(), { page: 1, pageSize: AGENCY_CHOICES, q }),
    agencyPage,
  );
  return answer.items.map((a) => ({ value: String(a.id), label: a.name }));
}

export const agencyChoicesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ticketKeys.agencyChoices(q),
    queryFn: () => searchAgencies(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useAgencyChoices = (q: string, enabled: boolean) => useQuery({ ...agencyChoicesQueryOptions(q), enabled });
