import { Button, Container, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactBody } from '../../../../shared/api/feedback.ts';
import { applyServerFieldErrors } from '../../../lib/errors.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

type ContactInput = z.input<typeof contactBody>;
type ContactOutput = z.output<typeof contactBody>;

/** Get in Touch: the message is sent to the server and reaches admins (docs/domain.md). */
export function ContactSection() {
  const send = useSendContactMessage();
  const form = useForm<ContactInput, unknown, ContactOutput>({
    resolver: schemaResolver<ContactInput, typeof contactBody>(contactBody),
    defaultValues: { name: '', email: '', message: '' },
  });
  const { errors } = form.formState;

  const onSubmit = (values: ContactOutput) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Message Sent',
          description: 'Thank you for getting in touch. We will reply as soon as we can.',
        });
        form.reset();
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, ['name', 'email', 'message'])) return;
        toast({
          title: 'Error',
          description: 'Failed to send your message. Please try again.',
          variant: 'destructive',
        });
      },
    });

  return (
    <Container size="sm" py={56} component="section" aria-labelledby="contact-heading">
      <Title order={2} ta="center" id="contact-heading" mb="xs">
        Get in Touch
      </Title>
      <Text c="dimmed" ta="center" mb="lg">
        Questions about the CRM? Send us a message.
      </Text>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Name"
              autoComplete="name"
              required
              maxLength={100}
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Textarea
              label="Message"
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={1000}
              error={errors.message?.message}
              {...form.register('message')}
            />
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Message'}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
