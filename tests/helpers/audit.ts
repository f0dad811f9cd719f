import { desc, gt, sql } from 'drizzle-orm';
import { auditLog } from '../../src/server/db/schema/index.ts';
import type { AuditTrailAnswer } from '../../src/shared/api/audit.ts';
import { call, type TestApp } from './app.ts';

export type AuditInsert = typeof auditLog.$inferInsert;

/**
 * Factory: audit entries written straight into the table (inserting is all it allows), so a test
 * can set the creation time, the actor and the entity. Defaults: an update of worker 1 by nobody.
 */
export async function insertAuditEntries(t: TestApp, rows: Partial<AuditInsert>[]) {
  if (rows.length === 0) return [];
  return t.ctx.db
    .insert(auditLog)
    .values(rows.map((row) => ({ action: 'update', entityType: 'worker', entityId: '1', ...row })))
    .returning();
}

/** The id of the newest entry now: entries written after it are what a call wrote. */
export async function lastAuditId(t: TestApp): Promise<number> {
  const [row] = await t.ctx.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}

/** The entries written after `afterId`, oldest first. */
export const auditEntriesAfter = (t: TestApp, afterId: number) =>
  t.ctx.db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(auditLog.id);

/** The ids of entries under a SQL condition, by the plain definition of the trail's order. */
export async function idsInTrailOrder(t: TestApp, condition = sql`true`): Promise<number[]> {
  const result: unknown = await t.ctx.db.execute(
    sql`select id from audit_log where ${condition} order by created_at desc, id desc`,
  );
  return (result as { rows: { id: number }[] }).rows.map((r) => r.id);
}

/** GET /api/admin/audit-trail with a query string, as the given session; the answer typed. */
export async function getTrail(t: TestApp, cookie: string, query = '') {
  const res = await call(t, 'GET', `/api/admin/audit-trail${query ? `?${query}` : ''}`, { cookie });
  return { res, body: res.statusCode === 200 ? res.json<AuditTrailAnswer>() : undefined };
}
