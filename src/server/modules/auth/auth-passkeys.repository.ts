import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passkeys, webauthnChallenges } from '../../db/schema/index.ts';

/** Passkeys and their challenges (docs/domain.md, "Multi-factor sign-in", Passkeys): SQL only, the rules are in auth-passkeys.service.ts. */

export type ChallengePurpose = 'registration' | 'authentication';

/** Keeps the session's challenge for a ceremony under way, replacing any earlier one of the session. */
export async function putChallenge(
  db: DbOrTx,
  row: { sessionId: string; purpose: ChallengePurpose; challenge: string; expiresAt: Date },
) {
  await db
    .insert(webauthnChallenges)
    .values(row)
    .onConflictDoUpdate({
      target: webauthnChallenges.sessionId,
      set: { purpose: row.purpose, challenge: row.challenge, expiresAt: row.expiresAt },
    });
}

/**
 * Takes the session's challenge for this purpose, if it is still live: one DELETE ... RETURNING, so
 * a challenge is used once even by parallel answers; undefined when there is none (or it expired).
 */
export async function takeChallenge(
  db: DbOrTx,
  sessionId: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.sessionId, sessionId),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return row?.challenge;
}

const summaryColumns = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

/** The user's passkeys as they are listed: no key. */
export function listPasskeys(db: DbOrTx, userId: number) {
  return db.select(summaryColumns).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

/** The user's credentials as the ceremonies need them (ids, transports; keys and counters to verify). */
export function credentialsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: passkeys.id,
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.id));
}

/** A new passkey; undefined when its credential id is already registered (the unique index decides). */
export async function insertPasskey(db: DbOrTx, row: typeof passkeys.$inferInsert) {
  const [inserted] = await db.insert(passkeys).values(row).onConflictDoNothing().returning(summaryColumns);
  return inserted;
}

/** Removes one of the user's own passkeys: false when it is not theirs or not there. */
export async function deletePasskey(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/**
 * Stores the counter a verified assertion carried and when it was used, only if the counter is
 * still the one the assertion was checked against: of two parallel uses one stores it.
 */
export async function recordUse(db: DbOrTx, id: number, seenCounter: number, newCounter: number, at: Date) {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: at })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, seenCounter)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}
