import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { User } from '../../../../shared/api/users.ts';
import { isRole, type Role } from '../../../../shared/domain/permissions.ts';
import { RoleAndAgencyFields } from '../../../components/role-and-agency-fields.tsx';
import { fullName } from '../../../lib/full-name.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { useChangeUserRole } from '../api/update-user.ts';
import { changeRoleSchema } from '../lib/change-role-schema.ts';

type ChangeRoleForm = { role: Role | null; agencyId: number | null };

const resolver = schemaResolver<ChangeRoleForm, typeof changeRoleSchema>(changeRoleSchema);

type Props = { user: User | null; onClose: () => void };

export function ChangeRoleDialog({ user, onClose }: Props) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Change Role" size="md">
      {user && <ChangeRoleForm key={user.id} user={user} onDone={onClose} />}
    </Modal>
  );
}

/** A role, plus an agency when the role is client (docs/domain.md). */
function ChangeRoleForm({ user, onDone }: { user: User; onDone: () => void }) {
  const changeRole = useChangeUserRole();
  const form = useForm<ChangeRoleForm, unknown, { role: Role; agencyId?: number | null | undefined }>({
    resolver,
    defaultValues: { role: isRole(user.role) ? user.role : null, agencyId: user.agencyId },
  });
  const { handleSubmit } = form;
  const submit = handleSubmit((body) => changeRole.mutate({ id: user.id, body }, { onSuccess: onDone }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Change the role of <strong>{fullName(user)}</strong> ({user.email}).
        </Text>
        <RoleAndAgencyFields form={form} roleName="role" />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={changeRole.isPending}>
            Update Role
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
