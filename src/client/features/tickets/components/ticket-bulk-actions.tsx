import { useState } from 'react';
import { Button, Select } from '@mantine/core';
import type { BulkActionAnswer } from '../../../../shared/api/bulk-actions.ts';
import { bulkQuestion } from '../../../../shared/domain/bulk-actions.ts';
import { ticketLabels, ticketPriorities, type TicketPriority } from '../../../../shared/domain/tickets.ts';
import { BulkConfirmDialog } from '../../../components/bulk-confirm-dialog.tsx';
import { confirmAction } from '../../../components/confirm.tsx';
import type { BulkRows } from '../../../lib/bulk-actions.ts';
import { useAssignees } from '../api/get-assignees.ts';
import { useBulkTickets } from '../api/bulk-tickets.ts';

type Props = {
  /** How many tickets are chosen (the confirmation says it). */
  count: number;
  rows: () => BulkRows;
  onDone: (result: BulkActionAnswer) => void;
};

const UNDO_NOTE = 'You can undo this for 10 minutes.';

/** Claim, Assign, Close and Set priority for the chosen tickets, each confirmed with its count (docs/domain.md, "Bulk actions"). */
export function TicketBulkActions({ count, rows, onDone }: Props) {
  const bulk = useBulkTickets();
  const [dialog, setDialog] = useState<'assign' | 'priority' | null>(null);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [priority, setPriority] = useState<TicketPriority | null>(null);
  const assignees = useAssignees(dialog === 'assign');
  const close = () => setDialog(null);
  const run = (body: Parameters<typeof bulk.mutate>[0]) =>
    bulk.mutate(body, {
      onSuccess: (result) => {
        close();
        onDone(result);
      },
    });

  return (
    <>
      <Button
        size="xs"
        variant="default"
        onClick={() =>
          confirmAction({
            title: 'Claim tickets',
            message: bulkQuestion('claim', count, 'ticket'),
            detail: UNDO_NOTE,
            confirmLabel: 'Claim',
            color: 'blue',
            onConfirm: () => run({ action: 'claim', ...rows() }),
          })
        }
      >
        Claim
      </Button>
      <Button size="xs" variant="default" onClick={() => setDialog('assign')}>
        Assign
      </Button>
      <Button size="xs" variant="default" onClick={() => setDialog('priority')}>
        Set priority
      </Button>
      <Button
        size="xs"
        color="red"
        onClick={() =>
          confirmAction({
            title: 'Close tickets',
            message: bulkQuestion('close', count, 'ticket'),
            detail: UNDO_NOTE,
            confirmLabel: 'Close tickets',
            onConfirm: () => run({ action: 'close', ...rows() }),
          })
        }
      >
        Close
      </Button>
      <BulkConfirmDialog
        opened={dialog === 'assign'}
        title="Assign tickets"
        question={bulkQuestion('assign', count, 'ticket')}
        detail={UNDO_NOTE}
        confirmLabel="Assign"
        canConfirm={assignee !== null}
        isPending={bulk.isPending}
        onClose={close}
        onConfirm={() => run({ action: 'assign', assignedTo: Number(assignee), ...rows() })}
      >
        <Select
          label="Assign to"
          data={(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          value={assignee}
          onChange={setAssignee}
          searchable
          data-autofocus
        />
      </BulkConfirmDialog>
      <BulkConfirmDialog
        opened={dialog === 'priority'}
        title="Set priority"
        question={bulkQuestion('priority', count, 'ticket')}
        detail={UNDO_NOTE}
        confirmLabel="Set priority"
        canConfirm={priority !== null}
        isPending={bulk.isPending}
        onClose={close}
        onConfirm={() => run({ action: 'priority', priority: priority!, ...rows() })}
      >
        <Select
          label="Priority"
          data={ticketPriorities.map((p) => ({ value: p, label: ticketLabels.priority[p]! }))}
          value={priority}
          onChange={(value) => setPriority(value)}
          data-autofocus
        />
      </BulkConfirmDialog>
    </>
  );
}
