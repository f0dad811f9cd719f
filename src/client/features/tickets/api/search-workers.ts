import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { workerListAnswer, workerPaths } from '../../../../shared/api/workers.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { ticketKeys } from './ticket-keys.ts';

/** How many workers the picker offers at a time; typing narrows them (the server searches). */
export const WORKER_CHOICES = 20;

export type SourceChoice = { value: string; label: string };

/**
 * GET /api/workers?authorised=true (docs/domain.md, Tickets), one page searched by q on the server, so
 * the picker works the same with 100,000 workers as with ten.
 */
export async function searchAuthorisedWorkers(q: string): Promise<SourceChoice[]> {
  const answer = await api.get(
    withQuery(workerPaths.list.build(), { authorised: 'true', page: 1, pageSize: WORKER_CHOICES, q }),
    workerListAnswer,
  );
  return answer.items.map((w) => ({
    value: String(w.id),
    label: [w.firstName, w.lastName].filter(Boolean).join(' ') || `Worker ${w.id}`,
  }));
}

export const workerChoicesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ticketKeys.workerChoices(q),
    queryFn: () => searchAuthorisedWorkers(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useWorkerChoices = (q: string, enabled: boolean) => useQuery({ ...workerChoicesQueryOptions(q), enabled });
