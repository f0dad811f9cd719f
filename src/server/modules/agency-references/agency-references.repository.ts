import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agencies, agencyContacts } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';

/** Whether the agency exists and is not archived. */
export async function isUnarchivedAgency(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(and(eq(agencies.id, id), isNull(agencies.archivedAt)))
    .limit(1);
  return rows.length > 0;
}

/** The agency's name and archive time if within the scope; `lock` holds its row for the transaction (FOR UPDATE). */
export async function findAgencyNameById(db: DbOrTx, id: number, scope: AgencyScope, options: { lock: boolean }) {
  const query = db
    .select({ id: agencies.id, name: agencies.name, archivedAt: agencies.archivedAt })
    .from(agencies)
    .where(and(eq(agencies.id, id), agencyScopeCondition(scope, agencies.id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The names of the agency's contacts, the primary first, then by name (the agencies area's order). */
export async function listContactNames(db: DbOrTx, agencyId: number): Promise<string[]> {
  const rows = await db
    .select({ name: agencyContacts.name })
    .from(agencyContacts)
    .where(eq(agencyContacts.agencyId, agencyId))
    .orderBy(desc(agencyContacts.isPrimary), asc(agencyContacts.name), asc(agencyContacts.id));
  return rows.map((row) => row.name);
}
