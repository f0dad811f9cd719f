import type { PageSlice } from '../../lib/page-slice.ts';
import { and, asc, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { feedback, users } from '../../db/schema/index.ts';

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackWithUser = FeedbackRow & {
  userFirstName: string | null;
  userLastName: string | null;
  userEmail: string | null;
};

const withUser = {
  ...getTableColumns(feedback),
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userEmail: users.email,
};

export async function insertFeedback(db: DbOrTx, values: typeof feedback.$inferInsert): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  return row!;
}

export type FeedbackFilter = {
  status?: string | undefined;
  category?: string | undefined;
  priority?: string | undefined;
};

const filterCondition = (filter: FeedbackFilter): SQL | undefined =>
  and(
    filter.status ? eq(feedback.status, filter.status) : undefined,
    filter.category ? eq(feedback.category, filter.category) : undefined,
    filter.priority ? eq(feedback.priority, filter.priority) : undefined,
  );

/** Newest first; the same order as every feedback index (created_at desc, id desc). */
const newestFirst = [desc(feedback.createdAt), desc(feedback.id)];

/**
 * One page, newest first, with the submitting user's name and e-mail. The page's ids are found
 * first (a range of the filter's index from its nearer end, pageSlice, skipping `offset` entries
 * without reading their rows), then
 * only those rows are read and joined: a deep page costs little more than the first.
 */
export async function listFeedback(db: DbOrTx, filter: FeedbackFilter, page: PageSlice): Promise<FeedbackWithUser[]> {
  const pageIds = db
    .select({ id: feedback.id })
    .from(feedback)
    .where(filterCondition(filter))
    .orderBy(...(page.fromEnd ? [asc(feedback.createdAt), asc(feedback.id)] : newestFirst))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  return db
    .select(withUser)
    .from(feedback)
    .innerJoin(pageIds, eq(feedback.id, pageIds.id))
    .leftJoin(users, eq(users.id, feedback.userId))
    .orderBy(...newestFirst);
}

export async function countFeedback(db: DbOrTx, filter: FeedbackFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(feedback).where(filterCondition(filter));
  return row?.total ?? 0;
}

export async function findFeedbackWithUser(db: DbOrTx, id: number): Promise<FeedbackWithUser | undefined> {
  const [row] = await db
    .select(withUser)
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id))
    .limit(1);
  return row;
}

/** The row, locked until the transaction ends, so two admins' changes are audited one after the other. */
export async function lockFeedback(db: DbOrTx, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).limit(1).for('update');
  return row;
}

export async function updateFeedback(db: DbOrTx, id: number, values: { status?: string; adminNotes?: string }) {
  await db.update(feedback).set(values).where(eq(feedback.id, id));
}

/** Removes it and answers what it was (for the audit entry), or undefined when there was none. */
export async function deleteFeedback(db: DbOrTx, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await db.delete(feedback).where(eq(feedback.id, id)).returning();
  return row;
}
