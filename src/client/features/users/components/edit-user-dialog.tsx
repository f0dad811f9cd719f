import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { updateUserBody, type UpdateUserBody, type User } from '../../../../shared/api/users.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { useUpdateUser } from '../api/update-user.ts';

type EditUserForm = { email: string; firstName: string; lastName: string };

const resolver = schemaResolver<EditUserForm, typeof updateUserBody>(updateUserBody);

type Props = { user: User | null; onClose: () => void };

export function EditUserDialog({ user, onClose }: Props) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Edit User" size="lg">
      {user && <EditUserForm key={user.id} user={user} onDone={onClose} />}
    </Modal>
  );
}

/** Edit a user's e-mail and names (docs/domain.md). */
function EditUserForm({ user, onDone }: { user: User; onDone: () => void }) {
  const updateUser = useUpdateUser();
  const { register, handleSubmit, formState } = useForm<EditUserForm, unknown, UpdateUserBody>({
    resolver,
    defaultValues: { email: user.email, firstName: user.firstName, lastName: user.lastName },
  });
  const { errors } = formState;
  const submit = handleSubmit((body) => updateUser.mutate({ id: user.id, body }, { onSuccess: onDone }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput label="Email" type="email" required error={errors.email?.message} {...register('email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First Name" required error={errors.firstName?.message} {...register('firstName')} />
          <TextInput label="Last Name" required error={errors.lastName?.message} {...register('lastName')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={updateUser.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
