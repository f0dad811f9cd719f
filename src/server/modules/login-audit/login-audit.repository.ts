import type { PageSlice } from '../../lib/page-slice.ts';
import { and, asc, desc, eq, gt, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginAudits, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { withinLondonDays } from '../../lib/london-days.ts';

export async function insertLoginAudit(db: DbOrTx, row: typeof loginAudits.$inferInsert) {
  await db.insert(loginAudits).values(row);
}

/** Has this account signed in successfully from this address since `since` (its usual address)? */
export async function hasSignedInFrom(db: DbOrTx, email: string, ip: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: loginAudits.id })
    .from(loginAudits)
    .where(
      and(
        sql`lower(${loginAudits.email}) = ${email}`,
        gt(loginAudits.loginAt, since),
        eq(loginAudits.ipAddress, ip),
        eq(loginAudits.loginStatus, 'success'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type LoginAuditFilter = {
  email?: string | undefined;
  status?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
};

function loginAuditWhere(f: LoginAuditFilter) {
  return and(
    f.email ? ilike(loginAudits.email, containsPattern(f.email)) : undefined,
    f.status ? eq(loginAudits.loginStatus, f.status) : undefined,
    withinLondonDays(loginAudits.loginAt, f.fromDate, f.toDate),
  );
}

const newestFirst = [desc(loginAudits.loginAt), desc(loginAudits.id)];

/**
 * Newest first; names joined from users, null when the e-mail matched no user. The page's ids come
 * first, from the (login_at, id) index (from its nearer end, pageSlice), and only those entries are
 * read (docs/domain.md, "Paged lists").
 */
export async function listLoginAudits(db: DbOrTx, filter: LoginAuditFilter, page: PageSlice) {
  const pageIds = db
    .select({ id: loginAudits.id })
    .from(loginAudits)
    .where(loginAuditWhere(filter))
    .orderBy(...(page.fromEnd ? [asc(loginAudits.loginAt), asc(loginAudits.id)] : newestFirst))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  return db
    .select({
      id: loginAudits.id,
      loginAt: loginAudits.loginAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: loginAudits.email,
      loginStatus: loginAudits.loginStatus,
      failureReason: loginAudits.failureReason,
      ipAddress: loginAudits.ipAddress,
    })
    .from(loginAudits)
    .innerJoin(pageIds, eq(loginAudits.id, pageIds.id))
    .leftJoin(users, eq(users.id, loginAudits.userId))
    .orderBy(...newestFirst);
}

export async function countLoginAudits(db: DbOrTx, filter: LoginAuditFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAudits)
    .where(loginAuditWhere(filter));
  return row?.n ?? 0;
}

/** unique_users counts distinct known accounts (attempts for unknown e-mails have no user). */
export async function loginAuditStats(db: DbOrTx) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      successful: sql<number>`(count(*) filter (where ${loginAudits.loginStatus} = 'success'))::int`,
      failed: sql<number>`(count(*) filter (where ${loginAudits.loginStatus} = 'failed'))::int`,
      uniqueUsers: sql<number>`count(distinct ${loginAudits.userId})::int`,
      last24h: sql<number>`(count(*) filter (where ${loginAudits.loginAt} > now() - interval '24 hours'))::int`,
      last7d: sql<number>`(count(*) filter (where ${loginAudits.loginAt} > now() - interval '7 days'))::int`,
    })
    .from(loginAudits);
  return row ?? { total: 0, successful: 0, failed: 0, uniqueUsers: 0, last24h: 0, last7d: 0 };
}
