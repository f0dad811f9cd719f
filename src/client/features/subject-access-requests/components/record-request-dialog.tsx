import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { sarMessages } from '../../../../shared/api/subject-access-requests.ts';
import { sarDueDate } from '../../../../shared/domain/subject-access.ts';
import { EnGbDateInput } from '../../../components/en-gb-date-input.tsx';
import { FormDialog, useReportDirty } from '../../../components/form-dialog.tsx';
import { SearchPicker, type SearchChoice } from '../../../components/search-picker.tsx';
import { applyServerFieldErrors, isRefusal, messageOf } from '../../../lib/errors.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useRecordSubjectAccessRequest } from '../api/change-subject-access-request.ts';
import { useWorkerChoices } from '../api/search-workers.ts';

type Fields = { worker: SearchChoice | null; receivedDate: string | null; requestedBy: string };

type Props = { opened: boolean; onClose: () => void };

/** Record a request (docs/domain.md, "Subject access requests"): the worker, the day it arrived, who asked. */
export function RecordRequestDialog({ opened, onClose }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Record a subject access request" size="md">
      {opened && <RecordRequestForm onDone={onClose} />}
    </FormDialog>
  );
}

function RecordRequestForm({ onDone }: { onDone: () => void }) {
  const record = useRecordSubjectAccessRequest();
  const [typedWrong, setTypedWrong] = useState(false);
  const { control, register, handleSubmit, setError, watch, formState } = useForm<Fields>({
    defaultValues: { worker: null, receivedDate: null, requestedBy: '' },
  });
  useReportDirty(formState.isDirty);
  const received = watch('receivedDate');
  const submit = handleSubmit((fields) => {
    if (!fields.worker) return setError('worker', { message: sarMessages.workerRequired });
    if (!fields.receivedDate) return setError('receivedDate', { message: sarMessages.receivedRequired });
    if (typedWrong) return;
    record.mutate(
      { workerId: Number(fields.worker.value), receivedDate: fields.receivedDate, requestedBy: fields.requestedBy },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, ['receivedDate', 'requestedBy'])) return;
          if (isRefusal(error, 'VALIDATION_ERROR', 'workerId'))
            return setError('worker', { message: messageOf(error, sarMessages.workerNotFound) });
          toast({
            title: 'Failed to record the request',
            description: messageOf(error, 'An error occurred while recording the request.'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="worker"
          render={({ field, fieldState }) => (
            <SearchPicker
              label="Worker"
              placeholder="Search workers by name"
              nothingFound="No workers found"
              useChoices={useWorkerChoices}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="receivedDate"
          render={({ field, fieldState }) => (
            <EnGbDateInput
              label="Received on"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onTypedWrong={setTypedWrong}
              error={fieldState.error?.message}
              maxDate={new Date()}
            />
          )}
        />
        <TextInput
          label="Requested by"
          description="Who asked: the worker, a solicitor, a relative with authority"
          maxLength={200}
          error={formState.errors.requestedBy?.message}
          {...register('requestedBy')}
        />
        {received && !typedWrong && (
          <Text size="sm">
            Due by <strong>{formatDay(sarDueDate(received))}</strong> (one calendar month).
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
