import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passkeyNameField, type MfaEnableAnswer } from '../../../../shared/api/auth.ts';
import { passkeyFailureMessage } from '../../../lib/passkeys.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { useEnrolWithPasskey } from '../api/mfa.ts';

const nameForm = z.strictObject({ name: passkeyNameField });
type NameForm = z.infer<typeof nameForm>;

/**
 * "Use a passkey instead" at the set-up after the password (docs/domain.md, "Multi-factor sign-in",
 * Passkeys): a name for the passkey, the browser's prompt, then the recovery codes as with the app.
 */
export function PasskeyEnrolForm({
  onEnabled,
  onUseApp,
}: {
  onEnabled: (answer: MfaEnableAnswer) => void;
  onUseApp: () => void;
}) {
  const enrol = useEnrolWithPasskey();
  const form = useForm<NameForm>({
    resolver: schemaResolver<NameForm, typeof nameForm>(nameForm),
    defaultValues: { name: '' },
  });
  const onSubmit = ({ name }: NameForm) => enrol.mutate(name, { onSuccess: onEnabled });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Your account needs a second step at sign-in. A passkey on this device or a security key can be that step: name
          it, then follow your browser&apos;s prompt.
        </Text>
        <TextInput
          label="Passkey name"
          description="To tell it from others, such as Work laptop"
          required
          autoFocus
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        {enrol.isError && (
          <Text size="sm" c="red" role="alert">
            {passkeyFailureMessage(enrol.error, 'The passkey could not be set up. Please try again.')}
          </Text>
        )}
        <Button type="submit" fullWidth disabled={enrol.isPending}>
          {enrol.isPending ? 'Waiting for your passkey...' : 'Create passkey and sign in'}
        </Button>
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={onUseApp}>
            Use an authenticator app instead
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
