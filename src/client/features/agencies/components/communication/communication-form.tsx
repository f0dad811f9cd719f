import '@mantine/dates/styles.css';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  agencyLogBody,
  communicationMessages,
  type AgencyLogBody,
} from '../../../../../shared/api/agency-communications.ts';
import { agencyCommunicationMethods, agencyCommunicationOutcomes } from '../../../../../shared/domain/agencies.ts';
import { CommunicationFields, type CommunicationValues } from '../../../../components/communication-fields.tsx';
import { EnGbDateInput } from '../../../../components/en-gb-date-input.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useCreateCommunication } from '../../api/communications.ts';
import { rawValuesResolver } from '../../lib/raw-values-resolver.ts';

type LogForm = CommunicationValues & { subject: string; nextActionDate: string | null };

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
  const form = useForm<LogForm, unknown, LogForm>({
    resolver: requiresOutcome ? panelResolver : dialogResolver,
    defaultValues: empty,
  });
  const { control, register, handleSubmit, formState, reset } = form;
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
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Log communication">
      <Stack gap="sm">
        <CommunicationFields
          form={form}
          methods={agencyCommunicationMethods}
          outcomes={agencyCommunicationOutcomes}
          outcomeRequired={requiresOutcome}
        >
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
        </CommunicationFields>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconMessagePlus size={16} aria-hidden />} loading={create.isPending}>
            Log Communication
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
