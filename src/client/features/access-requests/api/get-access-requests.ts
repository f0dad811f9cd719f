import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accessRequest, accessRequestPaths, type AccessRequest } from '../../../../shared/api/access-requests.ts';
import { api } from '../../../lib/api-client.ts';

export function getAccessRequests(): Promise<AccessRequest[]> {
  return api.get(accessRequestPaths.list.build(), z.array(accessRequest));
}

export const accessRequestsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'access-requests', 'list'] as const, queryFn: getAccessRequests });

export function useAccessRequests() {
  return useQuery(accessRequestsQueryOptions());
}
