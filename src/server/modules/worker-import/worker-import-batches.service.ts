import type { ImportBatch, UndoAnswer } from '../../../shared/api/worker-import-answers.ts';
import { personName } from '../../../shared/domain/people.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { deleteUnchangedWorkers, readWorkerNames, restoreUnchangedWorkers } from '../workers/workers-bulk.service.ts';
import { batchVisibilityOf, undoRefusal } from './worker-import-batch-rules.ts';
import * as repo from './worker-import-batches.repository.ts';
import { importErrors } from './worker-import.errors.ts';

/** Import batches: the latest ones on the Upload step, and undo (docs/domain.md). */

const LISTED_BATCHES = 20;
/** Workers per statement while undoing. */
const UNDO_CHUNK = 1000;
/** Workers left alone that the answer names; the count covers them all. */
const NAMED_LEFT_ALONE = 100;

function toImportBatch(row: repo.ListedBatch, now: Date): ImportBatch {
  const who =
    row.userFirstName !== null ? personName({ firstName: row.userFirstName, lastName: row.userLastName ?? '' }) : '';
  return {
    id: row.id,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    createdBy: who || null,
    agencyName: row.agencyName,
    createdWorkers: row.createdCount,
    updatedWorkers: row.updatedCount,
    skippedRows: row.skippedCount,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    canUndo: undoRefusal(row, now) === null,
  };
}

/** GET /api/upload-workers/batches: the last 20 the user may see (own; an admin all; a client user its agency's). */
export async function listImportBatches(ctx: AppContext, user: SessionUser): Promise<{ batches: ImportBatch[] }> {
  const rows = await repo.listBatches(ctx.db, batchVisibilityOf(user), LISTED_BATCHES);
  const now = new Date();
  return { batches: rows.map((row) => toImportBatch(row, now)) };
}

type Outcome = { done: number; leftAlone: { workerId: number; kind: repo.BatchWorkerKind }[] };

/** Undoes one kind of the batch's workers, a chunk at a time; those changed since are left alone. */
async function undoKind(tx: Tx, user: SessionUser, batchId: number, kind: repo.BatchWorkerKind): Promise<Outcome> {
  const outcome: Outcome = { done: 0, leftAlone: [] };
  for (let after = 0; ;) {
    const chunk = await repo.readBatchWorkers(tx, batchId, kind, after, UNDO_CHUNK);
    if (chunk.length === 0) return outcome;
    after = chunk[chunk.length - 1]!.workerId;
    const undone = new Set(
      kind === 'created'
        ? await deleteUnchangedWorkers(
            tx,
            user,
            chunk.map((e) => ({ id: e.workerId, version: e.version })),
          )
        : await restoreUnchangedWorkers(
            tx,
            user,
            chunk.map((e) => ({ id: e.workerId, version: e.version, snapshot: e.before ?? {} })),
          ),
    );
    outcome.done += undone.size;
    for (const entry of chunk)
      if (!undone.has(entry.workerId)) outcome.leftAlone.push({ workerId: entry.workerId, kind });
  }
}

/**
 * POST /api/upload-workers/batches/{batchId}/undo, within 7 days and once, in one transaction: the
 * created workers unchanged since are deleted, the updated ones unchanged since get their
 * before-values back; a worker changed since (edited, authorised, given a document or a log) is
 * left alone and listed. One audit entry for the batch, with counts only.
 */
export async function undoImportBatch(
  ctx: AppContext,
  user: SessionUser,
  batchId: number,
  meta: { ip: string | null },
): Promise<UndoAnswer> {
  return ctx.db.transaction(async (tx) => {
    const batch = await repo.findBatchForUpdate(tx, batchId, batchVisibilityOf(user));
    if (!batch) throw notFound(importErrors.batchNotFound);
    const refusal = undoRefusal(batch, new Date());
    if (refusal === 'undone') throw new AppError('CONFLICT', importErrors.batchUndone);
    if (refusal === 'too-late') throw badRequest(importErrors.undoTooLate);
    const deleted = await undoKind(tx, user, batch.id, 'created');
    const restored = await undoKind(tx, user, batch.id, 'updated');
    if (!(await repo.markBatchUndone(tx, batch.id, user.id))) throw new AppError('CONFLICT', importErrors.batchUndone);
    const left = [...deleted.leftAlone, ...restored.leftAlone];
    await recordAudit(tx, {
      actor: user,
      action: 'undo',
      entityType: 'worker_import_batch',
      entityId: batch.id,
      changes: [
        { field: 'deletedWorkers', to: deleted.done },
        { field: 'restoredWorkers', to: restored.done },
        { field: 'leftAlone', to: left.length },
      ],
      ip: meta.ip,
    });
    const named = left.slice(0, NAMED_LEFT_ALONE);
    const names = new Map(
      (
        await readWorkerNames(
          tx,
          user,
          named.map((w) => w.workerId),
        )
      ).map((w) => [w.id, personName(w)]),
    );
    return {
      message: `Import undone: ${deleted.done} deleted, ${restored.done} restored, ${left.length} left alone`,
      deletedWorkers: deleted.done,
      restoredWorkers: restored.done,
      leftAloneCount: left.length,
      leftAlone: named.map((w) => ({ ...w, name: names.get(w.workerId) ?? '' })),
    };
  });
}
