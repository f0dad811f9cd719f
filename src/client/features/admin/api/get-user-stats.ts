import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStats } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';

export function getUserStats(): Promise<UserStats> {
  return api.get<UserStats>('/api/admin/user-stats');
}

export const userStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'user-stats'] as const, queryFn: getUserStats });

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
