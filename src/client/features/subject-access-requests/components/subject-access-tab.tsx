import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import type { SubjectAccessRequest } from '../../../../shared/api/subject-access-requests.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { EmptyMessage } from '../../../components/empty-state.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay, MISSING } from '../../../lib/format-date.ts';
import { useChangeSubjectAccessRequest } from '../api/change-subject-access-request.ts';
import { useDownloadSubjectAccessPack } from '../api/download-subject-access-pack.ts';
import { useSubjectAccessRequests, type SarListParams } from '../api/get-subject-access-requests.ts';
import { daysLeftText } from '../lib/days-left.ts';
import { ExtendRequestDialog } from './extend-request-dialog.tsx';
import { RecordRequestDialog } from './record-request-dialog.tsx';

const PAGE_SIZE = 25;

const statusFilters = [
  { value: '', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'completed', label: 'Completed' },
];

function StatusBadge({ request }: { request: SubjectAccessRequest }) {
  if (request.status === 'completed')
    return (
      <Badge color="green" variant="light">
        Completed
      </Badge>
    );
  if (request.daysLeft < 0)
    return (
      <Badge color="red" variant="light">
        Overdue
      </Badge>
    );
  return (
    <Badge color="blue" variant="light">
      {request.extended ? 'Open (extended)' : 'Open'}
    </Badge>
  );
}

function RowActions({ request, onExtend }: { request: SubjectAccessRequest; onExtend: () => void }) {
  const complete = useChangeSubjectAccessRequest('Request marked completed');
  const download = useDownloadSubjectAccessPack();
  const name = request.workerName ?? 'a removed worker';
  return (
    <Group gap="xs" wrap="nowrap">
      {request.workerId !== null && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={download.isPending && download.variables === request.id}
          onClick={() => download.mutate(request.id)}
        >
          Download pack
        </Button>
      )}
      {request.status === 'open' && !request.extended && (
        <Button size="xs" variant="default" onClick={onExtend}>
          Extend
        </Button>
      )}
      {request.status === 'open' && (
        <Button
          size="xs"
          variant="default"
          loading={complete.isPending}
          onClick={() =>
            confirmAction({
              title: 'Mark completed?',
              message: `Mark the subject access request of ${name} completed?`,
              detail: 'Do this once the answer has been sent. You are recorded as the one who handled it.',
              confirmLabel: 'Mark completed',
              color: 'green',
              onConfirm: () => complete.mutate({ id: request.id, body: { status: 'completed' } }),
            })
          }
        >
          Mark completed
        </Button>
      )}
    </Group>
  );
}

/**
 * The Admin Control Panel's Subject Access tab (docs/domain.md, "Subject access requests"): the
 * register, the latest due date first, with its actions.
 */
export function SubjectAccessTab() {
  const [params, setParams] = useState<SarListParams>({ status: '', page: 1, limit: PAGE_SIZE });
  const [recording, setRecording] = useState(false);
  const [extending, setExtending] = useState<SubjectAccessRequest | null>(null);
  const list = useSubjectAccessRequests(params);

  const columns: DataTableColumn<SubjectAccessRequest>[] = [
    { id: 'worker', header: 'Worker', cell: (r) => r.workerName ?? 'Removed worker' },
    { id: 'received', header: 'Received', cell: (r) => formatDay(r.receivedDate), noWrap: true },
    { id: 'due', header: 'Due', cell: (r) => formatDay(r.dueDate), noWrap: true },
    { id: 'daysLeft', header: 'Days left', cell: (r) => daysLeftText(r.daysLeft, r.status), noWrap: true },
    { id: 'status', header: 'Status', cell: (r) => <StatusBadge request={r} /> },
    { id: 'requestedBy', header: 'Requested by', cell: (r) => r.requestedBy ?? MISSING },
    { id: 'handledBy', header: 'Handled by', cell: (r) => r.handledByName ?? MISSING },
    {
      id: 'actions',
      header: 'Actions',
      rowActions: true,
      cell: (r) => <RowActions request={r} onExtend={() => setExtending(r)} />,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            A subject access request is answered within one calendar month of receipt; it can be extended once, by two
            further months.
          </Text>
          <SegmentedControl
            aria-label="Status"
            data={statusFilters}
            value={params.status}
            onChange={(status) => setParams({ ...params, status: status as SarListParams['status'], page: 1 })}
          />
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRecording(true)}>
          Record a request
        </Button>
      </Group>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        errorTitle="Failed to load subject access requests"
        loadingLabel="Loading subject access requests"
      >
        {list.data &&
          (list.data.total === 0 ? (
            <EmptyMessage>No subject access requests</EmptyMessage>
          ) : (
            <Stack gap="sm">
              <DataTable
                label="Subject access requests"
                columns={columns}
                rows={list.data.requests}
                rowKey={(r) => r.id}
                rowLabel={(r) => `Request of ${r.workerName ?? 'a removed worker'}`}
                minWidth={900}
              />
              <ListPager
                page={params.page}
                pageSize={params.limit}
                total={list.data.total}
                noun="requests"
                label="Subject access request pages"
                onPage={(page) => setParams({ ...params, page })}
              />
            </Stack>
          ))}
      </QueryState>
      <RecordRequestDialog opened={recording} onClose={() => setRecording(false)} />
      <ExtendRequestDialog request={extending} onClose={() => setExtending(null)} />
    </Stack>
  );
}
