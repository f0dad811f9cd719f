import { useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import type { BulkActionAnswer, BulkUndoAnswer } from '../../shared/api/bulk-actions.ts';
import type { BulkEntity } from '../../shared/domain/bulk-actions.ts';
import { bulkRows, useUndoBulkAction, type BulkRows } from '../lib/bulk-actions.ts';
import type { RowSelection } from '../lib/use-row-selection.ts';
import { BulkActionBar } from './bulk-action-bar.tsx';
import { BulkResult } from './bulk-result.tsx';

/** What a list's own actions get from the panel: how many are chosen, the rows to send, and where to say it is done. */
export type BulkActionsProps = { count: number; rows: () => BulkRows; onDone: (done: BulkActionAnswer) => void };

type Props = {
  entity: BulkEntity;
  /** The list's page: its total across pages and the rows shown. */
  data: { total: number; items: readonly { id: number }[] } | undefined;
  selection: RowSelection;
  /** The list's address (its query string): "every match" is what it matches. */
  query: string;
  /** The list's queries, read again after an undo. */
  listKey: QueryKey;
  /** The list's own action buttons. */
  actions: (props: BulkActionsProps) => ReactNode;
};

/** A list's bulk actions (docs/domain.md, "Bulk actions"): the choice of rows, the list's actions, what they did and Undo. */
export function BulkPanel({ entity, data, selection, query, listKey, actions }: Props) {
  const [result, setResult] = useState<BulkActionAnswer | null>(null);
  const [undone, setUndone] = useState<BulkUndoAnswer | null>(null);
  const undo = useUndoBulkAction(listKey);
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
        <BulkActionBar entity={entity} selection={selection} pageIds={data.items.map((row) => row.id)} total={total}>
          {actions({
            count: selection.count(total),
            rows: () => bulkRows(selection, query, total),
            onDone: (done) => {
              setResult(done);
              setUndone(null);
              selection.clear();
            },
          })}
        </BulkActionBar>
      )}
    </Stack>
  );
}
