import type { DeletedUser, User } from '../../../shared/api/users.ts';
import { isRecoverable, retentionCutoff } from '../../../shared/domain/user-retention.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../../lib/audit-log.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { toDeletedUser } from './users.presenter.ts';
import * as repo from './users.repository.ts';
import { presentUser } from './users.service.ts';

/** Deleted users with days left and their retention badge (docs/domain.md). */
export async function listDeletedUsers(ctx: AppContext): Promise<DeletedUser[]> {
  const now = new Date();
  const rows = await repo.listUsers(ctx.db, { deleted: true });
  return rows.map((row) => toDeletedUser(row, now));
}

/** Recover within 30 days of deletion: the user comes back active with the same credentials. */
export async function recoverUser(ctx: AppContext, actor: Actor, id: number, meta: RequestMeta): Promise<User> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findUserById(tx, id);
    if (!row?.deletedAt) throw notFound('Deleted user not found');
    if (!isRecoverable(row.deletedAt)) {
      throw new AppError('CONFLICT', 'This user was deleted more than 30 days ago and can no longer be recovered');
    }
    await repo.updateUser(tx, id, { deletedAt: null, isActive: true });
    await recordAudit(tx, { actor, action: 'recover', entityType: 'user', entityId: id, ip: meta.ip });
  });
  return presentUser(ctx.db, id);
}

/**
 * Permanently removes users deleted more than 30 days ago, in the caller's transaction; one audit
 * entry lists their ids. The admin's cleanup (actor: the admin) and the nightly job expired-users
 * (actor: null, the system; docs/operations.md "Background jobs") both come here.
 */
export async function removeExpiredUsers(
  tx: DbOrTx,
  actor: Actor,
  meta: { ip: string | null },
  now = new Date(),
): Promise<{ deletedCount: number }> {
  const ids = await repo.deleteUsersDeletedBefore(tx, retentionCutoff(now));
  if (ids.length > 0) {
    await recordAudit(tx, {
      actor,
      action: 'cleanup_expired',
      entityType: 'user',
      changes: [{ field: 'deletedIds', to: ids }],
      ip: meta.ip,
    });
  }
  return { deletedCount: ids.length };
}

/** POST cleanup-expired: removeExpiredUsers by an admin; a user still referenced elsewhere is a 409. */
export async function cleanupExpiredUsers(
  ctx: AppContext,
  actor: Actor,
  meta: RequestMeta,
): Promise<{ deletedCount: number }> {
  try {
    return await ctx.db.transaction((tx) => removeExpiredUsers(tx, actor, meta));
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new AppError(
        'CONFLICT',
        'Some expired users are still referenced by other records and cannot be removed yet',
      );
    }
    throw error;
  }
}
