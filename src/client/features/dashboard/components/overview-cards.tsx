import { useId, type ReactNode } from 'react';
import { Alert, List, SimpleGrid, Text } from '@mantine/core';
import { IconAlertCircle, IconBuilding, IconCash, IconShieldCheck } from '@tabler/icons-react';
import { StatCard } from '../../../components/stat-card.tsx';
import { messageOf } from '../../../lib/errors.ts';
import { useDashboardMetrics } from '../api/get-dashboard-metrics.ts';
import type { DashboardMetrics } from '../../../../shared/api/dashboard.ts';
import { overviewCards, rightToWorkFigures, RTW_FIGURES_HEADING } from '../lib/report-figures.ts';

const looks: Record<string, { icon: ReactNode; color: string }> = {
  'Total Monthly Payroll': { icon: <IconCash size={20} />, color: 'blue' },
  'Authorised Workers Compliance': { icon: <IconShieldCheck size={20} />, color: 'teal' },
  'Active Agencies': { icon: <IconBuilding size={20} />, color: 'violet' },
};

/**
 * The Overview's cards (docs/domain.md "Dashboard" and "What each figure counts"): gross pay paid
 * this London month, compliant / authorised not-left workers with the same workers' right-to-work
 * standings, and active agencies, each naming its measure and period under the label.
 */
export function OverviewCards() {
  const metrics = useDashboardMetrics();
  const cards = metrics.data
    ? overviewCards(metrics.data)
    : Object.keys(looks).map((label) => ({ label, value: undefined, note: undefined }));
  return (
    <>
      {metrics.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Failed to load the dashboard">
          <Text size="sm">{messageOf(metrics.error, 'Please try again later.')}</Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {cards.map((card) => (
          <StatCard
            key={card.label}
            label={card.label}
            value={card.value}
            icon={looks[card.label]?.icon}
            color={looks[card.label]?.color ?? 'blue'}
            isLoading={metrics.isPending}
            note={card.note}
          >
            {card.label === 'Authorised Workers Compliance' && metrics.data && (
              <RightToWorkFigures metrics={metrics.data} />
            )}
          </StatCard>
        ))}
      </SimpleGrid>
    </>
  );
}

/** The compliance card's right-to-work counts, a list named by its heading. */
function RightToWorkFigures({ metrics }: { metrics: DashboardMetrics }) {
  const headingId = useId();
  return (
    <>
      <Text id={headingId} size="xs" fw={500} mt="xs">
        {RTW_FIGURES_HEADING}
      </Text>
      <List size="xs" aria-labelledby={headingId} listStyleType="none" spacing={0}>
        {rightToWorkFigures(metrics).map((figure) => (
          <List.Item key={figure.label}>{`${figure.label}: ${figure.value}`}</List.Item>
        ))}
      </List>
    </>
  );
}
