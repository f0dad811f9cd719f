import { Badge, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import type { AgencyDocument } from '../../../../../shared/api/agency-documents.ts';
import { confirmAction } from '../../../../components/confirm.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import { formatDate, formatDay } from '../../../../lib/format-date.ts';
import { useDeleteAgencyDocument, useDownloadAgencyDocument } from '../../api/documents.ts';

const statusBadge = {
  valid: ['teal', 'Valid'],
  expiring: ['yellow', 'Expiring'],
  expired: ['red', 'Expired'],
} as const;

type Props = { agencyId: number; documents: AgencyDocument[]; canDelete: boolean };

/** The agency's documents (docs/domain.md, Agencies): type, expiry, status, Download and (staff) Delete. */
// Stays long: a table's column list, one short entry a column.
export function DocumentTable({ agencyId, documents, canDelete }: Props) {
  const download = useDownloadAgencyDocument();
  const remove = useDeleteAgencyDocument();
  const confirmDelete = (document: AgencyDocument) =>
    confirmAction({
      title: 'Delete Document',
      message: `Delete ${document.originalFileName}?`,
      detail: 'This cannot be undone.',
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutate({ agencyId, documentId: document.id }),
    });
  const columns: DataTableColumn<AgencyDocument>[] = [
    {
      id: 'file',
      header: 'Document',
      cell: (d) => (
        <>
          <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
            {d.originalFileName}
          </Text>
          {d.notes && (
            <Text size="xs" c="dimmed">
              {d.notes}
            </Text>
          )}
        </>
      ),
    },
    { id: 'type', header: 'Type', cell: (d) => d.documentTypeLabel, noWrap: true },
    {
      id: 'expiry',
      header: 'Expiry Date',
      cell: (d) => formatDay(d.expiryDate),
      noWrap: true,
    },
    {
      id: 'status',
      header: 'Status',
      noWrap: true,
      cell: (d) => (
        <Badge color={statusBadge[d.status][0]} variant="light">
          {statusBadge[d.status][1]}
        </Badge>
      ),
    },
    { id: 'uploaded', header: 'Uploaded', cell: (d) => formatDate(d.createdAt), noWrap: true },
    {
      id: 'actions',
      header: 'Actions',
      noWrap: true,
      cell: (d) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={download.isPending && download.variables.id === d.id}
            onClick={() => download.mutate(d)}
          >
            Download
          </Button>
          {canDelete && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => confirmDelete(d)}
            >
              Delete
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label="Agency documents"
      columns={columns}
      rows={documents}
      rowKey={(d) => d.id}
      rowLabel={(d) => d.originalFileName}
      minWidth={720}
    />
  );
}
