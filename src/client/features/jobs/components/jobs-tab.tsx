import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import type { JobOverview, JobsAnswer } from '../../../../shared/api/jobs.ts';
import { EmptyMessage } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime, MISSING } from '../../../lib/format-date.ts';
import { useJobs } from '../api/get-jobs.ts';

/** A run's summary as words: `deletedSessions: 4` reads "deleted sessions 4". */
export function summaryText(summary: Record<string, unknown>): string {
  const parts = Object.entries(summary).map(
    ([key, value]) =>
      `${key.replace(/([A-Z])/g, ' $1').toLowerCase()} ${Array.isArray(value) ? value.join(', ') : String(value)}`,
  );
  return parts.length > 0 ? parts.join(' · ') : 'nothing to do';
}

function LastRun({ run }: { run: JobOverview['lastRun'] }) {
  if (!run) return <Text size="sm">Not run yet</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm">{formatDateTime(run.finishedAt)}</Text>
      <Text size="xs" c="dimmed">
        {summaryText(run.summary)}
      </Text>
    </Stack>
  );
}

function JobsTable({ jobs }: { jobs: JobsAnswer['jobs'] }) {
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table verticalSpacing="xs" aria-label="Scheduled jobs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Job</Table.Th>
            <Table.Th>What it does</Table.Th>
            <Table.Th>When (UK time)</Table.Th>
            <Table.Th>Last run</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.name}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{job.name}</Table.Td>
              <Table.Td>{job.description}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{job.schedule ?? 'On demand'}</Table.Td>
              <Table.Td>
                <LastRun run={job.lastRun} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DeadLetters({ deadLetters }: { deadLetters: JobsAnswer['deadLetters'] }) {
  if (deadLetters.total === 0) return <EmptyMessage>No failed runs</EmptyMessage>;
  return (
    <Stack gap="xs">
      {deadLetters.total > deadLetters.items.length && (
        <Text size="sm" c="dimmed">
          The newest {deadLetters.items.length} of {deadLetters.total}
        </Text>
      )}
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="xs" aria-label="Failed runs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Job</Table.Th>
              <Table.Th>Run</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Error</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deadLetters.items.map((letter) => (
              <Table.Tr key={letter.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(letter.at)}</Table.Td>
                <Table.Td>{letter.job}</Table.Td>
                <Table.Td>{letter.runKey}</Table.Td>
                <Table.Td>{letter.attempts}</Table.Td>
                <Table.Td>
                  <Badge color="red" variant="light">
                    {letter.errorCode || MISSING}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * The Admin Control Panel's Background Jobs tab (docs/operations.md, "Background jobs"): each
 * scheduled job with its latest run, and the runs that failed every attempt (dead letters).
 */
export function JobsTab() {
  const jobs = useJobs();
  return (
    <QueryState
      isPending={jobs.isPending}
      error={jobs.error}
      errorTitle="Failed to load background jobs"
      loadingLabel="Loading background jobs"
    >
      {jobs.data && (
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={2} fz="md">
              Scheduled jobs
            </Title>
            <JobsTable jobs={jobs.data.jobs} />
          </Stack>
          <Stack gap="xs">
            <Title order={2} fz="md">
              Failed runs
            </Title>
            <Text size="sm" c="dimmed">
              A run lands here after every retry failed; the error is its code only. The next scheduled run tries again.
            </Text>
            <DeadLetters deadLetters={jobs.data.deadLetters} />
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}
