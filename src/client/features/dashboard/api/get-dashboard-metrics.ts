import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardMetrics, dashboardPaths } from '../../../../shared/api/dashboard.ts';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** GET /api/dashboard/metrics: the Overview's three cards (docs/domain.md). */
export const getDashboardMetrics = () => api.get(dashboardPaths.metrics.build(), dashboardMetrics);

/** Never cached (docs/domain.md: stale at once, kept 30 s): read afresh each time the tab opens. */
export const dashboardMetricsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.metrics(), queryFn: getDashboardMetrics, staleTime: 0, gcTime: 30_000 });

export const useDashboardMetrics = () => useQuery(dashboardMetricsQueryOptions());
