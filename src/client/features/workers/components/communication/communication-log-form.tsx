import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import {
  communicationLogBody,
  communicationMethods,
  communicationOutcomes,
  type CommunicationLogBody,
} from '../../../../../shared/api/workers.ts';
import { applyServerFieldErrors } from '../../../../lib/errors.ts';
import { schemaResolver } from '../../../../lib/schema-resolver.ts';
import { toast } from '../../../../lib/toast.ts';
import { useCreateCommunicationLog } from '../../api/create-communication-log.ts';

type LogForm = { contactPerson: string; communicationMethod: string | null; outcome: string | null; content: string };

const resolver = schemaResolver<LogForm, typeof communicationLogBody>(communicationLogBody);
const emptyLog: LogForm = { contactPerson: '', communicationMethod: null, outcome: null, content: '' };
const logFields = ['contactPerson', 'communicationMethod', 'outcome', 'content'] as const;

/** Log a call, e-mail, text or WhatsApp (docs/domain.md: contact person and method required). */
export function CommunicationLogForm({ workerId }: { workerId: number }) {
  const createLog = useCreateCommunicationLog();
  const { control, register, handleSubmit, formState, reset, setError } = useForm<
    LogForm,
    unknown,
    CommunicationLogBody
  >({
    resolver,
    defaultValues: emptyLog,
  });
  const { errors } = formState;

  const submit = handleSubmit((body) =>
    createLog.mutate(
      { workerId, body: { ...body, content: body.content || null, outcome: body.outcome ?? null } },
      {
        onSuccess: () => reset(emptyLog),
        onError: (error) => {
          if (!applyServerFieldErrors(error, setError, logFields))
            toast({ title: 'Failed to add communication log', variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Log communication">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label="Contact Person"
            required
            autoComplete="off"
            error={errors.contactPerson?.message}
            {...register('contactPerson')}
          />
          <Controller
            control={control}
            name="communicationMethod"
            render={({ field }) => (
              <Select
                label="Method"
                placeholder="Choose a method"
                data={communicationMethods}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.communicationMethod?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="outcome"
            render={({ field }) => (
              <Select
                label="Outcome"
                placeholder="Choose an outcome"
                data={communicationOutcomes}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.outcome?.message}
              />
            )}
          />
        </SimpleGrid>
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxRows={6}
          error={errors.content?.message}
          {...register('content')}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconMessagePlus size={16} aria-hidden />} loading={createLog.isPending}>
            Add Log
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
