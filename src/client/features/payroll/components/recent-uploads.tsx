import { Stack, Title } from '@mantine/core';
import type { PayrollBatch } from '../../../../shared/api/payroll.ts';
import { formatEnGbDate } from '../../../../shared/domain/en-gb-dates.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { EmptyMessage } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { usePayrollBatches } from '../api/get-payroll-batches.ts';
import { batchChecks } from '../lib/batch-checks.ts';

const columns: DataTableColumn<PayrollBatch>[] = [
  { id: 'when', header: 'Uploaded', noWrap: true, cell: (b) => formatDateTime(b.createdAt) },
  { id: 'who', header: 'Uploaded by', cell: (b) => b.uploadedByName },
  { id: 'week', header: 'Week ending', noWrap: true, cell: (b) => formatEnGbDate(b.weekEnding) },
  { id: 'file', header: 'File', cell: (b) => b.fileName },
  { id: 'added', header: 'Added', alignRight: true, cell: (b) => b.added },
  { id: 'updated', header: 'Updated', alignRight: true, cell: (b) => b.updated },
  { id: 'warnings', header: 'Warnings', alignRight: true, cell: (b) => b.warningCount },
  // The variances named: their sentences, as the dialog showed them when they were confirmed.
  { id: 'checks', header: 'Confirmed', cell: (b) => <span title={variancesText(b)}>{batchChecks(b)}</span> },
];

const variancesText = (batch: PayrollBatch) => batch.variances.map((v) => v.message).join('\n') || undefined;

/**
 * The latest 5 uploads (docs/domain.md): who, when, week ending, added, updated,
 * warnings, and what was confirmed (differences from the previous weeks, replace or add).
 */
export function RecentUploads() {
  const batches = usePayrollBatches();
  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-uploads-title">
      <Title order={2} fz="h4" id="recent-uploads-title">
        Recent Uploads
      </Title>
      <QueryState
        isPending={batches.isPending}
        error={batches.error}
        errorTitle="Could not load the recent uploads"
        loadingLabel="Loading recent uploads"
      >
        {batches.data?.length ? (
          <DataTable label="Recent uploads" columns={columns} rows={batches.data} rowKey={(b) => b.id} minWidth={800} />
        ) : (
          <EmptyMessage>No payroll data uploaded yet</EmptyMessage>
        )}
      </QueryState>
    </Stack>
  );
}
