import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconPlayerSkipForward, IconRefresh, IconUserPlus } from '@tabler/icons-react';
import type { ImportBatch, ImportSession } from '../../../../../shared/api/worker-import-answers.ts';
import { confirmAction } from '../../../../components/confirm.tsx';
import { StatCard } from '../../../../components/stat-card.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useImportBatches } from '../../api/get-batches.ts';
import { useUndoBatch } from '../../api/undo-batch.ts';
import { useCompletedCounts } from '../../hooks/use-completed-counts.ts';
import { undoQuestion } from '../../lib/undo-summary.ts';
import { formatCount } from '../../../../lib/format-number.ts';
import { StepHeading } from '../step-heading.tsx';

type Props = {
  session: ImportSession;
  /** The batch the submit recorded (from the address), for the counts after a reload. */
  batchId: number | null;
  focus: boolean;
  onImportMore: () => void;
  onViewPending: () => void;
};

/** Step 5, Complete: what the import did, the two ways on (docs/domain.md), and Undo while it may run (7 days, once). */
export function CompleteStep({ session, batchId, focus, onImportMore, onViewPending }: Props) {
  const counts = useCompletedCounts(session.sessionId, batchId);
  const batches = useImportBatches();
  const undo = useUndoBatch();
  const batch = batches.data?.batches.find((b) => b.id === batchId);

  const askUndo = (undoable: ImportBatch) =>
    confirmAction({
      title: 'Undo import',
      message: undoQuestion(undoable),
      detail: 'Workers changed since the import are left as they are and listed when the undo is done.',
      confirmLabel: 'Undo import',
      onConfirm: () => undo.mutate(undoable.id),
    });
  return (
    <Stack gap="lg">
      <StepHeading focus={focus}>Import complete</StepHeading>
      {counts ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <StatCard
              label="Created"
              value={formatCount(counts.createdWorkers)}
              icon={<IconUserPlus size={18} />}
              color="green"
            />
            <StatCard
              label="Updated"
              value={formatCount(counts.updatedWorkers)}
              icon={<IconRefresh size={18} />}
              color="blue"
            />
            <StatCard
              label="Skipped"
              value={formatCount(counts.skippedRows)}
              icon={<IconPlayerSkipForward size={18} />}
              color="gray"
            />
          </SimpleGrid>
          {counts.note && <Text size="sm">{counts.note}</Text>}
        </>
      ) : (
        <Text size="sm">
          {session.fileName} has been imported. Its counts are under Recent imports on the Upload step, where it can be
          undone.
        </Text>
      )}
      {batch?.undoneAt && (
        <Text size="sm" role="status">
          This import was undone on {formatDateTime(batch.undoneAt)}.
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={onImportMore}>
          Import More Workers
        </Button>
        <Button onClick={onViewPending}>View Pending Workers</Button>
        {batch?.canUndo && (
          <Button
            variant="default"
            color="red"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            loading={undo.isPending}
            onClick={() => askUndo(batch)}
          >
            Undo This Import
          </Button>
        )}
      </Group>
    </Stack>
  );
}
