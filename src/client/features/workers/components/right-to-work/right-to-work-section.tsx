import { useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import type { RtwChecksAnswer } from '../../../../../shared/api/rtw-checks.ts';
import { todayInLondon } from '../../../../../shared/domain/en-gb-dates.ts';
import { rtwMessages, rtwStatusText } from '../../../../../shared/domain/right-to-work.ts';
import { useCurrentRole } from '../../../../lib/current-user.ts';
import { messageOf } from '../../../../lib/errors.ts';
import { useRtwChecks } from '../../api/get-rtw-checks.ts';
import { RecordRtwCheckDialog } from './record-rtw-check-dialog.tsx';
import { RtwHistory } from './rtw-history.tsx';
import { latestShareCodeIsStale, rtwStatusColors } from './rtw-labels.ts';

/** Staff record checks; a client user reads its own agency's (the server refuses it anyway). */
const mayRecordChecks = (role: string | null) => role === 'admin' || role === 'finance' || role === 'support';

function RtwStanding({ answer }: { answer: RtwChecksAnswer }) {
  const stale = latestShareCodeIsStale(answer.checks, todayInLondon());
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm">Current status:</Text>
        <Badge color={rtwStatusColors[answer.rtwStatus]} variant="light" size="lg" data-testid="rtw-status">
          {rtwStatusText(answer)}
        </Badge>
      </Group>
      {answer.rtwReviewNeeded && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          <Text size="sm">{rtwMessages.reviewNeeded}</Text>
        </Alert>
      )}
      {stale && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          <Text size="sm">{rtwMessages.shareCodeStale}</Text>
        </Alert>
      )}
    </Stack>
  );
}

/** The worker's "Right to Work" section (docs/domain.md, "Right-to-work checks"): its standing, 'Record a check' and the history. */
export function RightToWorkSection({ workerId }: { workerId: number }) {
  const checks = useRtwChecks(workerId);
  const canRecord = mayRecordChecks(useCurrentRole());
  const [recording, setRecording] = useState(false);

  return (
    <Stack gap="md" component="section" aria-label="Right to Work">
      <Group justify="space-between" align="center">
        <Title order={3} fz="md">
          Right to Work
        </Title>
        {canRecord && (
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setRecording(true)}>
            Record a check
          </Button>
        )}
      </Group>
      {checks.isPending ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label="Loading right-to-work checks" />
        </Center>
      ) : checks.error ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="Failed to fetch right-to-work checks"
        >
          <Text size="sm">{messageOf(checks.error, 'Please try again later.')}</Text>
        </Alert>
      ) : (
        <>
          <RtwStanding answer={checks.data} />
          <Title order={4} fz="sm">
            History
          </Title>
          <RtwHistory checks={checks.data.checks} />
        </>
      )}
      {canRecord && <RecordRtwCheckDialog workerId={workerId} opened={recording} onClose={() => setRecording(false)} />}
    </Stack>
  );
}
