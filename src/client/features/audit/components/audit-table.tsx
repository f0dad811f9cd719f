import { Text } from '@mantine/core';
import type { AuditEntry } from '../../../../shared/api/audit.ts';
import { auditActionLabel, changedFieldNames } from '../../../../shared/domain/audit-trail.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { actorOf, formatDateTimeSeconds } from '../lib/format.ts';
import { AuditEntity } from './audit-entity.tsx';

const columns: DataTableColumn<AuditEntry>[] = [
  { id: 'when', header: 'When', noWrap: true, cell: (e) => formatDateTimeSeconds(e.createdAt) },
  { id: 'who', header: 'Who', cell: (e) => actorOf(e) },
  { id: 'action', header: 'Action', noWrap: true, cell: (e) => auditActionLabel(e.action) },
  { id: 'entity', header: 'Entity', noWrap: true, cell: (e) => <AuditEntity {...e} /> },
  {
    id: 'fields',
    header: 'Fields changed',
    cell: (e) => {
      const fields = changedFieldNames(e.changes);
      return fields.length > 0 ? (
        fields.join(', ')
      ) : (
        <Text span c="dimmed" size="sm">
          —
        </Text>
      );
    },
  },
];

/** One page of entries, newest first. Only field names are shown: personal values were never kept. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable
      label="Audit trail entries"
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      rowLabel={(e) => `${auditActionLabel(e.action)} by ${actorOf(e)}, ${formatDateTimeSeconds(e.createdAt)}`}
      minWidth={760}
    />
  );
}
