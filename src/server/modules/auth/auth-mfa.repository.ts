import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mfaFactors, mfaRecoveryCodes, passkeys } from '../../db/schema/index.ts';

/** The second factor of docs/domain.md, "Multi-factor sign-in": SQL only, the rules are in auth-mfa.service.ts. */

export async function findFactor(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).limit(1);
  return row;
}

/**
 * Keeps a new secret for an enrolment under way, replacing an earlier one not yet proved; false
 * when the user's factor is already enabled (one statement: an enabled factor is never replaced).
 */
export async function putPendingSecret(db: DbOrTx, userId: number, secretEncrypted: string): Promise<boolean> {
  const rows = await db
    .insert(mfaFactors)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: mfaFactors.userId,
      set: { secretEncrypted, lastUsedStep: null },
      setWhere: isNull(mfaFactors.enabledAt),
    })
    .returning({ userId: mfaFactors.userId });
  return rows.length > 0;
}

/**
 * Enables the factor with the secret its first code was checked against, at that code's step: true
 * for one caller only, and only while that secret is still the one kept (not replaced meanwhile).
 */
export async function enableFactor(db: DbOrTx, userId: number, secretEncrypted: string, step: number, at: Date) {
  const rows = await db
    .update(mfaFactors)
    .set({ enabledAt: at, lastUsedStep: step })
    .where(
      and(eq(mfaFactors.userId, userId), isNull(mfaFactors.enabledAt), eq(mfaFactors.secretEncrypted, secretEncrypted)),
    )
    .returning({ userId: mfaFactors.userId });
  return rows.length > 0;
}

/**
 * Accepts a code's time step only if it is later than the last one accepted: one conditional
 * update, so a code is used once even by parallel calls (docs/domain.md, "Multi-factor sign-in").
 */
export async function acceptStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(mfaFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(mfaFactors.userId, userId),
        isNotNull(mfaFactors.enabledAt),
        or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: mfaFactors.userId });
  return rows.length > 0;
}

/** The user's recovery codes become these (hashes), any earlier ones gone. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: number, codeHashes: string[]) {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code: true once, for one caller, while it is unused. */
export async function useRecoveryCode(db: DbOrTx, userId: number, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Which second factors the user has (asked at every sign-in with the password): an enabled
 * authenticator app, any passkey (docs/domain.md, "Multi-factor sign-in"). One query.
 */
export async function enabledFactors(db: DbOrTx, userId: number): Promise<{ app: boolean; passkey: boolean }> {
  const [row] = await db
    .select({
      app: sql<boolean>`exists (select 1 from ${mfaFactors} where ${mfaFactors.userId} = ${userId} and ${mfaFactors.enabledAt} is not null)`,
      passkey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return { app: row?.app === true, passkey: row?.passkey === true };
}

/** Removes the user's authenticator app: false when there was none. */
export async function deleteFactor(db: DbOrTx, userId: number): Promise<boolean> {
  const gone = await db
    .delete(mfaFactors)
    .where(eq(mfaFactors.userId, userId))
    .returning({ userId: mfaFactors.userId });
  return gone.length > 0;
}

export async function deleteRecoveryCodes(db: DbOrTx, userId: number) {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
}

export async function deletePasskeysOf(db: DbOrTx, userId: number) {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}
