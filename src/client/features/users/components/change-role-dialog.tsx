import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { User } from '../../../../shared/api/users.ts';
import { isRole, type Role } from '../../../../shared/domain/permissions.ts';
import { AgencySelect } from '../../../components/agency-select.tsx';
import { fullName } from '../../../lib/full-name.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { useChangeUserRole } from '../api/update-user.ts';
import { changeRoleSchema } from '../lib/change-role-schema.ts';
import { RoleSelect } from './role-select.tsx';

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
  const { control, handleSubmit, formState } = useForm<
    ChangeRoleForm,
    unknown,
    { role: Role; agencyId?: number | null | undefined }
  >({
    resolver,
    defaultValues: { role: isRole(user.role) ? user.role : null, agencyId: user.agencyId },
  });
  const role = useWatch({ control, name: 'role' });
  const { errors } = formState;
  const submit = handleSubmit((body) => changeRole.mutate({ id: user.id, body }, { onSuccess: onDone }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Change the role of <strong>{fullName(user)}</strong> ({user.email}).
        </Text>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RoleSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.role?.message}
            />
          )}
        />
        {role === 'client' && (
          <Controller
            control={control}
            name="agencyId"
            render={({ field }) => (
              <AgencySelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.agencyId?.message}
              />
            )}
          />
        )}
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
