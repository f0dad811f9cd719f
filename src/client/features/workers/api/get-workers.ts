import { queryOptions, useQuery } from '@tanstack/react-query';
import { workerListAnswer, workerPaths, type WorkerListAnswer } from '../../../../shared/api/workers.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { workerKeys, type WorkerListParams } from './worker-keys.ts';

/** One page of one tab; the server filters, counts and pages (docs/domain.md a page). */
export function getWorkers(params: WorkerListParams): Promise<WorkerListAnswer> {
  return api.get(withQuery(workerPaths.list.build(), params), workerListAnswer);
}

export const workersQueryOptions = (params: WorkerListParams) =>
  queryOptions({
    queryKey: workerKeys.list(params),
    queryFn: () => getWorkers(params),
    // Keep the page on screen while the next one of the same tab loads, so paging and filtering do
    // not flash; another tab's cards (with other buttons) are never shown in its place.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].tab === params.tab ? previous : undefined,
  });

/** null asks for nothing (the screen's filters cannot match anything, e.g. From after To). */
export function useWorkers(params: WorkerListParams | null) {
  return useQuery({
    ...workersQueryOptions(params ?? { tab: 'authorised', page: 1, pageSize: 20 }),
    enabled: params !== null,
  });
}
