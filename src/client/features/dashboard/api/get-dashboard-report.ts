import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardPaths, dashboardReport, type DashboardReport } from '../../../../shared/api/dashboard.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { dashboardKeys, type DashboardReportParams } from './dashboard-keys.ts';

/** A failed report's toast (docs/domain.md, Dashboard screen). */
export const REPORTS_FAILED = 'Failed to fetch reports';

/** GET /api/dashboard/reports: the six figures of a period, its charts' series and compliance by agency. */
export const getDashboardReport = (params: DashboardReportParams) =>
  api.get(withQuery(dashboardPaths.reports.build(), params), dashboardReport);

/** A failed load is toasted where it happens (docs/domain.md), as well as shown in place. */
async function getDashboardReportOrToast(params: DashboardReportParams): Promise<DashboardReport> {
  try {
    return await getDashboardReport(params);
  } catch (error) {
    toast({ title: REPORTS_FAILED, variant: 'destructive' });
    throw error;
  }
}

/**
 * Payroll uploads change the figures, so a report is read afresh when the tab opens (staleTime 0,
 * as the metrics); stepping keeps the last period's figures on screen until the next arrive.
 */
export const dashboardReportQueryOptions = (params: DashboardReportParams) =>
  queryOptions({
    queryKey: dashboardKeys.report(params),
    queryFn: () => getDashboardReportOrToast(params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useDashboardReport = (params: DashboardReportParams) => useQuery(dashboardReportQueryOptions(params));
