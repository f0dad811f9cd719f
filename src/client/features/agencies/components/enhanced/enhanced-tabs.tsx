import { Badge, Group, Pagination, Paper, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import type { EnhancedAgency } from '../../../../../shared/api/agency-enhanced.ts';
import type { CommunicationPeriod } from '../../../../../shared/domain/agencies.ts';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { AddCommentForm } from '../comments/add-comment-form.tsx';
import { CommentList } from '../comments/comment-list.tsx';
import { CommunicationEntry } from '../communication/communication-entry.tsx';
import { CommunicationForm } from '../communication/communication-form.tsx';
import { ActivityTable, PayrollTable, WorkersTable } from './enhanced-tables.tsx';
import { InformationList } from './information-list.tsx';

type Props = {
  agency: EnhancedAgency;
  period: CommunicationPeriod | 'all';
  onPeriod: (period: CommunicationPeriod | 'all') => void;
  workersPage: number;
  onWorkersPage: (page: number) => void;
};

const periods = [
  { value: 'all', label: 'All' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

/** The seven tabs of the agency detail dialog (docs/domain.md, Agencies). */
// Stays long: seven tabs, one short panel each, in the order the dialog shows them.
export function EnhancedTabs({ agency, period, onPeriod, workersPage, onWorkersPage }: Props) {
  const workerPages = Math.max(1, Math.ceil(agency.workersTotal / agency.workersPageSize));
  const workerChoices = agency.workers.map((w) => ({ value: String(w.id), label: `${w.firstName} ${w.lastName}` }));
  return (
    <Tabs defaultValue="information" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="information">Information</Tabs.Tab>
        <Tabs.Tab value="contacts">{`Contacts (${agency.contacts.length})`}</Tabs.Tab>
        <Tabs.Tab value="workers">{`Workers (${agency.workersTotal})`}</Tabs.Tab>
        <Tabs.Tab value="communication">{`Communication (${agency.communicationLogsTotal})`}</Tabs.Tab>
        <Tabs.Tab value="comments">{`Comments (${agency.commentsTotal})`}</Tabs.Tab>
        <Tabs.Tab value="payroll">Payroll</Tabs.Tab>
        <Tabs.Tab value="activity">Activity</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="information">
        <InformationList agency={agency} />
      </Tabs.Panel>
      <Tabs.Panel value="contacts">
        {agency.contacts.length === 0 ? (
          <EmptyMessage>No contacts added yet</EmptyMessage>
        ) : (
          <Stack gap="xs">
            {agency.contacts.map((c) => (
              <Paper key={c.id} withBorder p="sm">
                <Group gap="xs">
                  <Text fw={600}>{c.name}</Text>
                  {c.isPrimary && <Badge variant="light">Primary</Badge>}
                </Group>
                <Text size="sm" c="dimmed">
                  {[c.position, c.department, c.email, c.phone].filter(Boolean).join(' · ') || '—'}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="workers">
        <Stack gap="sm">
          <WorkersTable workers={agency.workers} />
          {workerPages > 1 && (
            <Pagination
              total={workerPages}
              value={workersPage}
              onChange={onWorkersPage}
              size="sm"
              aria-label="Worker pages"
            />
          )}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="communication">
        <Stack gap="sm">
          <CommunicationForm agencyId={agency.id} requiresOutcome={false} />
          <SegmentedControl
            aria-label="Show communications from"
            value={period}
            onChange={(value) => onPeriod(value as CommunicationPeriod | 'all')}
            data={periods}
            w="fit-content"
          />
          {agency.communicationLogs.length === 0 ? (
            <EmptyMessage>No communications logged for this agency</EmptyMessage>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Communications">
              {agency.communicationLogs.map((log) => (
                <CommunicationEntry key={log.id} log={log} />
              ))}
            </Stack>
          )}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="comments">
        <Stack gap="md">
          <AddCommentForm agencyId={agency.id} workers={workerChoices} failureTitle="Failed to add comment" />
          <CommentList comments={agency.comments} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="payroll">
        <PayrollTable records={agency.payrollRecords} />
      </Tabs.Panel>
      <Tabs.Panel value="activity">
        <ActivityTable logs={agency.accessLogs} />
      </Tabs.Panel>
    </Tabs>
  );
}
