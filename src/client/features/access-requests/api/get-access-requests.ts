import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessRequest } from '../../../../shared/api/access-requests.ts';
import { api } from '../../../lib/api-client.ts';

export function getAccessRequests(): Promise<AccessRequest[]> {
  return api.get<AccessRequest[]>('/api/admin/access-requests');
}

export const accessRequestsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'access-requests', 'list'] as const, queryFn: getAccessRequests });

export function useAccessRequests() {
  return useQuery(accessRequestsQueryOptions());
}
