import { queryOptions, useQuery } from '@tanstack/react-query';
import { workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { importBatchesAnswer, type ImportBatch } from '../../../../shared/api/worker-import-answers.ts';
import { api } from '../../../lib/api-client.ts';
import { importKeys } from './import-keys.ts';

/** GET /api/upload-workers/batches: the latest imports (who, when, counts), newest first. */
export function getImportBatches(): Promise<{ batches: ImportBatch[] }> {
  return api.get(workerImportPaths.batches.build(), importBatchesAnswer);
}

export const importBatchesQueryOptions = () =>
  // An undo's 7 days run out while the screen is open: read again on each visit.
  queryOptions({ queryKey: importKeys.batches, queryFn: getImportBatches, staleTime: 0 });

export function useImportBatches() {
  return useQuery(importBatchesQueryOptions());
}
