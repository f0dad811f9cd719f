import { Button, Group, Modal, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { accessRequestBody } from '../../../../shared/api/access-requests.ts';
import { applyServerFieldErrors } from '../../../lib/errors.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { accessRequestFailureToast, useCreateAccessRequest } from '../api/create-access-request.ts';

type AccessRequestInput = z.input<typeof accessRequestBody>;
type AccessRequestOutput = z.output<typeof accessRequestBody>;

/** Access-request dialog (docs/domain.md): the form, then the submitted confirmation. */
export function AccessRequestDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Request Access" centered>
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {opened && <AccessRequestContent onClose={onClose} />}
    </Modal>
  );
}

function AccessRequestContent({ onClose }: { onClose: () => void }) {
  const create = useCreateAccessRequest();
  const form = useForm<AccessRequestInput, unknown, AccessRequestOutput>({
    resolver: schemaResolver<AccessRequestInput, typeof accessRequestBody>(accessRequestBody),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = (values: AccessRequestOutput) =>
    create.mutate(values, {
      onSuccess: () =>
        toast({
          title: 'Access Request Submitted',
          description: 'Your request has been sent to the administrator for approval.',
        }),
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, ['firstName', 'lastName', 'email'])) return;
        toast(accessRequestFailureToast(error));
      },
    });

  if (create.isSuccess) {
    return (
      <Stack align="center" ta="center" gap="sm" py="md" role="status">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={3}>Request Submitted</Title>
        <Text c="dimmed">
          Thank you. An administrator will review your request, and you will receive an email once your access has been
          approved.
        </Text>
        <Button onClick={onClose} mt="sm">
          Close
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Tell us who you are and an administrator will review your request.
        </Text>
        <Group grow align="flex-start">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            required
            data-autofocus
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </Group>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" fullWidth mt="xs" disabled={create.isPending}>
          {create.isPending ? 'Submitting...' : 'Request Access'}
        </Button>
      </Stack>
    </form>
  );
}
