import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Worker } from '../../../../../shared/api/workers.ts';
import type { DetailGroup } from './worker-details-fields.ts';

/** One group of read-only facts as a description list; an empty value reads 'Not provided'. */
export function WorkerDetailsGroup({ group, worker }: { group: DetailGroup; worker: Worker }) {
  return (
    <Stack gap="xs" component="section" aria-label={group.title}>
      <Title order={3} fz="sm" c="dimmed" tt="uppercase">
        {group.title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="xs" m={0}>
        {group.fields.map(({ label, value }) => {
          const shown = value(worker);
          return (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text
                component="dd"
                size="sm"
                m={0}
                c={shown ? undefined : 'dimmed'}
                fs={shown ? undefined : 'italic'}
                style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
              >
                {shown ?? 'Not provided'}
              </Text>
            </div>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
