import { formatCount } from '../../../lib/format-number.ts';
import type { DashboardMetrics, DashboardReport } from '../../../../shared/api/dashboard.ts';
import { figureNote, measureNames } from '../../../../shared/domain/figure-names.ts';
import { formatPounds } from '../../../../shared/domain/money.ts';
import type { Period } from '../../../../shared/domain/payroll-periods.ts';

/** A percentage with one decimal, as the server rounds it: 3.9%, 100.0%. */
export const formatPercent = (value: number): string => `${value.toFixed(1)}%`;

/** A card: the spec's label, the figure, and the line under it naming its measure and period. */
export type FigureCard = { label: string; value: string; note: string };

/** The Overview's three cards (docs/domain.md "Dashboard" and "What each figure counts"). */
export const overviewCards = (metrics: DashboardMetrics): FigureCard[] => [
  {
    label: 'Total Monthly Payroll',
    value: formatPounds(metrics.totalMonthlyPayroll),
    note: figureNote(measureNames.grossPay, metrics.month),
  },
  {
    label: 'Authorised Workers Compliance',
    value: formatPercent(metrics.compliancePercentage),
    note: `${formatCount(metrics.compliantWorkers)} of ${formatCount(metrics.authorisedWorkers)} authorised workers not left, today`,
  },
  {
    label: 'Active Agencies',
    value: formatCount(metrics.activeAgencies),
    note: figureNote(measureNames.activeAgencies, 'today'),
  },
];

/** One right-to-work count under the compliance card. */
export type RtwFigure = { label: string; value: string };

/** The heading of the compliance card's right-to-work counts: the same workers, today. */
export const RTW_FIGURES_HEADING = 'Right to work, today';

/**
 * The compliance card's right-to-work counts (docs/domain.md "Dashboard screen"), the most urgent
 * first: of the same authorised workers not left, lapsed, a follow-up due within 30 days, no
 * passing check, a check derived from a document to review, continuous. Plain figures: the workers
 * list has no right-to-work filter to link them to.
 */
export const rightToWorkFigures = ({ rightToWork: rtw }: DashboardMetrics): RtwFigure[] => [
  { label: 'Lapsed', value: formatCount(rtw.lapsed) },
  { label: 'Due in 30 days', value: formatCount(rtw.dueSoon) },
  { label: 'No check', value: formatCount(rtw.none) },
  { label: 'To review', value: formatCount(rtw.reviewNeeded) },
  { label: 'Continuous', value: formatCount(rtw.continuous) },
];

type ReportFigure = {
  label: string;
  format: (report: DashboardReport) => string;
  /** What it counts (docs/domain.md "What each figure counts"), said under the card with the period. */
  measure: string;
  /** How it is computed, as docs/domain.md "Payroll reports" states it (the help tooltip). */
  formula: string;
};

/**
 * Payroll Reports' cards, in the spec's order (docs/domain.md), each with its measure and formula.
 * Gross Profit is not among them: with no employer costs recorded it is the agency fees, which
 * Total Fee shows (docs/domain.md "What each figure counts").
 */
export const reportFigures: readonly ReportFigure[] = [
  {
    label: 'Total Fee',
    format: (r) => formatPounds(r.totalFee),
    measure: measureNames.fees,
    formula: "for each payroll record, the fee of the worker's agency (a fee is charged per worker per pay week)",
  },
  {
    label: 'Total Revenue',
    format: (r) => formatPounds(r.totalRevenue),
    measure: measureNames.revenue,
    formula: 'gross pay + fees',
  },
  {
    label: 'Total Temps',
    format: (r) => formatCount(r.totalTemps),
    measure: measureNames.workersPaid,
    formula: 'distinct workers paid in the period',
  },
  {
    label: 'Avg Weekly Pay',
    format: (r) => formatPounds(r.averageWeeklyPay),
    measure: measureNames.payPerRecord,
    formula: 'gross pay / number of payroll records',
  },
  {
    label: 'Net Margin',
    format: (r) => formatPercent(r.netMarginPercentage),
    measure: measureNames.margin,
    formula: 'fees / revenue × 100, one decimal, 0 when revenue is 0',
  },
];

/** The line under a Payroll Reports card: its measure and the period shown. */
export const reportFigureNote = (figure: ReportFigure, period: Period): string => figureNote(figure.measure, period);
