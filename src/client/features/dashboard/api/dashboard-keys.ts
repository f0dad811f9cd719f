/**
 * One report as the screen asks for it: the spec's from/to, agency and payrollCompany, plus period;
 * or, opening without a date, the period with latest=true (docs/domain.md "Which week a screen opens on").
 */
export type DashboardReportParams = {
  from?: string;
  to?: string;
  latest?: true;
  period: 'week' | 'month';
  agency?: number;
  payrollCompany?: number;
};

/**
 * Query keys of the dashboard feature, all under ['dashboard']: the Overview's metrics, the
 * Document Expiry Alerts and one payroll report per period and filters.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  metrics: () => ['dashboard', 'metrics'] as const,
  expiringDocuments: () => ['dashboard', 'expiring-documents'] as const,
  report: (params: DashboardReportParams) => ['dashboard', 'reports', params] as const,
};
