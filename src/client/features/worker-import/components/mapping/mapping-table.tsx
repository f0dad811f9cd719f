import { useId } from 'react';
import { Select, Text } from '@mantine/core';
import type { WorkerTextField } from '../../../../../shared/domain/worker-fields.ts';
import { isImportField } from '../../../../../shared/domain/worker-import/import-fields.ts';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import { fieldOptions, IGNORE, type MappingDraft } from '../../lib/mapping.ts';

type Props = {
  headers: string[];
  previewRows: string[][];
  draft: MappingDraft;
  disabled: boolean;
  onChange: (header: string, field: WorkerTextField | null) => void;
};

type Column = { header: string; index: number };

/** The first value the preview rows have in a column, shortened for the table. */
function sampleOf(previewRows: string[][], index: number): string {
  const value = previewRows.map((row) => row[index]?.trim() ?? '').find((v) => v !== '') ?? '';
  return value.length > 60 ? `${value.slice(0, 57)}…` : value;
}

/** One row per column of the file: its header (the label of its Select), a sample value, the field it fills. */
export function MappingTable({ headers, previewRows, draft, disabled, onChange }: Props) {
  const baseId = useId();
  const selectId = (index: number) => `${baseId}-field-${index}`;
  const columns: DataTableColumn<Column>[] = [
    {
      id: 'header',
      header: 'Column in your file',
      cell: ({ header, index }) => (
        <Text component="label" htmlFor={selectId(index)} size="sm" fw={600}>
          {header}
        </Text>
      ),
    },
    {
      id: 'field',
      header: 'Import as',
      cell: ({ header, index }) => (
        <Select
          id={selectId(index)}
          data={fieldOptions(draft, header)}
          value={draft[header] ?? IGNORE}
          onChange={(value) => onChange(header, value && isImportField(value) ? value : null)}
          allowDeselect={false}
          searchable
          disabled={disabled}
          miw={200}
          comboboxProps={{ withinPortal: true }}
        />
      ),
    },
    {
      id: 'sample',
      header: 'Sample value',
      cell: ({ index }) => {
        const sample = sampleOf(previewRows, index);
        return sample ? (
          <Text size="sm">{sample}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            (empty)
          </Text>
        );
      },
    },
  ];
  return (
    <DataTable
      label="Column mapping"
      columns={columns}
      rows={headers.map((header, index) => ({ header, index }))}
      rowKey={(c) => c.index}
      minWidth={560}
    />
  );
}
