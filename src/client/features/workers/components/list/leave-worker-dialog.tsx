import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { Worker } from '../../../../../shared/api/workers.ts';
import { todayInLondon } from '../../../../../shared/domain/en-gb-dates.ts';
import { EnGbDateInput } from '../../../../components/en-gb-date-input.tsx';
import { FormDialog, useReportDirty } from '../../../../components/form-dialog.tsx';
import { useLeaveWorker } from '../../api/leave-worker.ts';
import { workerName } from '../../lib/worker-name.ts';

type Props = { worker: Worker; opened: boolean; onClose: () => void };

/** The P45-date prompt of 'Left - P45' (docs/domain.md). */
export function LeaveWorkerDialog({ worker, opened, onClose }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Left - P45" size="md" centered>
      {opened && <LeaveWorkerForm worker={worker} onDone={onClose} />}
    </FormDialog>
  );
}

function LeaveWorkerForm({ worker, onDone }: { worker: Worker; onDone: () => void }) {
  const leaveWorker = useLeaveWorker();
  const [p45Date, setP45Date] = useState<string | null>(todayInLondon());
  const [error, setError] = useState<string | null>(null);
  useReportDirty(p45Date !== todayInLondon());

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!p45Date) {
      setError('Please select a P45 date.');
      return;
    }
    leaveWorker.mutate({ id: worker.id, p45Date }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Move <strong>{workerName(worker)}</strong> to the Left tab. The worker is added to the P45 report with this
          date.
        </Text>
        <EnGbDateInput
          label="P45 Date"
          value={p45Date}
          onChange={(value) => {
            setP45Date(value);
            setError(null);
          }}
          error={error}
          required
          clearable
          data-autofocus
          // The calendar opens above the field, so it never covers Cancel and Move to Left.
          popoverProps={{ position: 'top-start' }}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={leaveWorker.isPending}>
            Move to Left
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
