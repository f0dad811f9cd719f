import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginThrottles, passwordResetTokens } from '../../db/schema/index.ts';
import type { CountedAttempt } from './attempt-limits.ts';

/**
 * Counts one attempt against each key in one statement, starting a new window for a key whose
 * window has ended, and answers the counts after it. The upsert takes each row's lock, so parallel
 * attempts see each other's counts (issue 7: no read-then-write). Keys are written in sorted order
 * so two attempts never wait on each other's rows in opposite orders.
 */
export async function countAttempts(db: DbOrTx, keys: string[], windowMs: number): Promise<CountedAttempt[]> {
  const now = new Date();
  const windowEnded = sql`${loginThrottles.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
  return db
    .insert(loginThrottles)
    .values([...keys].sort().map((key) => ({ key, windowStartedAt: now, attempts: 1 })))
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        attempts: sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${loginThrottles.attempts} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${windowEnded} THEN excluded.window_started_at ELSE ${loginThrottles.windowStartedAt} END`,
      },
    })
    .returning({
      key: loginThrottles.key,
      attempts: loginThrottles.attempts,
      windowStartedAt: loginThrottles.windowStartedAt,
    });
}

/**
 * A successful sign-in gives its attempt back: the pair's count restarts, the wider ones drop by one.
 * One row a statement, in the keys' sorted order as countAttempts takes them: a statement over
 * several rows locks them in the order it finds them, and against a parallel attempt's upsert (sorted)
 * that can make a deadlock, which PostgreSQL breaks by failing one of the two.
 */
export async function releaseAttempts(db: DbOrTx, restart: string[], giveBack: string[]) {
  const restarting = new Set(restart);
  for (const key of [...restart, ...giveBack].sort()) {
    if (restarting.has(key)) await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
    else
      await db
        .update(loginThrottles)
        .set({ attempts: sql`greatest(${loginThrottles.attempts} - 1, 0)` })
        .where(eq(loginThrottles.key, key));
  }
}

/** Counters whose window ended before `before` say nothing any more. */
export async function deleteEndedAttemptWindows(db: DbOrTx, before: Date): Promise<number> {
  const removed = await db
    .delete(loginThrottles)
    .where(lt(loginThrottles.windowStartedAt, before))
    .returning({ key: loginThrottles.key });
  return removed.length;
}

/** Reset tokens past their expiry (used or not) open nothing any more. */
export async function deleteExpiredResetTokens(db: DbOrTx, now: Date): Promise<number> {
  const removed = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, now))
    .returning({ id: passwordResetTokens.id });
  return removed.length;
}

export async function insertResetToken(db: DbOrTx, row: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(row);
}

export async function findUsableResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Uses a reset token: one conditional update, so of two requests with the same token only one
 * gets the user id back (issue 7). Answers undefined for a used, expired or unknown token.
 */
export async function useResetToken(db: DbOrTx, tokenHash: string): Promise<number | undefined> {
  const now = new Date();
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export async function markResetTokensUsed(db: DbOrTx, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
