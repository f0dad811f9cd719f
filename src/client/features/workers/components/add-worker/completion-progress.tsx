import { Group, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { completionLabel, MIN_COMPLETION_TO_CREATE } from '../../../../../shared/domain/worker-completion.ts';
import { formCompletion, type AddWorkerValues } from './add-worker-form.ts';
import type { AddWorkerControl } from './form-fields.tsx';
import { NamedProgress } from '../../../../components/named-progress.tsx';

/** The live completion of the form (24 fields, the shared rule) and what it means for saving. */
export function CompletionProgress({ control }: { control: AddWorkerControl }) {
  const values = useWatch({ control }) as AddWorkerValues;
  const percentage = formCompletion(values);
  const color = percentage >= 100 ? 'green' : percentage >= MIN_COMPLETION_TO_CREATE ? 'yellow' : 'red';
  const hint =
    percentage >= 100
      ? 'Complete: the worker can be authorised.'
      : percentage >= MIN_COMPLETION_TO_CREATE
        ? 'The worker will be added to the Pending tab for completion.'
        : `Complete at least ${MIN_COMPLETION_TO_CREATE}% of the form to add the worker.`;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Form completion: {percentage}% ({completionLabel(percentage)})
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Group>
      <NamedProgress value={percentage} color={color} label={`Completion ${percentage}%`} />
    </Stack>
  );
}
