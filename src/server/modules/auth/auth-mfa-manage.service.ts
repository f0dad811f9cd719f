import type { MfaRecoveryCodesAnswer, MfaStatusAnswer } from '../../../shared/api/auth.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireFreshSignIn } from '../../lib/fresh-sign-in.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { endUserSessions } from '../sessions/sessions.service.ts';
import * as users from '../users/users.service.ts';
import * as repo from './auth-mfa.repository.ts';
import { hashRecoveryCode, newRecoveryCodes } from './mfa-codes.ts';

/**
 * A signed-in user's own second factor, and an admin's reset of another's (docs/domain.md,
 * "Multi-factor sign-in", "Managing the second factor"). Signing in with it is auth-mfa.service.ts.
 */

export const NO_APP = 'No authenticator app is set up for this account';
export const NO_FACTOR = 'No authenticator app or passkey is set up for this account';
export const LAST_FACTOR = 'Your role must use two-step sign-in: keep at least one authenticator app or passkey';
export const RESET_OWN = 'Use My Profile to change your own two-step sign-in';

const isRequired = (ctx: AppContext, role: string) => (ctx.config.mfaRequiredRoles as readonly string[]).includes(role);

/** GET /api/auth/mfa. */
export async function mfaStatus(ctx: AppContext, user: SessionUser): Promise<MfaStatusAnswer> {
  const { app, passkey } = await repo.enabledFactors(ctx.db, user.id);
  const recoveryCodesLeft = app || passkey ? await repo.countUnusedRecoveryCodes(ctx.db, user.id) : 0;
  return { app, passkey, recoveryCodesLeft, required: isRequired(ctx, user.role) };
}

/** POST /api/auth/mfa/recovery-codes: ten new codes, shown this once; every earlier one stops working. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  user: SessionUser,
  meta: RequestMeta,
): Promise<MfaRecoveryCodesAnswer> {
  requireFreshSignIn(user);
  const recoveryCodes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    const { app, passkey } = await repo.enabledFactors(tx, user.id);
    if (!app && !passkey) throw new AppError('CONFLICT', NO_FACTOR);
    await repo.replaceRecoveryCodes(tx, user.id, recoveryCodes.map(hashRecoveryCode));
    await recordAudit(tx, {
      actor: user,
      action: 'mfa_recovery_codes_regenerated',
      entityType: 'user',
      entityId: user.id,
      ip: meta.ip,
    });
  });
  return { recoveryCodes };
}

/**
 * After a factor was removed in `tx`: a role that must use a second factor keeps at least one (409
 * rolls the removal back); with none left the recovery codes, which back the factors up, go too.
 */
export async function afterFactorRemoved(ctx: AppContext, tx: DbOrTx, user: SessionUser): Promise<void> {
  const { app, passkey } = await repo.enabledFactors(tx, user.id);
  if (app || passkey) return;
  if (isRequired(ctx, user.role)) throw new AppError('CONFLICT', LAST_FACTOR);
  await repo.deleteRecoveryCodes(tx, user.id);
}

/** DELETE /api/auth/mfa: turns one's own authenticator app off (docs/domain.md, "Managing the second factor"). */
export async function turnOffMfa(ctx: AppContext, user: SessionUser, meta: RequestMeta): Promise<void> {
  requireFreshSignIn(user);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteFactor(tx, user.id))) throw new AppError('CONFLICT', NO_APP);
    await afterFactorRemoved(ctx, tx, user);
    await recordAudit(tx, { actor: user, action: 'mfa_disabled', entityType: 'user', entityId: user.id, ip: meta.ip });
  });
}

function resetMail(user: { firstName: string; email: string }, publicUrl: string): Mail {
  return {
    to: user.email,
    subject: 'Your Worker CRM two-step sign-in was reset',
    text:
      `Hello ${user.firstName},\n\n` +
      'An administrator has reset the two-step sign-in of your Worker CRM account: your authenticator app, ' +
      'passkeys and recovery codes no longer work for it, and you have been signed out.\n' +
      `When you next sign in at ${publicUrl}/login you will be asked to set up two-step sign-in again.\n\n` +
      'If you did not ask for this, tell your administrator at once.\n',
  };
}

/**
 * POST /api/admin/users/{id}/reset-mfa: an admin removes another user's authenticator app, passkeys
 * and recovery codes and signs them out everywhere, in one transaction, audited; the user is e-mailed.
 * Nothing of the secret or the codes is read back. One's own goes through My Profile (a fresh
 * sign-in guards it there).
 */
export async function resetUserMfa(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  meta: RequestMeta,
): Promise<{ emailSent: boolean }> {
  if (actor.id === id) throw new AppError('BAD_REQUEST', RESET_OWN);
  requireFreshSignIn(actor);
  const target = await ctx.db.transaction(async (tx) => {
    const user = await users.findLiveUser(tx, id);
    await repo.deleteFactor(tx, id);
    await repo.deletePasskeysOf(tx, id);
    await repo.deleteRecoveryCodes(tx, id);
    await endUserSessions(tx, id);
    await recordAudit(tx, { actor, action: 'mfa_reset_by_admin', entityType: 'user', entityId: id, ip: meta.ip });
    return user;
  });
  try {
    await ctx.mailer.send(resetMail(target, ctx.config.publicUrl));
    return { emailSent: true };
  } catch (error) {
    ctx.log.warn({ code: (error as { code?: unknown }).code }, 'two-step sign-in reset e-mail could not be sent');
    return { emailSent: false };
  }
}
