import { useState } from 'react';
import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { updateProfileBody, type UpdateProfileBody } from '../../../../shared/api/users.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import type { AdminProfile } from '../api/get-admin-profile.ts';
import { useUpdateAdminProfile } from '../api/update-admin-profile.ts';
import { omitBlankPassword } from '../lib/omit-blank-password.ts';

type ProfileForm = { email: string; firstName: string; lastName: string; password: string; currentPassword: string };

/** A blank new password is not a short one: it is left out before the shared schema reads it. */
const resolver = schemaResolver<ProfileForm, typeof updateProfileBody>(updateProfileBody, {
  prepare: omitBlankPassword,
});

const valuesOf = (profile: AdminProfile): ProfileForm => ({
  email: profile.email,
  firstName: profile.firstName,
  lastName: profile.lastName,
  password: '',
  currentPassword: '',
});

/**
 * Account settings (docs/domain.md): read-only until Edit Profile; Save or Cancel. The
 * page remounts it when the saved profile changes, so its defaults are always the stored values.
 */
// Stays long: a form's fields in screen order, read-only and editing states of the same inputs.
export function AccountSettingsForm({ profile }: { profile: AdminProfile }) {
  const [isEditing, setIsEditing] = useState(false);
  const updateProfile = useUpdateAdminProfile();
  const { register, handleSubmit, reset, formState } = useForm<ProfileForm, unknown, UpdateProfileBody>({
    resolver,
    defaultValues: valuesOf(profile),
  });
  const { errors } = formState;

  const cancel = () => {
    reset();
    setIsEditing(false);
  };
  const submit = handleSubmit((body) =>
    updateProfile.mutate(body, {
      onSuccess: () => {
        setIsEditing(false);
        reset({
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          password: '',
          currentPassword: '',
        });
      },
    }),
  );

  return (
    <Paper withBorder p="lg" radius="md" role="region" aria-labelledby="account-settings-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group justify="space-between" mb="md">
          <Title order={2} fz="h4" id="account-settings-title">
            Account Settings
          </Title>
          {!isEditing && (
            <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setIsEditing(true)}>
              Edit Profile
            </Button>
          )}
        </Group>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First Name"
              readOnly={!isEditing}
              required={isEditing}
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextInput
              label="Last Name"
              readOnly={!isEditing}
              required={isEditing}
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            readOnly={!isEditing}
            required={isEditing}
            error={errors.email?.message}
            {...register('email')}
          />
          {isEditing && (
            <PasswordInput
              label="New Password"
              description="Leave blank to keep your current password."
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
          )}
          {isEditing && (
            <PasswordInput
              label="Current Password"
              description="Needed only when you set a new password."
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          )}
          {isEditing && (
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
              <Button type="submit" loading={updateProfile.isPending}>
                Save
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
