import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { User } from '../../../../shared/api/users.ts';
import { fullName } from '../../../lib/full-name.ts';
import { useDeleteUser } from '../api/delete-user.ts';

type Props = { user: User | null; onClose: () => void };

/** Soft delete with its consequence spelt out (docs/domain.md). */
export function DeleteUserDialog({ user, onClose }: Props) {
  const deleteUser = useDeleteUser();
  return (
    <Modal opened={user !== null} onClose={onClose} title="Delete User" size="md">
      {user && (
        <Stack gap="md">
          <Text size="sm">
            Are you sure you want to delete <strong>{fullName(user)}</strong> ({user.email})?
          </Text>
          <Text size="sm" c="dimmed">
            The user will be moved to Deleted Users and can no longer sign in. They can be recovered within 30 days;
            after that they are permanently removed.
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={deleteUser.isPending}
              onClick={() => deleteUser.mutate(user.id, { onSuccess: onClose })}
            >
              Delete User
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
