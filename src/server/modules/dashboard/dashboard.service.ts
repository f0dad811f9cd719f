import {
  COMPLIANCE_AGENCIES,
  SERIES_PERIODS,
  type DashboardMetrics,
  type DashboardReport,
  type DashboardReportsQuery,
} from '../../../shared/api/dashboard.ts';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import { payrollFigures, percentOneDecimal } from '../../../shared/domain/payroll-figures.ts';
import {
  currentPeriod,
  openingPeriod,
  periodOf,
  periodsUpTo,
  type PeriodKind,
} from '../../../shared/domain/payroll-periods.ts';
import { asksLatest, reportPeriodOf, type ReportPeriod } from '../../../shared/domain/report-period.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { agencyNames, countActiveAgencies } from '../agencies/agency-figures.service.ts';
import { latestPayrollDate, payrollPeriodTotals, payrollSeries } from '../payroll/payroll.service.ts';
import { countActiveWorkers, countComplianceByAgency, countRtwStandings } from '../workers/workers-figures.service.ts';

/**
 * The Dashboard's figures (docs/domain.md "Dashboard" and
 * "Payroll reports"), each from kept aggregates or an index, never rows pulled into JavaScript.
 * Only staff with the dashboard permission reach them (a client user has no dashboard).
 */

/** GET /api/dashboard/metrics. */
export async function getDashboardMetrics(ctx: AppContext, now: Date = ctx.now()): Promise<DashboardMetrics> {
  const month = currentPeriod('month', now);
  const today = todayInLondon(now);
  const [[monthTotals], compliance, activeAgencies, activeWorkers, rightToWork] = await Promise.all([
    payrollSeries(ctx.db, [month], {}),
    countComplianceByAgency(ctx.db, today),
    countActiveAgencies(ctx.db),
    countActiveWorkers(ctx.db),
    countRtwStandings(ctx.db, today),
  ]);
  const compliantWorkers = compliance.reduce((sum, row) => sum + row.compliant, 0);
  const authorisedWorkers = compliance.reduce((sum, row) => sum + row.total, 0);
  return {
    totalMonthlyPayroll: (monthTotals?.grossPence ?? 0) / 100,
    month,
    compliancePercentage: percentOneDecimal(compliantWorkers, authorisedWorkers),
    activeAgencies,
    activeWorkers,
    compliantWorkers,
    authorisedWorkers,
    rightToWork,
  };
}

/** "All Agencies" / "All Payroll Companies" ('' or 'all') is no filter. */
const idFilter = (...values: (number | '' | 'all' | undefined)[]) =>
  values.find((v): v is number => typeof v === 'number');

/** GET /api/dashboard/reports: the six figures of the period, its charts' series, compliance by agency. */
export async function getDashboardReport(
  ctx: AppContext,
  query: DashboardReportsQuery,
  now: Date = new Date(),
): Promise<DashboardReport> {
  const today = todayInLondon(now);
  const filter = {
    agencyId: idFilter(query.agencyId, query.agency),
    payrollCompanyId: idFilter(query.payrollCompanyId, query.payrollCompany),
  };
  const asked = reportPeriodOf(query, today);
  if ('problem' in asked) throw badRequest(asked.problem);
  const period = asksLatest(query) ? await latestPeriod(ctx, asked.seriesKind, today, filter) : asked;
  const [totals, series, compliance] = await Promise.all([
    payrollPeriodTotals(ctx.db, { from: period.from, to: period.to, ...filter }),
    payrollSeries(ctx.db, periodsUpTo(period.seriesKind, period.to, SERIES_PERIODS), filter),
    complianceByAgency(ctx, today, filter.agencyId),
  ]);
  return {
    from: period.from,
    to: period.to,
    period: period.period,
    currentPeriod: period.period === null ? null : periodOf(period.period, today),
    ...payrollFigures(totals),
    totalGrossPay: totals.grossPence / 100,
    totalRecords: totals.records,
    series: series.map((row) => ({
      from: row.from,
      to: row.to,
      grossPay: row.grossPence / 100,
      grossProfit: row.feePence / 100,
    })),
    complianceByAgency: compliance,
  };
}

/**
 * latest=true: the latest week or month that has payroll under the filters, up to the current one
 * (docs/domain.md "Which week a screen opens on").
 */
async function latestPeriod(
  ctx: AppContext,
  kind: PeriodKind,
  today: string,
  filter: { agencyId: number | undefined; payrollCompanyId: number | undefined },
): Promise<ReportPeriod> {
  const latest = await latestPayrollDate(ctx.db, { to: periodOf(kind, today).to, ...filter });
  return { ...openingPeriod(kind, today, latest), period: kind, seriesKind: kind };
}

/** The agencies with the most authorised, not-left workers first (at most COMPLIANCE_AGENCIES). */
async function complianceByAgency(ctx: AppContext, today: string, agencyId: number | undefined) {
  const rows = (await countComplianceByAgency(ctx.db, today))
    .filter((row) => agencyId === undefined || row.agencyId === agencyId)
    .sort((a, b) => b.total - a.total || (a.agencyId ?? 0) - (b.agencyId ?? 0))
    .slice(0, COMPLIANCE_AGENCIES);
  const names = await agencyNames(
    ctx.db,
    rows.flatMap((row) => (row.agencyId === null ? [] : [row.agencyId])),
  );
  return rows.map((row) => ({
    agencyId: row.agencyId,
    agencyName: row.agencyId === null ? 'No agency' : (names.get(row.agencyId) ?? 'Unknown agency'),
    compliant: row.compliant,
    total: row.total,
    compliancePercentage: percentOneDecimal(row.compliant, row.total),
  }));
}
