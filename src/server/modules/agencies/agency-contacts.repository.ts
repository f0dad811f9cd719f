import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agencyContacts } from '../../db/schema/index.ts';

export type ContactRow = typeof agencyContacts.$inferSelect;
export type ContactValues = Omit<typeof agencyContacts.$inferInsert, 'id' | 'agencyId' | 'createdAt' | 'updatedAt'>;

/** The agency's contacts, the primary first, then by name. */
export function listContacts(db: DbOrTx, agencyId: number): Promise<ContactRow[]> {
  return db
    .select()
    .from(agencyContacts)
    .where(eq(agencyContacts.agencyId, agencyId))
    .orderBy(desc(agencyContacts.isPrimary), asc(agencyContacts.name), asc(agencyContacts.id));
}

export async function findContact(db: DbOrTx, agencyId: number, id: number): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(agencyContacts)
    .where(and(eq(agencyContacts.agencyId, agencyId), eq(agencyContacts.id, id)))
    .limit(1);
  return row;
}

export async function insertContact(db: DbOrTx, agencyId: number, values: ContactValues): Promise<ContactRow> {
  const [row] = await db
    .insert(agencyContacts)
    .values({ ...values, agencyId })
    .returning();
  return row!;
}

export async function updateContact(
  db: DbOrTx,
  agencyId: number,
  id: number,
  values: Partial<ContactValues>,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(agencyContacts)
    .set(values)
    .where(and(eq(agencyContacts.agencyId, agencyId), eq(agencyContacts.id, id)))
    .returning();
  return row;
}

/** Clears the primary flag of every other contact of the agency (before one becomes primary). */
export async function clearPrimary(db: DbOrTx, agencyId: number, exceptId: number | null): Promise<void> {
  await db
    .update(agencyContacts)
    .set({ isPrimary: false })
    .where(
      and(
        eq(agencyContacts.agencyId, agencyId),
        eq(agencyContacts.isPrimary, true),
        exceptId === null ? undefined : ne(agencyContacts.id, exceptId),
      ),
    );
}

export async function deleteContact(db: DbOrTx, agencyId: number, id: number): Promise<ContactRow | undefined> {
  const [row] = await db
    .delete(agencyContacts)
    .where(and(eq(agencyContacts.agencyId, agencyId), eq(agencyContacts.id, id)))
    .returning();
  return row;
}
