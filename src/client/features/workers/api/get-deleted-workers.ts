import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { deletedWorker, workerPaths, type DeletedWorker } from '../../../../shared/api/workers.ts';
import { api } from '../../../lib/api-client.ts';
import { workerKeys } from './worker-keys.ts';

export function getDeletedWorkers(): Promise<DeletedWorker[]> {
  return api.get(workerPaths.deleted.build(), z.array(deletedWorker));
}

export const deletedWorkersQueryOptions = () =>
  queryOptions({ queryKey: workerKeys.deleted(), queryFn: getDeletedWorkers });

export function useDeletedWorkers() {
  return useQuery(deletedWorkersQueryOptions());
}
