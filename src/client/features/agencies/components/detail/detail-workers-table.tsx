import { Badge, Text } from '@mantine/core';
import type { AgencyWorker } from '../../../../../shared/api/agencies.ts';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { capitalise } from '../../lib/labels.ts';

const columns: DataTableColumn<AgencyWorker>[] = [
  { id: 'name', header: 'Name', cell: (w) => `${w.firstName} ${w.lastName}` },
  { id: 'position', header: 'Position', cell: (w) => w.position ?? '—' },
  {
    id: 'status',
    header: 'Status',
    noWrap: true,
    cell: (w) => <Badge variant="light">{capitalise(w.status.replace('_', ' '))}</Badge>,
  },
  { id: 'email', header: 'Email', cell: (w) => w.email ?? '—' },
];

/** The detail page's Workers tab (docs/domain.md, Agencies): the first page of the agency's workers, by name. */
export function DetailWorkersTable({ workers, total }: { workers: AgencyWorker[]; total: number }) {
  if (total === 0) return <EmptyMessage>No workers linked to this agency</EmptyMessage>;
  return (
    <>
      <DataTable label="Agency workers" columns={columns} rows={workers} rowKey={(w) => w.id} minWidth={600} />
      {total > workers.length && (
        <Text size="sm" c="dimmed" mt="xs">
          {`Showing the first ${workers.length} of ${total} workers.`}
        </Text>
      )}
    </>
  );
}
