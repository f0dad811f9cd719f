import { queryOptions, useQuery } from '@tanstack/react-query';
import { loginAuditPaths, loginAuditStats, type LoginAuditStats } from '../../../../shared/api/login-audit.ts';
import { api } from '../../../lib/api-client.ts';

export function getLoginAuditStats(): Promise<LoginAuditStats> {
  return api.get(loginAuditPaths.stats.build(), loginAuditStats);
}

export const loginAuditStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'login-audit-stats'] as const, queryFn: getLoginAuditStats, staleTime: 30_000 });

export function useLoginAuditStats() {
  return useQuery(loginAuditStatsQueryOptions());
}
