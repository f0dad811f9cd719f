// Password resets of accounts: by an admin (a password the admin types) and by a reset link or an
// own change (auth sets the hash). The accounts themselves are users.service.ts.
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { hashAdminSetPassword } from '../../lib/passwords.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { endUserSessions } from '../sessions/sessions.service.ts';
import * as repo from './users.repository.ts';
import { findLiveUser } from './users.service.ts';

/** Sets a password the admin typed; the user must change it at next sign-in and is signed out now. */
export async function resetUserPassword(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  password: string,
  meta: RequestMeta,
) {
  const passwordHash = await hashAdminSetPassword(password);
  await ctx.db.transaction(async (tx) => {
    await findLiveUser(tx, id);
    await repo.updateUser(tx, id, { passwordHash, requirePasswordChange: true });
    // Resetting one's own password keeps the current session, which then asks for a change.
    await endUserSessions(tx, id, actor.id === id ? actor.sessionId : undefined);
    await recordAudit(tx, {
      actor,
      action: 'password_reset_by_admin',
      entityType: 'user',
      entityId: id,
      changes: [{ field: 'password' }],
      ip: meta.ip,
    });
  });
}

/** Sets a user's password hash (reset link, own change); the caller ends sessions and audits. */
export async function setPassword({
  db,
  userId,
  passwordHash,
  requirePasswordChange,
}: {
  db: DbOrTx;
  userId: number;
  passwordHash: string;
  requirePasswordChange: boolean;
}): Promise<void> {
  await repo.updateUser(db, userId, { passwordHash, requirePasswordChange });
}
