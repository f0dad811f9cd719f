import type { WorkerTab } from '../../../../shared/domain/worker-status.ts';

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
