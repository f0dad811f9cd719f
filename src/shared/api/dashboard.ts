import { z } from 'zod';
import { periodKinds } from '../domain/payroll-periods.ts';
import { calendarDate, idValue } from './common.ts';
import { apiPath } from './paths.ts';

/** The dashboard's figures. */
export const dashboardPaths = {
  metrics: apiPath('/api/dashboard/metrics'),
  expiringDocuments: apiPath('/api/dashboard/expiring-documents'),
  reports: apiPath('/api/dashboard/reports'),
};

const period = z.object({ from: z.string(), to: z.string() });

/**
 * GET /api/dashboard/metrics (docs/domain.md "Dashboard"); `month` is the calendar month whose
 * gross pay totalMonthlyPayroll is (docs/domain.md "What each figure counts").
 */
export const dashboardMetrics = z.object({
  totalMonthlyPayroll: z.number(),
  month: period,
  compliancePercentage: z.number(),
  activeAgencies: z.number(),
  activeWorkers: z.number(),
  compliantWorkers: z.number(),
  authorisedWorkers: z.number(),
  /**
   * The same authorised, not-left workers by right-to-work standing today (docs/domain.md
   * "Dashboard figures"): none, continuous, due, dueSoon and lapsed add up to authorisedWorkers;
   * reviewNeeded counts those whose latest passing check was derived from a document.
   */
  rightToWork: z.object({
    none: z.number(),
    continuous: z.number(),
    due: z.number(),
    dueSoon: z.number(),
    lapsed: z.number(),
    reviewNeeded: z.number(),
  }),
});
export type DashboardMetrics = z.infer<typeof dashboardMetrics>;

/** "All Agencies" and "All Payroll Companies" may come as all or empty. */
const optionalFilterId = z.union([z.literal(''), z.literal('all'), idValue]).optional();

/**
 * GET /api/dashboard/reports: the spec's from/to (YYYY-MM-DD) with agency and payrollCompany, or
 * period=week|month with a date inside it (default today in Europe/London). agencyId and
 * payrollCompanyId are accepted for agency and payrollCompany. latest=true (with period, without
 * a date or from/to) answers the latest period that has payroll, the current one when it has some
 * (docs/domain.md "Which week a screen opens on").
 */
export const dashboardReportsQuery = z.strictObject({
  period: z.enum(periodKinds).optional(),
  date: calendarDate.optional(),
  latest: z.enum(['true', 'false']).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  agency: optionalFilterId,
  agencyId: optionalFilterId,
  payrollCompany: optionalFilterId,
  payrollCompanyId: optionalFilterId,
});
export type DashboardReportsQuery = z.infer<typeof dashboardReportsQuery>;

export const reportSeriesPoint = z.object({
  from: z.string(),
  to: z.string(),
  grossPay: z.number(),
  grossProfit: z.number(),
});
export const agencyCompliance = z.object({
  agencyId: z.number().nullable(),
  agencyName: z.string(),
  compliant: z.number(),
  total: z.number(),
  compliancePercentage: z.number(),
});

/** The six figures of docs/domain.md, the period they cover, and the charts' data. */
export const dashboardReport = z.object({
  from: z.string(),
  to: z.string(),
  period: z.enum(periodKinds).nullable(),
  /** The current week or month (Europe/London) of the report's kind; null for a from/to range. */
  currentPeriod: period.nullable(),
  totalTemps: z.number(),
  totalFee: z.number(),
  totalRevenue: z.number(),
  totalGrossProfit: z.number(),
  averageWeeklyPay: z.number(),
  netMarginPercentage: z.number(),
  totalGrossPay: z.number(),
  totalRecords: z.number(),
  series: z.array(reportSeriesPoint),
  complianceByAgency: z.array(agencyCompliance),
});
export type DashboardReport = z.infer<typeof dashboardReport>;
/** The charts show the last 12 periods (issue 13). */
export const SERIES_PERIODS = 12;
/** Compliance by agency lists the agencies with the most authorised workers first, this many. */
export const COMPLIANCE_AGENCIES = 20;
