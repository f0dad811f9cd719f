import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { BulkActionAnswer, BulkUndoAnswer } from '../../../../shared/api/bulk-actions.ts';
import type { TicketPage } from '../../../../shared/api/tickets.ts';
import { BulkActionBar } from '../../../components/bulk-action-bar.tsx';
import { BulkResult } from '../../../components/bulk-result.tsx';
import { bulkRows, useUndoBulkAction } from '../../../lib/bulk-actions.ts';
import type { RowSelection } from '../../../lib/use-row-selection.ts';
import { ticketKeys } from '../api/ticket-keys.ts';
import { TicketBulkActions } from './ticket-bulk-actions.tsx';

type Props = {
  data: TicketPage | undefined;
  selection: RowSelection;
  /** The list's address (its query string): "every match" is what it matches. */
  query: string;
};

/** The queue's bulk actions (docs/domain.md, "Bulk actions"): the choice of tickets, the actions, what they did and Undo. */
export function TicketBulkPanel({ data, selection, query }: Props) {
  const [result, setResult] = useState<BulkActionAnswer | null>(null);
  const [undone, setUndone] = useState<BulkUndoAnswer | null>(null);
  const undo = useUndoBulkAction(ticketKeys.lists());
  const total = data?.total ?? 0;
  return (
    <Stack gap="xs">
      {result && (
        <BulkResult
          result={result}
          undone={undone}
          isUndoing={undo.isPending}
          onUndo={() => undo.mutate(result, { onSuccess: setUndone })}
          onClose={() => setResult(null)}
        />
      )}
      {data && data.total > 0 && (
        <BulkActionBar entity="ticket" selection={selection} pageIds={data.items.map((t) => t.id)} total={total}>
          <TicketBulkActions
            count={selection.count(total)}
            rows={() => bulkRows(selection, query, total)}
            onDone={(done) => {
              setResult(done);
              setUndone(null);
              selection.clear();
            }}
          />
        </BulkActionBar>
      )}
    </Stack>
  );
}
