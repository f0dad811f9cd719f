import { and, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reportHistory } from '../../db/schema/index.ts';

export type ReportHistoryRow = typeof reportHistory.$inferSelect;
export type NewReportHistory = typeof reportHistory.$inferInsert;

export async function insertReportHistory(db: DbOrTx, values: NewReportHistory): Promise<ReportHistoryRow> {
  const [row] = await db.insert(reportHistory).values(values).returning();
  return row!;
}

/** Whose entries a list holds: one user's, or everyone's (null). */
const ownedBy = (userId: number | null) => (userId === null ? undefined : eq(reportHistory.generatedBy, userId));

/** A page, newest first, from (generated_by, created_at desc, id desc) or (created_at desc, id desc). */
export async function listReportHistory(
  db: DbOrTx,
  options: { userId: number | null; now: Date; limit: number; offset: number },
): Promise<ReportHistoryRow[]> {
  return db
    .select()
    .from(reportHistory)
    .where(and(ownedBy(options.userId), gt(reportHistory.expiresAt, options.now)))
    .orderBy(desc(reportHistory.createdAt), desc(reportHistory.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countReportHistory(db: DbOrTx, options: { userId: number | null; now: Date }): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(reportHistory)
    .where(and(ownedBy(options.userId), gt(reportHistory.expiresAt, options.now)));
  return row?.total ?? 0;
}

export async function findReportHistory(db: DbOrTx, id: number): Promise<ReportHistoryRow | undefined> {
  const [row] = await db.select().from(reportHistory).where(eq(reportHistory.id, id));
  return row;
}

/** Removes up to `limit` entries expired before `now`; answers their stored file names. */
export async function deleteExpiredReportHistory(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const expired = db
    .select({ id: reportHistory.id })
    .from(reportHistory)
    .where(lt(reportHistory.expiresAt, now))
    .limit(limit);
  const rows = await db
    .delete(reportHistory)
    .where(inArray(reportHistory.id, expired))
    .returning({ storedFileName: reportHistory.storedFileName });
  return rows.map((r) => r.storedFileName);
}
