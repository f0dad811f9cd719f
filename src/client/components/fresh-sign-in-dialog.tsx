import { Alert, Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { authPaths, passkeyRequestOptions, type ReauthenticateBody } from '../../shared/api/auth.ts';
import { messageAnswer } from '../../shared/api/common.ts';
import { api } from '../lib/api-client.ts';
import { applyServerFieldErrors, isRefusal, messageOf } from '../lib/errors.ts';
import { setFreshSignInAsker } from '../lib/fresh-sign-in.ts';
import { answerWithPasskey, passkeyFailureMessage } from '../lib/passkeys.ts';

type Asking = { message: string; answer: (confirmed: boolean) => void };

/**
 * The one re-authentication dialog (docs/domain.md, "Multi-factor sign-in": fresh sign-in): opened
 * by the API layer when an action answers 403 FRESH_SIGN_IN_REQUIRED, over the page, which stays
 * as it was (its form, its chosen file). Confirmed, the action is sent again; cancelled, the
 * action's caller gets the refusal.
 */
export function FreshSignInDialog() {
  const [asking, setAsking] = useState<Asking | null>(null);
  useEffect(
    () => setFreshSignInAsker((message) => new Promise<boolean>((answer) => setAsking({ message, answer }))),
    [],
  );
  const finish = (confirmed: boolean) => {
    asking?.answer(confirmed);
    setAsking(null);
  };
  return (
    // Above any dialog the refused action came from (a Mantine modal stands at 200, toasts at 400).
    <Modal opened={asking !== null} onClose={() => finish(false)} title="Confirm it is you" centered zIndex={300}>
      {asking && <ReauthenticateForm message={asking.message} onDone={finish} />}
    </Modal>
  );
}

type Values = { password: string; code: string; recoveryCode: string };

function ReauthenticateForm({ message, onDone }: { message: string; onDone: (confirmed: boolean) => void }) {
  // The code is asked once the server says the second factor applies (after a right password).
  const [needsCode, setNeedsCode] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { password: '', code: '', recoveryCode: '' } });
  const { errors, isSubmitting } = form.formState;
  const [withPasskey, setWithPasskey] = useState(false);

  // The password, then the browser's passkey prompt for the session's challenge, as the second factor.
  const confirmWithPasskey = async () => {
    const password = form.getValues('password');
    if (!password) return form.setError('password', { message: 'Password is required' });
    setFailure(null);
    setWithPasskey(true);
    try {
      const options = await api.post(authPaths.reauthenticatePasskeyOptions.build(), passkeyRequestOptions);
      const passkey = await answerWithPasskey(options);
      await api.post(authPaths.reauthenticate.build(), messageAnswer, { password, passkey });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['password'])) {
        setFailure(passkeyFailureMessage(error, 'Please try again.'));
      }
      return;
    } finally {
      setWithPasskey(false);
    }
    onDone(true);
  };

  const onSubmit = async (values: Values) => {
    setFailure(null);
    const second = !needsCode ? {} : useRecovery ? { recoveryCode: values.recoveryCode } : { code: values.code };
    const body: ReauthenticateBody = { password: values.password, ...second };
    try {
      await api.post(authPaths.reauthenticate.build(), messageAnswer, body);
    } catch (error) {
      if (!needsCode && isRefusal(error, 'VALIDATION_ERROR', 'code')) {
        setNeedsCode(true);
        return;
      }
      if (!applyServerFieldErrors(error, form.setError, ['password', 'code', 'recoveryCode'])) {
        setFailure(messageOf(error, 'Please try again.'));
      }
      return;
    }
    onDone(true);
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {message}: enter your password{needsCode ? ' and a code' : ''}. What you were doing is kept.
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          autoFocus
          error={errors.password?.message}
          {...form.register('password', { required: 'Password is required' })}
        />
        {needsCode && !useRecovery && (
          <TextInput
            label="Code from your authenticator app"
            description="6 digits"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            autoFocus
            error={errors.code?.message}
            {...form.register('code', { required: 'Enter the 6-digit code' })}
          />
        )}
        {needsCode && useRecovery && (
          <TextInput
            label="Recovery code"
            autoComplete="off"
            required
            autoFocus
            error={errors.recoveryCode?.message}
            {...form.register('recoveryCode', { required: 'Enter a recovery code' })}
          />
        )}
        {needsCode && (
          <Group justify="space-between">
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={withPasskey}
              onClick={() => void confirmWithPasskey()}
            >
              {withPasskey ? 'Waiting for your passkey...' : 'Use a passkey'}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={() => setUseRecovery(!useRecovery)}>
              {useRecovery ? 'Use a code from the app' : 'Use a recovery code'}
            </Anchor>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Checking...' : 'Confirm'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
