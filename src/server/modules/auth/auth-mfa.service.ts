import type { MfaEnableAnswer, MfaSetupAnswer, MfaVerifyAnswer, MfaVerifyBody } from '../../../shared/api/auth.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { mfaKeyOf, openSecret, sealSecret } from '../../lib/secret-box.ts';
import type { MfaStage, SessionUser } from '../../lib/session-user.ts';
import { recordLoginAttempt } from '../login-audit/login-audit.service.ts';
import { completeSession } from '../sessions/sessions.service.ts';
import * as users from '../users/users.service.ts';
import { ATTEMPT_WINDOW_MS, mfaKeys, retryAfterSeconds, type AttemptKey } from './attempt-limits.ts';
import * as repo from './auth-mfa.repository.ts';
import { toCurrentUser } from './auth.presenter.ts';
import * as attempts from './auth.repository.ts';
import {
  hashRecoveryCode,
  matchingStep,
  mfaStageFor,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrlOf,
} from './mfa-codes.ts';

/**
 * The second factor (docs/domain.md, "Multi-factor sign-in"; ADR 0020): after the password a session
 * at stage 'enrol' sets up an authenticator app, one at stage 'verify' gives a code or a recovery
 * code; either ends in a new, fully signed-in session.
 */

export const TOO_MANY_CODES = 'Too many wrong codes. Please try again later.';
export const WRONG_CODE = 'The code is not right or was already used';
export const WRONG_RECOVERY_CODE = 'The recovery code is not right or was already used';
const ALREADY_ENROLLED = 'An authenticator app is already set up for this account';
const ALREADY_SIGNED_IN = 'You are already signed in';

type Signed = { id: number; email: string };

/**
 * The stage a session opened by this user's password starts at (null: fully signed in), and
 * whether the user has a passkey to offer there. An app or a passkey is a second factor.
 */
export async function signInStage(
  ctx: AppContext,
  user: { id: number; role: string },
): Promise<{ stage: MfaStage | null; passkey: boolean }> {
  const factors = await repo.enabledFactors(ctx.db, user.id);
  const enrolled = factors.app || factors.passkey;
  return { stage: mfaStageFor({ role: user.role, enrolled }, ctx.config.mfaRequiredRoles), passkey: factors.passkey };
}

export const auditOf = (user: Signed, meta: RequestMeta) => ({
  email: user.email.toLowerCase(),
  userId: user.id,
  ipAddress: meta.ip,
  userAgent: meta.userAgent?.slice(0, 300) ?? null,
});

/** A sign-in completed: the login audit's success and the user's last sign-in (the password's or the second factor's). */
export async function recordSignedIn(db: DbOrTx, user: Signed, meta: RequestMeta) {
  await recordLoginAttempt({ db, attempt: { ...auditOf(user, meta), loginStatus: 'success' } });
  await users.recordSignIn({ db, userId: user.id, at: new Date() });
}

/** The session must be at this stage; a fully signed-in one has nothing to finish. */
export function requireStage(user: SessionUser, stage: MfaStage) {
  if (user.mfaStage !== stage) throw new AppError('CONFLICT', ALREADY_SIGNED_IN);
}

/** Counts a code attempt before it is checked, like a password (ADR 0009): 429 past a limit. */
export async function countCodeAttempt(ctx: AppContext, userId: number, ip: string | null): Promise<AttemptKey[]> {
  const keys = mfaKeys(userId, ip);
  const counted = await attempts.countAttempts(
    ctx.db,
    keys.map((k) => k.key),
    ATTEMPT_WINDOW_MS,
  );
  const retryAfter = retryAfterSeconds(keys, counted, Date.now());
  if (retryAfter !== null) {
    ctx.metrics.signInFailed('throttled');
    throw new AppError('RATE_LIMITED', TOO_MANY_CODES, { retryAfter });
  }
  return keys;
}

/** A right code gives its attempt back: the account's count restarts, the address's drops by one. */
export async function releaseCodeAttempt(db: DbOrTx, keys: AttemptKey[]) {
  const [account, ...wider] = keys;
  await attempts.releaseAttempts(
    db,
    account ? [account.key] : [],
    wider.map((k) => k.key),
  );
}

/** A wrong second factor: written to the login audit as a failure, then 400 with the message under the field. */
export async function refuseFactor(
  ctx: AppContext,
  user: SessionUser,
  meta: RequestMeta,
  wrong: { field: string; message: string; failureReason: string },
): Promise<never> {
  const { field, message, failureReason } = wrong;
  ctx.metrics.signInFailed(failureReason);
  await recordLoginAttempt({ db: ctx.db, attempt: { ...auditOf(user, meta), loginStatus: 'failed', failureReason } });
  await attempts.deleteEndedAttemptWindows(ctx.db, new Date(Date.now() - ATTEMPT_WINDOW_MS));
  throw new AppError('VALIDATION_ERROR', message, [{ field, message }]);
}

/** A wrong code or recovery code (sign-in, fresh sign-in). */
export const refuse = (ctx: AppContext, user: SessionUser, meta: RequestMeta, field: 'code' | 'recoveryCode') =>
  refuseFactor(ctx, user, meta, {
    field,
    message: field === 'code' ? WRONG_CODE : WRONG_RECOVERY_CODE,
    failureReason: field === 'code' ? 'invalid_mfa_code' : 'invalid_recovery_code',
  });

/** The secret is sealed with the owner's id, so a row copied onto another user opens nothing. */
export const sealContext = (userId: number) => `mfa-factor:${userId}`;

/**
 * Setting up an app is for a session at stage 'enrol', or a fully signed-in user who has none yet
 * (from My Profile); an enabled app is never replaced here (putPendingSecret, enableFactor).
 */
function requireEnrolling(user: SessionUser) {
  if (user.mfaStage !== null && user.mfaStage !== 'enrol') throw new AppError('CONFLICT', ALREADY_SIGNED_IN);
}

/** POST /api/auth/mfa/setup: a new secret for the app, replacing one not yet proved by a code. */
export async function setUpMfa(ctx: AppContext, user: SessionUser): Promise<MfaSetupAnswer> {
  requireEnrolling(user);
  const secret = newTotpSecret();
  const sealed = sealSecret(mfaKeyOf(ctx.config), secret, sealContext(user.id));
  if (!(await repo.putPendingSecret(ctx.db, user.id, sealed))) throw new AppError('CONFLICT', ALREADY_ENROLLED);
  return { secret, otpauthUrl: otpauthUrlOf(secret, user.email) };
}

/**
 * POST /api/auth/mfa/enable: a first right code enables the factor at that code's step, makes the
 * ten recovery codes (shown this once) and finishes the sign-in with a new session, in one transaction.
 */
export async function enableMfa(
  ctx: AppContext,
  user: SessionUser,
  code: string,
  meta: RequestMeta,
): Promise<{ token: string | null; answer: MfaEnableAnswer }> {
  requireEnrolling(user);
  const keys = await countCodeAttempt(ctx, user.id, meta.ip);
  const factor = await repo.findFactor(ctx.db, user.id);
  if (factor?.enabledAt) throw new AppError('CONFLICT', ALREADY_ENROLLED);
  const secret = factor ? openSecret(mfaKeyOf(ctx.config), factor.secretEncrypted, sealContext(user.id)) : null;
  if (!factor || secret === null) throw new AppError('BAD_REQUEST', 'Set up your authenticator app first');
  const step = matchingStep(secret, code, Date.now());
  if (step === null) return refuse(ctx, user, meta, 'code');
  const { token, recoveryCodes } = await ctx.db.transaction(async (tx) => {
    if (!(await repo.enableFactor(tx, user.id, factor.secretEncrypted, step, new Date()))) {
      throw new AppError('CONFLICT', 'The set-up changed in the meantime. Please start it again.');
    }
    const recoveryCodes = await issueRecoveryCodes(tx, user.id);
    // From My Profile the session is already fully signed in and stays as it is.
    const fresh = user.mfaStage === 'enrol' ? await finish(tx, user, 'enrol', keys, meta) : null;
    if (fresh === null) await releaseCodeAttempt(tx, keys);
    await recordAudit(tx, { actor: user, action: 'mfa_enabled', entityType: 'user', entityId: user.id, ip: meta.ip });
    return { token: fresh, recoveryCodes };
  });
  return { token, answer: { recoveryCodes, user: toCurrentUser(user) } };
}

/**
 * Spends one of the user's recovery codes: true once, for one caller, while it is unused; its use
 * is audited (mfa_recovery_code_used), so a code used by someone else shows in the trail.
 */
export async function spendRecoveryCode(tx: DbOrTx, user: SessionUser, recoveryCode: string, meta: RequestMeta) {
  if (!(await repo.useRecoveryCode(tx, user.id, hashRecoveryCode(recoveryCode), new Date()))) return false;
  await recordAudit(tx, {
    actor: user,
    action: 'mfa_recovery_code_used',
    entityType: 'user',
    entityId: user.id,
    ip: meta.ip,
  });
  return true;
}

/** Ten new recovery codes for the user (shown this once), any earlier ones gone. */
export async function issueRecoveryCodes(tx: DbOrTx, userId: number): Promise<string[]> {
  const recoveryCodes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(tx, userId, recoveryCodes.map(hashRecoveryCode));
  return recoveryCodes;
}

export const recoveryCodesLeft = (db: DbOrTx, userId: number) => repo.countUnusedRecoveryCodes(db, userId);

/** The pending session ends and a fully signed-in one starts; 401 when a parallel call got there first. */
export async function finish(tx: DbOrTx, user: SessionUser, stage: MfaStage, keys: AttemptKey[], meta: RequestMeta) {
  const token = await completeSession(tx, user, stage, meta);
  if (!token) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  await recordSignedIn(tx, user, meta);
  await releaseCodeAttempt(tx, keys);
  return token;
}

/**
 * POST /api/auth/mfa/verify: a code is accepted only at a step later than the last accepted (one
 * conditional update), a recovery code only while unused; either finishes the sign-in.
 */
export async function verifyMfa(
  ctx: AppContext,
  user: SessionUser,
  body: MfaVerifyBody,
  meta: RequestMeta,
): Promise<{ token: string; answer: MfaVerifyAnswer }> {
  requireStage(user, 'verify');
  const keys = await countCodeAttempt(ctx, user.id, meta.ip);
  const { code, recoveryCode } = body;
  let step: number | null = null;
  if (code !== undefined) {
    const factor = await repo.findFactor(ctx.db, user.id);
    const secret = factor ? openSecret(mfaKeyOf(ctx.config), factor.secretEncrypted, sealContext(user.id)) : null;
    step = secret === null ? null : matchingStep(secret, code, Date.now());
  }
  const token = await ctx.db.transaction(async (tx) => {
    const accepted =
      code !== undefined
        ? step !== null && (await repo.acceptStep(tx, user.id, step))
        : await spendRecoveryCode(tx, user, recoveryCode ?? '', meta);
    return accepted ? finish(tx, user, 'verify', keys, meta) : null;
  });
  if (token === null) return refuse(ctx, user, meta, code !== undefined ? 'code' : 'recoveryCode');
  const left = await recoveryCodesLeft(ctx.db, user.id);
  return { token, answer: { message: 'Login successful', user: toCurrentUser(user), recoveryCodesLeft: left } };
}
