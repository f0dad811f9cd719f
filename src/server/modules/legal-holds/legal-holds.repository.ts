import { and, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { LegalHoldEntityType } from '../../../shared/domain/legal-holds.ts';
import type { DbOrTx } from '../../db/client.ts';
import { legalHolds } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export type LegalHoldRow = typeof legalHolds.$inferSelect;
type Target = { entityType: LegalHoldEntityType; entityId: number };

const active = (target: Target) =>
  and(
    eq(legalHolds.entityType, target.entityType),
    eq(legalHolds.entityId, target.entityId),
    isNull(legalHolds.liftedAt),
  );

/** The record's active hold, if any (legal_holds_active_unique: at most one). */
export async function findActiveHold(db: DbOrTx, target: Target): Promise<LegalHoldRow | undefined> {
  const [row] = await db.select().from(legalHolds).where(active(target)).limit(1);
  return row;
}

/** Places a hold; 'held' when the record already has an active one (the partial unique index decides). */
export async function insertHold(
  db: DbOrTx,
  values: Target & { reason: string; until: string | null; setBy: number; setAt: Date },
): Promise<LegalHoldRow | 'held'> {
  try {
    const [row] = await db.insert(legalHolds).values(values).returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'legal_holds_active_unique')) return 'held';
    throw error;
  }
}

/** Lifts the record's hold in force on `today`; undefined when there is none (or it has ended by its date). */
export async function liftHold(
  db: DbOrTx,
  target: Target,
  liftedBy: number,
  liftedAt: Date,
  today: string,
): Promise<LegalHoldRow | undefined> {
  const [row] = await db
    .update(legalHolds)
    .set({ liftedBy, liftedAt })
    .where(and(active(target), or(isNull(legalHolds.until), gte(legalHolds.until, today))))
    .returning();
  return row;
}

/**
 * Closes the record's hold whose end date passed before `today` (it lifted by itself: lifted_at set,
 * lifted_by null), so a new hold can take its place under the one-active-hold index.
 */
export async function closeEndedHold(db: DbOrTx, target: Target, at: Date, today: string): Promise<void> {
  await db
    .update(legalHolds)
    .set({ liftedAt: at })
    .where(and(active(target), lt(legalHolds.until, today)));
}
