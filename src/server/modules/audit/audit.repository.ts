import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { auditLog } from '../../db/schema/index.ts';
import { withinLondonDays } from '../../lib/london-days.ts';

/** The trail's filters with the actor resolved (audit-trail.service): an account id, else a lower-cased e-mail. */
export type AuditTrailFilter = {
  userId?: number | undefined;
  userEmail?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * A place in the trail's order (created_at desc, id desc): an entry's creation time as exact text
 * (microseconds, which a JavaScript Date would lose) and its id.
 */
export type TrailPosition = { createdAt: string; id: number };

/**
 * Every filter is an equality or the date range, so each query is a range of one index of
 * drizzle/0022 (an actor, a type, a type and id, an action, or a pair of those, then created_at
 * desc, id desc), with at most one further filter checked on the rows it reads.
 */
function filterCondition(f: AuditTrailFilter): SQL | undefined {
  return and(
    f.userId !== undefined ? eq(auditLog.userId, f.userId) : undefined,
    f.userEmail ? sql`lower(${auditLog.userEmail}) = ${f.userEmail}` : undefined,
    f.entityType ? eq(auditLog.entityType, f.entityType) : undefined,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    withinLondonDays(auditLog.createdAt, f.from, f.to),
  );
}

/** Entries older (before) or newer (after) than a position: a row comparison the indexes answer as a range. */
const beyond = (position: TrailPosition, side: 'older' | 'newer') =>
  side === 'older'
    ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${position.createdAt}::timestamptz, ${position.id}::int)`
    : sql`(${auditLog.createdAt}, ${auditLog.id}) > (${position.createdAt}::timestamptz, ${position.id}::int)`;

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];
const oldestFirst = [asc(auditLog.createdAt), asc(auditLog.id)];

/** An entry's place in the order, or undefined for an id that names no entry. */
export async function findTrailPosition(db: DbOrTx, id: number): Promise<TrailPosition | undefined> {
  const [row] = await db
    .select({ createdAt: sql<string>`${auditLog.createdAt}::text`, id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.id, id));
  return row;
}

/** What a page shows of an entry, and its place in the order (for the next page's cursor). */
const pageColumns = {
  id: auditLog.id,
  userId: auditLog.userId,
  userEmail: auditLog.userEmail,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  changes: auditLog.changes,
  ipAddress: auditLog.ipAddress,
  createdAt: auditLog.createdAt,
  position: sql<string>`${auditLog.createdAt}::text`,
};
export type AuditRow = Omit<typeof auditLog.$inferSelect, 'updatedAt'> & { position: string };

/**
 * Up to `limit` entries under the filter, from a place: newest first from the start (skipping
 * `offset` entries, read from the index alone), newest first older than `older`, or oldest first
 * newer than `newer` (the caller turns those round). The page's ids come from the index first,
 * then only their rows are read.
 */
export async function listAuditEntries(
  db: DbOrTx,
  filter: AuditTrailFilter,
  page: { limit: number; offset?: number; older?: TrailPosition; newer?: TrailPosition },
): Promise<AuditRow[]> {
  const order = page.newer ? oldestFirst : newestFirst;
  const pageIds = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        filterCondition(filter),
        page.older ? beyond(page.older, 'older') : undefined,
        page.newer ? beyond(page.newer, 'newer') : undefined,
      ),
    )
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .as('page_ids');
  return db
    .select(pageColumns)
    .from(auditLog)
    .innerJoin(pageIds, eq(auditLog.id, pageIds.id))
    .orderBy(...order);
}

/** Whether any entry under the filter lies older or newer than a place: one index probe. */
export async function hasEntriesBeyond(
  db: DbOrTx,
  filter: AuditTrailFilter,
  position: TrailPosition,
  side: 'older' | 'newer',
): Promise<boolean> {
  const rows = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(filterCondition(filter), beyond(position, side)))
    .limit(1);
  return rows.length > 0;
}

/**
 * How many entries match, counting no further than `cap` + 1: an index range of at most that
 * many entries, whatever the table holds. Past the cap the caller asks for an estimate.
 */
export async function countAuditEntriesUpTo(db: DbOrTx, filter: AuditTrailFilter, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(filterCondition(filter))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return row?.n ?? 0;
}

/** The planner's estimate of the matching entries (EXPLAIN, nothing is read): for totals past the cap. */
export async function estimateAuditEntries(db: DbOrTx, filter: AuditTrailFilter): Promise<number> {
  const where = filterCondition(filter);
  const result = await db.execute(
    sql`explain (format json) select 1 from ${auditLog} ${where ? sql`where ${where}` : sql``}`,
  );
  const [row] = rowsOf<Record<string, unknown>>(result);
  const plan = row ? Object.values(row)[0] : undefined;
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/** One row of the CSV: the instant as UK time and as UTC, the rest as stored. */
export type ExportedAuditRow = {
  id: number;
  whenUk: string;
  whenUtc: string;
  userId: number | null;
  userEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  changes: unknown;
  ipAddress: string | null;
  position: string;
};

/**
 * Every entry under the filter, newest first, `batchSize` at a time: each batch one short keyset
 * query (older than the last row sent), so the rows never sit in memory together and other
 * requests get the database between batches. Stopping the iteration stops the reading.
 */
export async function* readAuditEntries(
  db: DbOrTx,
  filter: AuditTrailFilter,
  batchSize: number,
): AsyncGenerator<ExportedAuditRow[]> {
  let older: TrailPosition | undefined;
  for (;;) {
    const batch: ExportedAuditRow[] = await db
      .select({
        id: auditLog.id,
        whenUk: sql<string>`to_char(${auditLog.createdAt} at time zone 'Europe/London', 'DD/MM/YYYY HH24:MI:SS')`,
        whenUtc: sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        userId: auditLog.userId,
        userEmail: auditLog.userEmail,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        changes: auditLog.changes,
        ipAddress: auditLog.ipAddress,
        position: sql<string>`${auditLog.createdAt}::text`,
      })
      .from(auditLog)
      .where(and(filterCondition(filter), older ? beyond(older, 'older') : undefined))
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    const last = batch.at(-1)!;
    older = { createdAt: last.position, id: last.id };
  }
}
