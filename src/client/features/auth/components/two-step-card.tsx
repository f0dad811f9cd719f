import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { MfaStatusAnswer } from '../../../../shared/api/auth.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useMfaStatus, useNewRecoveryCodes, useTurnOffMfa } from '../api/mfa-manage.ts';
import { MfaEnrolForm } from './mfa-enrol-form.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

/** Few enough recovery codes left to say so. */
const FEW_CODES = 3;

/**
 * My Profile's Two-Step Sign-In section (docs/domain.md, "Managing the second factor"): whether an
 * authenticator app is set up, the recovery codes left and new ones, setting an app up, and
 * turning it off where the role allows.
 */
export function TwoStepSignInCard() {
  const status = useMfaStatus();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="two-step-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="two-step-title">
          Two-Step Sign-In
        </Title>
        <QueryState
          isPending={status.isPending}
          error={status.error}
          errorTitle="Failed to load your two-step sign-in"
          loadingLabel="Loading two-step sign-in"
        >
          {status.data && <TwoStepStatus status={status.data} />}
        </QueryState>
      </Stack>
    </Card>
  );
}

function TwoStepStatus({ status }: { status: MfaStatusAnswer }) {
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const newCodes = useNewRecoveryCodes();
  const turnOff = useTurnOffMfa();
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: messageOf(error, 'Please try again.'), variant: 'destructive' });

  const askNewCodes = () =>
    confirmAction({
      title: 'New recovery codes',
      message: 'Make ten new recovery codes?',
      detail: 'Your current recovery codes will stop working.',
      confirmLabel: 'Make new codes',
      color: 'blue',
      onConfirm: () =>
        newCodes.mutate(undefined, {
          onSuccess: (answer) => setCodes(answer.recoveryCodes),
          onError: failed('New recovery codes failed'),
        }),
    });
  const askTurnOff = () =>
    confirmAction({
      title: 'Turn off',
      message: 'Turn off your authenticator app?',
      detail: status.passkey
        ? 'Signing in will ask for your passkey instead.'
        : 'Signing in will ask only for your password, and your recovery codes will stop working.',
      confirmLabel: 'Turn off',
      onConfirm: () =>
        turnOff.mutate(undefined, {
          onSuccess: () => toast({ title: 'Authenticator app turned off' }),
          onError: failed('Turning off failed'),
        }),
    });

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm">Authenticator app</Text>
        <Badge color={status.app ? 'green' : 'gray'} variant="light">
          {status.app ? 'On' : 'Off'}
        </Badge>
      </Group>
      {status.app ? (
        <>
          <Text size="sm">
            Recovery codes left: <strong>{status.recoveryCodesLeft}</strong>
          </Text>
          {status.recoveryCodesLeft <= FEW_CODES && (
            <Alert color="yellow" title="Few recovery codes left">
              Make new recovery codes so that a lost phone does not lock you out.
            </Alert>
          )}
          <Group>
            <Button variant="default" onClick={askNewCodes} loading={newCodes.isPending}>
              New recovery codes
            </Button>
            {(!status.required || status.passkey) && (
              <Button variant="default" color="red" onClick={askTurnOff} loading={turnOff.isPending}>
                Turn off
              </Button>
            )}
          </Group>
          {status.required && !status.passkey && (
            <Text size="sm" c="dimmed">
              Your role must use two-step sign-in.
            </Text>
          )}
        </>
      ) : (
        <>
          <Text size="sm">
            Protect your account with a code from an authenticator app on your phone, asked after your password.
          </Text>
          <Group>
            <Button onClick={() => setSettingUp(true)}>Set up an authenticator app</Button>
          </Group>
        </>
      )}
      <Modal opened={settingUp} onClose={() => setSettingUp(false)} title="Set Up Authenticator App" centered>
        {settingUp && (
          <MfaEnrolForm
            fromProfile
            onEnabled={(answer) => {
              setSettingUp(false);
              setCodes(answer.recoveryCodes);
            }}
          />
        )}
      </Modal>
      <Modal opened={codes !== null} onClose={() => setCodes(null)} title="Recovery Codes" centered>
        {codes && <RecoveryCodes codes={codes} signingIn={false} onContinue={() => setCodes(null)} />}
      </Modal>
    </Stack>
  );
}
