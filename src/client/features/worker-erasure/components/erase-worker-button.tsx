import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import type { ErasureLineAnswer } from '../../../../shared/api/worker-erasure.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { useEraseWorker, useWorkerErasure } from '../api/worker-erasure.ts';

/** 'Communication logs (3)', or the words alone for fields of the worker's own record. */
export const lineText = (line: ErasureLineAnswer) => (line.count === null ? line.what : `${line.what} (${line.count})`);

/** What stays, restricted: each with its date and the rule that keeps it. */
export function KeptTable({ lines, label }: { lines: ErasureLineAnswer[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Kept</Table.Th>
            <Table.Th>Until</Table.Th>
            <Table.Th>Rule</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.what}>
              <Table.Td>{lineText(line)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(line.until)}</Table.Td>
              <Table.Td>{line.law}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Erase personal data (docs/domain.md, "Erasure"), on the worker page for admins: the button opens
 * a confirmation that lists what goes and what stays (restricted, until when and under which rule),
 * or why the worker cannot be erased now (a legal hold, not left), from the server's plan.
 */
export function EraseWorkerButton({ workerId, workerName }: { workerId: number; workerName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        color="red"
        leftSection={<IconEraser size={14} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Erase personal data
      </Button>
      {open && <EraseDialog workerId={workerId} workerName={workerName} onClose={() => setOpen(false)} />}
    </>
  );
}

function EraseDialog({ workerId, workerName, onClose }: { workerId: number; workerName: string; onClose: () => void }) {
  const erasure = useWorkerErasure(workerId, true);
  const erase = useEraseWorker(workerId);
  const plan = erasure.data?.plan;
  return (
    <Modal opened onClose={onClose} title="Erase personal data" size="lg">
      {!plan ? (
        <Text size="sm">{erasure.isError ? 'Failed to load what an erasure would do.' : 'Loading…'}</Text>
      ) : (
        <Stack gap="md">
          <Text size="sm">Erase the personal data of {workerName}? This cannot be undone.</Text>
          {plan.refusal && (
            <Alert color="red" title="This worker cannot be erased now">
              {plan.refusal}
            </Alert>
          )}
          <Stack gap={4}>
            <Title order={3} fz="sm">
              What goes
            </Title>
            <List size="sm" spacing={2} aria-label="What goes">
              {plan.removes.map((line) => (
                <List.Item key={line.what}>{lineText(line)}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap={4}>
            <Title order={3} fz="sm">
              What stays, restricted
            </Title>
            <Text size="sm" c="dimmed">
              Read-only and seen by admins only, until the date the law allows it to go.
            </Text>
            <KeptTable lines={plan.keeps} label="What stays" />
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              color="red"
              disabled={plan.refusal !== null}
              loading={erase.isPending}
              onClick={() => erase.mutate(undefined, { onSuccess: onClose })}
            >
              Erase personal data
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
