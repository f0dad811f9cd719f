import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconTrashX } from '@tabler/icons-react';
import type { DeletedUser } from '../../../../../shared/api/users.ts';
import { confirmAction, countOf } from '../../../../components/confirm.tsx';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { useCleanupExpiredUsers } from '../../api/cleanup-expired-users.ts';
import { useDeletedUsers } from '../../api/get-deleted-users.ts';
import { retentionBadge } from '../../../../lib/retention-badge.ts';
import { DeletedUsersTable } from './deleted-users-table.tsx';
import { RecoverUserDialog } from './recover-user-dialog.tsx';

/** Deleted users are kept 30 days; expired ones can be removed for good in bulk (docs/domain.md). */
export function DeletedUsersTab() {
  const deletedUsers = useDeletedUsers();
  const cleanup = useCleanupExpiredUsers();
  const [recovering, setRecovering] = useState<DeletedUser | null>(null);
  const expiredCount = deletedUsers.data?.filter((u) => retentionBadge(u.daysLeft).status === 'expired').length ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed" size="sm">
          Deleted users can be recovered for 30 days.{' '}
          {expiredCount > 0 &&
            `${expiredCount} expired ${expiredCount === 1 ? 'user is' : 'users are'} ready for cleanup.`}
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrashX size={16} aria-hidden />}
          loading={cleanup.isPending}
          // Nothing to do, nothing to press: the count is the list already on screen.
          disabled={expiredCount === 0}
          onClick={() =>
            confirmAction({
              title: 'Cleanup Expired Users',
              message: `Delete ${countOf(expiredCount, 'expired user')} permanently?`,
              detail:
                'Users deleted more than 30 days ago are removed for good and can no longer be recovered. This cannot be undone.',
              confirmLabel: 'Delete Permanently',
              onConfirm: () => cleanup.mutate(),
            })
          }
        >
          Cleanup Expired Users
        </Button>
      </Group>
      <QueryState
        isPending={deletedUsers.isPending}
        error={deletedUsers.error}
        errorTitle="Failed to load deleted users"
        loadingLabel="Loading deleted users"
      >
        {deletedUsers.data?.length ? (
          <DeletedUsersTable users={deletedUsers.data} onRecover={setRecovering} />
        ) : (
          <EmptyMessage>No deleted users</EmptyMessage>
        )}
      </QueryState>
      <RecoverUserDialog user={recovering} onClose={() => setRecovering(null)} />
    </Stack>
  );
}
