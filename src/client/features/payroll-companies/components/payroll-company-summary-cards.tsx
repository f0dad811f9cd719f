import { SimpleGrid } from '@mantine/core';
import { IconBuildingBank, IconCalendarPlus, IconUsers, IconUserOff } from '@tabler/icons-react';
import { StatCard } from '../../../components/stat-card.tsx';
import type { PayrollCompanySummary } from '../lib/company-summary.ts';

type Props = { summary: PayrollCompanySummary | undefined; isLoading: boolean };

/** The four summary cards of Payroll Company Management (docs/domain.md). */
export function PayrollCompanySummaryCards({ summary, isLoading }: Props) {
  const cards = [
    { label: 'Total Companies', value: summary?.total, color: 'blue', icon: <IconBuildingBank size={18} /> },
    { label: 'With Workers', value: summary?.withWorkers, color: 'teal', icon: <IconUsers size={18} /> },
    { label: 'Without Workers', value: summary?.withoutWorkers, color: 'gray', icon: <IconUserOff size={18} /> },
    {
      label: 'Added This Month',
      value: summary?.addedThisMonth,
      color: 'grape',
      icon: <IconCalendarPlus size={18} />,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {cards.map((card) => (
        <StatCard key={card.label} {...card} isLoading={isLoading} />
      ))}
    </SimpleGrid>
  );
}
