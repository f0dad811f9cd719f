import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { User } from '../../../../shared/api/users.ts';
import { EmptyMessage } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { confirmAction } from '../../../components/confirm.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { fullName } from '../../../lib/full-name.ts';
import { useUsers } from '../api/get-users.ts';
import { useResetUserMfa } from '../api/reset-user-mfa.ts';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { UsersTable, type UserAction } from './users-table.tsx';

type OpenDialog = { action: UserAction; user: User } | null;

/** User Management (docs/domain.md): the users table, Create User and one dialog per action. */
export function UserManagementTab() {
  const users = useUsers();
  const currentUserId = useCurrentUser().data?.id;
  const [isCreating, setIsCreating] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const userFor = (action: UserAction) => (dialog?.action === action ? dialog.user : null);
  const resetMfa = useResetUserMfa();
  const onAction = (action: UserAction, user: User) => {
    if (action !== 'reset-mfa') return setDialog({ action, user });
    confirmAction({
      title: 'Reset Two-Step',
      message: `Reset the two-step sign-in of ${fullName(user)}?`,
      detail:
        'Their authenticator app and recovery codes stop working and they are signed out; they set it up again at their next sign-in, and are e-mailed.',
      confirmLabel: 'Reset two-step sign-in',
      onConfirm: () => resetMfa.mutate(user.id),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {users.data ? `${users.data.length} ${users.data.length === 1 ? 'user' : 'users'}` : ' '}
        </Text>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
          Create User
        </Button>
      </Group>
      <QueryState
        isPending={users.isPending}
        error={users.error}
        errorTitle="Failed to load users"
        loadingLabel="Loading users"
      >
        {users.data?.length ? (
          <UsersTable users={users.data} currentUserId={currentUserId} onAction={onAction} />
        ) : (
          <EmptyMessage>No users found</EmptyMessage>
        )}
      </QueryState>
      <CreateUserDialog opened={isCreating} onClose={() => setIsCreating(false)} />
      <EditUserDialog user={userFor('edit')} onClose={close} />
      <ResetPasswordDialog user={userFor('reset-password')} onClose={close} />
      <ChangeRoleDialog user={userFor('change-role')} onClose={close} />
      <DeleteUserDialog user={userFor('delete')} onClose={close} />
    </Stack>
  );
}
