import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { documentPaths, workerDocument, type WorkerDocument } from '../../../../shared/api/documents.ts';
import { api } from '../../../lib/api-client.ts';

export function getWorkerDocuments(workerId: number): Promise<WorkerDocument[]> {
  return api.get(documentPaths.list.build({ id: workerId }), z.array(workerDocument));
}

export const workerDocumentsQueryOptions = (workerId: number) =>
  queryOptions({ queryKey: ['workers', 'documents', workerId] as const, queryFn: () => getWorkerDocuments(workerId) });

export function useWorkerDocuments(workerId: number) {
  return useQuery(workerDocumentsQueryOptions(workerId));
}
