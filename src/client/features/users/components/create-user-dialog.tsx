import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FormDialog, useReportDirty } from '../../../components/form-dialog.tsx';
import { useForm } from 'react-hook-form';
import { createUserBody, type CreateUserBody } from '../../../../shared/api/users.ts';
import type { Role } from '../../../../shared/domain/permissions.ts';
import { RoleAndAgencyFields } from '../../../components/role-and-agency-fields.tsx';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { useCreateUser } from '../api/create-user.ts';

type CreateUserForm = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role: Role | null;
  agencyId: number | null;
};

const resolver = schemaResolver<CreateUserForm, typeof createUserBody>(createUserBody);
const emptyForm: CreateUserForm = { email: '', firstName: '', lastName: '', password: '', role: null, agencyId: null };

type Props = { opened: boolean; onClose: () => void };

export function CreateUserDialog({ opened, onClose }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Create User" size="lg">
      {opened && <CreateUserForm onDone={onClose} />}
    </FormDialog>
  );
}

/** Create user (docs/domain.md); the agency selector appears only for the client role. */
function CreateUserForm({ onDone }: { onDone: () => void }) {
  const createUser = useCreateUser();
  const form = useForm<CreateUserForm, unknown, CreateUserBody>({ resolver, defaultValues: emptyForm });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  useReportDirty(formState.isDirty);
  const submit = handleSubmit((body) => createUser.mutate(body, { onSuccess: onDone }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First Name" required error={errors.firstName?.message} {...register('firstName')} />
          <TextInput label="Last Name" required error={errors.lastName?.message} {...register('lastName')} />
        </SimpleGrid>
        <PasswordInput
          label="Password"
          description="At least 8 characters; the user must change it at first sign-in."
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <RoleAndAgencyFields form={form} roleName="role" />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={createUser.isPending}>
            Create User
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
