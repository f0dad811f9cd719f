import type { ReactNode } from 'react';
import { Alert, Anchor, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { WorkerErasureAnswer } from '../../../../shared/api/worker-erasure.ts';
import { formatPence } from '../../../../shared/domain/money.ts';
import { formatDateTime, formatDay } from '../../../lib/format-date.ts';
import { useWorkerErasure } from '../api/worker-erasure.ts';
import { KeptTable, lineText } from './erase-worker-button.tsx';

/**
 * /workers/{id} of an erased worker, for admins (docs/domain.md, "Erasure"): when and by whom, what
 * went, and what the law keeps, restricted (read-only), each with its date and rule. For anyone
 * else, or a worker that was not erased, `fallback` (Worker Not Found).
 */
export function ErasedWorkerRecord({
  workerId,
  isAdmin,
  fallback,
}: {
  workerId: number;
  isAdmin: boolean;
  fallback: ReactNode;
}) {
  const erasure = useWorkerErasure(workerId, isAdmin);
  if (!isAdmin || erasure.isError) return <>{fallback}</>;
  if (!erasure.data) return null;
  if (!erasure.data.erasure) return <>{fallback}</>;
  return <Record erasure={erasure.data.erasure} />;
}

type Erasure = NonNullable<WorkerErasureAnswer['erasure']>;

function Record({ erasure }: { erasure: Erasure }) {
  const { identity, records } = erasure;
  const name = identity ? [identity.firstName, identity.lastName].filter(Boolean).join(' ') : 'Erased worker';
  return (
    <Stack gap="lg">
      <Anchor component={Link} href="/?tab=workers" size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={14} aria-hidden />
          Back to Workers
        </Group>
      </Anchor>
      <Title order={1} fz="h2">
        {name}
      </Title>
      <Alert color="gray" icon={<IconLock size={18} aria-hidden />} title="Personal data erased">
        Erased on {formatDateTime(erasure.erasedAt)}
        {erasure.erasedByName ? ` by ${erasure.erasedByName}` : ''}. What the law requires us to keep is restricted:
        read-only and seen by admins only, until its date.
      </Alert>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="md">
            Kept under restriction
          </Title>
          <KeptTable lines={erasure.keeps} label="Kept under restriction" />
          {identity && (
            <Table verticalSpacing={4} aria-label="Kept identity" w="fit-content">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">Date of birth</Table.Th>
                  <Table.Td>{formatDay(identity.dateOfBirth)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">NI number</Table.Th>
                  <Table.Td>{identity.niNumber ?? '—'}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
      {records.payrollRecords.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="md" mb="xs">
            Payroll records
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={4} aria-label="Kept payroll records">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Pay date</Table.Th>
                  <Table.Th>Week ending</Table.Th>
                  <Table.Th>Gross</Table.Th>
                  <Table.Th>Tax</Table.Th>
                  <Table.Th>NI</Table.Th>
                  <Table.Th>Pension</Table.Th>
                  <Table.Th>Net</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.payrollRecords.map((r) => (
                  <Table.Tr key={r.payDate}>
                    <Table.Td>{formatDay(r.payDate)}</Table.Td>
                    <Table.Td>{formatDay(r.weekEnding)}</Table.Td>
                    <Table.Td>{formatPence(r.grossPence)}</Table.Td>
                    <Table.Td>{formatPence(r.taxPence)}</Table.Td>
                    <Table.Td>{formatPence(r.niPence)}</Table.Td>
                    <Table.Td>{formatPence(r.pensionPence)}</Table.Td>
                    <Table.Td>{formatPence(r.netPence)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {(records.rtwChecks.length > 0 || records.rtwDocuments.length > 0) && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="md" mb="xs">
            Right-to-work checks and evidence
          </Title>
          <List size="sm" spacing={2} aria-label="Kept right-to-work records">
            {records.rtwChecks.map((c, i) => (
              <List.Item key={`check-${i}`}>
                Check of {formatDay(c.checkDate)}: {c.method ?? 'method not recorded'}, {c.outcome}
                {c.followUpDate ? `, follow-up ${formatDay(c.followUpDate)}` : ''} ({c.evidenceFiles} evidence{' '}
                {c.evidenceFiles === 1 ? 'file' : 'files'})
              </List.Item>
            ))}
            {records.rtwDocuments.map((d, i) => (
              <List.Item key={`doc-${i}`}>Right to Work document: {d.originalFileName}</List.Item>
            ))}
          </List>
        </Paper>
      )}
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="md" mb="xs">
          What went
        </Title>
        <List size="sm" spacing={2} aria-label="What went">
          {erasure.removed.map((line) => (
            <List.Item key={line.what}>{lineText(line)}</List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed" mt="xs">
          The audit trail keeps one entry that the erasure happened, without the erased values.
        </Text>
      </Paper>
    </Stack>
  );
}
