import { SimpleGrid } from '@mantine/core';
import { IconCalendarWeek, IconCalendarMonth, IconCash, IconUsers } from '@tabler/icons-react';
import { figureNote, measureNames, noPayrollYetThisWeek } from '../../../../shared/domain/figure-names.ts';
import { formatPounds } from '../../../../shared/domain/money.ts';
import { StatCard } from '../../../components/stat-card.tsx';
import { usePayrollSummary } from '../api/get-payroll-summary.ts';

/**
 * The four cards of Payroll Management (docs/domain.md "What each figure counts"), each saying
 * under its label what it counts and over which days: This Week is gross pay of the current week,
 * or of the latest week with payroll while the current one has none (and says so); This Month
 * gross pay of the current month; Total Workers the authorised, Active workers today; Avg Weekly
 * Pay gross pay per payroll record over the last 4 complete weeks.
 */
export function PayrollSummaryCards() {
  const summary = usePayrollSummary();
  const money = (pounds: number | undefined) => (pounds === undefined ? undefined : formatPounds(pounds));
  const data = summary.data;
  const isLoading = summary.isPending;
  const weekNote =
    data &&
    `${data.thisWeekPeriod.from === data.week.from ? '' : `${noPayrollYetThisWeek} `}${figureNote(measureNames.grossPay, data.thisWeekPeriod)}`;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <StatCard
        label="This Week"
        value={money(data?.thisWeek)}
        icon={<IconCalendarWeek size={20} />}
        color="blue"
        isLoading={isLoading}
        note={weekNote}
      />
      <StatCard
        label="This Month"
        value={money(data?.thisMonth)}
        icon={<IconCalendarMonth size={20} />}
        color="teal"
        isLoading={isLoading}
        note={data && figureNote(measureNames.grossPay, data.month)}
      />
      <StatCard
        label="Total Workers"
        value={data?.totalWorkers}
        icon={<IconUsers size={20} />}
        color="violet"
        isLoading={isLoading}
        note={figureNote(measureNames.activeWorkers, 'today')}
      />
      <StatCard
        label="Avg Weekly Pay"
        value={money(data?.avgWeeklyPay)}
        icon={<IconCash size={20} />}
        color="orange"
        isLoading={isLoading}
        note={data && figureNote(measureNames.payPerRecord, data.avgWeeklyPayPeriod)}
      />
    </SimpleGrid>
  );
}
