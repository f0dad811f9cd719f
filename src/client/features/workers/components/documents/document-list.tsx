import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import type { WorkerDocument } from '../../../../../shared/api/documents.ts';
import { todayInLondon } from '../../../../../shared/domain/en-gb-dates.ts';
import { formatDay } from '../../../../lib/format-date.ts';
import { useDeleteWorkerDocument } from '../../api/delete-worker-document.ts';
import { useDownloadWorkerDocument } from '../../api/download-worker-document.ts';
import { documentTypeLabel } from './document-labels.ts';
import { DocumentStatusBadge } from './document-status-badge.tsx';

type Props = { workerId: number; documents: WorkerDocument[] };

/** The day an upload happened, in Europe/London, as DD/MM/YYYY. */
const uploadedOn = (createdAt: string) => formatDay(todayInLondon(new Date(createdAt)));

/** A worker's documents with their status, and Download and Delete (with confirmation) on each. */
// Stays long: a table's rows with their download, view and delete actions, one cell each.
export function DocumentList({ workerId, documents }: Props) {
  const download = useDownloadWorkerDocument();
  const remove = useDeleteWorkerDocument();
  // On a phone Download and Delete follow the name, in reach without a sideways scroll (docs/domain.md "Wide screens and phones").
  const isPhone = useMediaQuery('(max-width: 48em)') === true;

  const confirmDelete = (document: WorkerDocument) =>
    modals.openConfirmModal({
      title: 'Delete Document',
      children: (
        <Text size="sm">
          Are you sure you want to delete <strong>{document.originalFileName}</strong>? This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => remove.mutate({ workerId, documentId: document.id }),
    });

  const actionsHeader = (
    <Table.Th>
      <VisuallyHidden>Actions</VisuallyHidden>
    </Table.Th>
  );
  const actionsCell = (document: WorkerDocument) => (
    <Table.Td>
      <Group gap="xs" justify={isPhone ? 'flex-start' : 'flex-end'} wrap={isPhone ? 'wrap' : 'nowrap'}>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={download.isPending && download.variables.documentId === document.id}
          onClick={() => download.mutate({ workerId, documentId: document.id, fileName: document.originalFileName })}
        >
          Download
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          loading={remove.isPending && remove.variables.documentId === document.id}
          onClick={() => confirmDelete(document)}
        >
          Delete
        </Button>
      </Group>
    </Table.Td>
  );

  return (
    <Table.ScrollContainer minWidth={720}>
      {/* Only the file name may wrap; dates, badges and buttons keep to one line. */}
      <Table verticalSpacing="xs" highlightOnHover style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Document</Table.Th>
            {isPhone && actionsHeader}
            <Table.Th>Type</Table.Th>
            <Table.Th>Expiry Date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            {!isPhone && actionsHeader}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td style={{ whiteSpace: 'normal', minWidth: 180 }}>
                <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                  {document.originalFileName}
                </Text>
                {document.notes && (
                  <Text size="xs" c="dimmed">
                    {document.notes}
                  </Text>
                )}
              </Table.Td>
              {isPhone && actionsCell(document)}
              <Table.Td>{documentTypeLabel(document.documentType)}</Table.Td>
              <Table.Td>{formatDay(document.expiryDate)}</Table.Td>
              <Table.Td>
                <DocumentStatusBadge status={document.complianceStatus} />
              </Table.Td>
              <Table.Td>{uploadedOn(document.createdAt)}</Table.Td>
              {!isPhone && actionsCell(document)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
