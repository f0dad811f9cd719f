import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payrollCompanies, workers } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { liveWorker } from '../../lib/live-workers.ts';

export type PayrollCompanyRow = typeof payrollCompanies.$inferSelect;
type Values = Omit<typeof payrollCompanies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Unique names, case-insensitive: the index decides, not a pre-check. */
const NAME_INDEX = 'payroll_companies_name_unique';

/** Companies by name with their worker count, counting only the workers within the scope (a client's own agency's). */
export async function listWithWorkerCounts(db: DbOrTx, countScope: AgencyScope) {
  const counts = db
    .select({ payrollCompanyId: workers.payrollCompanyId, workers: count().as('workers') })
    .from(workers)
    .where(and(liveWorker(), agencyScopeCondition(countScope, workers.agencyId)))
    .groupBy(workers.payrollCompanyId)
    .as('counts');
  return db
    .select({ company: payrollCompanies, workerCount: sql<number>`coalesce(${counts.workers}, 0)`.mapWith(Number) })
    .from(payrollCompanies)
    .leftJoin(counts, eq(counts.payrollCompanyId, payrollCompanies.id))
    .orderBy(asc(sql`lower(${payrollCompanies.name})`), asc(payrollCompanies.id));
}

export async function findById(db: DbOrTx, id: number): Promise<PayrollCompanyRow | undefined> {
  const [row] = await db.select().from(payrollCompanies).where(eq(payrollCompanies.id, id)).limit(1);
  return row;
}

/** Locks the row against a worker being assigned to it meanwhile (the FK takes a share lock on it). */
export async function findByIdForUpdate(db: DbOrTx, id: number): Promise<PayrollCompanyRow | undefined> {
  const [row] = await db.select().from(payrollCompanies).where(eq(payrollCompanies.id, id)).limit(1).for('update');
  return row;
}

/** Inserts; undefined when the name is taken in any case. */
export async function insertPayrollCompany(db: DbOrTx, values: Values): Promise<PayrollCompanyRow | undefined> {
  try {
    const [row] = await db.insert(payrollCompanies).values(values).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) return undefined;
    throw error;
  }
}

/** Updates; 'duplicate' when the new name is taken in any case. */
export async function updatePayrollCompany(
  db: DbOrTx,
  id: number,
  values: Partial<Values>,
): Promise<PayrollCompanyRow | 'duplicate' | undefined> {
  try {
    const [row] = await db.update(payrollCompanies).set(values).where(eq(payrollCompanies.id, id)).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) return 'duplicate';
    throw error;
  }
}

/** The workers paid through the company, those within the scope only. */
export async function countWorkersOf(db: DbOrTx, id: number, scope: AgencyScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workers)
    .where(and(eq(workers.payrollCompanyId, id), liveWorker(), agencyScopeCondition(scope, workers.agencyId)));
  return row?.n ?? 0;
}

export async function deletePayrollCompany(db: DbOrTx, id: number): Promise<PayrollCompanyRow | undefined> {
  const [row] = await db.delete(payrollCompanies).where(eq(payrollCompanies.id, id)).returning();
  return row;
}

/** The names of the given payroll companies (removed ones are absent): the audit trail's Entity column. */
export async function findPayrollCompanyNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: payrollCompanies.id, name: payrollCompanies.name })
    .from(payrollCompanies)
    .where(inArray(payrollCompanies.id, ids));
}
