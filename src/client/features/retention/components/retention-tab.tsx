import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import type { PurgeRun, RetentionClassAnswer } from '../../../../shared/api/retention.ts';
import { EmptyMessage } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime, formatDay } from '../../../lib/format-date.ts';
import { PURGE_RUNS_PAGE_SIZE, useDryRunNow, usePurgeRuns, useRetention, useSetRetention } from '../api/retention.ts';

/** The purge log's columns: one per class, in the schedule's order. */
const countColumns = [
  ['payrollRecords', 'Payroll records'],
  ['rightToWork', 'Right to work'],
  ['workerDocuments', 'Documents'],
  ['anonymisedWorkers', 'Anonymised workers'],
  ['agencyRecords', 'Agency records'],
  ['auditEntries', 'Audit entries'],
  ['deletedWorkers', 'Deleted workers'],
] as const;

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

/** One class: its period (lengthened with the labelled field), what it counts from, the law, and what happens then. */
function ClassRow({ item }: { item: RetentionClassAnswer }) {
  const [value, setValue] = useState<number | string>(item.currentYears);
  const save = useSetRetention();
  const label = `${item.label}: years kept`;
  const changed = Number(value) !== item.currentYears;
  return (
    <Table.Tr>
      <Table.Td>{item.label}</Table.Td>
      <Table.Td>
        {years(item.currentYears)} after {item.from}, then {item.then}
        <Text size="xs" c="dimmed">
          Legal minimum {years(item.minimumYears)}
        </Text>
      </Table.Td>
      <Table.Td>{item.law}</Table.Td>
      <Table.Td>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NumberInput
            label={label}
            size="xs"
            w={140}
            min={item.minimumYears}
            max={100}
            allowDecimal={false}
            value={value}
            onChange={setValue}
          />
          <Button
            size="xs"
            disabled={!changed || save.isPending}
            onClick={() => save.mutate({ retentionClass: item.class, years: Number(value) })}
          >
            Save
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function PurgeLog({ items }: { items: PurgeRun[] }) {
  if (items.length === 0) return <EmptyMessage>No purge runs yet</EmptyMessage>;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" aria-label="Purge runs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>As of</Table.Th>
            <Table.Th>Kind</Table.Th>
            {countColumns.map(([key, heading]) => (
              <Table.Th key={key}>{heading}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.at)}</Table.Td>
              <Table.Td>{formatDay(run.asOf)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={run.dryRun ? 'gray' : 'blue'}>
                  {run.dryRun ? 'Dry run' : 'Purge'}
                </Badge>
              </Table.Td>
              {countColumns.map(([key]) => (
                <Table.Td key={key}>{run.counts[key]}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The Admin Control Panel's Retention tab (docs/domain.md, "Retention and purge"): each class with
 * its period, the law behind it and a field to lengthen it; below, the purge log, newest first,
 * with "Dry run now" (what tonight's purge would do as of today; nothing changes).
 */
export function RetentionTab() {
  const schedule = useRetention();
  const [page, setPage] = useState(1);
  const runs = usePurgeRuns(page);
  const dryRun = useDryRunNow();
  return (
    <Stack gap="lg">
      <QueryState
        isPending={schedule.isPending}
        error={schedule.error}
        errorTitle="Failed to load the retention schedule"
        loadingLabel="Loading the retention schedule"
      >
        {schedule.data && (
          <Stack gap="xs">
            <Title order={2} fz="md">
              Retention schedule
            </Title>
            <Text size="sm" c="dimmed">
              Each period may be lengthened, never shortened below its legal minimum. Nothing of a worker or agency
              under a legal hold is ever purged. Deleted workers are purged {schedule.data.deletedWorkerDays} days after
              removal.
            </Text>
            <Table.ScrollContainer minWidth={900}>
              <Table verticalSpacing="xs" aria-label="Retention schedule">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Data</Table.Th>
                    <Table.Th>Kept</Table.Th>
                    <Table.Th>Law</Table.Th>
                    <Table.Th>Lengthen</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {schedule.data.classes.map((item) => (
                    <ClassRow key={`${item.class}-${item.currentYears}`} item={item} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </QueryState>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="md">
            Purge log
          </Title>
          <Button variant="default" loading={dryRun.isPending} onClick={() => dryRun.mutate()}>
            Dry run now
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          The nightly purge runs at 02:30 UK time. A dry run counts what it would remove today and changes nothing.
        </Text>
        <QueryState
          isPending={runs.isPending}
          error={runs.error}
          errorTitle="Failed to load the purge log"
          loadingLabel="Loading the purge log"
        >
          {runs.data && (
            <Stack gap="xs">
              <PurgeLog items={runs.data.items} />
              {runs.data.total > PURGE_RUNS_PAGE_SIZE && (
                <Pagination
                  aria-label="Purge log pages"
                  total={Math.ceil(runs.data.total / PURGE_RUNS_PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                />
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}
