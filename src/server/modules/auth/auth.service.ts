import crypto from 'node:crypto';
import type { ChangePasswordBody, CurrentUser, LoginAnswer, LoginBody, Preferences } from '../../../shared/api/auth.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { assertNotCommonPassword, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { hasSignedInFrom, recordLoginAttempt } from '../login-audit/login-audit.service.ts';
import * as passwords from '../users/users-passwords.service.ts';
import * as users from '../users/users.service.ts';
import { ATTEMPT_WINDOW_MS, resetKeys, retryAfterSeconds, signInKeys } from './attempt-limits.ts';
import * as repo from './auth.repository.ts';
import { recordSignedIn, signInStage } from './auth-mfa.service.ts';
import { toCurrentUser } from './auth.presenter.ts';
import { createSession, endUserSessions, hashToken } from '../sessions/sessions.service.ts';

/** An address the account signed in from within this period is its "usual address" (ADR 0009). */
const USUAL_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const INVALID_LOGIN = 'Invalid email or password';

/**
 * Counts this attempt before the password is checked (one upsert), and refuses it when a counter is
 * over its limit: parallel guesses cannot all pass a check made on an old count (issue 7).
 */
export async function countSignInAttempt(
  ctx: AppContext,
  email: string,
  ip: string | null,
  refusal = 'Too many failed sign-in attempts. Please try again later.',
) {
  const isUsualAddress =
    ip !== null && (await hasSignedInFrom({ db: ctx.db, email, ip, since: new Date(Date.now() - USUAL_ADDRESS_MS) }));
  const keys = signInKeys(email, ip, isUsualAddress);
  const counted = await repo.countAttempts(
    ctx.db,
    keys.map((k) => k.key),
    ATTEMPT_WINDOW_MS,
  );
  const retryAfter = retryAfterSeconds(keys, counted, Date.now());
  if (retryAfter !== null) {
    ctx.metrics.signInFailed('throttled');
    throw new AppError('RATE_LIMITED', refusal, { retryAfter });
  }
  return keys;
}

/** A successful check gives its attempt back: the account-and-address count restarts, the wider ones drop by one. */
export async function releaseSignInAttempt(db: Parameters<typeof repo.releaseAttempts>[0], keys: { key: string }[]) {
  const [pair, ...wider] = keys;
  await repo.releaseAttempts(
    db,
    pair ? [pair.key] : [],
    wider.map((k) => k.key),
  );
}

export async function login(ctx: AppContext, body: LoginBody, meta: RequestMeta) {
  const email = body.email.trim().toLowerCase();
  const keys = await countSignInAttempt(ctx, email, meta.ip);
  const user = await users.findUserByEmail({ db: ctx.db, email });
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  const audit = {
    email,
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    userId: user?.id ?? null,
  };
  const failureReason = !user
    ? 'user_not_found'
    : user.deletedAt || !user.isActive
      ? 'account_suspended'
      : !passwordOk
        ? 'invalid_password'
        : null;
  if (failureReason || !user) {
    ctx.metrics.signInFailed(failureReason ?? 'user_not_found');
    await recordLoginAttempt({ db: ctx.db, attempt: { ...audit, loginStatus: 'failed', failureReason } });
    await repo.deleteEndedAttemptWindows(ctx.db, new Date(Date.now() - ATTEMPT_WINDOW_MS));
    throw new AppError('INVALID_CREDENTIALS', INVALID_LOGIN);
  }
  // A user who has or must have a second factor gets a session that reaches only its calls and
  // sign-out; the sign-in is recorded when it is finished (docs/domain.md, "Multi-factor sign-in").
  const { stage, passkey } = await signInStage(ctx, user);
  const token = await ctx.db.transaction(async (tx) => {
    if (!stage) await recordSignedIn(tx, user, meta);
    await releaseSignInAttempt(tx, keys);
    return createSession(tx, user.id, meta, stage);
  });
  const answer: LoginAnswer = stage
    ? { mfaRequired: true, enrolmentRequired: stage === 'enrol', passkey }
    : { message: 'Login successful', user: toCurrentUser(user) };
  return { token, answer };
}

/**
 * Forgot password (issue 7): the answer is the same, and takes the same time, whether or not the
 * account exists, because the lookup, the token and the e-mail happen after it (ctx.background).
 * A known active user gets a single-use link valid 60 minutes, at most 3 in 15 minutes.
 */
export function requestPasswordReset(ctx: AppContext, emailInput: string) {
  const email = emailInput.trim().toLowerCase();
  ctx.background.run('password-reset-mail', () => sendPasswordReset(ctx, email));
}

async function sendPasswordReset(ctx: AppContext, email: string) {
  const user = await users.findUserByEmail({ db: ctx.db, email });
  if (!user || user.deletedAt || !user.isActive) return;
  const keys = resetKeys(email);
  const counted = await repo.countAttempts(
    ctx.db,
    keys.map((k) => k.key),
    ATTEMPT_WINDOW_MS,
  );
  if (retryAfterSeconds(keys, counted, Date.now()) !== null) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.insertResetToken(ctx.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your Worker CRM password',
    text: `Hello ${user.firstName},\n\nA password reset was requested for your Worker CRM account.\nOpen this link within 60 minutes to choose a new password:\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.\n`,
  });
}

const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';

export async function resetPassword(ctx: AppContext, token: string, newPassword: string, meta: RequestMeta) {
  const tokenHash = hashToken(token);
  // Read first only to say "invalid link" before "common password"; the use below decides.
  if (!(await repo.findUsableResetToken(ctx.db, tokenHash))) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
  assertNotCommonPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const userId = await repo.useResetToken(tx, tokenHash);
    if (userId === undefined) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
    await repo.markResetTokensUsed(tx, userId);
    await passwords.setPassword({ db: tx, userId, passwordHash, requirePasswordChange: false });
    await endUserSessions(tx, userId);
    await recordAudit(tx, { actor: null, action: 'password_reset', entityType: 'user', entityId: userId, ip: meta.ip });
  });
}

/**
 * The nightly clean-up of sign-in records nothing reads any more (docs/operations.md, "Background
 * jobs"): password-reset tokens past their expiry, and sign-in counters whose window has ended.
 */
export async function removeSpentSignInRecords(db: DbOrTx, now: Date) {
  const removedResetTokens = await repo.deleteExpiredResetTokens(db, now);
  const removedThrottles = await repo.deleteEndedAttemptWindows(db, new Date(now.getTime() - ATTEMPT_WINDOW_MS));
  return { removedResetTokens, removedThrottles };
}

export const TOO_MANY_PASSWORD_ATTEMPTS = 'Too many failed password attempts. Please try again later.';

/**
 * Refuses a password change whose current password is wrong (My Profile, the forced change, the
 * admin profile). The check is a password guess like a sign-in, so it is counted against the same
 * sign-in counters before the password is checked (issue 9): a session left open cannot be used
 * to guess the password faster than the sign-in form allows, and guesses here use up the sign-in
 * allowance too. Past a limit it answers 429 even with the right password; a right one gives its
 * attempt back.
 */
export async function assertCurrentPassword(
  ctx: AppContext,
  userId: number,
  currentPassword: string,
  ip: string | null,
) {
  const row = await users.findActiveUser({ db: ctx.db, id: userId });
  const keys = await countSignInAttempt(
    ctx,
    (row?.email ?? `user-${userId}`).toLowerCase(),
    ip,
    TOO_MANY_PASSWORD_ATTEMPTS,
  );
  if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
    await repo.deleteEndedAttemptWindows(ctx.db, new Date(Date.now() - ATTEMPT_WINDOW_MS));
    throw new AppError('VALIDATION_ERROR', 'Current password is incorrect', [
      { field: 'currentPassword', message: 'Current password is incorrect' },
    ]);
  }
  await releaseSignInAttempt(ctx.db, keys);
}

export async function changePassword(ctx: AppContext, user: SessionUser, body: ChangePasswordBody, meta: RequestMeta) {
  await assertCurrentPassword(ctx, user.id, body.currentPassword, meta.ip);
  assertNotCommonPassword(body.newPassword, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    await passwords.setPassword({ db: tx, userId: user.id, passwordHash, requirePasswordChange: false });
    await endUserSessions(tx, user.id, user.sessionId);
    await repo.markResetTokensUsed(tx, user.id);
    await recordAudit(tx, {
      actor: user,
      action: 'password_changed',
      entityType: 'user',
      entityId: user.id,
      ip: meta.ip,
    });
  });
}

/** PUT /api/auth/preferences: saves the signed-in user's display choices and answers the user as GET /api/auth/user does. */
export async function savePreferences(
  ctx: AppContext,
  user: SessionUser,
  preferences: Preferences,
): Promise<CurrentUser> {
  const row = await users.setPreferences({ db: ctx.db, userId: user.id, preferences });
  if (!row) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  const { passwordHash: _omit, ...rest } = row;
  return toCurrentUser(rest);
}
