import { Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { completionBadge, completionLabel } from '../../../../../shared/domain/worker-completion.ts';
import { formCompletion, type AddWorkerValues } from '../add-worker/add-worker-form.ts';
import type { WorkerForm } from '../add-worker/worker-form-sections.tsx';
import { NamedProgress } from '../../../../components/named-progress.tsx';

/** How complete the profile will be once saved (the shared 24-field rule); shown, never a gate. */
export function EditCompletionProgress({ form }: { form: WorkerForm }) {
  const values = useWatch({ control: form.control }) as AddWorkerValues;
  const percentage = formCompletion(values);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Profile completion: {percentage}% ({completionLabel(percentage)})
      </Text>
      <NamedProgress value={percentage} color={completionBadge(percentage).color} label={`Completion ${percentage}%`} />
    </Stack>
  );
}
