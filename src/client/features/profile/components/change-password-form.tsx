import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { changePasswordForm, type ChangePasswordForm } from '../../../../shared/api/auth.ts';
import { applyServerFieldErrors, isNetworkError, messageOf } from '../../../lib/errors.ts';
import { PasswordChangeFields } from '../../../components/password-change-fields.tsx';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeOwnPassword } from '../api/change-own-password.ts';

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmNewPassword: '' };
const fields = ['currentPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Change Password on My Profile (docs/domain.md): current, new and confirmation, checked by
 * the schema the server uses (complexity, different from the current one). A wrong current
 * password comes back under its field; too many wrong ones (counted like failed sign-ins) and any
 * other failure show above the fields.
 */
export function ChangePasswordCard() {
  const change = useChangeOwnPassword();
  const form = useForm<ChangePasswordForm>({
    resolver: schemaResolver<ChangePasswordForm, typeof changePasswordForm>(changePasswordForm),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(empty);
          toast({ title: 'Password Changed Successfully', description: 'Your new password is now active.' });
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, fields),
      },
    ),
  );

  const isFieldFailure = change.error !== null && Object.keys(errors).length > 0;
  const failure =
    change.isError && !isFieldFailure
      ? isNetworkError(change.error)
        ? 'An error occurred while changing your password'
        : messageOf(change.error, 'Failed to change password')
      : null;

  return (
    <Paper withBorder p="lg" radius="md" role="region" aria-labelledby="change-password-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4" id="change-password-title">
              Change Password
            </Title>
            <Text size="sm" c="dimmed">
              Enter your current password, then the new one twice.
            </Text>
          </div>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordChangeFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
