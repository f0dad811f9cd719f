import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCopy, IconTable, IconX } from '@tabler/icons-react';
import type { ValidationResults } from '../../../../../shared/api/worker-import.ts';
import { StatCard } from '../../../../components/stat-card.tsx';

/** The review's figures: rows in all, valid, with errors, with warnings, duplicates. */
export function ReviewCounts({ results }: { results: ValidationResults }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
      <StatCard label="Total rows" value={results.totalRows} icon={<IconTable size={18} />} color="blue" />
      <StatCard label="Valid rows" value={results.validRows} icon={<IconCircleCheck size={18} />} color="green" />
      <StatCard label="Rows with errors" value={results.errorRows} icon={<IconX size={18} />} color="red" />
      <StatCard
        label="Rows with warnings"
        value={results.warningRows}
        icon={<IconAlertTriangle size={18} />}
        color="yellow"
      />
      <StatCard label="Duplicates" value={results.duplicateCount} icon={<IconCopy size={18} />} color="grape" />
    </SimpleGrid>
  );
}
