// The sessions of signed-in users (docs/decisions/0004-server-side-sessions.md): auth opens them, users and auth end them,
// and the session plugin (plugins/session.ts) resolves the cookie through resolveSession.
import crypto from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  isMfaStage,
  MFA_PENDING_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  type MfaStage,
  type SessionUser,
} from '../../lib/session-user.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import * as repo from './sessions.repository.ts';

/** lastSeenAt is written at most once a minute, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A new random token (256 bits) on every login; only its hash is stored. A session opened by the
 * password alone for a user who must give a second factor carries its stage and lasts 15 minutes
 * (docs/domain.md, "Multi-factor sign-in"). A fully signed-in session starts fresh (freshAt now).
 */
export async function createSession(db: DbOrTx, userId: number, meta: RequestMeta, mfaStage: MfaStage | null = null) {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  await repo.insertSession(db, {
    id: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + (mfaStage ? MFA_PENDING_MS : SESSION_ABSOLUTE_MS)),
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    mfaStage,
    freshAt: mfaStage ? null : now,
  });
  return token;
}

/**
 * The second factor given: the pending session ends and a new one (a new token) is fully signed
 * in, so a token seen before the second factor opens nothing after it. Undefined when the pending
 * session had already ended or moved on (a parallel call finished it).
 */
export async function completeSession(
  db: DbOrTx,
  user: Pick<SessionUser, 'id' | 'sessionId'>,
  mfaStage: MfaStage,
  meta: RequestMeta,
): Promise<string | undefined> {
  if (!(await repo.deletePendingSession(db, user.sessionId, mfaStage))) return undefined;
  return createSession(db, user.id, meta);
}

type SessionWithUser = NonNullable<Awaited<ReturnType<typeof repo.findSessionWithUser>>>;

/** A session stands while it is within its absolute and idle limits and its user is active and not deleted. */
function stands(row: SessionWithUser, now: number): boolean {
  const expired = row.session.expiresAt.getTime() <= now || row.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now;
  const knownStage = row.session.mfaStage === null || isMfaStage(row.session.mfaStage);
  return !expired && knownStage && !row.user.deletedAt && row.user.isActive;
}

export async function resolveSession(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const row = await repo.findSessionWithUser(db, id);
  if (!row) return null;
  const now = Date.now();
  if (!stands(row, now)) {
    await repo.deleteSession(db, id);
    return null;
  }
  if (now - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touchSession(db, id, new Date(now));
  const { passwordHash: _omit, ...user } = row.user;
  return {
    ...user,
    sessionId: id,
    mfaStage: row.session.mfaStage as MfaStage | null,
    freshAt: row.session.freshAt,
  };
}

/**
 * Whether a session (by its stored id) still stands, for a connection that outlives its request (the
 * notification stream): false once it was signed out on any instance, expired, or its user deactivated.
 */
export async function sessionStands(db: Db, sessionId: string): Promise<boolean> {
  const row = await repo.findSessionWithUser(db, sessionId);
  return !!row && stands(row, Date.now());
}

/** Re-authentication given (docs/domain.md, "Multi-factor sign-in": fresh sign-in): this session only is fresh from `at`. */
export const markSessionFresh = (db: DbOrTx, sessionId: string, at: Date) => repo.markSessionFresh(db, sessionId, at);

export const endSession = (db: DbOrTx, sessionId: string) => repo.deleteSession(db, sessionId);
export const endUserSessions = (db: DbOrTx, userId: number, exceptSessionId?: string) =>
  repo.deleteUserSessions(db, userId, exceptSessionId);

/**
 * The nightly sweep (job expired-sessions, docs/operations.md "Background jobs"): sessions that
 * resolveSession would refuse (absolute or idle expiry) are removed; signing in again is unaffected.
 */
export async function removeExpiredSessions(db: DbOrTx, now: Date): Promise<{ removedSessions: number }> {
  const removed = await repo.deleteExpiredSessions(db, now, new Date(now.getTime() - SESSION_IDLE_MS));
  return { removedSessions: removed };
}
