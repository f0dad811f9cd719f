import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agencyAccessLogs, agencyComments, agencyCommunicationLogs, tickets, workers } from '../../db/schema/index.ts';
import { liveWorker } from '../../lib/live-workers.ts';

/** Comments, communication logs and access logs of an agency: each list newest first, a page at a time. */

export type CommentRow = typeof agencyComments.$inferSelect & { workerName: string | null };

const commentColumns = {
  id: agencyComments.id,
  agencyId: agencyComments.agencyId,
  workerId: agencyComments.workerId,
  content: agencyComments.content,
  tag: agencyComments.tag,
  createdBy: agencyComments.createdBy,
  createdByName: agencyComments.createdByName,
  createdAt: agencyComments.createdAt,
  updatedAt: agencyComments.updatedAt,
  workerName: sql<
    string | null
  >`case when ${workers.id} is null then null else ${workers.firstName} || ' ' || ${workers.lastName} end`,
};

export function listComments(db: DbOrTx, agencyId: number, limit: number, offset: number): Promise<CommentRow[]> {
  return db
    .select(commentColumns)
    .from(agencyComments)
    .leftJoin(workers, and(eq(workers.id, agencyComments.workerId), liveWorker()))
    .where(eq(agencyComments.agencyId, agencyId))
    .orderBy(desc(agencyComments.createdAt), desc(agencyComments.id))
    .limit(limit)
    .offset(offset);
}

export async function countComments(db: DbOrTx, agencyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(agencyComments).where(eq(agencyComments.agencyId, agencyId));
  return row?.n ?? 0;
}

export async function insertComment(db: DbOrTx, values: typeof agencyComments.$inferInsert) {
  const [row] = await db.insert(agencyComments).values(values).returning();
  return row!;
}

export type LogRow = typeof agencyCommunicationLogs.$inferSelect & { ticketNumber: string | null };

const since = (from: Date | null) => (from ? gte(agencyCommunicationLogs.createdAt, from) : undefined);

export function listLogs(
  db: DbOrTx,
  agencyId: number,
  from: Date | null,
  page?: { limit: number; offset: number },
): Promise<LogRow[]> {
  const query = db
    .select({ log: agencyCommunicationLogs, ticketNumber: tickets.ticketNumber })
    .from(agencyCommunicationLogs)
    .leftJoin(tickets, eq(tickets.id, agencyCommunicationLogs.ticketId))
    .where(and(eq(agencyCommunicationLogs.agencyId, agencyId), since(from)))
    .orderBy(desc(agencyCommunicationLogs.createdAt), desc(agencyCommunicationLogs.id));
  const rows = page ? query.limit(page.limit).offset(page.offset) : query;
  return rows.then((list) => list.map((r) => ({ ...r.log, ticketNumber: r.ticketNumber })));
}

export async function countLogs(db: DbOrTx, agencyId: number, from: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(agencyCommunicationLogs)
    .where(and(eq(agencyCommunicationLogs.agencyId, agencyId), since(from)));
  return row?.n ?? 0;
}

export async function insertLog(db: DbOrTx, values: typeof agencyCommunicationLogs.$inferInsert) {
  const [row] = await db.insert(agencyCommunicationLogs).values(values).returning();
  return row!;
}

export async function deleteLog(db: DbOrTx, agencyId: number, id: number) {
  const [row] = await db
    .delete(agencyCommunicationLogs)
    .where(and(eq(agencyCommunicationLogs.agencyId, agencyId), eq(agencyCommunicationLogs.id, id)))
    .returning();
  return row;
}

export async function insertAccessLog(db: DbOrTx, values: typeof agencyAccessLogs.$inferInsert): Promise<void> {
  await db.insert(agencyAccessLogs).values(values);
}

export function listAccessLogs(db: DbOrTx, agencyId: number, limit: number) {
  return db
    .select()
    .from(agencyAccessLogs)
    .where(eq(agencyAccessLogs.agencyId, agencyId))
    .orderBy(desc(agencyAccessLogs.accessedAt), desc(agencyAccessLogs.id))
    .limit(limit);
}
