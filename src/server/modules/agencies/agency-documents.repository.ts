import { and, desc, eq } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agencyDocuments, users } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';

export type AgencyDocumentRow = typeof agencyDocuments.$inferSelect;
export type DocumentWithUploader = AgencyDocumentRow & { uploadedByName: string | null };

const withUploader = {
  document: agencyDocuments,
  firstName: users.firstName,
  lastName: users.lastName,
};
const toRow = (r: { document: AgencyDocumentRow; firstName: string | null; lastName: string | null }) => ({
  ...r.document,
  uploadedByName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
});

export async function listDocuments(db: DbOrTx, agencyId: number): Promise<DocumentWithUploader[]> {
  const rows = await db
    .select(withUploader)
    .from(agencyDocuments)
    .leftJoin(users, eq(users.id, agencyDocuments.uploadedBy))
    .where(eq(agencyDocuments.agencyId, agencyId))
    .orderBy(desc(agencyDocuments.createdAt), desc(agencyDocuments.id));
  return rows.map(toRow);
}

/** Expiry dates only: the documents summary of the enhanced detail. */
export function listExpiryDates(db: DbOrTx, agencyId: number) {
  return db
    .select({ expiryDate: agencyDocuments.expiryDate })
    .from(agencyDocuments)
    .where(eq(agencyDocuments.agencyId, agencyId));
}

/** A document by id if its agency is within the scope (a client user's own agency only). */
export async function findDocument(db: DbOrTx, id: number, scope: AgencyScope): Promise<AgencyDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(agencyDocuments)
    .where(and(eq(agencyDocuments.id, id), agencyScopeCondition(scope, agencyDocuments.agencyId)))
    .limit(1);
  return row;
}

export async function insertDocument(db: DbOrTx, values: typeof agencyDocuments.$inferInsert) {
  const [row] = await db.insert(agencyDocuments).values(values).returning();
  return row!;
}

export async function deleteDocument(db: DbOrTx, id: number): Promise<AgencyDocumentRow | undefined> {
  const [row] = await db.delete(agencyDocuments).where(eq(agencyDocuments.id, id)).returning();
  return row;
}
