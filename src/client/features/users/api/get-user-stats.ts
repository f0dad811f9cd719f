import { queryOptions, useQuery } from '@tanstack/react-query';
import { userPaths, userStats, type UserStats } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getUserStats(): Promise<UserStats> {
  return api.get(userPaths.stats.build(), userStats);
}

export const userStatsQueryOptions = () => queryOptions({ queryKey: queryKeys.userStats, queryFn: getUserStats });

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
