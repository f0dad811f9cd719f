import { queryOptions, useQuery } from '@tanstack/react-query';
import { workerAnswer, workerPaths, type Worker } from '../../../../shared/api/workers.ts';
import { api } from '../../../lib/api-client.ts';
import { workerKeys } from './worker-keys.ts';

export function getWorker(id: number): Promise<Worker> {
  return api.get(workerPaths.one.build({ id }), workerAnswer);
}

export const workerQueryOptions = (id: number) =>
  queryOptions({ queryKey: workerKeys.detail(id), queryFn: () => getWorker(id) });

export function useWorker(id: number) {
  return useQuery(workerQueryOptions(id));
}
