import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { withinLondonDays } from '../../lib/london-days.ts';

export async function insertAuditEntry(db: DbOrTx, row: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(row);
}

export type AuditTrailFilter = {
  entityType?: string | undefined;
  action?: string | undefined;
  userEmail?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

function auditWhere(f: AuditTrailFilter) {
  return and(
    f.entityType ? eq(auditLog.entityType, f.entityType) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.userEmail ? ilike(auditLog.userEmail, containsPattern(f.userEmail)) : undefined,
    withinLondonDays(auditLog.createdAt, f.from, f.to),
  );
}

export async function listAuditEntries(db: DbOrTx, filter: AuditTrailFilter, limit: number, offset: number) {
  return db
    .select()
    .from(auditLog)
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAuditEntries(db: DbOrTx, filter: AuditTrailFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(auditWhere(filter));
  return row?.n ?? 0;
}
