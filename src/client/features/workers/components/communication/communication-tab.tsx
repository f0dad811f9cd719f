import { useState } from 'react';
import { Alert, Center, Divider, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle } from '@tabler/icons-react';
import type { CommunicationLog } from '../../../../../shared/api/communication-logs.ts';
import { useCommunicationLogs } from '../../api/get-communication-logs.ts';
import { useDeleteCommunicationLog } from '../../api/delete-communication-log.ts';
import { CommunicationLogForm } from './communication-log-form.tsx';
import { CommunicationLogItem } from './communication-log-item.tsx';
import { logPeriods, logsOfPeriod, type LogPeriod } from './log-period.ts';

const emptyTexts: Record<LogPeriod, string> = {
  today: 'No communications logged today.',
  week: 'No communications logged in the last 7 days.',
  month: 'No communications logged in the last 30 days.',
  all: 'No communications logged yet.',
};

/** The worker's communication log (docs/domain.md): a form, a date filter, newest first. */
export function CommunicationTab({ workerId }: { workerId: number }) {
  const logs = useCommunicationLogs(workerId);
  const remove = useDeleteCommunicationLog();
  const [period, setPeriod] = useState<LogPeriod>('all');

  const confirmDelete = (log: CommunicationLog) =>
    modals.openConfirmModal({
      title: 'Delete Communication Log',
      children: (
        <Text size="sm">
          Are you sure you want to delete the {log.communicationMethod.toLowerCase()} log with{' '}
          <strong>{log.contactPerson}</strong>? This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => remove.mutate({ workerId, logId: log.id }),
    });

  const shown = logs.data ? logsOfPeriod(logs.data, period) : [];

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={3} fz="md">
          Log Communication
        </Title>
        <CommunicationLogForm workerId={workerId} />
      </Stack>
      <Divider />
      <Group justify="space-between" align="center">
        <Title order={3} fz="md">
          Communication History
        </Title>
        <SegmentedControl
          size="xs"
          aria-label="Show communications from"
          value={period}
          onChange={(value) => setPeriod(value)}
          data={logPeriods.map((p) => ({ value: p.value, label: p.label }))}
        />
      </Group>
      {logs.isPending ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label="Loading communication logs" />
        </Center>
      ) : logs.error ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="Failed to fetch communication logs"
        />
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyTexts[period]}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Communication history">
          {shown.map((log) => (
            <CommunicationLogItem
              key={log.id}
              log={log}
              isDeleting={remove.isPending && remove.variables.logId === log.id}
              onDelete={() => confirmDelete(log)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
