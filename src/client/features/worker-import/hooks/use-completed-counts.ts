import { skipToken, useQuery } from '@tanstack/react-query';
import type { SubmitAnswer } from '../../../../shared/api/worker-import-answers.ts';
import { useImportBatches } from '../api/get-batches.ts';
import { importKeys } from '../api/import-keys.ts';

export type CompletedCounts = { createdWorkers: number; updatedWorkers: number; skippedRows: number; note?: string };

/**
 * The Complete step's counts: the submit's own answer (with its note) while this screen holds it,
 * else, after a reload, the batch the submit recorded (its id is in the address).
 */
export function useCompletedCounts(sessionId: string, batchId: number | null): CompletedCounts | null {
  const answer = useQuery<SubmitAnswer>({ queryKey: importKeys.result(sessionId), queryFn: skipToken });
  const batches = useImportBatches();
  if (answer.data) return answer.data;
  const batch = batches.data?.batches.find((b) => b.id === batchId);
  return batch
    ? { createdWorkers: batch.createdWorkers, updatedWorkers: batch.updatedWorkers, skippedRows: batch.skippedRows }
    : null;
}
