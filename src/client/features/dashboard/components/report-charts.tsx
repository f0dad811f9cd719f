import { SimpleGrid } from '@mantine/core';
import type { DashboardReport } from '../../../../shared/api/dashboard.ts';
import type { PeriodKind } from '../../../../shared/domain/payroll-periods.ts';
import { ComplianceChart } from './compliance-chart.tsx';
import { PayChart } from './pay-chart.tsx';

/**
 * Payroll Reports' charts: a chunk of their own (recharts is most of its weight), loaded when the
 * tab first shows a report, so the Overview every staff user lands on stays light.
 */
export default function ReportCharts({ kind, report }: { kind: PeriodKind; report: DashboardReport }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <PayChart kind={report.period ?? kind} series={report.series} />
      <ComplianceChart rows={report.complianceByAgency} />
    </SimpleGrid>
  );
}
