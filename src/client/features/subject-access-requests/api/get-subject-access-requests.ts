import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sarListAnswer, sarPaths, type SarListAnswer } from '../../../../shared/api/subject-access-requests.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { sarKeys } from './sar-keys.ts';

export type SarListParams = { status: '' | 'open' | 'completed'; page: number; limit: number };

export function getSubjectAccessRequests(params: SarListParams): Promise<SarListAnswer> {
  return api.get(withQuery(sarPaths.list.build(), params), sarListAnswer);
}

export const sarListQueryOptions = (params: SarListParams) =>
  queryOptions({
    queryKey: sarKeys.list(params),
    queryFn: () => getSubjectAccessRequests(params),
    placeholderData: keepPreviousData,
  });

export function useSubjectAccessRequests(params: SarListParams) {
  return useQuery(sarListQueryOptions(params));
}
