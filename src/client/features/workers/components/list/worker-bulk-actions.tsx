import { useState } from 'react';
import { Button, Radio, Select, Stack, Textarea } from '@mantine/core';
import type { BulkActionAnswer } from '../../../../../shared/api/bulk-actions.ts';
import type { WorkerListQuery } from '../../../../../shared/api/workers.ts';
import { bulkQuestion, countOf } from '../../../../../shared/domain/bulk-actions.ts';
import { todayInLondon } from '../../../../../shared/domain/en-gb-dates.ts';
import { workerDocumentTypes } from '../../../../../shared/domain/worker-documents.ts';
import { BulkConfirmDialog } from '../../../../components/bulk-confirm-dialog.tsx';
import { EnGbDateInput } from '../../../../components/en-gb-date-input.tsx';
import type { BulkRows } from '../../../../lib/bulk-actions.ts';
import { useBulkWorkers } from '../../api/bulk-workers.ts';
import { useExportWorkers } from '../../api/export-workers.ts';

type Props = {
  count: number;
  rows: () => BulkRows;
  /** The list's filters, for an export of every match. */
  filters: Omit<NonNullable<WorkerListQuery>, 'sort' | 'dir' | 'page' | 'pageSize' | 'authorised'>;
  /** Left is not offered on the Left tab. */
  canLeave: boolean;
  onDone: (result: BulkActionAnswer) => void;
};

type Dialog = 'leave' | 'document' | 'export';

/** Move to Left, Request document and Export for the chosen workers (docs/domain.md, "Bulk actions"). */
export function WorkerBulkActions({ count, rows, filters, canLeave, onDone }: Props) {
  const bulk = useBulkWorkers();
  const exportWorkers = useExportWorkers();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [p45Date, setP45Date] = useState<string | null>(todayInLondon());
  const [documentType, setDocumentType] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [exportType, setExportType] = useState<'excel' | 'csv'>('excel');
  const close = () => setDialog(null);
  const run = (body: Parameters<typeof bulk.mutate>[0]) =>
    bulk.mutate(body, {
      onSuccess: (result) => {
        close();
        onDone(result);
      },
    });
  const exportChosen = () => {
    const chosen = rows();
    exportWorkers.mutate(
      'ids' in chosen
        ? { exportType, dataSource: 'filtered', workerIds: chosen.ids }
        : { exportType, dataSource: 'filtered', filters },
      { onSuccess: close },
    );
  };

  return (
    <>
      {canLeave && (
        <Button size="xs" color="red" variant="light" onClick={() => setDialog('leave')}>
          Move to Left
        </Button>
      )}
      <Button size="xs" variant="default" onClick={() => setDialog('document')}>
        Request document
      </Button>
      <Button size="xs" variant="default" onClick={() => setDialog('export')}>
        Export
      </Button>
      <BulkConfirmDialog
        opened={dialog === 'leave'}
        title="Move to Left"
        question={bulkQuestion('leave', count, 'worker')}
        detail="Each is added to the P45 report with this date. You can undo this for 10 minutes."
        confirmLabel="Move to Left"
        color="red"
        canConfirm={p45Date !== null}
        isPending={bulk.isPending}
        onClose={close}
        onConfirm={() => run({ action: 'leave', p45Date: p45Date!, ...rows() })}
      >
        <EnGbDateInput
          label="P45 Date"
          value={p45Date}
          onChange={setP45Date}
          required
          popoverProps={{ position: 'top-start' }}
        />
      </BulkConfirmDialog>
      <BulkConfirmDialog
        opened={dialog === 'document'}
        title="Request document"
        question={bulkQuestion('request-document', count, 'worker')}
        detail="A ticket is raised about each worker, due in a week."
        confirmLabel="Request document"
        canConfirm={documentType !== null}
        isPending={bulk.isPending}
        onClose={close}
        onConfirm={() =>
          run({
            action: 'request-document',
            documentType: documentType!,
            ...(notes.trim() ? { notes: notes.trim() } : {}),
            ...rows(),
          })
        }
      >
        <Stack gap="sm">
          <Select
            label="Document"
            data={workerDocumentTypes.map((t) => ({ value: t.value, label: t.label }))}
            value={documentType}
            onChange={setDocumentType}
            data-autofocus
          />
          <Textarea
            label="Notes"
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={2}
          />
        </Stack>
      </BulkConfirmDialog>
      <BulkConfirmDialog
        opened={dialog === 'export'}
        title="Export workers"
        question={`Export ${countOf(count, 'worker')}?`}
        confirmLabel="Export"
        isPending={exportWorkers.isPending}
        onClose={close}
        onConfirm={exportChosen}
      >
        <Radio.Group label="Format" value={exportType} onChange={(value) => setExportType(value)}>
          <Stack gap="xs" mt="xs">
            <Radio value="excel" label="Excel (.xlsx)" />
            <Radio value="csv" label="CSV (.csv)" />
          </Stack>
        </Radio.Group>
      </BulkConfirmDialog>
    </>
  );
}
