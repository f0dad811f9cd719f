import type { AuditEntry } from '../../../../shared/api/audit.ts';
import { auditActionLabel } from '../../../../shared/domain/audit-trail.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDateTimeSeconds } from '../../../lib/format-date.ts';
import { actorOf } from '../lib/format.ts';
import { AuditChanges } from './audit-changes.tsx';
import { AuditEntity } from './audit-entity.tsx';

const columns: DataTableColumn<AuditEntry>[] = [
  { id: 'when', header: 'When', noWrap: true, cell: (e) => formatDateTimeSeconds(e.createdAt) },
  { id: 'who', header: 'Who', cell: (e) => actorOf(e) },
  { id: 'action', header: 'Action', noWrap: true, cell: (e) => auditActionLabel(e.action) },
  // The entity's link is the row's one action: on a phone it follows When, in reach without a sideways scroll.
  { id: 'entity', header: 'Entity', cell: (e) => <AuditEntity {...e} />, rowActions: true },
  { id: 'changes', header: 'Changes', cell: (e) => <AuditChanges entityType={e.entityType} changes={e.changes} /> },
];

/** One page of entries, newest first: old → new where kept; personal and free-text values were never kept. */
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
