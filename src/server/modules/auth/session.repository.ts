import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export async function insertSession(
  db: DbOrTx,
  row: { id: string; userId: number; expiresAt: Date; ipAddress: string | null; userAgent: string | null },
) {
  await db.insert(sessions).values(row);
}

export async function findSessionWithUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  return row;
}

export async function touchSession(db: DbOrTx, id: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at, updatedAt: at }).where(eq(sessions.id, id));
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
