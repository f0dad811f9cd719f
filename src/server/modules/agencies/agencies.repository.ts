import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
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

export async function findAgencyById(db: DbOrTx, id: number): Promise<AgencyRow | undefined> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id)).limit(1);
  return row;
}

export async function findUnarchivedAgency(db: DbOrTx, id: number): Promise<AgencyRow | undefined> {
  const [row] = await db.select().from(agencies).where(and(eq(agencies.id, id), isNull(agencies.archivedAt))).limit(1);
  return row;
}

/** Agencies not archived, by name; onlyId narrows the list to one agency (a client's own). */
export async function listUnarchivedAgencies(db: DbOrTx, onlyId?: number): Promise<AgencyRow[]> {
  return db
    .select()
    .from(agencies)
    .where(onlyId === undefined ? isNull(agencies.archivedAt) : and(isNull(agencies.archivedAt), eq(agencies.id, onlyId)))
    .orderBy(asc(agencies.name), asc(agencies.id));
}
