import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tickets, workerCommunicationLogs } from '../../db/schema/index.ts';

export type CommunicationLogRow = typeof workerCommunicationLogs.$inferSelect;
/** A log with the number of the ticket it raised, if any. */
export type ListedLogRow = CommunicationLogRow & { ticketNumber: string | null };

export async function insertLog(
  db: DbOrTx,
  values: typeof workerCommunicationLogs.$inferInsert,
): Promise<CommunicationLogRow> {
  const [row] = await db.insert(workerCommunicationLogs).values(values).returning();
  return row!;
}

/** A worker's logs, newest first (worker_communication_logs_worker_idx), each with its ticket's number. */
export async function listLogsOfWorker(db: DbOrTx, workerId: number): Promise<ListedLogRow[]> {
  const rows = await db
    .select({ log: workerCommunicationLogs, ticketNumber: tickets.ticketNumber })
    .from(workerCommunicationLogs)
    .leftJoin(tickets, eq(tickets.id, workerCommunicationLogs.ticketId))
    .where(eq(workerCommunicationLogs.workerId, workerId))
    .orderBy(desc(workerCommunicationLogs.createdAt), desc(workerCommunicationLogs.id));
  return rows.map(({ log, ticketNumber }) => ({ ...log, ticketNumber }));
}

export async function findLog(db: DbOrTx, id: number): Promise<CommunicationLogRow | undefined> {
  const [row] = await db.select().from(workerCommunicationLogs).where(eq(workerCommunicationLogs.id, id)).limit(1);
  return row;
}

export async function deleteLog(db: DbOrTx, id: number): Promise<CommunicationLogRow | undefined> {
  const [row] = await db.delete(workerCommunicationLogs).where(eq(workerCommunicationLogs.id, id)).returning();
  return row;
}
