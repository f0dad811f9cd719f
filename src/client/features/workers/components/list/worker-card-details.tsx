import { SimpleGrid, Text } from '@mantine/core';
import type { Worker } from '../../../../../shared/api/workers.ts';
import { formatDay, MISSING } from '../../../../lib/format-date.ts';

/** The facts a worker card shows (docs/domain.md); dates DD/MM/YYYY. */
export function WorkerCardDetails({ worker }: { worker: Worker }) {
  const place = [worker.city, worker.postCode].filter(Boolean).join(' / ');
  const facts: [string, string | null][] = [
    ['Nationality', worker.nationality],
    ['Date of Birth', formatDay(worker.dateOfBirth)],
    ['City / Post Code', place],
    ['Email', worker.email],
    ['Phone', worker.phone],
    ['NI Number', worker.niNumber],
    // A worker who left shows the date on their P45 (issue 9, item 12).
    ...(worker.status === 'left' ? ([['P45 Date', formatDay(worker.p45Date)]] as [string, string | null][]) : []),
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing={4} m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value || MISSING}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
