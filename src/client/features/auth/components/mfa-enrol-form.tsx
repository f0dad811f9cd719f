import { Anchor, Button, Code, Group, Image, Loader, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { mfaEnableBody, type MfaEnableAnswer, type MfaEnableBody } from '../../../../shared/api/auth.ts';
import { applyServerFieldErrors, messageOf } from '../../../lib/errors.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useEnableMfa, useSetUpMfa } from '../api/mfa.ts';
import { MfaCodeField } from './mfa-code-field.tsx';

/** The secret in groups of four, as authenticator apps show a key typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up the authenticator app after the password (docs/domain.md, "Multi-factor sign-in"): a
 * new secret as a QR code and as text, and a first code that proves the app holds it.
 */
export function MfaEnrolForm({
  onEnabled,
  fromProfile = false,
  onUsePasskey,
}: {
  onEnabled: (answer: MfaEnableAnswer) => void;
  /** Set up from My Profile by a signed-in user, rather than to finish a sign-in. */
  fromProfile?: boolean;
  /** "Use a passkey instead": the set-up with a passkey (docs/domain.md, "Multi-factor sign-in", Passkeys); at sign-in only. */
  onUsePasskey?: () => void;
}) {
  const { mutate: startSetUp, data: setUp, isError: setUpFailed, error: setUpError } = useSetUpMfa();
  const enable = useEnableMfa();
  const [qrCode, setQrCode] = useState<string | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    // One secret per visit: asking twice would replace the first one the server kept.
    if (asked.current) return;
    asked.current = true;
    startSetUp(undefined, {
      onSuccess: (answer) => void QRCode.toDataURL(answer.otpauthUrl, { margin: 1, width: 200 }).then(setQrCode),
    });
  }, [startSetUp]);
  const form = useForm<MfaEnableBody>({
    resolver: schemaResolver<MfaEnableBody, typeof mfaEnableBody>(mfaEnableBody),
    defaultValues: { code: '' },
  });

  const onSubmit = (values: MfaEnableBody) =>
    enable.mutate(values, {
      onSuccess: onEnabled,
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, ['code'])) return;
        toast({ title: 'Set-up failed', description: messageOf(error, 'Please try again.'), variant: 'destructive' });
      },
    });

  if (setUpFailed)
    return <Text c="red">{messageOf(setUpError, 'The set-up could not start. Please sign in again.')}</Text>;
  if (!setUp) return <Loader aria-label="Preparing your set-up" mx="auto" />;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {fromProfile
            ? 'From now on, signing in will ask for a code too.'
            : 'Your account needs a second step at sign-in.'}{' '}
          Scan this QR code with an authenticator app (such as Microsoft Authenticator or Google Authenticator), then
          enter the 6-digit code it shows.
        </Text>
        {qrCode ? (
          <Image src={qrCode} alt="QR code for your authenticator app" w={200} h={200} mx="auto" />
        ) : (
          <Loader aria-label="Drawing the QR code" mx="auto" />
        )}
        <Text size="sm">Cannot scan it? Enter this key in the app instead:</Text>
        <Code block aria-label="Set-up key">
          {grouped(setUp.secret)}
        </Code>
        <MfaCodeField error={form.formState.errors.code?.message} registration={form.register('code')} />
        <Button type="submit" fullWidth disabled={enable.isPending}>
          {enable.isPending ? 'Checking...' : fromProfile ? 'Turn on' : 'Turn on and sign in'}
        </Button>
        {onUsePasskey && (
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={onUsePasskey}>
              Use a passkey instead
            </Anchor>
          </Group>
        )}
      </Stack>
    </form>
  );
}
