import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { forgotPasswordBody } from '../../../../shared/api/auth.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestPasswordReset, type ForgotPasswordBody } from '../api/forgot-password.ts';

/** The login page's Reset Password view (docs/domain.md). */
export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const requestReset = useRequestPasswordReset();
  const form = useForm<ForgotPasswordBody>({
    resolver: schemaResolver<ForgotPasswordBody, typeof forgotPasswordBody>(forgotPasswordBody),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = (values: ForgotPasswordBody) =>
    requestReset.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Reset link sent',
          description: 'If the email exists, a reset link has been sent to your inbox.',
        });
        onBackToLogin();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: error instanceof ApiError ? error.serverMessage : error.message || 'Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Enter your email address and we will send you a link to reset your password.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.co.uk"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" fullWidth disabled={requestReset.isPending}>
          {requestReset.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Button variant="subtle" fullWidth onClick={onBackToLogin}>
          Back to Login
        </Button>
      </Stack>
    </form>
  );
}
