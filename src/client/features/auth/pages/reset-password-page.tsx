import { useEffect } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'wouter';
import { z } from 'zod';
import { resetPasswordBody } from '../../../../shared/api/auth.ts';
import { isNetworkError, messageOf } from '../../../lib/errors.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

const REDIRECT_DELAY_MS = 3_000;

/** The reset rules come from the request schema; this form adds the required and match checks (docs/domain.md). */
const resetPasswordForm = z
  .object({
    newPassword: z.string().min(1, 'Please fill in all fields').pipe(resetPasswordBody.shape.newPassword),
    confirmPassword: z.string().min(1, 'Please fill in all fields'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

/** /reset-password?token= (docs/domain.md). */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) {
    return (
      <AuthCard title="Invalid Reset Link">
        <Stack gap="md">
          <Text ta="center">This password reset link is invalid or has expired.</Text>
          <Button component={Link} href="/login" fullWidth>
            Back to Login
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [, navigate] = useLocation();
  const form = useForm<ResetPasswordForm>({
    resolver: schemaResolver<ResetPasswordForm, typeof resetPasswordForm>(resetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password Reset Successful">
        <Stack align="center" gap="md" role="status">
          <IconCircleCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />
          <Text ta="center">Your password has been reset. Redirecting you to the login page...</Text>
          <Anchor component={Link} href="/login">
            Go to Login
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  const serverError = reset.isError
    ? isNetworkError(reset.error)
      ? 'An error occurred. Please try again.'
      : messageOf(reset.error, 'Failed to reset password')
    : null;

  return (
    <AuthCard title="Reset Password">
      <form
        onSubmit={form.handleSubmit((values) => reset.mutate({ token, newPassword: values.newPassword }))}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Choose a new password of at least 8 characters with uppercase, lowercase, number and special character.
          </Text>
          {serverError && (
            <Alert color="red" variant="light" role="alert">
              {serverError}
            </Alert>
          )}
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" fullWidth disabled={reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
          <Button component={Link} href="/login" variant="subtle" fullWidth>
            Back to Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
