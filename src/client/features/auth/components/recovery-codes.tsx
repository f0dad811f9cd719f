import { Alert, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME } from '../../../lib/product.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { recoveryCodesText } from '../lib/recovery-codes.ts';

/**
 * The ten recovery codes, shown once at enrolment (docs/domain.md, "Multi-factor sign-in"), with
 * ways to keep them: copy or download. Continue opens the app.
 */
export function RecoveryCodes({
  codes,
  onContinue,
  signingIn = true,
}: {
  codes: readonly string[];
  onContinue: () => void;
  /** Shown at the end of a sign-in (the default), or on My Profile, where the user is signed in already. */
  signingIn?: boolean;
}) {
  const text = recoveryCodesText(codes, PRODUCT_NAME);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast({ title: 'Recovery codes copied' }),
      () => toast({ title: 'Copy failed', description: 'Download the codes instead.', variant: 'destructive' }),
    );
  const download = () =>
    saveFile({ blob: new Blob([text], { type: 'text/plain' }), fileName: 'worker-crm-recovery-codes.txt' });

  return (
    <Stack gap="sm">
      <Alert color="yellow" title="Save your recovery codes">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown
        only now: copy or download them and keep them somewhere safe.
      </Alert>
      <List aria-label="Recovery codes" listStyleType="none" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code>{code}</Code>
          </List.Item>
        ))}
      </List>
      <Group grow>
        <Button variant="default" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="default" onClick={download}>
          Download codes
        </Button>
      </Group>
      {signingIn && (
        <Text size="sm" c="dimmed">
          You are signed in.
        </Text>
      )}
      <Button fullWidth onClick={onContinue}>
        {signingIn ? 'Continue' : 'Done'}
      </Button>
    </Stack>
  );
}
