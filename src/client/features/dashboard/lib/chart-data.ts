import type { DashboardReport } from '../../../../shared/api/dashboard.ts';
import { formatEnGbDate } from '../../../../shared/domain/en-gb-dates.ts';
import { formatPounds } from '../../../../shared/domain/money.ts';
import type { PeriodKind } from '../../../../shared/domain/payroll-periods.ts';
import { formatPercent } from './report-figures.ts';
import { periodTick } from './report-period-nav.ts';

type Series = DashboardReport['series'];
type AgencyRows = DashboardReport['complianceByAgency'];

/** The pay chart's bars: one per period, oldest first, named by the axis label. */
export const payChartData = (kind: PeriodKind, series: Series) =>
  series.map((point) => ({
    period: periodTick(kind, point.from),
    grossPay: point.grossPay,
    fees: point.grossProfit,
  }));

const sum = (values: number[]) => Math.round(values.reduce((total, v) => total + v * 100, 0)) / 100;
const nounOf = (kind: PeriodKind, count: number) => `${count} ${kind}${count === 1 ? '' : 's'}`;
const periodName = (kind: PeriodKind, from: string) =>
  kind === 'week' ? `the week of ${formatEnGbDate(from)}` : periodTick(kind, from);

/** The pay chart said in words, for those who cannot see it (and anyone who wants the totals). */
export function payChartSummary(kind: PeriodKind, series: Series): string {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return 'No periods to show.';
  const span = `${nounOf(kind, series.length)} from ${formatEnGbDate(first.from)} to ${formatEnGbDate(last.to)}`;
  const grossPay = sum(series.map((p) => p.grossPay));
  if (grossPay === 0) return `No payroll in the ${span}.`;
  const highest = series.reduce((best, p) => (p.grossPay > best.grossPay ? p : best), first);
  return (
    `Over the ${span}, gross pay totals ${formatPounds(grossPay)} and agency fees ` +
    `${formatPounds(sum(series.map((p) => p.grossProfit)))}; the highest gross pay is ` +
    `${formatPounds(highest.grossPay)}, in ${periodName(kind, highest.from)}.`
  );
}

/** The compliance chart's bars: one per agency, as the server orders them. */
export const complianceChartData = (rows: AgencyRows) =>
  rows.map((row) => ({ agency: row.agencyName, compliance: row.compliancePercentage }));

const describeAgency = (row: AgencyRows[number]) =>
  `${row.agencyName} ${formatPercent(row.compliancePercentage)} (${row.compliant} of ${row.total})`;

/** The compliance chart said in words: how many agencies, the best and the worst. */
export function complianceChartSummary(rows: AgencyRows): string {
  const [first] = rows;
  if (!first) return 'No authorised workers yet.';
  if (rows.length === 1) return `Compliant authorised workers: ${describeAgency(first)}.`;
  const best = rows.reduce((a, b) => (b.compliancePercentage > a.compliancePercentage ? b : a), first);
  const worst = rows.reduce((a, b) => (b.compliancePercentage < a.compliancePercentage ? b : a), first);
  return `Compliant authorised workers in ${rows.length} agencies: highest ${describeAgency(best)}, lowest ${describeAgency(worst)}.`;
}
