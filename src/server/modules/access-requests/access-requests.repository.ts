import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accessRequests } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export type AccessRequestRow = typeof accessRequests.$inferSelect;

/** Inserts a pending request; undefined when one is already pending for that e-mail (unique index). */
export async function insertAccessRequest(
  db: DbOrTx,
  values: { firstName: string; lastName: string; email: string },
): Promise<AccessRequestRow | undefined> {
  try {
    const [row] = await db.insert(accessRequests).values(values).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'access_requests_pending_email_unique')) return undefined;
    throw error;
  }
}

export async function findPendingRequestByEmail(db: DbOrTx, email: string): Promise<AccessRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(accessRequests)
    .where(and(sql`lower(${accessRequests.email}) = ${email.toLowerCase()}`, eq(accessRequests.status, 'pending')))
    .limit(1);
  return row;
}

export async function findAccessRequestById(db: DbOrTx, id: number): Promise<AccessRequestRow | undefined> {
  const [row] = await db.select().from(accessRequests).where(eq(accessRequests.id, id)).limit(1);
  return row;
}

export async function listAccessRequests(db: DbOrTx): Promise<AccessRequestRow[]> {
  return db.select().from(accessRequests).orderBy(desc(accessRequests.createdAt), desc(accessRequests.id));
}

const completedBefore = (cutoff: Date) =>
  and(inArray(accessRequests.status, ['approved', 'rejected']), lt(accessRequests.processedAt, cutoff));

export async function listCompletedBefore(db: DbOrTx, cutoff: Date): Promise<AccessRequestRow[]> {
  return db
    .select()
    .from(accessRequests)
    .where(completedBefore(cutoff))
    .orderBy(desc(accessRequests.processedAt), desc(accessRequests.id));
}

export async function deleteCompletedBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db.delete(accessRequests).where(completedBefore(cutoff)).returning({ id: accessRequests.id });
  return rows.length;
}

/** Completes a request only while it is still pending; undefined when someone else got there first. */
export async function completePendingRequest(
  db: DbOrTx,
  id: number,
  values: Pick<
    typeof accessRequests.$inferInsert,
    'status' | 'processedBy' | 'rejectionReason' | 'requestedAccessLevel'
  >,
): Promise<AccessRequestRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(accessRequests)
    .set({ ...values, processedAt: now })
    .where(and(eq(accessRequests.id, id), eq(accessRequests.status, 'pending')))
    .returning();
  return row;
}

/** Pending requests, and requests approved today (Europe/London day, docs/domain.md). */
export async function countRequestStats(db: DbOrTx): Promise<{ pendingRequests: number; approvedToday: number }> {
  const [row] = await db
    .select({
      pendingRequests: sql<number>`(count(*) filter (where ${accessRequests.status} = 'pending'))::int`,
      approvedToday: sql<number>`(count(*) filter (where ${accessRequests.status} = 'approved'
        and (${accessRequests.processedAt} at time zone 'Europe/London')::date = (now() at time zone 'Europe/London')::date))::int`,
    })
    .from(accessRequests);
  return { pendingRequests: row?.pendingRequests ?? 0, approvedToday: row?.approvedToday ?? 0 };
}

/** Pending requests, oldest first (the longest waiting), a page and the total: access_requests_status_idx. */
export async function pagePending(db: DbOrTx, options: { limit: number; offset: number }) {
  const where = eq(accessRequests.status, 'pending');
  const [total] = await db.select({ n: count() }).from(accessRequests).where(where);
  const rows = await db
    .select()
    .from(accessRequests)
    .where(where)
    .orderBy(asc(accessRequests.createdAt), asc(accessRequests.id))
    .limit(options.limit)
    .offset(options.offset);
  return { rows, total: total?.n ?? 0 };
}
