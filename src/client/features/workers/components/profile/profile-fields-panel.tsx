import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { Worker } from '../../../../../shared/api/workers.ts';
import type { WorkerAutosave } from '../../hooks/use-autosave.ts';
import { InlineField } from './inline-field.tsx';
import type { ProfileField, ProfileFieldGroup } from './worker-profile-fields.ts';

type Props = { groups: ProfileFieldGroup[]; worker: Worker; autosave: WorkerAutosave; extraFields?: ProfileField[] };

/** A tab of in-place fields, grouped under small headings. */
export function ProfileFieldsPanel({ groups, worker, autosave, extraFields = [] }: Props) {
  return (
    <Stack gap="lg">
      {groups.map((group, index) => {
        const fields = index === groups.length - 1 ? [...group.fields, ...extraFields] : group.fields;
        return (
          <Stack key={group.title} gap="xs">
            <Title order={3} fz="sm" c="dimmed" tt="uppercase">
              {group.title}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
              {fields.map((config) => (
                <InlineField key={config.field} config={config} worker={worker} autosave={autosave} />
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}
