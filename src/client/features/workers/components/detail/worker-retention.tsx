import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { retentionPaths, workerRetentionAnswer } from '../../../../../shared/api/retention.ts';
import { mayTakeAction } from '../../../../../shared/domain/permissions.ts';
import { api } from '../../../../lib/api-client.ts';
import { useCurrentRole } from '../../../../lib/current-user.ts';
import { formatDay } from '../../../../lib/format-date.ts';

/**
 * A Left worker's retention dates (docs/domain.md, "Retention and purge"): the earliest date each
 * class of its data may go. Staff only (admin, finance, support): nothing is shown or fetched for a
 * client user, nor for a worker who has not left.
 */
export function WorkerRetention({ workerId, left }: { workerId: number; left: boolean }) {
  const role = useCurrentRole();
  if (!left || !mayTakeAction(role, 'see_retention_dates')) return null;
  return <RetentionDates workerId={workerId} />;
}

function RetentionDates({ workerId }: { workerId: number }) {
  const answer = useQuery({
    queryKey: ['workers', 'retention', workerId] as const,
    queryFn: () => api.get(retentionPaths.worker.build({ id: workerId }), workerRetentionAnswer),
  });
  const dates = answer.data?.retention;
  if (!dates) return null;
  const rows: [string, string][] = [
    ['Other documents deleted from', formatDay(dates.workerDocuments)],
    ['Right-to-work checks and evidence deleted from', formatDay(dates.rightToWork)],
    ['Record anonymised from', formatDay(dates.anonymised)],
    [
      'Last payroll record deleted from',
      dates.lastPayrollRecord ? formatDay(dates.lastPayrollRecord) : 'No payroll records',
    ],
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} fz="md">
          Retention
        </Title>
        <Text size="sm" c="dimmed">
          Left on {formatDay(dates.leftOn)}. The nightly purge removes each kind of data on or after its date, unless a
          legal hold keeps it.
        </Text>
        <Table verticalSpacing={4} aria-label="Retention dates" w="fit-content">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
