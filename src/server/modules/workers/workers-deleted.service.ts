import type { DeletedWorker, Worker } from '../../../shared/api/workers.ts';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import { legalHoldMessages } from '../../../shared/domain/legal-holds.ts';
import {
  deletedWorkerMessages,
  isWorkerRestorable,
  workerDaysLeft,
  workerPurgeCutoff,
} from '../../../shared/domain/worker-retention.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit, type FieldChange } from '../../lib/audit-log.ts';
import { removeStoredFiles } from '../../lib/file-store.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as writes from './workers-writes.repository.ts';
import { findVisibleWorker, WORKER_NOT_FOUND } from './workers-list.service.ts';
import { answerOf } from './workers.service.ts';

// Removing a worker, restoring it within 30 days and purging it after (docs/domain.md, "Deleted
// workers"); creating, editing and authorising are workers.service.ts.

/**
 * DELETE /api/workers/{id}: the worker moves to Deleted Workers (docs/domain.md, "Deleted workers"):
 * out of every list, count and lookup, restorable for 30 days, then purged. A worker under a legal
 * hold cannot be removed (409). The row lock taken here is the one placing a hold takes, so a hold
 * placed meanwhile is either seen or waits. The audit entry keeps no personal data.
 */
export async function deleteWorker(ctx: AppContext, user: SessionUser, id: number, meta: RequestMeta): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const worker = await findVisibleWorker({ db: tx }, user, id, { lock: true });
    const today = todayInLondon(ctx.now());
    if (await writes.isWorkerHeld(tx, id, today)) throw new AppError('CONFLICT', legalHoldMessages.workerHeld);
    if (!(await writes.markWorkerDeleted(tx, id, user.id, ctx.now(), today))) throw notFound(WORKER_NOT_FOUND);
    const changes: FieldChange[] = [
      { field: 'agencyId', from: worker.agencyId },
      { field: 'status', from: worker.status },
    ];
    await recordAudit(tx, { actor: user, action: 'delete', entityType: 'worker', entityId: id, changes, ip: meta.ip });
  });
}

/** GET /api/admin/deleted-workers: newest deletion first, with days left (docs/domain.md, "Deleted workers"). */
export async function listDeletedWorkers(ctx: AppContext): Promise<DeletedWorker[]> {
  const now = ctx.now();
  const rows = await writes.listDeletedWorkers(ctx.db, todayInLondon(now));
  return rows.map((row) => {
    const deletedAt = new Date(row.deletedAt);
    return { ...row, deletedAt: deletedAt.toISOString(), ...workerDaysLeft(deletedAt, now) };
  });
}

/**
 * POST /api/admin/deleted-workers/{id}/restore: within 30 days of the removal the worker comes back
 * exactly as it was (its documents, checks and logs were never touched); after, 409. A worker whose
 * NI number a live worker took meanwhile cannot come back (409; docs/decisions/0023-soft-deleted-workers.md).
 */
export async function restoreWorker(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  meta: RequestMeta,
): Promise<Worker> {
  return ctx.db.transaction(async (tx) => {
    const deleted = await writes.findDeletedWorkerForUpdate(tx, id);
    if (!deleted) throw notFound(deletedWorkerMessages.notFound);
    if (!isWorkerRestorable(deleted.deletedAt, ctx.now())) {
      throw new AppError('CONFLICT', deletedWorkerMessages.restoreExpired);
    }
    const outcome = await writes.clearWorkerDeleted(tx, id);
    if (outcome === 'duplicate-ni') throw new AppError('CONFLICT', deletedWorkerMessages.restoreNiTaken);
    if (outcome === 'missing') throw notFound(deletedWorkerMessages.notFound);
    await recordAudit(tx, { actor: user, action: 'restore', entityType: 'worker', entityId: id, ip: meta.ip });
    return answerOf(tx, id, todayInLondon(ctx.now()));
  });
}

/** How many workers one purge transaction removes: a short transaction, its files removed after it. */
const PURGE_BATCH = 200;

/**
 * Removes for good the workers deleted 30 days or more before `asOf` (docs/domain.md, "Deleted
 * workers"): their rows (documents, right-to-work checks, logs and payroll records cascade) and
 * their stored files, as a permanent delete did. A worker under a legal hold, its own or its
 * agency's, is never purged. One audit entry per batch, by the system (no actor), lists the ids
 * only. The nightly purge calls this; the answer is how many workers were removed.
 */
export async function purgeDeletedWorkers(ctx: Pick<AppContext, 'db' | 'config' | 'log'>, asOf: Date): Promise<number> {
  const cutoff = workerPurgeCutoff(asOf);
  const day = todayInLondon(asOf);
  let purged = 0;
  for (;;) {
    const { ids, files } = await ctx.db.transaction(async (tx) => {
      const locked = await writes.lockPurgeableWorkers(tx, cutoff, PURGE_BATCH, day);
      const names = await writes.listStoredFileNamesOfWorkers(tx, locked);
      const removed = await writes.purgeWorkers(tx, locked);
      if (removed.length > 0) {
        await recordAudit(tx, {
          actor: null,
          action: 'purge',
          entityType: 'worker',
          changes: [{ field: 'purgedIds', to: removed }],
          ip: null,
        });
      }
      return { ids: removed, files: names };
    });
    await removeStoredFiles(ctx, files);
    purged += ids.length;
    if (ids.length < PURGE_BATCH) return purged;
  }
}

/** How many workers purgeDeletedWorkers would remove as of `asOf` (the nightly purge's dry run). */
export async function countPurgeableDeletedWorkers(ctx: { db: DbOrTx }, asOf: Date): Promise<number> {
  return writes.countPurgeableWorkers(ctx.db, workerPurgeCutoff(asOf), todayInLondon(asOf));
}
