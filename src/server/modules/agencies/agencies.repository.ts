import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agencies, workerTabCounts } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export type AgencyRow = typeof agencies.$inferSelect;

/** Inserts an agency; undefined when the name is taken (the unique index decides, not a pre-check). */
export async function insertAgency(db: DbOrTx, values: typeof agencies.$inferInsert): Promise<AgencyRow | undefined> {
  try {
    const [row] = await db.insert(agencies).values(values).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'agencies_name_unique')) return undefined;
    throw error;
  }
}

export async function findUnarchivedAgency(db: DbOrTx, id: number): Promise<AgencyRow | undefined> {
  const [row] = await db
    .select()
    .from(agencies)
    .where(and(eq(agencies.id, id), isNull(agencies.archivedAt)))
    .limit(1);
  return row;
}

/**
 * The number of each agency's workers who have not left (DECISIONS section 5), read from
 * worker_tab_counts: the per-agency, per-state totals the workers triggers keep exact in the same
 * transaction as every change, so a count is a few rows per agency whatever the number of workers.
 */
function workerCounts(db: DbOrTx) {
  return db
    .select({ agencyId: workerTabCounts.agencyId, workers: sql<number>`sum(${workerTabCounts.workers})`.as('workers') })
    .from(workerTabCounts)
    .where(ne(workerTabCounts.status, 'left'))
    .groupBy(workerTabCounts.agencyId)
    .as('worker_counts');
}

export type AgencyWithWorkerCount = { agency: AgencyRow; workerCount: number };

/** Agencies not archived within the scope (a client user's own only), by name, with their worker counts in the same query. */
export async function listUnarchivedAgencies(db: DbOrTx, scope: AgencyScope): Promise<AgencyWithWorkerCount[]> {
  const counts = workerCounts(db);
  return db
    .select({ agency: agencies, workerCount: sql<number>`coalesce(${counts.workers}, 0)::int`.mapWith(Number) })
    .from(agencies)
    .leftJoin(counts, eq(counts.agencyId, agencies.id))
    .where(and(isNull(agencies.archivedAt), agencyScopeCondition(scope, agencies.id)))
    .orderBy(asc(agencies.name), asc(agencies.id));
}

/** One agency with its worker count, archived or not, if it is within the scope (a client user's own agency only). */
export async function findAgencyById(
  db: DbOrTx,
  id: number,
  scope: AgencyScope,
): Promise<AgencyWithWorkerCount | undefined> {
  const counts = workerCounts(db);
  const [row] = await db
    .select({ agency: agencies, workerCount: sql<number>`coalesce(${counts.workers}, 0)::int`.mapWith(Number) })
    .from(agencies)
    .leftJoin(counts, eq(counts.agencyId, agencies.id))
    .where(and(eq(agencies.id, id), agencyScopeCondition(scope, agencies.id)))
    .limit(1);
  return row;
}
