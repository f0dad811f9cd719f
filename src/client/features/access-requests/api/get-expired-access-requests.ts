import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accessRequest, accessRequestPaths, type AccessRequest } from '../../../../shared/api/access-requests.ts';
import { api } from '../../../lib/api-client.ts';

/** Requests completed more than 30 days ago (docs/domain.md). */
export function getExpiredAccessRequests(): Promise<AccessRequest[]> {
  return api.get(accessRequestPaths.expired.build(), z.array(accessRequest));
}

export const expiredAccessRequestsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'access-requests', 'expired'] as const, queryFn: getExpiredAccessRequests });

export function useExpiredAccessRequests() {
  return useQuery(expiredAccessRequestsQueryOptions());
}
