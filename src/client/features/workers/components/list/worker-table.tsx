import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Anchor, Center, Checkbox, Group, Loader, Paper, Text } from '@mantine/core';
import type { SortDirection, Worker, WorkerSort } from '../../../../../shared/api/workers.ts';
import { formatEnGbDate } from '../../../../../shared/domain/en-gb-dates.ts';
import { formatDay, MISSING } from '../../../../lib/format-date.ts';
import { canRemoveWorkers } from '../../../../../shared/domain/permissions.ts';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import { useCurrentRole } from '../../../../lib/current-user.ts';
import { workerName } from '../../lib/worker-name.ts';
import { EditWorkerDialog } from '../details/edit-worker-dialog.tsx';
import { WorkerDetailsDialog } from '../details/worker-details-dialog.tsx';
import { UploadDocumentDialog } from '../documents/upload-document-dialog.tsx';
import { DeleteWorkerDialog } from './delete-worker-dialog.tsx';
import { LeaveWorkerDialog } from './leave-worker-dialog.tsx';
import { CompletionBadge, RtwLapsedBadge, WorkerStatusBadge } from './worker-badges.tsx';
import { WorkerCardActions, type CardDialog } from './worker-card-actions.tsx';

const WorkerProfile = lazy(() => import('../profile/worker-profile.tsx').then((m) => ({ default: m.WorkerProfile })));

type Props = {
  workers: Worker[];
  canAuthorise: boolean;
  /** The optional columns shown (docs/domain.md "Saved views": `cols`); Name and Actions always are. */
  shownColumns?: readonly string[] | undefined;
  /** The rows chosen for a bulk action (docs/domain.md, "Bulk actions"). */
  selection?: { isChosen: (id: number) => boolean; toggle: (id: number, chosen: boolean) => void } | undefined;
  sort: { key: WorkerSort; dir: SortDirection };
  onSort: (sort: { key: WorkerSort; dir: SortDirection }) => void;
};

type Open = { worker: Worker; dialog: CardDialog | 'details' | 'edit' | 'upload' };

/**
 * The table view of a page of workers (issue 9): the card's facts as columns, sortable on the
 * server by name, status, completion, agency and work start date; the card's buttons in the last
 * column as one Actions menu (so the table fits a 1366 px screen), with View Details opening the
 * same profile under the table, outside its sideways frame (docs/domain.md "Wide screens and
 * phones"). On a phone the menu follows the name, so no row needs a sideways scroll to reach it.
 * One set of dialogs serves every row.
 */
// Stays long: a table's column list, one short entry a column.
export function WorkerTable({ workers, canAuthorise, shownColumns, selection, sort, onSort }: Props) {
  const [open, setOpen] = useState<Open | null>(null);
  // Remove and Delete (permanent) are for staff only (docs/domain.md), as on the cards.
  const canRemove = canRemoveWorkers(useCurrentRole());
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const profileBox = useRef<HTMLDivElement>(null);
  const expandedWorker = workers.find((w) => w.id === expandedId);
  useEffect(() => {
    if (expandedId !== null) profileBox.current?.scrollIntoView({ block: 'nearest' });
  }, [expandedId]);
  const show = (worker: Worker) => (dialog: Open['dialog']) => setOpen({ worker, dialog });
  const close = () => setOpen(null);

  const actionsColumn: DataTableColumn<Worker, WorkerSort> = {
    id: 'actions',
    header: 'Actions',
    rowActions: true,
    cell: (w) => (
      <WorkerCardActions
        worker={w}
        canAuthorise={canAuthorise}
        canRemove={canRemove}
        isExpanded={expandedId === w.id}
        onToggleDetails={() => setExpandedId((id) => (id === w.id ? null : w.id))}
        onOpenDialog={show(w)}
        asMenu
      />
    ),
  };

  const factColumns: DataTableColumn<Worker, WorkerSort>[] = [
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
    {
      id: 'status',
      header: 'Status',
      sortKey: 'status',
      noWrap: true,
      cell: (w) => (
        <Group gap={4} wrap="nowrap">
          <WorkerStatusBadge worker={w} />
          <RtwLapsedBadge worker={w} />
        </Group>
      ),
    },
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
      cell: (w) => <Text size="sm">{w.agency?.name ?? 'No agency'}</Text>,
    },
    {
      id: 'start',
      header: 'Work Start Date',
      sortKey: 'workStartDate',
      noWrap: true,
      cell: (w) => formatDay(w.workStartDate),
    },
    {
      id: 'born',
      header: 'Date of Birth / Nationality',
      cell: (w) => [formatEnGbDate(w.dateOfBirth), w.nationality].filter(Boolean).join(' / ') || MISSING,
    },
    {
      id: 'place',
      header: 'City / Post Code',
      cell: (w) => [w.city, w.postCode].filter(Boolean).join(' / ') || MISSING,
    },
    // A long address breaks anywhere rather than widen the table past the screen.
    {
      id: 'contact',
      header: 'Email / Phone',
      cell: (w) => (
        <>
          <div style={{ overflowWrap: 'anywhere' }}>{w.email || MISSING}</div>
          <div style={{ whiteSpace: 'nowrap' }}>{w.phone || MISSING}</div>
        </>
      ),
    },
    { id: 'ni', header: 'NI Number', noWrap: true, cell: (w) => w.niNumber || MISSING },
  ];

  const selectColumn: DataTableColumn<Worker, WorkerSort>[] = selection
    ? [
        {
          id: 'select',
          header: 'Select',
          cell: (w) => (
            <Checkbox
              aria-label={`Select ${workerName(w)}`}
              checked={selection.isChosen(w.id)}
              onChange={(event) => selection.toggle(w.id, event.currentTarget.checked)}
            />
          ),
        },
      ]
    : [];
  const shown = factColumns.filter((c) => c.id === 'name' || !shownColumns || shownColumns.includes(c.id));
  // On a phone the Actions menu follows the name (DataTable moves row actions there).
  const columns = [...selectColumn, ...shown, actionsColumn];
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
        minWidth={1000}
      />
      {expandedWorker && (
        <Paper ref={profileBox} withBorder p="md" radius="md" mt="md" style={{ scrollMarginTop: 80 }}>
          <Suspense
            fallback={
              <Center py="md">
                <Loader size="sm" role="status" aria-label="Loading profile" />
              </Center>
            }
          >
            <WorkerProfile workerId={expandedWorker.id} onClose={() => setExpandedId(null)} />
          </Suspense>
        </Paper>
      )}
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
