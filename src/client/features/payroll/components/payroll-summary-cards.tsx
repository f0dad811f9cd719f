import { SimpleGrid } from '@mantine/core';
import { IconCalendarWeek, IconCalendarMonth, IconCash, IconUsers } from '@tabler/icons-react';
import { formatPounds } from '../../../../shared/domain/money.ts';
import { StatCard } from '../../../components/stat-card.tsx';
import { usePayrollSummary } from '../api/get-payroll-summary.ts';

/**
 * The four cards of Payroll Management (docs/domain.md "Payroll"):
 * This Week and This Month are gross pay paid in the current week and month, Total Workers the
 * active workers, Avg Weekly Pay gross pay per record over the last 4 complete weeks.
 */
export function PayrollSummaryCards() {
  const summary = usePayrollSummary();
  const money = (pounds: number | undefined) => (pounds === undefined ? undefined : formatPounds(pounds));
  const data = summary.data;
  const isLoading = summary.isPending;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <StatCard
        label="This Week"
        value={money(data?.thisWeek)}
        icon={<IconCalendarWeek size={20} />}
        color="blue"
        isLoading={isLoading}
      />
      <StatCard
        label="This Month"
        value={money(data?.thisMonth)}
        icon={<IconCalendarMonth size={20} />}
        color="teal"
        isLoading={isLoading}
      />
      <StatCard
        label="Total Workers"
        value={data?.totalWorkers}
        icon={<IconUsers size={20} />}
        color="violet"
        isLoading={isLoading}
      />
      <StatCard
        label="Avg Weekly Pay"
        value={money(data?.avgWeeklyPay)}
        icon={<IconCash size={20} />}
        color="orange"
        isLoading={isLoading}
      />
    </SimpleGrid>
  );
}
