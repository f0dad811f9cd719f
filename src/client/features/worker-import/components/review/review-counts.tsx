import { SimpleGrid } from '@mantine/core';
import { IconCircleCheck, IconCopy, IconTable, IconX } from '@tabler/icons-react';
import type { ValidationResults } from '../../../../../shared/api/worker-import-answers.ts';
import { StatCard } from '../../../../components/stat-card.tsx';
import { formatCount } from '../../../../lib/format-number.ts';

/** What the import figure holds: new workers, warnings included; duplicates only when chosen for update. */
function importNote(results: ValidationResults): string {
  const duplicates = results.totalProcessableRows - results.newWorkerRows;
  const warnings = `${formatCount(results.warningRows)} with ${results.warningRows === 1 ? 'a warning' : 'warnings'}`;
  if (duplicates === 0) return `New workers, ${warnings}`;
  return `New workers, ${warnings}; plus ${formatCount(duplicates)} ${duplicates === 1 ? 'duplicate' : 'duplicates'} if you choose Update`;
}

/**
 * The review's figures, led by what the user decides on (docs/domain.md "Bulk worker import", counts):
 * rows that will import as new workers (valid and with warnings: a warning never blocks; a duplicate
 * is skipped unless chosen for update), rows with errors, duplicates. "Valid rows 0" beside 1,968 importable rows with a warning was read as "nothing imports".
 */
export function ReviewCounts({ results }: { results: ValidationResults }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <StatCard label="Total rows" value={formatCount(results.totalRows)} icon={<IconTable size={18} />} color="blue" />
      <StatCard
        label="Rows that will import"
        value={formatCount(results.newWorkerRows)}
        note={importNote(results)}
        icon={<IconCircleCheck size={18} />}
        color="green"
      />
      <StatCard
        label="Rows with errors"
        value={formatCount(results.errorRows)}
        note={results.errorRows > 0 ? 'Fix or remove them to import' : 'None to fix'}
        icon={<IconX size={18} />}
        color="red"
      />
      <StatCard
        label="Duplicates"
        value={formatCount(results.duplicateCount)}
        note="Skipped unless you choose Update"
        icon={<IconCopy size={18} />}
        color="grape"
      />
    </SimpleGrid>
  );
}
