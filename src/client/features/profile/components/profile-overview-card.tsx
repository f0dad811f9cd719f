import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { UserStatusBadge } from '../../../components/user-status-badge.tsx';
import { fullName } from '../../../lib/full-name.ts';
import type { AdminProfile } from '../api/get-admin-profile.ts';

/** Who is signed in: initials, name, e-mail, role and status (docs/domain.md). */
export function ProfileOverviewCard({ profile }: { profile: AdminProfile }) {
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  return (
    <Paper withBorder p="lg" radius="md">
      <Group wrap="nowrap">
        <Avatar size={64} radius="xl" color="blue" aria-hidden>
          {initials || '?'}
        </Avatar>
        <Stack gap={4}>
          <Text fw={600} size="lg">
            {fullName(profile)}
          </Text>
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {profile.email}
          </Text>
          <Group gap="xs">
            <RoleBadge role={profile.role} />
            <UserStatusBadge isActive={profile.isActive} />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
