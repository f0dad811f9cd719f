import { Stack, Text } from '@mantine/core';
import type { PayrollFindingAnswer } from '../../../../shared/api/payroll.ts';
import { payrollColumns } from '../../../../shared/domain/payroll-rows.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';

/** The file's column as its header names it (niNumber is shown as NI Number). */
const columnLabel = (field: string) => payrollColumns.find((c) => c.field === field)?.label ?? field;

const columns: DataTableColumn<PayrollFindingAnswer>[] = [
  { id: 'row', header: 'Row', alignRight: true, cell: (f) => f.row },
  { id: 'field', header: 'Field', noWrap: true, cell: (f) => columnLabel(f.field) },
  { id: 'message', header: 'Message', cell: (f) => f.message },
];

type Props = { label: string; findings: PayrollFindingAnswer[]; total: number };

/**
 * The row errors or warnings of an upload (DECISIONS section 5 "Payroll"): the spreadsheet's row
 * (the header is row 1), the column and what is wrong. The server lists at most 500 of them.
 */
export function FindingsTable({ label, findings, total }: Props) {
  return (
    <Stack gap={4}>
      {/* A long list scrolls inside the dialog; focusable so a keyboard can scroll it too. */}
      <div role="region" aria-label={label} tabIndex={0} style={{ maxHeight: '16rem', overflowY: 'auto' }}>
        <DataTable
          label={label}
          columns={columns}
          rows={findings}
          rowKey={(f) => `${f.row}-${f.field}-${f.message}`}
          minWidth={480}
        />
      </div>
      {total > findings.length && (
        <Text size="xs" c="dimmed">{`Showing the first ${findings.length} of ${total}.`}</Text>
      )}
    </Stack>
  );
}
