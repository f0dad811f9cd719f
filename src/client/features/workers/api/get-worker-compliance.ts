import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { complianceAnswer, documentPaths } from '../../../../shared/api/documents.ts';
import { api } from '../../../lib/api-client.ts';

/** Required documents present and none expired (docs/domain.md). */
export type WorkerCompliance = z.infer<typeof complianceAnswer>;

export function getWorkerCompliance(workerId: number): Promise<WorkerCompliance> {
  return api.get(documentPaths.compliance.build({ id: workerId }), complianceAnswer);
}

export const workerComplianceQueryOptions = (workerId: number) =>
  queryOptions({
    queryKey: ['workers', 'compliance', workerId] as const,
    queryFn: () => getWorkerCompliance(workerId),
  });

export function useWorkerCompliance(workerId: number) {
  return useQuery(workerComplianceQueryOptions(workerId));
}
