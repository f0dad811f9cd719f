import { useId } from 'react';
import { Badge, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import type { DuplicateAction } from '../../../../../shared/api/worker-import.ts';
import type { ReviewRowWithValues } from '../../../../../shared/api/worker-import-answers.ts';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import {
  choicesOf,
  gridColumns,
  issueOf,
  problemColumnsFirst,
  rowMessages,
  statusBadge,
  type RowMessageLine,
} from '../../lib/row-issues.ts';
import { EditableCell } from './editable-cell.tsx';
import classes from './review-grid.module.css';

type Props = {
  rows: ReviewRowWithValues[];
  headers: string[];
  mappings: Record<string, string | null> | null;
  /** The headers of the columns with errors in the whole file, most rows in error first: shown first. */
  headersInError: readonly string[];
  disabled: boolean;
  actionOf: (rowIndex: number) => DuplicateAction;
  onAction: (rowIndex: number, action: DuplicateAction) => void;
  onSave: (row: ReviewRowWithValues, columnIndex: number, value: string) => Promise<boolean>;
  onRemove: (row: ReviewRowWithValues) => void;
};

const messageColour: Record<RowMessageLine['kind'], string> = {
  error: 'red.9',
  warning: 'yellow.9',
  duplicate: 'grape.9',
};

/** A row's status badge with its messages beside it: one line, cut short, the whole text in a tooltip. */
function RowStatusCell(props: { row: ReviewRowWithValues; lines: RowMessageLine[]; messageId: (i: number) => string }) {
  const { row, lines, messageId } = props;
  const badge = row.status ? statusBadge[row.status] : { label: 'Not checked', color: 'gray' };
  const whole = lines.map((line) => `${line.prefix}${line.text}`).join(' · ');
  return (
    <Group gap={6} wrap="nowrap" miw={90}>
      <Badge color={badge.color} variant="light" size="sm" className={classes.badge}>
        {badge.label}
      </Badge>
      {lines.length > 0 && (
        <Tooltip label={whole} multiline maw={420} withinPortal openDelay={200}>
          <Text size="xs" truncate="end" className={classes.messages}>
            {lines.map((line, i) => (
              <span key={i}>
                {i > 0 && ' · '}
                {line.prefix}
                <Text span inherit c={messageColour[line.kind]} id={messageId(i)}>
                  {line.text}
                </Text>
              </span>
            ))}
          </Text>
        </Tooltip>
      )}
    </Group>
  );
}

type DuplicateChoiceProps = { value: DuplicateAction; onChange: (action: DuplicateAction) => void; disabled: boolean };

/** Skip or Update, for a row that matches a worker already held. */
function DuplicateChoice({ value, onChange, disabled }: DuplicateChoiceProps) {
  return (
    <SegmentedControl
      size="xs"
      aria-label="Duplicate action"
      value={value}
      onChange={(next) => onChange(next === 'update' ? 'update' : 'skip')}
      disabled={disabled}
      classNames={{ label: classes.segmentLabel }}
      data={[
        { value: 'skip', label: 'Skip' },
        { value: 'update', label: 'Update' },
      ]}
    />
  );
}

/**
 * One page of the rows (the server pages them, 100 at a time), one line per row so a screen holds
 * about twenty (issue 24): row number, status with the row's messages beside it (one line, cut
 * short; the whole text in a tooltip and as the cells' descriptions), the duplicate choice, the
 * mapped cells (editable), the columns with errors in the file first, and Remove. It scrolls
 * sideways inside its frame.
 */
export function ReviewGrid(props: Props) {
  const { rows, headers, mappings, headersInError, disabled, actionOf, onAction, onSave, onRemove } = props;
  const idPrefix = useId();
  const mapped = problemColumnsFirst(gridColumns(headers, mappings), headersInError);
  const messageId = (row: ReviewRowWithValues, i: number) => `${idPrefix}-${row.rowIndex}-${i}`;
  const describedBy = (row: ReviewRowWithValues, field: string) =>
    rowMessages(row, mapped)
      .flatMap((line, i) => (line.field === field ? [messageId(row, i)] : []))
      .join(' ') || undefined;

  const columns: DataTableColumn<ReviewRowWithValues>[] = [
    { id: 'row', header: 'Row', noWrap: true, cell: (row) => row.rowNumber },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <RowStatusCell row={row} lines={rowMessages(row, mapped)} messageId={(i) => messageId(row, i)} />,
    },
    {
      id: 'duplicate',
      header: 'Duplicate action',
      noWrap: true,
      cell: (row) =>
        row.isDuplicate ? (
          <DuplicateChoice
            value={actionOf(row.rowIndex)}
            onChange={(action) => onAction(row.rowIndex, action)}
            disabled={disabled}
          />
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    ...mapped.map((column): DataTableColumn<ReviewRowWithValues> => ({
      id: `cell-${column.index}`,
      header: column.header,
      cell: (row) => {
        const value = row.cells[column.index] ?? '';
        return (
          <EditableCell
            value={value}
            editValue={row.values[column.index] ?? value}
            choices={choicesOf(column.field)}
            name={`${column.header}, row ${row.rowNumber}`}
            issue={issueOf(row, column.field)}
            describedBy={describedBy(row, column.field)}
            disabled={disabled}
            onSave={(next) => onSave(row, column.index, next)}
          />
        );
      },
    })),
    {
      id: 'remove',
      header: 'Actions',
      cell: (row) => (
        <Button size="compact-xs" variant="default" color="red" disabled={disabled} onClick={() => onRemove(row)}>
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
      minWidth={Math.max(700, 560 + mapped.length * 140)}
      verticalSpacing={4}
    />
  );
}
