import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { loginBody, type LoginBody } from '../../../../shared/api/auth.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { safeNextPath } from '../../../lib/next-path.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useLogin } from '../api/login.ts';

function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return error instanceof Error ? error.message : 'Please try again.';
}

/**
 * Sign-in form (docs/domain.md); after success the user goes to /, or back to the page
 * a session expiry left (?next=, a path of this site only: lib/next-path.ts).
 */
export function LoginForm({
  onForgotPassword,
  onMfaRequired,
}: {
  onForgotPassword: () => void;
  /** The password was right; the second factor is still to give or set up (docs/domain.md, "Multi-factor sign-in"). */
  onMfaRequired: (enrolmentRequired: boolean, passkey: boolean) => void;
}) {
  const login = useLogin();
  const [, navigate] = useLocation();
  const next = safeNextPath(new URLSearchParams(useSearch()).get('next'));
  const form = useForm<LoginBody>({
    resolver: schemaResolver<LoginBody, typeof loginBody>(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = async (values: LoginBody) => {
    let answer;
    try {
      answer = await login.mutateAsync(values);
    } catch (error) {
      toast({ title: 'Login failed', description: loginFailureMessage(error), variant: 'destructive' });
      return;
    }
    if ('mfaRequired' in answer) {
      onMfaRequired(answer.enrolmentRequired, answer.passkey);
      return;
    }
    toast({ title: 'Login successful', description: 'Welcome back!' });
    navigate(next, { replace: true });
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@company.co.uk"
          required
          // The page's one task: the cursor waits in its first field (issue 9, item 6).
          autoFocus
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Forgot Password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth disabled={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </Stack>
    </form>
  );
}
