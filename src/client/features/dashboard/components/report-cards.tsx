import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { IconCash, IconCoin, IconPercentage, IconReceipt, IconUsers } from '@tabler/icons-react';
import type { DashboardReport } from '../../../../shared/api/dashboard.ts';
import { StatCard } from '../../../components/stat-card.tsx';
import type { Period } from '../../../../shared/domain/payroll-periods.ts';
import { reportFigureNote, reportFigures } from '../lib/report-figures.ts';

const looks: Record<string, { icon: ReactNode; color: string }> = {
  'Total Fee': { icon: <IconReceipt size={20} />, color: 'blue' },
  'Total Revenue': { icon: <IconCoin size={20} />, color: 'teal' },
  'Total Temps': { icon: <IconUsers size={20} />, color: 'violet' },
  'Avg Weekly Pay': { icon: <IconCash size={20} />, color: 'orange' },
  'Net Margin': { icon: <IconPercentage size={20} />, color: 'grape' },
};

type Props = { report: DashboardReport | undefined; period: Period; isLoading: boolean };

/** Payroll Reports' cards (docs/domain.md), money as £1,234.56, each naming its measure and the period shown. */
export function ReportCards({ report, period, isLoading }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {reportFigures.map((figure) => (
        <StatCard
          key={figure.label}
          label={figure.label}
          value={report ? figure.format(report) : undefined}
          icon={looks[figure.label]?.icon}
          color={looks[figure.label]?.color ?? 'blue'}
          isLoading={isLoading}
          note={reportFigureNote(figure, period)}
        />
      ))}
    </SimpleGrid>
  );
}
