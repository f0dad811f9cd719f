import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agencyPage, agencyPaths, agencySummary, type AgencyPage } from '../../../../shared/api/agencies.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** One page of active or archived agencies, alphabetical, searched by name, contact and city (docs/domain.md, Agencies). */
export type AgencyListParams = {
  archived: boolean;
  page: number;
  pageSize: number;
  q: string;
  /** The admin panel's status filter; empty for all. */
  status?: string;
};

export function getAgencyPage({ archived, ...params }: AgencyListParams): Promise<AgencyPage> {
  return api.get(withQuery((archived ? agencyPaths.archived : agencyPaths.list).build(), params), agencyPage);
}

export const agencyPageQueryOptions = (params: AgencyListParams) =>
  queryOptions({
    queryKey: agencyKeys.list(params),
    queryFn: () => getAgencyPage(params),
    // The page stays on screen while the next one loads, so paging and searching do not flash.
    placeholderData: keepPreviousData,
  });

/** `enabled` false asks nothing (the archived list of a user who may not see it). */
export function useAgencyPage(params: AgencyListParams, enabled = true) {
  return useQuery({ ...agencyPageQueryOptions(params), enabled });
}

/** The admin panel's four cards: the total and the trust bands of agencies not archived. */
export function useAgencySummary(params: { q: string; status: string }) {
  return useQuery({
    queryKey: [...agencyKeys.summary(), params],
    queryFn: () => api.get(withQuery(agencyPaths.summary.build(), params), agencySummary),
    placeholderData: keepPreviousData,
  });
}
