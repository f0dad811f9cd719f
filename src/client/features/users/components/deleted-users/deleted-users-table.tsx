import { Button, Table } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { DeletedUser } from '../../../../../shared/api/users.ts';
import { RoleBadge } from '../../../../components/role-badge.tsx';
import { formatDate } from '../../../../lib/format-date.ts';
import { fullName } from '../../../../lib/full-name.ts';
import { retentionBadge } from '../../../../lib/retention-badge.ts';
import { UserNameCell } from '../user-name-cell.tsx';
import { RetentionStatusBadge } from '../../../../components/retention-status-badge.tsx';

type Props = { users: readonly DeletedUser[]; onRecover: (user: DeletedUser) => void };

/**
 * Deleted Users (docs/domain.md); an expired user can no longer be recovered. Recover is named by
 * its text; the row, named after the user, tells the rows apart (docs/domain.md).
 */
export function DeletedUsersTable({ users, onRecover }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Deleted users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User Details</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Deleted Date</Table.Th>
            <Table.Th>Retention Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = fullName(user);
            const isExpired = retentionBadge(user.daysLeft).status === 'expired';
            return (
              <Table.Tr key={user.id} aria-label={name}>
                <UserNameCell name={name} email={user.email} />
                <Table.Td>
                  <RoleBadge role={user.role} />
                </Table.Td>
                <Table.Td>{formatDate(user.deletedAt)}</Table.Td>
                <Table.Td>
                  <RetentionStatusBadge daysLeft={user.daysLeft} />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconRestore size={14} aria-hidden />}
                    disabled={isExpired}
                    onClick={() => onRecover(user)}
                  >
                    Recover
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
