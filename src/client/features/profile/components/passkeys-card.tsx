import { Button, Group, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passkeyNameField, type PasskeySummary } from '../../../../shared/api/auth.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { applyServerFieldErrors } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { passkeyFailureMessage } from '../../../lib/passkeys.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys.ts';

const nameForm = z.strictObject({ name: passkeyNameField });
type NameForm = z.infer<typeof nameForm>;

/**
 * Passkeys on My Profile (docs/domain.md, "Multi-factor sign-in", Passkeys): the user's own, each
 * with its name, when it was added and last used; Add a passkey asks a name, then the browser's
 * prompt; Remove asks first.
 */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  return (
    <Paper withBorder p="lg" radius="md" role="region" aria-labelledby="passkeys-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="passkeys-title">
            Passkeys
          </Title>
          <Text size="sm" c="dimmed">
            A passkey on this device, or a security key, can be the second step when you sign in, instead of a code from
            your authenticator app.
          </Text>
        </div>
        <QueryState
          isPending={passkeys.isPending}
          error={passkeys.error}
          errorTitle="Failed to load your passkeys"
          loadingLabel="Loading passkeys"
        >
          {passkeys.data && <PasskeyTable passkeys={passkeys.data.passkeys} />}
        </QueryState>
        <AddPasskeyForm />
      </Stack>
    </Paper>
  );
}

function PasskeyTable({ passkeys }: { passkeys: PasskeySummary[] }) {
  const remove = useRemovePasskey();
  if (passkeys.length === 0) return <Text size="sm">You have no passkeys yet.</Text>;
  const askRemove = (passkey: PasskeySummary) =>
    confirmAction({
      title: 'Remove passkey',
      message: `Remove the passkey ${passkey.name}?`,
      detail: 'It will no longer sign you in. Remove it from the device too if you no longer use it.',
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate(passkey.id, {
          onSuccess: () => toast({ title: 'Passkey removed', description: passkey.name }),
          onError: (error) =>
            toast({
              title: 'Remove failed',
              description: passkeyFailureMessage(error, 'Please try again.'),
              variant: 'destructive',
            }),
        }),
    });
  return (
    <Table aria-label="Your passkeys" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Added</Table.Th>
          <Table.Th>Last used</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {passkeys.map((passkey) => (
          <Table.Tr key={passkey.id}>
            <Table.Td>{passkey.name}</Table.Td>
            <Table.Td>{formatDateTime(passkey.createdAt)}</Table.Td>
            <Table.Td>{passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'Never'}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={remove.isPending}
                onClick={() => askRemove(passkey)}
              >
                Remove
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function AddPasskeyForm() {
  const add = useAddPasskey();
  const form = useForm<NameForm>({
    resolver: schemaResolver<NameForm, typeof nameForm>(nameForm),
    defaultValues: { name: '' },
  });
  const submit = form.handleSubmit(({ name }) =>
    add.mutate(name, {
      onSuccess: ({ passkey }) => {
        form.reset({ name: '' });
        toast({ title: 'Passkey added', description: passkey.name });
      },
      onError: (error) => applyServerFieldErrors(error, form.setError, ['name']),
    }),
  );
  const isFieldFailure = add.isError && form.formState.errors.name !== undefined;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Passkey name"
            description="To tell it from others, such as Work laptop"
            required
            style={{ flex: 1 }}
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Waiting for your passkey...' : 'Add a passkey'}
          </Button>
        </Group>
        {add.isError && !isFieldFailure && (
          <Text size="sm" c="red" role="alert">
            {passkeyFailureMessage(add.error, 'The passkey could not be added. Please try again.')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
