import type { WorkerTab } from '../../../../shared/domain/worker-status.ts';
import { isReversedDateRange } from '../../../../shared/domain/date-range.ts';
import type { WorkerListParams } from '../api/worker-keys.ts';
import type { ListUrlState } from './list-url.ts';

/** Worker list page size (docs/domain.md). */
export const WORKERS_PAGE_SIZE = 20;

export const workerTabs: readonly { value: WorkerTab; label: string; empty: string }[] = [
  { value: 'authorised', label: 'Authorised', empty: 'No authorised workers found' },
  { value: 'pending', label: 'Pending', empty: 'No pending workers' },
  { value: 'left', label: 'Left', empty: 'No workers have left' },
];

export function isWorkerTab(value: string | null): value is WorkerTab {
  return workerTabs.some((t) => t.value === value);
}

/** Status filter choices per tab (docs/domain.md); Left has none. */
export const statusFilterOptions: Record<WorkerTab, { value: string; label: string }[]> = {
  authorised: [
    { value: 'active', label: 'Active' },
    { value: 'on_hold', label: 'On Hold' },
  ],
  pending: [
    { value: 'authorise', label: 'Ready to authorise (100%)' },
    { value: 'pending', label: 'Pending' },
  ],
  left: [],
};

/**
 * The list request for the screen's state; the work-start dates filter the Authorised tab only.
 * null when From is after To: no request is made and the screen says why (issue 9).
 */
export function listParams(state: ListUrlState): WorkerListParams | null {
  const { tab } = state;
  if (tab === 'authorised' && isReversedDateRange(state.from, state.to)) return null;
  return {
    tab,
    page: state.page,
    pageSize: state.pageSize,
    ...(state.sort !== 'name' ? { sort: state.sort } : {}),
    ...(state.dir !== 'asc' ? { dir: state.dir } : {}),
    ...(state.q ? { q: state.q } : {}),
    ...(state.status ? { status: state.status as WorkerListParams['status'] } : {}),
    ...(state.agencyId ? { agencyId: state.agencyId } : {}),
    ...(tab === 'authorised' && state.from ? { from: state.from } : {}),
    ...(tab === 'authorised' && state.to ? { to: state.to } : {}),
  };
}
