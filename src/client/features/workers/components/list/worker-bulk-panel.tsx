import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { BulkActionAnswer, BulkUndoAnswer } from '../../../../../shared/api/bulk-actions.ts';
import type { WorkerListAnswer } from '../../../../../shared/api/workers.ts';
import type { WorkerTab } from '../../../../../shared/domain/worker-status.ts';
import { BulkActionBar } from '../../../../components/bulk-action-bar.tsx';
import { BulkResult } from '../../../../components/bulk-result.tsx';
import { bulkRows, useUndoBulkAction } from '../../../../lib/bulk-actions.ts';
import type { RowSelection } from '../../../../lib/use-row-selection.ts';
import { workerKeys, type WorkerListParams } from '../../api/worker-keys.ts';
import { WorkerBulkActions } from './worker-bulk-actions.tsx';

type Props = {
  tab: WorkerTab;
  data: WorkerListAnswer | undefined;
  selection: RowSelection;
  /** The list's address (its query string): "every match" is what it matches. */
  query: string;
  request: WorkerListParams;
};

/** The worker list's bulk actions (docs/domain.md, "Bulk actions"): the choice, the actions, what they did and Undo. */
export function WorkerBulkPanel({ tab, data, selection, query, request }: Props) {
  const [result, setResult] = useState<BulkActionAnswer | null>(null);
  const [undone, setUndone] = useState<BulkUndoAnswer | null>(null);
  const undo = useUndoBulkAction(workerKeys.lists());
  const total = data?.total ?? 0;
  const { page: _page, pageSize: _pageSize, sort: _sort, dir: _dir, ...filters } = request;
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
        <BulkActionBar entity="worker" selection={selection} pageIds={data.items.map((w) => w.id)} total={total}>
          <WorkerBulkActions
            count={selection.count(total)}
            rows={() => bulkRows(selection, query, total)}
            filters={filters}
            canLeave={tab !== 'left'}
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
