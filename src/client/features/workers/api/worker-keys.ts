import type { SortDirection, WorkerListQuery, WorkerSort } from '../../../../shared/api/workers.ts';

/**
 * Query keys of the workers feature. Every list lives under ['workers', 'list'], so a change to
 * any worker refreshes the lists (and their tab counts) with one invalidation; a worker's detail
 * is ['workers', 'detail', id], shared with the profile.
 */
export const workerKeys = {
  lists: () => ['workers', 'list'] as const,
  list: (params: WorkerListParams) => ['workers', 'list', params] as const,
  detail: (id: number) => ['workers', 'detail', id] as const,
  deleted: () => ['workers', 'deleted'] as const,
};

export type WorkerListParams = Omit<WorkerListQuery, 'authorised' | 'pageSize' | 'sort' | 'dir'> & {
  pageSize: number;
  sort?: WorkerSort;
  dir?: SortDirection;
};
