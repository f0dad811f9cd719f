import type { DashboardMetrics, DashboardReport } from '../../../../shared/api/dashboard.ts';
import { formatPounds } from '../../../../shared/domain/money.ts';

/** A percentage with one decimal, as the server rounds it: 3.9%, 100.0%. */
export const formatPercent = (value: number): string => `${value.toFixed(1)}%`;

/** A count as en-GB writes it: 100,000. */
export const formatCount = (value: number): string => value.toLocaleString('en-GB');

export type FigureCard = { label: string; value: string };

/** The Overview's three cards (docs/domain.md "Dashboard"). */
export const overviewCards = (metrics: DashboardMetrics): FigureCard[] => [
  { label: 'Total Monthly Payroll', value: formatPounds(metrics.totalMonthlyPayroll) },
  { label: 'Authorised Workers Compliance', value: formatPercent(metrics.compliancePercentage) },
  { label: 'Active Agencies', value: formatCount(metrics.activeAgencies) },
];

type ReportFigure = {
  label: string;
  format: (report: DashboardReport) => string;
  /** How it is computed, as docs/domain.md "Payroll reports" states it (the help tooltip). */
  formula: string;
};

/** Payroll Reports' six cards, in the spec's order (docs/domain.md), each with its formula. */
export const reportFigures: readonly ReportFigure[] = [
  {
    label: 'Total Fee',
    format: (r) => formatPounds(r.totalFee),
    formula: "for each payroll record, the fee of the worker's agency (a fee is charged per worker per pay week)",
  },
  { label: 'Total Revenue', format: (r) => formatPounds(r.totalRevenue), formula: 'gross pay + fees' },
  { label: 'Total Temps', format: (r) => formatCount(r.totalTemps), formula: 'distinct workers paid in the period' },
  { label: 'Gross Profit', format: (r) => formatPounds(r.totalGrossProfit), formula: 'fees' },
  {
    label: 'Avg Weekly Pay',
    format: (r) => formatPounds(r.averageWeeklyPay),
    formula: 'gross pay / number of payroll records',
  },
  {
    label: 'Net Margin',
    format: (r) => formatPercent(r.netMarginPercentage),
    formula: 'gross profit / revenue × 100, one decimal, 0 when revenue is 0',
  },
];
