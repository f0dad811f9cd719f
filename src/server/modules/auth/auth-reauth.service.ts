import type { ReauthenticateBody } from '../../../shared/api/auth.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { mfaKeyOf, openSecret } from '../../lib/secret-box.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { MFA_REQUIRED_MESSAGES } from '../../plugins/access.ts';
import { recordLoginAttempt } from '../login-audit/login-audit.service.ts';
import { markSessionFresh } from '../sessions/sessions.service.ts';
import * as users from '../users/users.service.ts';
import { ATTEMPT_WINDOW_MS, type AttemptKey } from './attempt-limits.ts';
import * as passkeys from './auth-passkeys.service.ts';
import * as repo from './auth-mfa.repository.ts';
import {
  auditOf,
  countCodeAttempt,
  refuse,
  releaseCodeAttempt,
  sealContext,
  signInStage,
  spendRecoveryCode,
} from './auth-mfa.service.ts';
import * as attempts from './auth.repository.ts';
import { countSignInAttempt, releaseSignInAttempt } from './auth.service.ts';
import { matchingStep } from './mfa-codes.ts';

/**
 * Re-authentication (docs/domain.md, "Multi-factor sign-in": fresh sign-in; ADR 0022): a fully
 * signed-in user gives the password again, and a code or a recovery code when the second factor
 * applies to them, and this session only is fresh for the next 5 minutes. Each guess is counted
 * like sign-in's (the password) and the second factor's (the code), and written to the login audit.
 */

export const WRONG_PASSWORD = 'Password is incorrect';
export const CODE_NEEDED = 'Enter the code from your authenticator app';

/** The password given again: counted as a sign-in attempt before it is checked; a wrong one is a 400 under the field. */
async function checkPassword(ctx: AppContext, user: SessionUser, password: string, meta: RequestMeta) {
  const email = user.email.toLowerCase();
  const keys = await countSignInAttempt(ctx, email, meta.ip);
  const row = await users.findActiveUser({ db: ctx.db, id: user.id });
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    const attempt = { ...auditOf(user, meta), loginStatus: 'failed' as const, failureReason: 'invalid_password' };
    ctx.metrics.signInFailed(attempt.failureReason);
    await recordLoginAttempt({ db: ctx.db, attempt });
    await attempts.deleteEndedAttemptWindows(ctx.db, new Date(Date.now() - ATTEMPT_WINDOW_MS));
    throw new AppError('VALIDATION_ERROR', WRONG_PASSWORD, [{ field: 'password', message: WRONG_PASSWORD }]);
  }
  // A right password gives its attempt back, as at sign-in; the code is counted on its own.
  await releaseSignInAttempt(ctx.db, keys);
}

/**
 * POST /api/auth/reauthenticate: the password, then, when the second factor applies, a code, a
 * recovery code or a passkey; this session becomes fresh (docs/domain.md, "Multi-factor sign-in").
 */
export async function reauthenticate(
  ctx: AppContext,
  user: SessionUser,
  body: ReauthenticateBody,
  meta: RequestMeta,
): Promise<void> {
  await checkPassword(ctx, user, body.password, meta);
  const { stage } = await signInStage(ctx, user);
  // A role that came to require the app while this user was signed in without one: the sign-in
  // must be finished again (set-up included), which re-authentication cannot do.
  if (stage === 'enrol') throw new AppError('MFA_REQUIRED', MFA_REQUIRED_MESSAGES.enrol);
  const { code, recoveryCode, passkey } = body;
  if (stage === null) {
    await markFresh(ctx, user, meta, null);
    return;
  }
  if (code === undefined && recoveryCode === undefined && passkey === undefined) {
    throw new AppError('VALIDATION_ERROR', CODE_NEEDED, [{ field: 'code', message: CODE_NEEDED }]);
  }
  const codeKeys = await countCodeAttempt(ctx, user.id, meta.ip);
  if (passkey !== undefined) {
    const checked = await passkeys.checkAssertion(ctx, user, passkey);
    if (typeof checked === 'string') return passkeys.refusePasskey(ctx, user, meta, checked, 'passkey');
    const done = await markFresh(ctx, user, meta, { keys: codeKeys, accept: checked.spend });
    if (!done) await passkeys.refusePasskey(ctx, user, meta, passkeys.PASSKEY_NOT_VERIFIED, 'passkey');
    return;
  }
  let step: number | null = null;
  if (code !== undefined) {
    const factor = await repo.findFactor(ctx.db, user.id);
    const secret = factor ? openSecret(mfaKeyOf(ctx.config), factor.secretEncrypted, sealContext(user.id)) : null;
    step = secret === null ? null : matchingStep(secret, code, Date.now());
  }
  const accept = async (tx: DbOrTx) => {
    if (code === undefined) return spendRecoveryCode(tx, user, recoveryCode ?? '', meta);
    return step !== null && repo.acceptStep(tx, user.id, step);
  };
  const done = await markFresh(ctx, user, meta, { keys: codeKeys, accept });
  if (!done) await refuse(ctx, user, meta, code !== undefined ? 'code' : 'recoveryCode');
}

/**
 * In one transaction: the second factor accepted (spent once), when one is asked, then this
 * session made fresh and the success written to the login audit. False when the factor was not accepted.
 */
async function markFresh(
  ctx: AppContext,
  user: SessionUser,
  meta: RequestMeta,
  factor: { keys: AttemptKey[]; accept: (tx: DbOrTx) => Promise<boolean> } | null,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (factor) {
      if (!(await factor.accept(tx))) return false;
      await releaseCodeAttempt(tx, factor.keys);
    }
    if (!(await markSessionFresh(tx, user.sessionId, new Date()))) {
      throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
    }
    await recordLoginAttempt({ db: tx, attempt: { ...auditOf(user, meta), loginStatus: 'success' } });
    return true;
  });
}
