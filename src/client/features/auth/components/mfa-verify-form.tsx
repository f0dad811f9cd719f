import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { mfaEnableBody, recoveryCodeField, type MfaVerifyAnswer } from '../../../../shared/api/auth.ts';
import { applyServerFieldErrors, messageOf } from '../../../lib/errors.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { passkeyFailureMessage } from '../../../lib/passkeys.ts';
import { useVerifyMfa, useVerifyWithPasskey } from '../api/mfa.ts';
import { MfaCodeField } from './mfa-code-field.tsx';

const codeForm = mfaEnableBody;
type CodeForm = z.infer<typeof codeForm>;
const recoveryForm = z.strictObject({ recoveryCode: recoveryCodeField });
type RecoveryForm = z.infer<typeof recoveryForm>;

type Props = { onVerified: (answer: MfaVerifyAnswer, usedRecoveryCode: boolean) => void };

const failed = (error: unknown) =>
  toast({ title: 'Login failed', description: messageOf(error, 'Please try again.'), variant: 'destructive' });

/**
 * The code screen after the password (docs/domain.md, "Multi-factor sign-in"): "Use a passkey" when
 * the user has one, a code, or "Use a recovery code".
 */
export function MfaVerifyForm({ onVerified, passkey }: Props & { passkey: boolean }) {
  const [useRecovery, setUseRecovery] = useState(false);
  return useRecovery ? (
    <RecoveryCodeForm onVerified={onVerified} onBack={() => setUseRecovery(false)} />
  ) : (
    <Stack gap="sm">
      {passkey && <PasskeyButton onVerified={onVerified} />}
      <CodeFormView onVerified={onVerified} onUseRecovery={() => setUseRecovery(true)} />
    </Stack>
  );
}

/** Signs in with a passkey; a refusal (the prompt closed, the server's message) shows below the button. */
function PasskeyButton({ onVerified }: Props) {
  const verify = useVerifyWithPasskey();
  return (
    <Stack gap="xs">
      <Button
        variant="filled"
        fullWidth
        disabled={verify.isPending}
        onClick={() => verify.mutate(undefined, { onSuccess: (answer) => onVerified(answer, false) })}
      >
        {verify.isPending ? 'Waiting for your passkey...' : 'Use a passkey'}
      </Button>
      {verify.isError && (
        <Text size="sm" c="red" role="alert">
          {passkeyFailureMessage(verify.error, 'Please try again.')}
        </Text>
      )}
      <Divider label="or enter a code" labelPosition="center" />
    </Stack>
  );
}

function CodeFormView({ onVerified, onUseRecovery }: Props & { onUseRecovery: () => void }) {
  const verify = useVerifyMfa();
  const form = useForm<CodeForm>({
    resolver: schemaResolver<CodeForm, typeof codeForm>(codeForm),
    defaultValues: { code: '' },
  });
  const onSubmit = (values: CodeForm) =>
    verify.mutate(values, {
      onSuccess: (answer) => onVerified(answer, false),
      onError: (error) => applyServerFieldErrors(error, form.setError, ['code']) || failed(error),
    });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <Text size="sm">Open your authenticator app and enter the code it shows for Worker CRM.</Text>
        <MfaCodeField error={form.formState.errors.code?.message} registration={form.register('code')} />
        <Button type="submit" fullWidth disabled={verify.isPending}>
          {verify.isPending ? 'Checking...' : 'Verify'}
        </Button>
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={onUseRecovery}>
            Use a recovery code
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodeForm({ onVerified, onBack }: Props & { onBack: () => void }) {
  const verify = useVerifyMfa();
  const form = useForm<RecoveryForm>({
    resolver: schemaResolver<RecoveryForm, typeof recoveryForm>(recoveryForm),
    defaultValues: { recoveryCode: '' },
  });
  const onSubmit = (values: RecoveryForm) =>
    verify.mutate(values, {
      onSuccess: (answer) => onVerified(answer, true),
      onError: (error) => applyServerFieldErrors(error, form.setError, ['recoveryCode']) || failed(error),
    });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <Text size="sm">Enter one of the recovery codes you saved when you set up the app. Each works once.</Text>
        <TextInput
          label="Recovery code"
          autoComplete="off"
          autoFocus
          required
          error={form.formState.errors.recoveryCode?.message}
          {...form.register('recoveryCode')}
        />
        <Button type="submit" fullWidth disabled={verify.isPending}>
          {verify.isPending ? 'Checking...' : 'Verify'}
        </Button>
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Use a code from the app
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
