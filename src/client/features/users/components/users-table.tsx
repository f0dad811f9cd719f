import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconKey, IconShieldOff, IconTrash, IconUserShield } from '@tabler/icons-react';
import type { User } from '../../../../shared/api/users.ts';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { UserStatusBadge } from '../../../components/user-status-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { fullName } from '../../../lib/full-name.ts';
import { UserNameCell } from './user-name-cell.tsx';

export type UserAction = 'edit' | 'reset-password' | 'reset-mfa' | 'change-role' | 'delete';

const actions: { action: UserAction; label: string; icon: typeof IconEdit; color?: string }[] = [
  { action: 'edit', label: 'Edit', icon: IconEdit },
  { action: 'reset-password', label: 'Reset Password', icon: IconKey },
  { action: 'reset-mfa', label: 'Reset Two-Step', icon: IconShieldOff },
  { action: 'change-role', label: 'Change Role', icon: IconUserShield },
  { action: 'delete', label: 'Delete', icon: IconTrash, color: 'red' },
];

/**
 * currentUserId: the signed-in admin, whose own row offers no Delete and no Reset Two-Step (nobody
 * deletes themselves or resets their own second factor here; the server refuses both too).
 */
type Props = {
  users: readonly User[];
  currentUserId: number | undefined;
  onAction: (action: UserAction, user: User) => void;
};

/**
 * User Management table (docs/domain.md). Each button's name is its visible text (docs/domain.md);
 * its row, named after the user, tells the rows' buttons apart.
 */
export function UsersTable({ users, currentUserId, onAction }: Props) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = fullName(user);
            return (
              <Table.Tr key={user.id} aria-label={name}>
                <UserNameCell name={name} email={user.email} />
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <RoleBadge role={user.role} />
                    {user.role === 'client' && user.agencyName && (
                      <Text size="xs" c="dimmed">
                        {user.agencyName}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <UserStatusBadge isActive={user.isActive} />
                </Table.Td>
                <Table.Td>{formatDate(user.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {actions
                      .filter(
                        ({ action }) => !((action === 'delete' || action === 'reset-mfa') && user.id === currentUserId),
                      )
                      .map(({ action, label, icon: Icon, color }) => (
                        <Button
                          key={action}
                          size="compact-sm"
                          variant="subtle"
                          color={color}
                          leftSection={<Icon size={14} aria-hidden />}
                          onClick={() => onAction(action, user)}
                        >
                          {label}
                        </Button>
                      ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
