import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlayerSkipForward, IconRefresh, IconUserPlus } from '@tabler/icons-react';
import type { ImportSession } from '../../../../../shared/api/worker-import.ts';
import { StatCard } from '../../../../components/stat-card.tsx';
import { useCompletedCounts } from '../../hooks/use-completed-counts.ts';
import { StepHeading } from '../step-heading.tsx';

type Props = {
  session: ImportSession;
  /** The batch the submit recorded (from the address), for the counts after a reload. */
  batchId: number | null;
  focus: boolean;
  onImportMore: () => void;
  onViewPending: () => void;
};

/** Step 5, Complete: what the import did, and the two ways on (part 1 section 2). */
export function CompleteStep({ session, batchId, focus, onImportMore, onViewPending }: Props) {
  const counts = useCompletedCounts(session.sessionId, batchId);
  return (
    <Stack gap="lg">
      <StepHeading focus={focus}>Import complete</StepHeading>
      {counts ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <StatCard label="Created" value={counts.createdWorkers} icon={<IconUserPlus size={18} />} color="green" />
            <StatCard label="Updated" value={counts.updatedWorkers} icon={<IconRefresh size={18} />} color="blue" />
            <StatCard
              label="Skipped"
              value={counts.skippedRows}
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
      <Group>
        <Button variant="default" onClick={onImportMore}>
          Import More Workers
        </Button>
        <Button onClick={onViewPending}>View Pending Workers</Button>
      </Group>
    </Stack>
  );
}
