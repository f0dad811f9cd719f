import { useState } from 'react';
import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { UpdateWorkerBody, Worker } from '../../../../../shared/api/workers.ts';
import { FormDialog, useReportDirty } from '../../../../components/form-dialog.tsx';
import { applyServerFieldErrors, isRefusal, messageOf } from '../../../../lib/errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useWorker } from '../../api/get-worker.ts';
import { statusChangeToast, useUpdateWorker } from '../../api/update-worker.ts';
import { addWorkerFields, type AddWorkerValues } from '../add-worker/add-worker-form.ts';
import { EditCompletionProgress } from './edit-completion-progress.tsx';
import { editWorkerResolver, editWorkerValues } from './edit-worker-form.ts';
import { WorkerFormSections } from '../add-worker/worker-form-sections.tsx';
import { WorkerLoadError } from './worker-load-error.tsx';

type Props = { workerId: number; opened: boolean; onClose: () => void };

/**
 * Edit Worker Profile (docs/domain.md). The form mounts only while open and starts
 * from the worker as the server last answered, so each opening shows the saved values.
 */
export function EditWorkerDialog({ workerId, opened, onClose }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Edit Worker Profile" size="70rem">
      {opened && <EditWorkerLoader workerId={workerId} onDone={onClose} />}
    </FormDialog>
  );
}

function EditWorkerLoader({ workerId, onDone }: { workerId: number; onDone: () => void }) {
  const worker = useWorker(workerId);
  if (worker.isPending)
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label="Loading worker" />
      </Center>
    );
  if (worker.error)
    return (
      <Stack gap="sm">
        <WorkerLoadError error={worker.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    );
  return <EditWorkerForm worker={worker.data} onDone={onDone} />;
}

function EditWorkerForm({ worker, onDone }: { worker: Worker; onDone: () => void }) {
  // The one-toast-at-a-time rule: a status change is told inside the success toast.
  const updateWorker = useUpdateWorker({ announceStatusChange: false });
  const [initial] = useState(() => editWorkerValues(worker));
  const [resolver] = useState(() => editWorkerResolver(initial));
  const form = useForm<AddWorkerValues, unknown, UpdateWorkerBody>({ resolver, defaultValues: initial });
  const { handleSubmit, setError } = form;
  useReportDirty(form.formState.isDirty);

  const submit = handleSubmit((body) => {
    if (Object.keys(body).length === 0) return onDone();
    updateWorker.mutate(
      { id: worker.id, body },
      {
        onSuccess: (updated) => {
          const change = statusChangeToast(updated);
          toast({
            title: 'Worker updated successfully',
            description: change ? `${change.title}. ${change.description}` : undefined,
          });
          onDone();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, setError, addWorkerFields) && isRefusal(error, 'DUPLICATE_NI'))
            setError('niNumber', { type: 'server', message: error.serverMessage });
          toast({
            title: 'Failed to update worker',
            description: messageOf(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <EditCompletionProgress form={form} />
        <WorkerFormSections form={form} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={updateWorker.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
