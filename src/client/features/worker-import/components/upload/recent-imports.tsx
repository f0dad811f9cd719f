import { Badge, Button, Stack, Title } from '@mantine/core';
import type { ImportBatch } from '../../../../../shared/api/worker-import-answers.ts';
import { confirmAction } from '../../../../components/confirm.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useImportBatches } from '../../api/get-batches.ts';
import { useUndoBatch } from '../../api/undo-batch.ts';
import { undoQuestion } from '../../lib/undo-summary.ts';

/**
 * Recent imports: the latest batches with who, when, agency and counts, and Undo while it may run
 * (docs/domain.md: within 7 days, once). Undo asks first, saying what it will delete and restore.
 */
export function RecentImports() {
  const batches = useImportBatches();
  const undo = useUndoBatch();

  const askUndo = (batch: ImportBatch) =>
    confirmAction({
      title: 'Undo import',
      message: undoQuestion(batch),
      detail: 'Workers changed since the import are left as they are and listed when the undo is done.',
      confirmLabel: 'Undo import',
      onConfirm: () => undo.mutate(batch.id),
    });

  const columns: DataTableColumn<ImportBatch>[] = [
    { id: 'file', header: 'File', cell: (b) => b.fileName },
    { id: 'when', header: 'When', noWrap: true, cell: (b) => formatDateTime(b.createdAt) },
    { id: 'who', header: 'By', cell: (b) => b.createdBy ?? '—' },
    { id: 'agency', header: 'Agency', cell: (b) => b.agencyName ?? '—' },
    { id: 'created', header: 'Created', cell: (b) => b.createdWorkers },
    { id: 'updated', header: 'Updated', cell: (b) => b.updatedWorkers },
    { id: 'skipped', header: 'Skipped', cell: (b) => b.skippedRows },
    {
      id: 'undo',
      header: 'Undo',
      noWrap: true,
      cell: (b) =>
        b.undoneAt ? (
          <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
            Undone {formatDateTime(b.undoneAt)}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="default"
            disabled={!b.canUndo || (undo.isPending && undo.variables === b.id)}
            onClick={() => askUndo(b)}
          >
            Undo
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        Recent imports
      </Title>
      <QueryState
        isPending={batches.isPending}
        error={batches.error}
        errorTitle="Could not load recent imports"
        loadingLabel="Loading recent imports"
      >
        {batches.data?.batches.length ? (
          <DataTable
            label="Recent imports"
            columns={columns}
            rows={batches.data.batches}
            rowKey={(b) => b.id}
            rowLabel={(b) => b.fileName}
            minWidth={760}
          />
        ) : (
          <EmptyMessage>No imports yet.</EmptyMessage>
        )}
      </QueryState>
    </Stack>
  );
}
