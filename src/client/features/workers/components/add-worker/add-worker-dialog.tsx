import type { ReactNode } from 'react';
import { Button, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { CreateWorkerBody } from '../../../../../shared/api/workers.ts';
import { MIN_COMPLETION_TO_CREATE } from '../../../../../shared/domain/worker-completion.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../../lib/errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { INCOMPLETE_FORM_TOAST, useCreateWorker } from '../../api/create-worker.ts';
import { addWorkerFields, addWorkerResolver, emptyAddWorkerValues, formCompletion, type AddWorkerValues } from './add-worker-form.ts';
import { AddressSection } from './address-section.tsx';
import { AssignmentSection } from './assignment-section.tsx';
import { BankDetailsSection } from './bank-details-section.tsx';
import { CompletionProgress } from './completion-progress.tsx';
import { PayrollSection } from './payroll-section.tsx';
import { PersonalDetailsSection } from './personal-details-section.tsx';

type Props = { opened: boolean; onClose: () => void };

/** Add New Worker (part 1 sections 2, 4 and 5); the form mounts only while open, so each opening starts empty. */
export function AddWorkerDialog({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add New Worker" size="70rem" closeOnClickOutside={false}>
      {opened && <AddWorkerForm onDone={onClose} />}
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Divider />
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function AddWorkerForm({ onDone }: { onDone: () => void }) {
  const createWorker = useCreateWorker();
  const form = useForm<AddWorkerValues, unknown, CreateWorkerBody>({ resolver: addWorkerResolver, defaultValues: emptyAddWorkerValues });
  const { control, handleSubmit, setError, getValues } = form;

  const submit = handleSubmit(
    (body) =>
      createWorker.mutate(body, {
        onSuccess: onDone,
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, addWorkerFields)) return;
          if (error instanceof ApiError && error.body?.code === 'DUPLICATE_NI') setError('niNumber', { type: 'server', message: error.serverMessage });
        },
      }),
    () => {
      if (formCompletion(getValues()) < MIN_COMPLETION_TO_CREATE) toast({ ...INCOMPLETE_FORM_TOAST, variant: 'destructive' });
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <CompletionProgress control={control} />
        <Section title="Personal Details">
          <PersonalDetailsSection form={form} />
        </Section>
        <Section title="Address Information">
          <AddressSection control={control} />
        </Section>
        <Section title="Bank Details">
          <BankDetailsSection control={control} />
        </Section>
        <Section title="Payroll Information">
          <PayrollSection control={control} />
        </Section>
        <Section title="Agency & Payroll Assignment">
          <AssignmentSection control={control} />
        </Section>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={createWorker.isPending}>
            Add Worker
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
