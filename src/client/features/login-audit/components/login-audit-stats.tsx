import { SimpleGrid } from '@mantine/core';
import { IconCalendarWeek, IconClock24, IconCircleCheck, IconCircleX, IconLogin, IconUsers } from '@tabler/icons-react';
import { StatCard } from '../../../components/stat-card.tsx';
import { useLoginAuditStats } from '../api/get-login-audit-stats.ts';

/** Login audit stats (docs/domain.md). */
export function LoginAuditStatsCards() {
  const { data, isPending } = useLoginAuditStats();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
      <StatCard
        label="Total Logins"
        value={data?.total_logins}
        icon={<IconLogin size={20} />}
        color="blue"
        isLoading={isPending}
      />
      <StatCard
        label="Successful"
        value={data?.successful_logins}
        icon={<IconCircleCheck size={20} />}
        color="green"
        isLoading={isPending}
      />
      <StatCard
        label="Failed"
        value={data?.failed_logins}
        icon={<IconCircleX size={20} />}
        color="red"
        isLoading={isPending}
      />
      <StatCard
        label="Unique Users"
        value={data?.unique_users}
        icon={<IconUsers size={20} />}
        color="grape"
        isLoading={isPending}
      />
      <StatCard
        label="Last 24 Hours"
        value={data?.logins_last_24h}
        icon={<IconClock24 size={20} />}
        color="cyan"
        isLoading={isPending}
      />
      <StatCard
        label="Last 7 Days"
        value={data?.logins_last_7d}
        icon={<IconCalendarWeek size={20} />}
        color="indigo"
        isLoading={isPending}
      />
    </SimpleGrid>
  );
}
