import type { WorkerListAnswer } from '../../../../../shared/api/workers.ts';
import type { WorkerTab } from '../../../../../shared/domain/worker-status.ts';
import { BulkPanel } from '../../../../components/bulk-panel.tsx';
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
  const { page: _page, pageSize: _pageSize, sort: _sort, dir: _dir, ...filters } = request;
  return (
    <BulkPanel
      entity="worker"
      data={data}
      selection={selection}
      query={query}
      listKey={workerKeys.lists()}
      actions={(props) => <WorkerBulkActions {...props} filters={filters} canLeave={tab !== 'left'} />}
    />
  );
}
