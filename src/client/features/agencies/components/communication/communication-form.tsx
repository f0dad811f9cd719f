import '@mantine/dates/styles.css';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  agencyLogBody,
  communicationMessages,
  type AgencyLogBody,
} from '../../../../../shared/api/agency-communications.ts';
import { agencyCommunicationMethods, agencyCommunicationOutcomes } from '../../../../../shared/domain/agencies.ts';
import { EnGbDateInput } from '../../../../components/en-gb-date-input.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useCreateCommunication } from '../../api/communications.ts';
import { rawValuesResolver } from '../../lib/raw-values-resolver.ts';

type LogForm = {
  contactPerson: string;
  communicationMethod: string | null;
  outcome: string | null;
  subject: string;
  content: string;
  nextActionDate: string | null;
};

/** The panel's form also needs an outcome (docs/domain.md, Agencies): every missing one says the spec's sentence. */
const panelLogForm = agencyLogBody.extend({
  outcome: z.enum(agencyCommunicationOutcomes, { error: communicationMessages.required }),
});
const panelResolver = rawValuesResolver<LogForm, typeof panelLogForm>(panelLogForm);
/** The detail dialog's form needs only contact person and method (docs/domain.md, Agencies). */
const dialogResolver = rawValuesResolver<LogForm, typeof agencyLogBody>(agencyLogBody);
const empty: LogForm = {
  contactPerson: '',
  communicationMethod: null,
  outcome: null,
  subject: '',
  content: '',
  nextActionDate: null,
};

type Props = {
  agencyId: number;
  onLogged?: () => void;
  /** The profile panel's form requires an outcome; the detail dialog's does not. */
  requiresOutcome?: boolean;
};

/** Log a communication (docs/domain.md, Agencies): contact person and method (and on the panel, outcome) required; Raise Ticket opens a ticket. */
export function CommunicationForm({ agencyId, onLogged, requiresOutcome = true }: Props) {
  const create = useCreateCommunication();
  const { control, register, handleSubmit, formState, reset } = useForm<LogForm, unknown, LogForm>({
    resolver: requiresOutcome ? panelResolver : dialogResolver,
    defaultValues: empty,
  });
  const { errors } = formState;
  const submit = handleSubmit((values) =>
    create.mutate(
      // The resolver has checked the values against the schema, so the choices are the schema's own.
      { agencyId, body: values as AgencyLogBody },
      {
        onSuccess: () => {
          reset(empty);
          onLogged?.();
        },
        onError: () => toast({ title: 'Failed to log communication', variant: 'destructive' }),
      },
    ),
  );
  const choice = (name: 'communicationMethod' | 'outcome', label: string, data: readonly string[], required = true) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder={`Choose ${label === 'Method' ? 'a method' : 'an outcome'}`}
          data={[...data]}
          required={required}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
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
          {choice('communicationMethod', 'Method', agencyCommunicationMethods)}
          {choice('outcome', 'Outcome', agencyCommunicationOutcomes, requiresOutcome)}
          <TextInput label="Subject" error={errors.subject?.message} {...register('subject')} />
          <Controller
            control={control}
            name="nextActionDate"
            render={({ field }) => (
              <EnGbDateInput
                label="Next Action Date"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                clearable
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
          <Button type="submit" leftSection={<IconMessagePlus size={16} aria-hidden />} loading={create.isPending}>
            Log Communication
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
