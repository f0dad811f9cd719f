import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { resetUserPasswordBody, type User } from '../../../../shared/api/users.ts';
import { fullName } from '../../../lib/full-name.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { useResetUserPassword, type ResetUserPasswordBody } from '../api/reset-user-password.ts';

const resolver = schemaResolver<ResetUserPasswordBody, typeof resetUserPasswordBody>(resetUserPasswordBody);

type Props = { user: User | null; onClose: () => void };

export function ResetPasswordDialog({ user, onClose }: Props) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Reset Password" size="md">
      {user && <ResetPasswordForm key={user.id} user={user} onDone={onClose} />}
    </Modal>
  );
}

/** An admin-set password: 8 characters, and the user must change it at next sign-in (docs/domain.md 4). */
function ResetPasswordForm({ user, onDone }: { user: User; onDone: () => void }) {
  const resetPassword = useResetUserPassword();
  const { register, handleSubmit, formState } = useForm<ResetUserPasswordBody, unknown, ResetUserPasswordBody>({
    resolver,
    defaultValues: { password: '' },
  });
  const submit = handleSubmit((body) => resetPassword.mutate({ id: user.id, body }, { onSuccess: onDone }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Set a new password for <strong>{fullName(user)}</strong> ({user.email}). They will be asked to change it when
          they next sign in.
        </Text>
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          required
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={resetPassword.isPending}>
            Reset Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
