import { and, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reportHistory } from '../../db/schema/index.ts';

export type ReportHistoryRow = typeof reportHistory.$inferSelect;
export type NewReportHistory = typeof reportHistory.$inferInsert;

/** The namespace of the per-user report locks (pg_advisory_xact_lock's first key); the user id is the second. */
const REPORT_KEEP_LOCK = 24_014;

/**
 * The entry, unless the same user already has one of the same report (type, format, filters, scope)
 * written at or after `repeatSince` (docs/domain.md "Reports", a report asked twice): answers whether
 * it was written. The check and the insert run under the user's advisory lock, so two requests
 * finishing together cannot both miss each other.
 */
export async function insertUnlessRepeated(db: DbOrTx, values: NewReportHistory, repeatSince: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REPORT_KEEP_LOCK}, ${values.generatedBy ?? 0})`);
    const [repeat] = await tx
      .select({ id: reportHistory.id })
      .from(reportHistory)
      .where(
        and(
          values.generatedBy === null || values.generatedBy === undefined
            ? sql`false`
            : eq(reportHistory.generatedBy, values.generatedBy),
          gte(reportHistory.createdAt, repeatSince),
          eq(reportHistory.type, values.type),
          eq(reportHistory.format, values.format),
          sql`${reportHistory.filters} = ${JSON.stringify(values.filters)}::jsonb`,
          sql`${reportHistory.scopeAgencyId} is not distinct from ${values.scopeAgencyId ?? null}::int`,
        ),
      )
      .limit(1);
    if (repeat) return false;
    await tx.insert(reportHistory).values(values);
    return true;
  });
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

/**
 * Kept reports that may list a worker of `agencyId`: every type but the agencies report, made by
 * staff (every agency) or by a client user of that agency.
 */
const covering = (agencyId: number | null) =>
  and(
    sql`${reportHistory.type} <> 'agencies'`,
    sql`(${reportHistory.scopeAgencyId} is null or ${reportHistory.scopeAgencyId} = ${agencyId ?? 0})`,
  );

export async function countReportsCovering(db: DbOrTx, agencyId: number | null): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reportHistory).where(covering(agencyId));
  return row?.total ?? 0;
}

/** Removes those reports' entries; their stored file names. */
export async function deleteReportsCovering(db: DbOrTx, agencyId: number | null): Promise<string[]> {
  const rows = await db
    .delete(reportHistory)
    .where(covering(agencyId))
    .returning({ storedFileName: reportHistory.storedFileName });
  return rows.map((r) => r.storedFileName);
}
