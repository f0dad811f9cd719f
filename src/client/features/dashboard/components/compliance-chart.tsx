import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { DashboardReport } from '../../../../shared/api/dashboard.ts';
import { complianceChartData, complianceChartSummary } from '../lib/chart-data.ts';
import { formatPercent } from '../lib/report-figures.ts';
import { ChartFigure } from './chart-figure.tsx';

const BAR_ROW_PX = 36;

/** Compliant / authorised not-left workers per agency (the report's complianceByAgency, at most 20 agencies). */
export function ComplianceChart({ rows }: { rows: DashboardReport['complianceByAgency'] }) {
  return (
    <ChartFigure title="Compliance by agency" summary={complianceChartSummary(rows)}>
      {rows.length > 0 && (
        <BarChart
          // The figure summary speaks for the chart; recharts' keyboard layer adds only unnamed tab stops.
          barChartProps={{ accessibilityLayer: false }}
          h={Math.max(120, rows.length * BAR_ROW_PX + 40)}
          data={complianceChartData(rows)}
          dataKey="agency"
          orientation="vertical"
          series={[{ name: 'compliance', label: 'Compliant workers', color: 'teal.8' }]}
          valueFormatter={formatPercent}
          xAxisProps={{ domain: [0, 100] }}
          yAxisProps={{ width: 120 }}
          gridAxis="y"
        />
      )}
    </ChartFigure>
  );
}
