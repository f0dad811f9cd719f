import crypto from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { users } from '../../db/schema/index.ts';
import * as repo from './session.repository.ts';

/** Session lifetimes (issue 2): 30 minutes idle, 10 hours absolute. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 10 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;
/**
 * Over HTTPS the cookie is __Host- prefixed: the browser then accepts it only Secure, for path /
 * and for this exact host, so a sibling subdomain cannot set or shadow it (issue 7).
 */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-crm_sid' : 'crm_sid');

type UserRow = typeof users.$inferSelect;
export type SessionUser = Omit<UserRow, 'passwordHash'> & { sessionId: string };

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new random token (256 bits) on every login; only its hash is stored. */
export async function createSession(db: DbOrTx, userId: number, meta: { ip: string | null; userAgent: string | null }) {
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function resolveSession(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const row = await repo.findSessionWithUser(db, id);
  if (!row) return null;
  const now = Date.now();
  const expired = row.session.expiresAt.getTime() <= now || row.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now;
  if (expired || row.user.deletedAt || !row.user.isActive) {
    await repo.deleteSession(db, id);
    return null;
  }
  if (now - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touchSession(db, id, new Date(now));
  const { passwordHash: _omit, ...user } = row.user;
  return { ...user, sessionId: id };
}

export const endSession = (db: DbOrTx, sessionId: string) => repo.deleteSession(db, sessionId);
export const endUserSessions = (db: DbOrTx, userId: number, exceptSessionId?: string) =>
  repo.deleteUserSessions(db, userId, exceptSessionId);
