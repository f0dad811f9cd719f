import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { DashboardReport } from '../../../../shared/api/dashboard.ts';
import { formatPounds } from '../../../../shared/domain/money.ts';
import type { PeriodKind } from '../../../../shared/domain/payroll-periods.ts';
import { payChartData, payChartSummary } from '../lib/chart-data.ts';
import { ChartFigure } from './chart-figure.tsx';

const compactPounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Gross pay and agency fees of the 12 weeks or months up to the one shown (the report's series). */
export function PayChart({ kind, series }: { kind: PeriodKind; series: DashboardReport['series'] }) {
  const noun = kind === 'week' ? 'week' : 'month';
  return (
    <ChartFigure title={`Gross pay and agency fees by ${noun}`} summary={payChartSummary(kind, series)}>
      <BarChart
        // The figure summary speaks for the chart; recharts' keyboard layer adds only unnamed tab stops.
        barChartProps={{ accessibilityLayer: false }}
        h={280}
        data={payChartData(kind, series)}
        dataKey="period"
        series={[
          { name: 'grossPay', label: 'Gross pay', color: 'blue.8' },
          { name: 'fees', label: 'Agency fees', color: 'teal.8' },
        ]}
        valueFormatter={formatPounds}
        yAxisProps={{ tickFormatter: (value: number) => compactPounds.format(value), width: 64 }}
        withLegend
        tickLine="y"
      />
    </ChartFigure>
  );
}
