import type { WorkerTab } from '../../../../shared/domain/worker-status.ts';
import type { WorkerListParams } from '../api/worker-keys.ts';

/** Worker list page size (part 1 section 9). */
export const WORKERS_PAGE_SIZE = 20;

export const workerTabs: readonly { value: WorkerTab; label: string; empty: string }[] = [
  { value: 'authorised', label: 'Authorised', empty: 'No authorised workers found' },
  { value: 'pending', label: 'Pending', empty: 'No pending workers' },
  { value: 'left', label: 'Left', empty: 'No workers have left' },
];

export function isWorkerTab(value: string | null): value is WorkerTab {
  return workerTabs.some((t) => t.value === value);
}

/** Status filter choices per tab (part 1 section 2); Left has none. */
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

/** What one tab's filter bar holds; `search` is the box as typed, `q` the debounced text sent. */
export type WorkerFilters = {
  search: string;
  q: string;
  status: string | null;
  agencyId: number | null;
  from: string | null;
  to: string | null;
  page: number;
};

export const emptyFilters: WorkerFilters = { search: '', q: '', status: null, agencyId: null, from: null, to: null, page: 1 };

export const initialFiltersByTab: Record<WorkerTab, WorkerFilters> = { authorised: emptyFilters, pending: emptyFilters, left: emptyFilters };

/** The list request for a tab; the work-start dates filter the Authorised tab only. */
export function listParams(tab: WorkerTab, f: WorkerFilters): WorkerListParams {
  return {
    tab,
    page: f.page,
    pageSize: WORKERS_PAGE_SIZE,
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.status ? { status: f.status as WorkerListParams['status'] } : {}),
    ...(f.agencyId ? { agencyId: f.agencyId } : {}),
    ...(tab === 'authorised' && f.from ? { from: f.from } : {}),
    ...(tab === 'authorised' && f.to ? { to: f.to } : {}),
  };
}
