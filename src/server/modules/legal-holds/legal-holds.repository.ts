import { and, eq, isNull } from 'drizzle-orm';
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

/** Lifts the record's active hold; undefined when there is none. */
export async function liftHold(
  db: DbOrTx,
  target: Target,
  liftedBy: number,
  liftedAt: Date,
): Promise<LegalHoldRow | undefined> {
  const [row] = await db.update(legalHolds).set({ liftedBy, liftedAt }).where(active(target)).returning();
  return row;
}
