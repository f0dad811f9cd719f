import { and, desc, eq, getTableColumns } from 'drizzle-orm';
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

/** Newest first, with the submitting user's name and e-mail. */
export async function listFeedback(db: DbOrTx, filter: FeedbackFilter): Promise<FeedbackWithUser[]> {
  return db
    .select(withUser)
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(
      and(
        filter.status ? eq(feedback.status, filter.status) : undefined,
        filter.category ? eq(feedback.category, filter.category) : undefined,
        filter.priority ? eq(feedback.priority, filter.priority) : undefined,
      ),
    )
    .orderBy(desc(feedback.createdAt), desc(feedback.id));
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

export async function findFeedbackById(db: DbOrTx, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).limit(1);
  return row;
}

export async function updateFeedback(db: DbOrTx, id: number, values: { status?: string; adminNotes?: string | null }) {
  await db.update(feedback).set(values).where(eq(feedback.id, id));
}

export async function deleteFeedback(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(feedback).where(eq(feedback.id, id)).returning({ id: feedback.id });
  return rows.length > 0;
}
