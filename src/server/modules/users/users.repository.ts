import type { PageSlice } from '../../lib/page-slice.ts';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agencies, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/db-errors.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findActiveUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, row: typeof users.$inferInsert): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  return created!;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** User columns for answers: never the password hash; the agency's name joined in. */
const { passwordHash: _hash, ...publicColumns } = getTableColumns(users);
const userWithAgency = { ...publicColumns, agencyName: agencies.name };
export type UserWithAgency = Omit<UserRow, 'passwordHash'> & { agencyName: string | null };

export type UserListFilter = { deleted: boolean; q?: string | undefined };

function userListWhere(filter: UserListFilter) {
  const q = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    filter.deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
    q
      ? or(
          ilike(users.email, q),
          ilike(users.firstName, q),
          ilike(users.lastName, q),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, q),
        )
      : undefined,
  );
}

/**
 * Live users newest first, or deleted users most recently deleted first; all, or one page. A page's
 * ids are found first from the list's own index (from its nearer end, pageSlice), and only those
 * users are read with their agency (docs/domain.md, "Paged lists").
 */
export async function listUsers(db: DbOrTx, filter: UserListFilter, page?: PageSlice): Promise<UserWithAgency[]> {
  const key = filter.deleted ? users.deletedAt : users.createdAt;
  const order = [desc(key), desc(users.id)];
  const rows = db.select(userWithAgency).from(users).leftJoin(agencies, eq(agencies.id, users.agencyId));
  if (!page) return rows.where(userListWhere(filter)).orderBy(...order);
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(userListWhere(filter))
    .orderBy(...(page.fromEnd ? [asc(key), asc(users.id)] : order))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  return rows.innerJoin(pageIds, eq(users.id, pageIds.id)).orderBy(...order);
}

export async function countListedUsers(db: DbOrTx, filter: UserListFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(userListWhere(filter));
  return row?.n ?? 0;
}

export async function findUserWithAgency(db: DbOrTx, id: number): Promise<UserWithAgency | undefined> {
  const [row] = await db
    .select(userWithAgency)
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Admin stats: users not deleted, and active admins among them. */
export async function countUserStats(db: DbOrTx): Promise<{ totalUsers: number; activeAdmins: number }> {
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*)::int`,
      activeAdmins: sql<number>`(count(*) filter (where ${users.role} = 'admin' and ${users.isActive}))::int`,
    })
    .from(users)
    .where(isNull(users.deletedAt));
  return { totalUsers: row?.totalUsers ?? 0, activeAdmins: row?.activeAdmins ?? 0 };
}

/** Permanently removes users deleted at or before the cutoff; answers their ids. */
export async function deleteUsersDeletedBefore(db: DbOrTx, cutoff: Date): Promise<number[]> {
  const rows = await db.delete(users).where(lte(users.deletedAt, cutoff)).returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** Live, active users of the given roles, by name: few rows (staff), read whole. */
export async function listActiveUsersOfRoles(
  db: DbOrTx,
  roles: readonly string[],
): Promise<Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(isNull(users.deletedAt), eq(users.isActive, true), inArray(users.role, [...roles])))
    .orderBy(users.firstName, users.lastName, users.id);
}

/** The names of the given users (removed ones are absent): the audit trail's Entity column. */
export async function findUserNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
}
