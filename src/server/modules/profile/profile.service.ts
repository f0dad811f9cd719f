import type { AdminProfile, UpdateProfileBody } from '../../../shared/api/users.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { diffForAudit, recordAudit } from '../../lib/audit-log.ts';
import { hashAdminSetPassword } from '../../lib/passwords.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { assertCurrentPassword } from '../auth/auth.service.ts';
import { endUserSessions } from '../sessions/sessions.service.ts';
import { assertEmailFree, findActiveUser, updateAccount, USER_NOT_FOUND } from '../users/users.service.ts';
import { toAdminProfile } from './profile.presenter.ts';

export async function getProfile(ctx: AppContext, user: SessionUser): Promise<AdminProfile> {
  const row = await findActiveUser({ db: ctx.db, id: user.id });
  if (!row) throw notFound(USER_NOT_FOUND);
  return toAdminProfile(row);
}

/**
 * The admin's own profile (docs/domain.md). A new password (length rule only, common ones
 * refused) needs the current password, and ends the admin's other sessions but keeps this one.
 */
export async function updateProfile(
  ctx: AppContext,
  user: SessionUser,
  body: UpdateProfileBody,
  meta: RequestMeta,
): Promise<AdminProfile> {
  if (body.password !== undefined) await assertCurrentPassword(ctx, user.id, body.currentPassword ?? '', meta.ip);
  const passwordHash = body.password === undefined ? undefined : await hashAdminSetPassword(body.password);
  const updated = await ctx.db.transaction(async (tx) => {
    await assertEmailFree(tx, body.email, user.id);
    const values = { email: body.email, firstName: body.firstName, lastName: body.lastName };
    const changes = diffForAudit({ email: user.email, firstName: user.firstName, lastName: user.lastName }, values);
    const row = await updateAccount({
      db: tx,
      userId: user.id,
      values: passwordHash ? { ...values, passwordHash, requirePasswordChange: false } : values,
    });
    if (!row) throw notFound(USER_NOT_FOUND);
    if (passwordHash) {
      changes.push({ field: 'password' });
      await endUserSessions(tx, user.id, user.sessionId);
    }
    if (changes.length > 0)
      await recordAudit(tx, {
        actor: user,
        action: 'profile_update',
        entityType: 'user',
        entityId: user.id,
        changes,
        ip: meta.ip,
      });
    return row;
  });
  return toAdminProfile(updated);
}
