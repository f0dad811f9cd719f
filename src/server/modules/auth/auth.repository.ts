import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginAudits, passwordResetTokens } from '../../db/schema/index.ts';

export async function insertLoginAudit(db: DbOrTx, row: typeof loginAudits.$inferInsert) {
  await db.insert(loginAudits).values(row);
}

/**
 * The moment the oldest of the last `limit` failures in the window was made, when there are
 * at least `limit` of them; the caller is throttled until that moment plus the window.
 */
export async function nthRecentFailure(
  db: DbOrTx,
  by: { email: string } | { ip: string },
  since: Date,
  limit: number,
): Promise<Date | undefined> {
  const who = 'email' in by ? sql`lower(${loginAudits.email}) = ${by.email}` : eq(loginAudits.ipAddress, by.ip);
  const [row] = await db
    .select({ at: loginAudits.loginAt })
    .from(loginAudits)
    .where(and(who, eq(loginAudits.loginStatus, 'failed'), gt(loginAudits.loginAt, since)))
    .orderBy(desc(loginAudits.loginAt))
    .offset(limit - 1)
    .limit(1);
  return row?.at;
}

export async function insertResetToken(db: DbOrTx, row: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(row);
}

export async function findUsableResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())),
    )
    .limit(1);
  return row;
}

export async function markResetTokensUsed(db: DbOrTx, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
