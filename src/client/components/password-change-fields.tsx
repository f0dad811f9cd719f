import { PasswordInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { ChangePasswordForm } from '../../shared/api/auth.ts';

type Props = { form: UseFormReturn<ChangePasswordForm>; focusFirst?: boolean };

/**
 * Current, new and confirmation password fields of a change-password form (the forced change and
 * My Profile), with the password rule as the new field's description.
 */
export function PasswordChangeFields({ form, focusFirst = false }: Props) {
  const { errors } = form.formState;
  return (
    <>
      <PasswordInput
        label="Current Password"
        autoComplete="current-password"
        required
        data-autofocus={focusFirst || undefined}
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        required
        description="At least 8 characters with uppercase, lowercase, number and special character"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordInput
        label="Confirm New Password"
        autoComplete="new-password"
        required
        error={errors.confirmNewPassword?.message}
        {...form.register('confirmNewPassword')}
      />
    </>
  );
}
