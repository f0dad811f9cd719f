import { and, asc, count, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { subjectAccessRequests as sar, users, workers } from '../../db/schema/index.ts';

export type SarRow = typeof sar.$inferSelect;
export type SarListed = SarRow & { workerName: string | null; handledByName: string | null };

const handler = alias(users, 'handler');
const workerName = sql<string | null>`nullif(trim(concat_ws(' ', ${workers.firstName}, ${workers.lastName})), '')`;
const handledByName = sql<string | null>`nullif(trim(concat_ws(' ', ${handler.firstName}, ${handler.lastName})), '')`;

export async function insertRequest(db: DbOrTx, values: typeof sar.$inferInsert): Promise<SarRow> {
  const [row] = await db.insert(sar).values(values).returning();
  return row!;
}

const statusCondition = (status: string | undefined): SQL | undefined => (status ? eq(sar.status, status) : undefined);

export async function countRequests(db: DbOrTx, status: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sar).where(statusCondition(status));
  return row?.n ?? 0;
}

/**
 * A page of the register, the latest due date first (subject_access_requests_due_idx, or
 * _status_due_idx with a status): a register of a few requests a year, read by offset
 * (docs/domain.md, "Paged lists": small lists).
 */
export async function listRequests(
  db: DbOrTx,
  options: { status: string | undefined; limit: number; offset: number },
): Promise<SarListed[]> {
  const rows = await db
    .select({ request: sar, workerName, handledByName })
    .from(sar)
    .leftJoin(workers, eq(workers.id, sar.workerId))
    .leftJoin(handler, eq(handler.id, sar.handledBy))
    .where(statusCondition(options.status))
    .orderBy(desc(sar.dueDate), desc(sar.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((r) => ({ ...r.request, workerName: r.workerName, handledByName: r.handledByName }));
}

export async function findRequest(db: DbOrTx, id: number): Promise<SarListed | undefined> {
  const [row] = await db
    .select({ request: sar, workerName, handledByName })
    .from(sar)
    .leftJoin(workers, eq(workers.id, sar.workerId))
    .leftJoin(handler, eq(handler.id, sar.handledBy))
    .where(eq(sar.id, id))
    .limit(1);
  return row && { ...row.request, workerName: row.workerName, handledByName: row.handledByName };
}

/** Extends an open request not yet extended (the condition holds the once-only rule against a second at once). */
export async function extendRequest(
  db: DbOrTx,
  id: number,
  values: { dueDate: string; extensionReason: string; extendedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(sar)
    .set(values)
    .where(and(eq(sar.id, id), eq(sar.status, 'open'), isNull(sar.extendedAt)))
    .returning({ id: sar.id });
  return rows.length > 0;
}

/** Completes an open request (conditional: a second completion at once finds it completed). */
export async function completeRequest(
  db: DbOrTx,
  id: number,
  values: { handledBy: number; completedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(sar)
    .set({ ...values, status: 'completed' })
    .where(and(eq(sar.id, id), eq(sar.status, 'open')))
    .returning({ id: sar.id });
  return rows.length > 0;
}

export async function setHandler(db: DbOrTx, id: number, handledBy: number): Promise<void> {
  await db.update(sar).set({ handledBy }).where(eq(sar.id, id));
}

/** Whether a user exists (and is not deleted) to be named as the handler. */
export async function userExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return !!row;
}

/** An open request with a reminder step on `today`: its due date, and its worker's name (null once removed). */
export type SarDue = { id: number; dueDate: string; workerName: string | null };

/**
 * The open requests due in 7 or 1 days, or overdue, on `today` (docs/domain.md, "Notifications"): a
 * register of a few requests a year, read whole.
 */
export async function listRemindersDue(db: DbOrTx, today: string): Promise<SarDue[]> {
  return db
    .select({ id: sar.id, dueDate: sar.dueDate, workerName })
    .from(sar)
    .leftJoin(workers, eq(workers.id, sar.workerId))
    .where(
      and(
        eq(sar.status, 'open'),
        sql`(${sar.dueDate} < ${today}::date or (${sar.dueDate} - ${today}::date) in (7, 1))`,
      ),
    )
    .orderBy(sar.id);
}

/** Open requests due on or before `until` (overdue ones included), soonest first, a page and the total (My Work). */
export async function pageOpenDueBy(db: DbOrTx, options: { until: string; limit: number; offset: number }) {
  const where = and(eq(sar.status, 'open'), lte(sar.dueDate, options.until));
  const [total] = await db.select({ n: count() }).from(sar).where(where);
  const rows = await db
    .select({ id: sar.id, dueDate: sar.dueDate, workerName })
    .from(sar)
    .leftJoin(workers, eq(workers.id, sar.workerId))
    .where(where)
    .orderBy(asc(sar.dueDate), asc(sar.id))
    .limit(options.limit)
    .offset(options.offset);
  return { rows, total: total?.n ?? 0 };
}
