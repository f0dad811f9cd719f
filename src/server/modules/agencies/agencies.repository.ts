import { and, asc, count, desc, eq, getTableColumns, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agencies, agencyListCounts, workers, workerTabCounts } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { liveWorker } from '../../lib/live-workers.ts';
import { containsPattern, isUniqueViolation } from '../../lib/db-errors.ts';
import type { PageSlice } from '../../lib/page-slice.ts';

/** An agency as read: every column but search_text, which only the search uses (and which the list need not carry). */
export type AgencyRow = Omit<typeof agencies.$inferSelect, 'searchText'>;
const { searchText: _searchText, ...agencyColumns } = getTableColumns(agencies);
export type NewAgencyRow = typeof agencies.$inferInsert;
export type AgencyChanges = Partial<Omit<NewAgencyRow, 'id' | 'createdAt' | 'updatedAt'>>;

/** Inserts an agency; undefined when the name is taken (the unique index decides, not a pre-check). */
export async function insertAgency(db: DbOrTx, values: NewAgencyRow): Promise<AgencyRow | undefined> {
  try {
    const [row] = await db.insert(agencies).values(values).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'agencies_name_unique')) return undefined;
    throw error;
  }
}

export type UpdateOutcome = { row: AgencyRow } | { duplicateName: true } | undefined;
/** Updates an agency; undefined when it is gone, duplicateName when the new name is taken (the unique index decides). */
export async function updateAgency(db: DbOrTx, id: number, changes: AgencyChanges): Promise<UpdateOutcome> {
  try {
    const [row] = await db.update(agencies).set(changes).where(eq(agencies.id, id)).returning();
    return row ? { row } : undefined;
  } catch (error) {
    if (isUniqueViolation(error, 'agencies_name_unique')) return { duplicateName: true };
    throw error;
  }
}

/** Archives (or unarchives) only when the agency is in the other state: the condition decides, so two admins cannot both succeed. */
export async function setArchived(db: DbOrTx, id: number, archived: boolean): Promise<AgencyRow | undefined> {
  const [row] = await db
    .update(agencies)
    .set({ archivedAt: archived ? new Date() : null })
    .where(and(eq(agencies.id, id), archived ? isNull(agencies.archivedAt) : isNotNull(agencies.archivedAt)))
    .returning();
  return row;
}

/**
 * The number of the agency's workers who have not left (docs/domain.md), from worker_tab_counts,
 * the per-agency, per-state totals the workers triggers keep exact: a few rows per agency read by
 * its primary key, whatever the number of workers.
 */
const workerCount = sql<number>`coalesce((select sum(${workerTabCounts.workers}) from ${workerTabCounts}
  where ${workerTabCounts.agencyId} = ${agencies.id} and ${workerTabCounts.status} <> 'left'), 0)::int`.mapWith(Number);

export type AgencyWithWorkerCount = { agency: AgencyRow; workerCount: number };

/** One agency with its worker count, archived or not, if within the scope; `lock` holds it for the transaction. */
export async function findAgencyById(
  db: DbOrTx,
  id: number,
  scope: AgencyScope,
  options: { lock?: boolean } = {},
): Promise<AgencyWithWorkerCount | undefined> {
  const where = and(eq(agencies.id, id), agencyScopeCondition(scope, agencies.id));
  if (options.lock) {
    const [row] = await db.select(agencyColumns).from(agencies).where(where).limit(1).for('update');
    return row ? { agency: row, workerCount: 0 } : undefined;
  }
  const [row] = await db.select({ agency: agencyColumns, workerCount }).from(agencies).where(where).limit(1);
  return row;
}

export type AgencyFilter = {
  scope: AgencyScope;
  archived: boolean;
  q?: string | undefined;
  status?: string | undefined;
};

/** The search matches name, contact or city (search_text holds them lower-cased, behind one trigram index). */
function filterCondition(filter: AgencyFilter): SQL | undefined {
  return and(
    filter.archived ? isNotNull(agencies.archivedAt) : isNull(agencies.archivedAt),
    agencyScopeCondition(filter.scope, agencies.id),
    filter.status ? eq(agencies.status, filter.status) : undefined,
    filter.q ? like(agencies.searchText, containsPattern(filter.q.toLowerCase())) : undefined,
  );
}

/**
 * Agencies of the filter by name (unique, so the name alone orders them), each with its worker
 * count; all of them, or one page. A page's ids are found first, from the name index of the active
 * or archived list without reading rows (from its nearer end, pageSlice), and only those agencies
 * are read with their counts, so a deep page costs about what the first does (docs/domain.md,
 * "Paged lists").
 */
export async function listAgencies(
  db: DbOrTx,
  filter: AgencyFilter,
  page?: PageSlice,
): Promise<AgencyWithWorkerCount[]> {
  const byName = asc(agencies.name);
  if (!page) {
    return db
      .select({ agency: agencyColumns, workerCount })
      .from(agencies)
      .where(filterCondition(filter))
      .orderBy(byName);
  }
  const pageIds = db
    .select({ id: agencies.id })
    .from(agencies)
    .where(filterCondition(filter))
    .orderBy(page.fromEnd ? desc(agencies.name) : byName)
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  return db
    .select({ agency: agencyColumns, workerCount })
    .from(agencies)
    .innerJoin(pageIds, eq(agencies.id, pageIds.id))
    .orderBy(byName);
}

/**
 * How many agencies the filter holds. Without a search, over every agency, the kept per-state
 * counts answer (a few rows); otherwise the matching rows are counted.
 */
export async function countAgencies(db: DbOrTx, filter: AgencyFilter): Promise<number> {
  if (!filter.q && filter.scope.kind === 'all') {
    const [kept] = await db
      .select({ n: sql<number>`coalesce(sum(${agencyListCounts.agencies}), 0)::int`.mapWith(Number) })
      .from(agencyListCounts)
      .where(
        and(
          eq(agencyListCounts.archived, filter.archived),
          filter.status ? eq(agencyListCounts.status, filter.status) : undefined,
        ),
      );
    return kept?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(agencies).where(filterCondition(filter));
  return row?.n ?? 0;
}

/** The admin panel's cards: total and the trust bands high (70+), medium (50-69), low (below 50), in one pass. */
export async function summariseAgencies(db: DbOrTx, filter: AgencyFilter) {
  const [row] = await db
    .select({
      total: count(),
      high: sql<number>`count(*) filter (where ${agencies.trustScore} >= 70)`.mapWith(Number),
      medium: sql<number>`count(*) filter (where ${agencies.trustScore} between 50 and 69)`.mapWith(Number),
      low: sql<number>`count(*) filter (where ${agencies.trustScore} < 50)`.mapWith(Number),
    })
    .from(agencies)
    .where(filterCondition(filter));
  return row ?? { total: 0, high: 0, medium: 0, low: 0 };
}

/** Existing agency names among `names` (upper case), for the import's skip reasons. */
export async function existingNames(db: DbOrTx, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ name: agencies.name })
    .from(agencies)
    .where(sql`${agencies.name} = any(${sql.param(names)}::text[])`);
  return new Set(rows.map((r) => r.name));
}

/** One page of the agency's live workers by name (the index workers_agency_name_idx serves it), and how many there are. */
export async function listWorkersOfAgency(db: DbOrTx, agencyId: number, limit: number, offset: number) {
  return db
    .select({
      id: workers.id,
      firstName: workers.firstName,
      lastName: workers.lastName,
      email: workers.email,
      status: workers.status,
      niNumber: workers.niNumber,
      startDate: workers.workStartDate,
    })
    .from(workers)
    .where(and(eq(workers.agencyId, agencyId), liveWorker()))
    .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id))
    .limit(limit)
    .offset(offset);
}

/** Every worker of the agency, left ones too, from the kept per-state counts (not a scan of its workers). */
export async function countWorkersOfAgency(db: DbOrTx, agencyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${workerTabCounts.workers}), 0)::int`.mapWith(Number) })
    .from(workerTabCounts)
    .where(eq(workerTabCounts.agencyId, agencyId));
  return row?.n ?? 0;
}

/** Inserts many agencies at once; a name taken meanwhile is passed over (the unique index decides). */
export async function insertAgencies(db: DbOrTx, rows: NewAgencyRow[]): Promise<{ id: number; name: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(agencies)
    .values(rows)
    .onConflictDoNothing({ target: agencies.name })
    .returning({ id: agencies.id, name: agencies.name });
}

/** id and name of the given agencies (the dashboard's compliance chart). */
export async function findAgencyNames(db: DbOrTx, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(sql`${agencies.id} = any(array(select json_array_elements_text(${JSON.stringify(ids)}::json)::int))`);
}
