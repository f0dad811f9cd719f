import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, loginAudits, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/db-errors.ts';

/**
 * Inclusive YYYY-MM-DD filters as Europe/London days (DECISIONS section 4), written as bounds on
 * the timestamp so the index on it is used: from local midnight to the next local midnight.
 */
function withinLondonDays(column: PgColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(column, sql`(${from}::date::timestamp at time zone 'Europe/London')`) : undefined,
    to ? lt(column, sql`((${to}::date + 1)::timestamp at time zone 'Europe/London')`) : undefined,
  );
}

export type LoginAuditFilter = { email?: string | undefined; status?: string | undefined; fromDate?: string | undefined; toDate?: string | undefined };

function loginAuditWhere(f: LoginAuditFilter) {
  return and(
    f.email ? ilike(loginAudits.email, containsPattern(f.email)) : undefined,
    f.status ? eq(loginAudits.loginStatus, f.status) : undefined,
    withinLondonDays(loginAudits.loginAt, f.fromDate, f.toDate),
  );
}

/** Newest first; names joined from users, null when the e-mail matched no user. */
export async function listLoginAudits(db: DbOrTx, filter: LoginAuditFilter, limit: number, offset: number) {
  return db
    .select({
      id: loginAudits.id,
      loginAt: loginAudits.loginAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: loginAudits.email,
      loginStatus: loginAudits.loginStatus,
      failureReason: loginAudits.failureReason,
      ipAddress: loginAudits.ipAddress,
    })
    .from(loginAudits)
    .leftJoin(users, eq(users.id, loginAudits.userId))
    .where(loginAuditWhere(filter))
    .orderBy(desc(loginAudits.loginAt), desc(loginAudits.id))
    .limit(limit)
    .offset(offset);
}

export async function countLoginAudits(db: DbOrTx, filter: LoginAuditFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(loginAudits).where(loginAuditWhere(filter));
  return row?.n ?? 0;
}

/** unique_users counts distinct known accounts (attempts for unknown e-mails have no user). */
export async function loginAuditStats(db: DbOrTx) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      successful: sql<number>`(count(*) filter (where ${loginAudits.loginStatus} = 'success'))::int`,
      failed: sql<number>`(count(*) filter (where ${loginAudits.loginStatus} = 'failed'))::int`,
      uniqueUsers: sql<number>`count(distinct ${loginAudits.userId})::int`,
      last24h: sql<number>`(count(*) filter (where ${loginAudits.loginAt} > now() - interval '24 hours'))::int`,
      last7d: sql<number>`(count(*) filter (where ${loginAudits.loginAt} > now() - interval '7 days'))::int`,
    })
    .from(loginAudits);
  return row ?? { total: 0, successful: 0, failed: 0, uniqueUsers: 0, last24h: 0, last7d: 0 };
}

export type AuditTrailFilter = { entityType?: string | undefined; action?: string | undefined; userEmail?: string | undefined; from?: string | undefined; to?: string | undefined };

function auditWhere(f: AuditTrailFilter) {
  return and(
    f.entityType ? eq(auditLog.entityType, f.entityType) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.userEmail ? ilike(auditLog.userEmail, containsPattern(f.userEmail)) : undefined,
    withinLondonDays(auditLog.createdAt, f.from, f.to),
  );
}

export async function listAuditEntries(db: DbOrTx, filter: AuditTrailFilter, limit: number, offset: number) {
  return db.select().from(auditLog).where(auditWhere(filter)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset);
}

export async function countAuditEntries(db: DbOrTx, filter: AuditTrailFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(auditWhere(filter));
  return row?.n ?? 0;
}
