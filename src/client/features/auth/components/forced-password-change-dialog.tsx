import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { changePasswordForm, type ChangePasswordForm } from '../../../../shared/api/auth.ts';
import { isNetworkError, messageOf } from '../../../lib/errors.ts';
import { PasswordChangeFields } from '../../../components/password-change-fields.tsx';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useLogout } from '../api/logout.ts';

/**
 * Shown while the user's requirePasswordChange flag is set; it cannot be dismissed (docs/domain.md).
 * Success refetches the current user, whose cleared flag removes the dialog.
 */
export function ForcedPasswordChangeDialog() {
  const change = useChangePassword();
  // The dialog covers the header, so its Logout is offered here too (issue 9, item 6).
  const logout = useLogout();
  const form = useForm<ChangePasswordForm>({
    resolver: schemaResolver<ChangePasswordForm, typeof changePasswordForm>(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = ({ currentPassword, newPassword }: ChangePasswordForm) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () =>
          toast({ title: 'Password Changed Successfully', description: 'Your new password is now active.' }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: isNetworkError(error)
              ? 'An error occurred while changing your password'
              : messageOf(error, 'Failed to change password'),
            variant: 'destructive',
          }),
      },
    );

  const failure = change.isError
    ? isNetworkError(change.error)
      ? 'An error occurred while changing your password'
      : messageOf(change.error, 'Failed to change password')
    : null;

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title="Change Your Password"
      centered
    >
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack gap="sm">
          <Text size="sm">You must change your password before you can continue.</Text>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordChangeFields form={form} focusFirst />
          <Button type="submit" fullWidth mt="xs" disabled={change.isPending}>
            {change.isPending ? 'Changing Password...' : 'Change Password'}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            fullWidth
            leftSection={<IconLogout size={16} aria-hidden />}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Logout
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
