import { Button, Group, Stack } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import {
  communicationLogBody,
  communicationMethods,
  communicationOutcomes,
  type CommunicationLogBody,
} from '../../../../../shared/api/workers.ts';
import { CommunicationFields, type CommunicationValues } from '../../../../components/communication-fields.tsx';
import { applyServerFieldErrors } from '../../../../lib/errors.ts';
import { schemaResolver } from '../../../../lib/schema-resolver.ts';
import { toast } from '../../../../lib/toast.ts';
import { useCreateCommunicationLog } from '../../api/create-communication-log.ts';

type LogForm = CommunicationValues;

const resolver = schemaResolver<LogForm, typeof communicationLogBody>(communicationLogBody);
const emptyLog: LogForm = { contactPerson: '', communicationMethod: null, outcome: null, content: '' };
const logFields = ['contactPerson', 'communicationMethod', 'outcome', 'content'] as const;

/** Log a call, e-mail, text or WhatsApp (docs/domain.md: contact person and method required). */
export function CommunicationLogForm({ workerId }: { workerId: number }) {
  const createLog = useCreateCommunicationLog();
  const form = useForm<LogForm, unknown, CommunicationLogBody>({ resolver, defaultValues: emptyLog });
  const { handleSubmit, reset, setError } = form;

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
        <CommunicationFields form={form} methods={communicationMethods} outcomes={communicationOutcomes} />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconMessagePlus size={16} aria-hidden />} loading={createLog.isPending}>
            Add Log
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
