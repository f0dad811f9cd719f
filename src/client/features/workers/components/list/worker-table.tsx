import { lazy, Suspense, useState } from 'react';
import { Anchor, Badge, Center, Loader } from '@mantine/core';
import type { SortDirection, Worker, WorkerSort } from '../../../../../shared/api/workers.ts';
import { formatEnGbDate } from '../../../../../shared/domain/en-gb-dates.ts';
import { canRemoveWorkers } from '../../../../../shared/domain/permissions.ts';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import { useCurrentRole } from '../../../../lib/current-user.ts';
import { workerName } from '../../lib/worker-name.ts';
import { EditWorkerDialog } from '../details/edit-worker-dialog.tsx';
import { WorkerDetailsDialog } from '../details/worker-details-dialog.tsx';
import { UploadDocumentDialog } from '../documents/upload-document-dialog.tsx';
import { DeleteWorkerDialog } from './delete-worker-dialog.tsx';
import { LeaveWorkerDialog } from './leave-worker-dialog.tsx';
import { CompletionBadge, WorkerStatusBadge } from './worker-badges.tsx';
import { WorkerCardActions, type CardDialog } from './worker-card-actions.tsx';

const WorkerProfile = lazy(() => import('../profile/worker-profile.tsx').then((m) => ({ default: m.WorkerProfile })));

type Props = {
  workers: Worker[];
  canAuthorise: boolean;
  sort: { key: WorkerSort; dir: SortDirection };
  onSort: (sort: { key: WorkerSort; dir: SortDirection }) => void;
};

type Open = { worker: Worker; dialog: CardDialog | 'details' | 'edit' | 'upload' };

/**
 * The table view of a page of workers (issue 9): the card's facts as columns, sortable on the
 * server by name, status, completion, agency and work start date; the card's buttons in the last
 * column, with View Details opening the same profile under the row. One set of dialogs serves
 * every row.
 */
export function WorkerTable({ workers, canAuthorise, sort, onSort }: Props) {
  const [open, setOpen] = useState<Open | null>(null);
  // Remove and Delete (permanent) are for staff only (docs/domain.md), as on the cards.
  const canRemove = canRemoveWorkers(useCurrentRole());
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const show = (worker: Worker) => (dialog: Open['dialog']) => setOpen({ worker, dialog });
  const close = () => setOpen(null);

  const columns: DataTableColumn<Worker, WorkerSort>[] = [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (w) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          c="inherit"
          underline="hover"
          ta="left"
          onClick={() => show(w)('details')}
        >
          {workerName(w)}
        </Anchor>
      ),
    },
    { id: 'status', header: 'Status', sortKey: 'status', noWrap: true, cell: (w) => <WorkerStatusBadge worker={w} /> },
    {
      id: 'completion',
      header: 'Completion',
      sortKey: 'completion',
      noWrap: true,
      cell: (w) => <CompletionBadge percentage={w.completionPercentage} />,
    },
    {
      id: 'agency',
      header: 'Agency',
      sortKey: 'agency',
      cell: (w) => (
        <Badge color="blue" variant="dot" style={{ textTransform: 'none' }}>
          {w.agency?.name ?? 'No agency'}
        </Badge>
      ),
    },
    {
      id: 'start',
      header: 'Work Start Date',
      sortKey: 'workStartDate',
      noWrap: true,
      cell: (w) => formatEnGbDate(w.workStartDate) || '—',
    },
    { id: 'nationality', header: 'Nationality', cell: (w) => w.nationality || '—' },
    { id: 'dob', header: 'Date of Birth', noWrap: true, cell: (w) => formatEnGbDate(w.dateOfBirth) || '—' },
    { id: 'place', header: 'City / Post Code', cell: (w) => [w.city, w.postCode].filter(Boolean).join(' / ') || '—' },
    { id: 'email', header: 'Email', cell: (w) => w.email || '—' },
    { id: 'phone', header: 'Phone', noWrap: true, cell: (w) => w.phone || '—' },
    { id: 'ni', header: 'NI Number', noWrap: true, cell: (w) => w.niNumber || '—' },
    {
      id: 'actions',
      header: 'Actions',
      cell: (w) => (
        <WorkerCardActions
          worker={w}
          canAuthorise={canAuthorise}
          canRemove={canRemove}
          isExpanded={expandedId === w.id}
          onToggleDetails={() => setExpandedId((id) => (id === w.id ? null : w.id))}
          onOpenDialog={show(w)}
        />
      ),
    },
  ];

  const worker = open?.worker;
  return (
    <>
      <DataTable
        label="Workers"
        columns={columns}
        rows={workers}
        rowKey={(w) => w.id}
        rowLabel={workerName}
        sort={sort}
        onSort={onSort}
        minWidth={1500}
        expanded={(w) =>
          expandedId === w.id ? (
            <Suspense
              fallback={
                <Center py="md">
                  <Loader size="sm" role="status" aria-label="Loading profile" />
                </Center>
              }
            >
              <WorkerProfile workerId={w.id} onClose={() => setExpandedId(null)} />
            </Suspense>
          ) : null
        }
      />
      {worker && (
        <>
          {canRemove && <DeleteWorkerDialog worker={worker} opened={open.dialog === 'delete'} onClose={close} />}
          <LeaveWorkerDialog worker={worker} opened={open.dialog === 'leave'} onClose={close} />
          <WorkerDetailsDialog
            worker={worker}
            opened={open.dialog === 'details'}
            onClose={close}
            onEdit={() => show(worker)('edit')}
            onUpload={() => show(worker)('upload')}
            onDelete={canRemove ? () => show(worker)('delete') : undefined}
          />
          <EditWorkerDialog workerId={worker.id} opened={open.dialog === 'edit'} onClose={close} />
          <UploadDocumentDialog
            workerId={worker.id}
            workerName={workerName(worker)}
            opened={open.dialog === 'upload'}
            onClose={close}
          />
        </>
      )}
    </>
  );
}
