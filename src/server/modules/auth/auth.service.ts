import crypto from 'node:crypto';
import type { ChangePasswordBody, CurrentUser, LoginBody } from '../../../shared/api/auth.ts';
import { permissionsOf, type Role } from '../../../shared/domain/permissions.ts';
import { passwordMessages } from '../../../shared/domain/password.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as usersRepo from '../users/users.repository.ts';
import * as repo from './auth.repository.ts';
import { createSession, endUserSessions, hashToken, type SessionUser } from './session.service.ts';

/** Throttling (issue 2): 10 failures for one account or 100 from one IP in 15 minutes. */
const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_ACCOUNT = 10;
const MAX_FAILURES_PER_IP = 100;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const INVALID_LOGIN = 'Invalid email or password';

type RequestMeta = { ip: string | null; userAgent: string | null };

export function toCurrentUser(user: Omit<usersRepo.UserRow, 'passwordHash'>): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role as Role,
    agencyId: user.agencyId,
    isActive: user.isActive,
    requirePasswordChange: user.requirePasswordChange,
    permissions: [...permissionsOf(user.role)],
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** Refuses a password on the common list; used wherever a password is set. */
export function assertNotCommon(password: string, field = 'password') {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_ERROR', passwordMessages.common, [{ field, message: passwordMessages.common }]);
  }
}

async function assertNotThrottled(ctx: AppContext, email: string, ip: string | null) {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const checks = [repo.nthRecentFailure(ctx.db, { email }, since, MAX_FAILURES_PER_ACCOUNT)];
  if (ip) checks.push(repo.nthRecentFailure(ctx.db, { ip }, since, MAX_FAILURES_PER_IP));
  const blockedFrom = (await Promise.all(checks)).filter((d): d is Date => !!d);
  if (blockedFrom.length === 0) return;
  const until = Math.max(...blockedFrom.map((d) => d.getTime() + THROTTLE_WINDOW_MS));
  const retryAfter = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  throw new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Please try again later.', { retryAfter });
}

export async function login(ctx: AppContext, body: LoginBody, meta: RequestMeta) {
  const email = body.email.trim().toLowerCase();
  await assertNotThrottled(ctx, email, meta.ip);
  const user = await usersRepo.findUserByEmail(ctx.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  const audit = { email, ipAddress: meta.ip, userAgent: meta.userAgent?.slice(0, 300) ?? null, userId: user?.id ?? null };
  const failureReason = !user
    ? 'user_not_found'
    : user.deletedAt || !user.isActive
      ? 'account_suspended'
      : !passwordOk
        ? 'invalid_password'
        : null;
  if (failureReason || !user) {
    await repo.insertLoginAudit(ctx.db, { ...audit, loginStatus: 'failed', failureReason });
    throw new AppError('INVALID_CREDENTIALS', INVALID_LOGIN);
  }
  const token = await ctx.db.transaction(async (tx) => {
    await repo.insertLoginAudit(tx, { ...audit, loginStatus: 'success' });
    await usersRepo.updateUser(tx, user.id, { lastLoginAt: new Date() });
    return createSession(tx, user.id, meta);
  });
  return { token, user: toCurrentUser(user) };
}

/** Always answers the same; a known active user gets a single-use link valid 60 minutes. */
export async function requestPasswordReset(ctx: AppContext, emailInput: string) {
  const user = await usersRepo.findUserByEmail(ctx.db, emailInput);
  if (!user || user.deletedAt || !user.isActive) return;
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

export async function resetPassword(ctx: AppContext, token: string, newPassword: string, meta: RequestMeta) {
  const found = await repo.findUsableResetToken(ctx.db, hashToken(token));
  if (!found) throw new AppError('BAD_REQUEST', 'This password reset link is invalid or has expired.');
  assertNotCommon(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await repo.markResetTokensUsed(tx, found.userId);
    await usersRepo.updateUser(tx, found.userId, { passwordHash, requirePasswordChange: false });
    await endUserSessions(tx, found.userId);
    await recordAudit(tx, { actor: null, action: 'password_reset', entityType: 'user', entityId: found.userId, ip: meta.ip });
  });
}

export async function changePassword(ctx: AppContext, user: SessionUser, body: ChangePasswordBody, meta: RequestMeta) {
  const row = await usersRepo.findActiveUserById(ctx.db, user.id);
  if (!row || !(await verifyPassword(row.passwordHash, body.currentPassword))) {
    throw new AppError('VALIDATION_ERROR', 'Current password is incorrect', [{ field: 'currentPassword', message: 'Current password is incorrect' }]);
  }
  assertNotCommon(body.newPassword, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    await usersRepo.updateUser(tx, user.id, { passwordHash, requirePasswordChange: false });
    await endUserSessions(tx, user.id, user.sessionId);
    await repo.markResetTokensUsed(tx, user.id);
    await recordAudit(tx, { actor: user, action: 'password_changed', entityType: 'user', entityId: user.id, ip: meta.ip });
  });
}
