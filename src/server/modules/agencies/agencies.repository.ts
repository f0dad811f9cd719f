import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
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

/** The agency if it is within the scope (a client user's own agency only). */
export async function findAgencyById(db: DbOrTx, id: number, scope: AgencyScope): Promise<AgencyRow | undefined> {
  const [row] = await db.select().from(agencies).where(and(eq(agencies.id, id), agencyScopeCondition(scope, agencies.id))).limit(1);
  return row;
}

export async function findUnarchivedAgency(db: DbOrTx, id: number): Promise<AgencyRow | undefined> {
  const [row] = await db.select().from(agencies).where(and(eq(agencies.id, id), isNull(agencies.archivedAt))).limit(1);
  return row;
}

/** Agencies not archived within the scope (a client user's own only), by name. */
export async function listUnarchivedAgencies(db: DbOrTx, scope: AgencyScope): Promise<AgencyRow[]> {
  return db
    .select()
    .from(agencies)
    .where(and(isNull(agencies.archivedAt), agencyScopeCondition(scope, agencies.id)))
    .orderBy(asc(agencies.name), asc(agencies.id));
}
