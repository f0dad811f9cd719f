import { Button, Group, Stack, Title } from '@mantine/core';
import type { UnfinishedImport } from '../../../../../shared/api/worker-import-answers.ts';
import { confirmAction } from '../../../../components/confirm.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useDiscardImport } from '../../api/discard-import.ts';
import { useUnfinishedImports } from '../../api/get-unfinished.ts';
import { formatCount } from '../../../../lib/format-number.ts';

const stepOfStatus: Record<UnfinishedImport['status'], string> = {
  uploaded: 'Mapping',
  mapped: 'Mapping',
  validated: 'Review',
};

/** Where an unfinished import stands: its step, and the errors left at the review. */
function standing(item: UnfinishedImport): string {
  const step = stepOfStatus[item.status];
  if (item.errorRows === null) return step;
  return item.errorRows === 0 ? `${step}, no errors` : `${step}, ${formatCount(item.errorRows)} rows with errors`;
}

/**
 * Imports left before submit (docs/domain.md "Bulk worker import": unfinished imports): the user's
 * own, latest first, each with Resume (back to its step) and Discard (asks first; the rows and the
 * kept file go). Shown only when there is one.
 */
export function UnfinishedImports({ onResume }: { onResume: (sessionId: string) => void }) {
  const unfinished = useUnfinishedImports();
  const discard = useDiscardImport();
  if (!unfinished.data?.length) return null;

  const askDiscard = (item: UnfinishedImport) =>
    confirmAction({
      title: 'Discard import',
      message: `Discard the import of ${item.fileName}? Its ${formatCount(item.totalRows)} rows and any edits made to them are deleted; no worker is changed.`,
      confirmLabel: 'Discard import',
      onConfirm: () => discard.mutate(item.sessionId),
    });

  const columns: DataTableColumn<UnfinishedImport>[] = [
    { id: 'file', header: 'File', cell: (item) => item.fileName },
    { id: 'rows', header: 'Rows', cell: (item) => formatCount(item.totalRows) },
    { id: 'step', header: 'Left at', cell: standing },
    { id: 'when', header: 'Last worked on', noWrap: true, cell: (item) => formatDateTime(item.updatedAt) },
    {
      id: 'actions',
      header: 'Actions',
      noWrap: true,
      cell: (item) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" onClick={() => onResume(item.sessionId)}>
            Resume
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            disabled={discard.isPending && discard.variables === item.sessionId}
            onClick={() => askDiscard(item)}
          >
            Discard
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        Unfinished imports
      </Title>
      <DataTable
        label="Unfinished imports"
        columns={columns}
        rows={unfinished.data}
        rowKey={(item) => item.sessionId}
        rowLabel={(item) => item.fileName}
        minWidth={640}
      />
    </Stack>
  );
}
