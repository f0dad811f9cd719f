import { and, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';

export async function insertSession(
  db: DbOrTx,
  row: {
    id: string;
    userId: number;
    expiresAt: Date;
    ipAddress: string | null;
    userAgent: string | null;
    mfaStage: string | null;
    freshAt: Date | null;
  },
) {
  await db.insert(sessions).values(row);
}

/** Runs on every signed-in request: prepared once per database (see db/prepared.ts). */
const sessionWithUser = preparedPerDatabase((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_with_user'),
);

export async function findSessionWithUser(db: Db, id: string) {
  const [row] = await sessionWithUser(db).execute({ id });
  return row;
}

export async function touchSession(db: DbOrTx, id: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

/**
 * Ends a session opened by the password alone, only while it is still at that stage: of two calls
 * finishing the same sign-in, one gets true (docs/domain.md, "Multi-factor sign-in").
 */
export async function deletePendingSession(db: DbOrTx, id: string, mfaStage: string): Promise<boolean> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.mfaStage, mfaStage)))
    .returning({ id: sessions.id });
  return gone.length > 0;
}

/**
 * Marks a fully signed-in session as freshly signed in (re-authentication); false when the session
 * is gone or still pending its second factor.
 */
export async function markSessionFresh(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ freshAt: at, updatedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.mfaStage)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function deleteSession(db: DbOrTx, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user, or every one but the caller's own. */
export async function deleteUserSessions(db: DbOrTx, userId: number, exceptId?: string) {
  await db
    .delete(sessions)
    .where(exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId));
}

/** Removes sessions past their absolute expiry or idle past the idle limit; answers how many went. */
export async function deleteExpiredSessions(db: DbOrTx, now: Date, idleSince: Date): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id });
  return gone.length;
}
