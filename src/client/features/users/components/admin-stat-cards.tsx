import { SimpleGrid } from '@mantine/core';
import { IconCircleCheck, IconClock, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { StatCard } from '../../../components/stat-card.tsx';
import { useUserStats } from '../api/get-user-stats.ts';

/** The four figures above the admin tabs (docs/domain.md). */
export function AdminStatCards() {
  const { data, isPending } = useUserStats();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <StatCard
        label="Total Users"
        value={data?.totalUsers}
        icon={<IconUsers size={20} />}
        color="blue"
        isLoading={isPending}
      />
      <StatCard
        label="Pending Requests"
        value={data?.pendingRequests}
        icon={<IconClock size={20} />}
        color="yellow"
        isLoading={isPending}
      />
      <StatCard
        label="Approved Today"
        value={data?.approvedToday}
        icon={<IconCircleCheck size={20} />}
        color="green"
        isLoading={isPending}
      />
      <StatCard
        label="Active Admins"
        value={data?.activeAdmins}
        icon={<IconShieldCheck size={20} />}
        color="red"
        isLoading={isPending}
      />
    </SimpleGrid>
  );
}
