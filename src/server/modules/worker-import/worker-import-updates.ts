import type { CleanWorkerUpdate } from '../../../shared/api/workers.ts';
import type { Tx } from '../../db/client.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import {
  findWorkersByKeys,
  readWorkerVersions,
  snapshotWorkers,
  type ImportedWorkerValues,
} from '../workers/workers-bulk.service.ts';
import { updateWorkerInTransaction } from '../workers/workers.service.ts';
import * as batchesRepo from './worker-import-batches.repository.ts';

/**
 * The duplicates a submit updates (docs/domain.md): the row's non-empty values written onto
 * the worker it duplicates through the worker edit's own path (formats, completion, status
 * transitions, audit), in file order. A row duplicating an earlier row of the file, not an existing
 * worker, updates the worker that earlier row created in this import (found by NI number, then
 * e-mail); when there is none (the earlier row was skipped), the row is skipped too.
 */

export type DuplicateUpdate = {
  rowIndex: number;
  duplicateWorkerId: number | null;
  niKey: string | null;
  emailKey: string | null;
  values: ImportedWorkerValues;
};

/** The row's non-empty values: an update never blanks a field the worker has. */
function changesOf(values: ImportedWorkerValues): CleanWorkerUpdate {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );
}

/** The worker an in-file duplicate updates: one this import created or already updated, by NI number first. */
async function targetInImport(tx: Tx, update: DuplicateUpdate, ours: (id: number) => boolean): Promise<number | null> {
  const found = await findWorkersByKeys(tx, {
    niNumbers: update.niKey ? [update.niKey] : [],
    emails: update.emailKey ? [update.emailKey] : [],
  });
  const candidates = found.filter((worker) => ours(worker.id));
  const byNi = candidates.find((worker) => worker.niNumber !== null && worker.niNumber === update.niKey);
  return (byNi ?? candidates[0])?.id ?? null;
}

/**
 * Applies the updates and records their workers on the batch: an existing worker with its
 * before-values (for undo), and every worker touched with its version after the last change.
 */
export async function applyDuplicateUpdates(
  tx: Tx,
  user: SessionUser,
  work: { batchId: number; updates: readonly DuplicateUpdate[]; createdIds: ReadonlySet<number>; askedAt: number },
  meta: { ip: string | null },
): Promise<{ updatedWorkers: number; skippedRows: number }> {
  const before = new Map<number, Record<string, unknown> | null>();
  const ours = (id: number) => work.createdIds.has(id) || before.has(id);
  let skippedRows = 0;
  for (const update of work.updates) {
    const target = update.duplicateWorkerId ?? (await targetInImport(tx, update, ours));
    if (target === null) {
      skippedRows += 1;
      continue;
    }
    if (!before.has(target) && !work.createdIds.has(target)) {
      const [snapshot] = await snapshotWorkers(tx, [target]);
      before.set(target, snapshot?.snapshot ?? null);
    }
    if (work.createdIds.has(target)) before.set(target, null);
    await updateWorkerInTransaction(tx, user, target, changesOf(update.values), meta, undefined, work.askedAt);
  }
  const versions = await readWorkerVersions(tx, [...before.keys()]);
  await batchesRepo.recordBatchWorkers(
    tx,
    work.batchId,
    versions.map((v) => ({
      workerId: v.id,
      kind: work.createdIds.has(v.id) ? 'created' : 'updated',
      before: before.get(v.id) ?? null,
      version: v.version,
    })),
  );
  const updatedWorkers = [...before.keys()].filter((id) => !work.createdIds.has(id)).length;
  return { updatedWorkers, skippedRows };
}
