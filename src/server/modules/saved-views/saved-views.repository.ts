import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { savedViews } from '../../db/schema/index.ts';

export type SavedViewRow = typeof savedViews.$inferSelect;
export type NewSavedView = Pick<typeof savedViews.$inferInsert, 'ownerId' | 'list' | 'name' | 'query' | 'shared'>;
export type SavedViewChanges = Partial<Pick<NewSavedView, 'name' | 'query' | 'shared'>>;

/** A list's views a user may see: its own, then those shared with everyone, each by name. */
export async function listViews(db: DbOrTx, options: { ownerId: number; list: string }): Promise<SavedViewRow[]> {
  const own = eq(savedViews.ownerId, options.ownerId);
  return db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.list, options.list), or(own, eq(savedViews.shared, true))))
    .orderBy(desc(sql`(${own})`), asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
}

export async function findView(db: DbOrTx, id: number): Promise<SavedViewRow | undefined> {
  const [row] = await db.select().from(savedViews).where(eq(savedViews.id, id)).limit(1);
  return row;
}

/**
 * Holds the owner's views (or, with ownerId 0, the shared ones) until the transaction ends, so the
 * limits are counted and kept by one writer at a time: a transaction-scoped advisory lock.
 */
export async function lockViewsOf(db: DbOrTx, ownerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('saved_views'), ${ownerId})`);
}

export async function countOwnViews(db: DbOrTx, ownerId: number, list: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.ownerId, ownerId), eq(savedViews.list, list)));
  return row?.n ?? 0;
}

export async function countSharedViews(db: DbOrTx, list: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.list, list), eq(savedViews.shared, true)));
  return row?.n ?? 0;
}

export async function insertView(db: DbOrTx, values: NewSavedView): Promise<SavedViewRow> {
  const [row] = await db.insert(savedViews).values(values).returning();
  return row!;
}

/** Changes the view only if it is the owner's (a conditional update: no read-then-write). */
export async function updateOwnView(
  db: DbOrTx,
  id: number,
  ownerId: number,
  changes: SavedViewChanges,
): Promise<SavedViewRow | undefined> {
  const [row] = await db
    .update(savedViews)
    .set(changes)
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, ownerId)))
    .returning();
  return row;
}

export async function deleteOwnView(db: DbOrTx, id: number, ownerId: number): Promise<SavedViewRow | undefined> {
  const [row] = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, ownerId)))
    .returning();
  return row;
}
