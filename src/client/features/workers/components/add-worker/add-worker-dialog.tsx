import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { CreateWorkerBody } from '../../../../../shared/api/workers.ts';
import { MIN_COMPLETION_TO_CREATE } from '../../../../../shared/domain/worker-completion.ts';
import { FormDialog, useReportDirty } from '../../../../components/form-dialog.tsx';
import { useClientAgencyId } from '../../../../lib/current-user.ts';
import { applyServerFieldErrors, isRefusal } from '../../../../lib/errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { INCOMPLETE_FORM_TOAST, useCreateWorker } from '../../api/create-worker.ts';
import {
  addWorkerFields,
  addWorkerResolver,
  emptyAddWorkerValues,
  formCompletion,
  type AddWorkerValues,
} from './add-worker-form.ts';
import { CompletionProgress } from './completion-progress.tsx';
import { WorkerFormSections } from './worker-form-sections.tsx';

type Props = { opened: boolean; onClose: () => void };

/** Add New Worker (docs/domain.md); the form mounts only while open, so each opening starts empty. */
export function AddWorkerDialog({ opened, onClose }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Add New Worker" size="70rem">
      {opened && <AddWorkerForm onDone={onClose} />}
    </FormDialog>
  );
}

function AddWorkerForm({ onDone }: { onDone: () => void }) {
  const createWorker = useCreateWorker();
  // A client user adds workers to its own agency only, so that agency is already chosen.
  const clientAgencyId = useClientAgencyId();
  const form = useForm<AddWorkerValues, unknown, CreateWorkerBody>({
    resolver: addWorkerResolver,
    defaultValues:
      clientAgencyId === null ? emptyAddWorkerValues : { ...emptyAddWorkerValues, agencyId: clientAgencyId },
  });
  const { control, handleSubmit, setError, getValues } = form;
  useReportDirty(form.formState.isDirty);

  const submit = handleSubmit(
    (body) =>
      createWorker.mutate(body, {
        onSuccess: onDone,
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, addWorkerFields)) return;
          if (isRefusal(error, 'DUPLICATE_NI')) setError('niNumber', { type: 'server', message: error.serverMessage });
        },
      }),
    () => {
      if (formCompletion(getValues()) < MIN_COMPLETION_TO_CREATE)
        toast({ ...INCOMPLETE_FORM_TOAST, variant: 'destructive' });
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <CompletionProgress control={control} />
        <WorkerFormSections form={form} />
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
