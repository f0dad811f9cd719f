import { useEffect } from 'react';
import { Box, Group, Pagination, Text } from '@mantine/core';
import type { ReviewFilter } from '../../../../../shared/api/worker-import.ts';
import type { ImportSession, ReviewRowWithValues } from '../../../../../shared/api/worker-import-answers.ts';
import { confirmAction } from '../../../../components/confirm.tsx';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { useErrorColumns } from '../../api/get-error-columns.ts';
import { REVIEW_PAGE_SIZE, useReviewRows } from '../../api/get-review-rows.ts';
import { useRemoveRow } from '../../api/remove-row.ts';
import { useSaveEdits } from '../../api/save-edits.ts';
import { useDuplicateActions } from '../../hooks/use-duplicate-actions.ts';
import { ReviewGrid } from './review-grid.tsx';

const emptyText: Record<ReviewFilter, string> = {
  all: 'No rows left in this import.',
  errors: 'No rows with errors.',
  warnings: 'No rows with warnings.',
  duplicates: 'No duplicate rows.',
  valid: 'No valid rows.',
};

type Props = { session: ImportSession; filter: ReviewFilter; page: number; onPage: (page: number) => void };

/** The page of rows the filter and page ask for, with the edits, removals and duplicate choices made on it. */
export function ReviewRows({ session, filter, page, onPage }: Props) {
  const { sessionId } = session;
  const rows = useReviewRows(sessionId, filter, page);
  const errorColumns = useErrorColumns(sessionId);
  const headersInError = errorColumns.data?.columns.map((column) => column.header) ?? [];
  const saveEdits = useSaveEdits(sessionId);
  const removeRow = useRemoveRow(sessionId);
  const duplicates = useDuplicateActions(sessionId);
  const busy = removeRow.isPending;

  const save = (row: ReviewRowWithValues, columnIndex: number, value: string) => {
    const values = row.cells.map((cell, i) => (i === columnIndex ? value : cell));
    return saveEdits
      .mutateAsync({ rowIndex: row.rowIndex, rowNumber: row.rowNumber, values })
      .then(() => true)
      .catch(() => false);
  };
  const remove = (row: ReviewRowWithValues) =>
    confirmAction({
      title: 'Remove row',
      message: `Remove row ${row.rowNumber} from this import? It will not be imported.`,
      detail: 'Your file is not changed; upload it again to start over with every row.',
      confirmLabel: 'Remove row',
      onConfirm: () => removeRow.mutate({ rowIndex: row.rowIndex, rowNumber: row.rowNumber }),
    });

  const total = rows.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
  // A page emptied by removals (the last row of the last page): show the new last page.
  const isPastEnd = rows.data !== undefined && !rows.isPlaceholderData && page > totalPages;
  useEffect(() => {
    if (isPastEnd) onPage(totalPages);
  }, [isPastEnd, totalPages, onPage]);
  const first = total === 0 ? 0 : (page - 1) * REVIEW_PAGE_SIZE + 1;

  return (
    <QueryState
      isPending={rows.isPending}
      error={rows.error}
      errorTitle="Could not load the rows"
      loadingLabel="Loading rows"
    >
      {rows.data?.rows.length ? (
        <Box opacity={rows.isPlaceholderData ? 0.6 : 1}>
          <ReviewGrid
            rows={rows.data.rows}
            headers={session.headers}
            mappings={session.columnMappings}
            headersInError={headersInError}
            disabled={busy}
            actionOf={duplicates.actionOf}
            onAction={duplicates.choose}
            onSave={save}
            onRemove={remove}
          />
        </Box>
      ) : (
        <EmptyMessage>{emptyText[filter]}</EmptyMessage>
      )}
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {first} to {Math.min(page * REVIEW_PAGE_SIZE, total)} of {total} rows
        </Text>
        {totalPages > 1 && (
          <Box component="nav" aria-label="Pages of rows">
            <Pagination
              total={totalPages}
              value={page}
              onChange={onPage}
              size="sm"
              getControlProps={(control) =>
                control === 'previous'
                  ? { 'aria-label': 'Previous page' }
                  : control === 'next'
                    ? { 'aria-label': 'Next page' }
                    : {}
              }
            />
          </Box>
        )}
      </Group>
    </QueryState>
  );
}
