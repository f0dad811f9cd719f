import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { workerListAnswer, workerPaths } from '../../../../shared/api/workers.ts';
import type { SearchChoice } from '../../../components/search-picker.tsx';
import { api, withQuery } from '../../../lib/api-client.ts';
import { sarKeys } from './sar-keys.ts';

/** How many workers the picker offers at a time; typing narrows them (the server searches). */
const WORKER_CHOICES = 20;

/** GET /api/workers searched by q: any worker, authorised, pending or left (a request may come from anyone we hold). */
export async function searchWorkers(q: string): Promise<SearchChoice[]> {
  const answer = await api.get(
    withQuery(workerPaths.list.build(), { page: 1, pageSize: WORKER_CHOICES, q }),
    workerListAnswer,
  );
  return answer.items.map((w) => ({
    value: String(w.id),
    label: [w.firstName, w.lastName].filter(Boolean).join(' ') || `Worker ${w.id}`,
  }));
}

export const useWorkerChoices = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: sarKeys.workers(q),
    queryFn: () => searchWorkers(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
