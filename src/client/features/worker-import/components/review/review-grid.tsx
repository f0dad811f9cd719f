import { Badge, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import type { DuplicateAction, ReviewRow } from '../../../../../shared/api/worker-import.ts';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import { gridColumns, issueOf, rowLevelIssues, statusBadge } from '../../lib/row-issues.ts';
import { EditableCell } from './editable-cell.tsx';

type Props = {
  rows: ReviewRow[];
  headers: string[];
  mappings: Record<string, string | null> | null;
  disabled: boolean;
  actionOf: (rowIndex: number) => DuplicateAction;
  onAction: (rowIndex: number, action: DuplicateAction) => void;
  onSave: (row: ReviewRow, columnIndex: number, value: string) => Promise<boolean>;
  onRemove: (row: ReviewRow) => void;
};

/**
 * One page of the rows (the server pages them, 100 at a time, so the grid holds one page): row
 * number, status, the duplicate choice, the mapped cells (editable) and Remove. About 30 columns
 * wide, it scrolls sideways inside its frame.
 */
export function ReviewGrid({ rows, headers, mappings, disabled, actionOf, onAction, onSave, onRemove }: Props) {
  const mapped = gridColumns(headers, mappings);
  const columns: DataTableColumn<ReviewRow>[] = [
    { id: 'row', header: 'Row', noWrap: true, cell: (row) => row.rowNumber },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => {
        const badge = row.status ? statusBadge[row.status] : { label: 'Not checked', color: 'gray' };
        return (
          <Stack gap={2} miw={90}>
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
            {rowLevelIssues(row, mapped).map((message) => (
              <Text key={message} size="xs" c={row.errors.length ? 'red.9' : 'yellow.9'}>
                {message}
              </Text>
            ))}
          </Stack>
        );
      },
    },
    {
      id: 'duplicate',
      header: 'Duplicate action',
      cell: (row) =>
        row.isDuplicate ? (
          <Stack gap={2} miw={150}>
            <SegmentedControl
              size="xs"
              aria-label="Duplicate action"
              value={actionOf(row.rowIndex)}
              onChange={(value) => onAction(row.rowIndex, value === 'update' ? 'update' : 'skip')}
              disabled={disabled}
              data={[
                { value: 'skip', label: 'Skip' },
                { value: 'update', label: 'Update' },
              ]}
            />
            {row.duplicateReason && <Text size="xs">{row.duplicateReason}</Text>}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    ...mapped.map((column): DataTableColumn<ReviewRow> => ({
      id: `cell-${column.index}`,
      header: column.header,
      cell: (row) => (
        <EditableCell
          value={row.cells[column.index] ?? ''}
          name={`${column.header}, row ${row.rowNumber}`}
          issue={issueOf(row, column.field)}
          disabled={disabled}
          onSave={(value) => onSave(row, column.index, value)}
        />
      ),
    })),
    {
      id: 'remove',
      header: 'Actions',
      cell: (row) => (
        <Button size="xs" variant="default" color="red" disabled={disabled} onClick={() => onRemove(row)}>
          Remove
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Rows of the file"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.rowIndex}
      rowLabel={(row) => `Row ${row.rowNumber}`}
      minWidth={Math.max(700, 320 + mapped.length * 150)}
    />
  );
}
