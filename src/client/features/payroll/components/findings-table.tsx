import { Stack, Text } from '@mantine/core';
import type { PayrollFindingAnswer } from '../../../../shared/api/payroll.ts';
import { payrollColumns } from '../../../../shared/domain/payroll-rows.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';

/** The file's column as its header names it (niNumber is shown as NI Number). */
const columnLabel = (field: string) => payrollColumns.find((c) => c.field === field)?.label ?? field;

const warningColumns: DataTableColumn<PayrollFindingAnswer>[] = [
  { id: 'row', header: 'Row', alignRight: true, cell: (f) => f.row },
  { id: 'field', header: 'Column', noWrap: true, cell: (f) => f.column ?? columnLabel(f.field) },
  { id: 'message', header: 'Why', cell: (f) => f.message },
];
/** A refused cell also shows the value the file held (issue 24 item 9). */
const errorColumns: DataTableColumn<PayrollFindingAnswer>[] = [
  warningColumns[0]!,
  warningColumns[1]!,
  { id: 'value', header: 'Value', cell: (f) => f.value ?? '' },
  warningColumns[2]!,
];

type Props = { label: string; findings: PayrollFindingAnswer[]; total: number; showValues?: boolean };

/**
 * The row errors or warnings of an upload (docs/domain.md "Payroll"): the spreadsheet's row
 * (the header is row 1), the column, the value refused (errors) and why. The server lists at most
 * 500 of them.
 */
export function FindingsTable({ label, findings, total, showValues = false }: Props) {
  return (
    <Stack gap={4}>
      {/* A long list scrolls inside the dialog; focusable so a keyboard can scroll it too. */}
      <div role="region" aria-label={label} tabIndex={0} style={{ maxHeight: '16rem', overflowY: 'auto' }}>
        <DataTable
          label={label}
          columns={showValues ? errorColumns : warningColumns}
          rows={findings}
          rowKey={(f) => `${f.row}-${f.field}-${f.message}`}
          minWidth={showValues ? 560 : 480}
        />
      </div>
      {total > findings.length && (
        <Text size="xs" c="dimmed">{`Showing the first ${findings.length} of ${total}.`}</Text>
      )}
    </Stack>
  );
}
