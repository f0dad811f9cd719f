import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { DeletedUser } from '../../../../../shared/api/users.ts';
import { fullName } from '../../../../lib/full-name.ts';
import { useRecoverUser } from '../../api/recover-user.ts';

type Props = { user: DeletedUser | null; onClose: () => void };

/** Recovery reactivates the user with the same credentials (docs/domain.md). */
export function RecoverUserDialog({ user, onClose }: Props) {
  const recoverUser = useRecoverUser();
  return (
    <Modal opened={user !== null} onClose={onClose} title="Recover User" size="md">
      {user && (
        <Stack gap="md">
          <Text size="sm">
            Recover <strong>{fullName(user)}</strong> ({user.email})? The user is reactivated and can sign in again with
            the same credentials.
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={recoverUser.isPending} onClick={() => recoverUser.mutate(user.id, { onSuccess: onClose })}>
              Recover User
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
