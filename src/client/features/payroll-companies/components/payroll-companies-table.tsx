import { Button, Group, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { PayrollCompany } from '../../../../shared/api/payroll-companies.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDate } from '../../../lib/format-date.ts';

export type PayrollCompanyAction = 'edit' | 'delete';

type Props = { companies: PayrollCompany[]; onAction: (action: PayrollCompanyAction, company: PayrollCompany) => void };

const orDash = (value: string | null) => value || '—';

/**
 * The payroll companies table (docs/domain.md), in the server's order (by name). Each row
 * is named after its company, so its Edit and Delete buttons, named by their visible text, are told
 * apart by the row they sit in.
 */
export function PayrollCompaniesTable({ companies, onAction }: Props) {
  const columns: DataTableColumn<PayrollCompany>[] = [
    {
      id: 'name',
      header: 'Company Name',
      cell: (c) => (
        <Text size="sm" fw={500}>
          {c.name}
        </Text>
      ),
    },
    { id: 'email', header: 'Email', cell: (c) => orDash(c.email) },
    { id: 'paye', header: 'PAYE Reference', cell: (c) => orDash(c.payeReference), noWrap: true },
    { id: 'supplier', header: 'Supplier Name', cell: (c) => orDash(c.supplierName) },
    { id: 'internal', header: 'Internal Reference', cell: (c) => orDash(c.internalReference), noWrap: true },
    { id: 'workers', header: 'Workers', cell: (c) => c._count.workers, alignRight: true },
    { id: 'created', header: 'Created', cell: (c) => formatDate(c.createdAt), noWrap: true },
    {
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={() => onAction('edit', c)}
          >
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onAction('delete', c)}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label="Payroll companies"
      columns={columns}
      rows={companies}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.name}
      minWidth={1000}
    />
  );
}
