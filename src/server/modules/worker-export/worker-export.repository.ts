import { and, asc, eq, getTableColumns, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { agencies, payrollCompanies, workers } from '../../db/schema/index.ts';

const {
  searchText: _searchText,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  authorisedAt: _authorisedAt,
  authorisedBy: _authorisedBy,
  createdBy: _createdBy,
  ...exportedColumns
} = getTableColumns(workers);

/** The London calendar day of an instant (DECISIONS section 4), as YYYY-MM-DD. */
const londonDay = (column: AnyPgColumn) => sql<string | null>`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`;

const selection = {
  ...exportedColumns,
  agencyName: sql<string | null>`${agencies.name}`.as('agency_name'),
  payrollCompanyName: sql<string | null>`${payrollCompanies.name}`.as('payroll_company_name'),
  createdOn: londonDay(workers.createdAt).as('created_on'),
  updatedOn: londonDay(workers.updatedAt).as('updated_on'),
  authorisedOn: londonDay(workers.authorisedAt).as('authorised_on'),
};

export type ExportedWorker = Omit<typeof workers.$inferSelect, 'searchText' | 'createdAt' | 'updatedAt' | 'authorisedAt' | 'authorisedBy' | 'createdBy'> & {
  agencyName: string | null;
  payrollCompanyName: string | null;
  createdOn: string | null;
  updatedOn: string | null;
  authorisedOn: string | null;
};

/** Workers whose id is in the list: one array parameter, so 100,000 ids stay one bind value. */
export const workerIdIn = (ids: readonly number[]): SQL => sql`${workers.id} = any(${`{${ids.join(',')}}`}::int[])`;

export async function countExportedWorkers(db: DbOrTx, condition: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(workers).where(condition);
  return row?.count ?? 0;
}

/**
 * The workers matching `condition`, in id order, `batchSize` at a time (keyset paging on the
 * primary key): each batch is one short query, so the rows never sit in memory together and other
 * requests get the database between batches. Stopping the iteration stops the reading.
 */
export async function* readExportedWorkers(db: DbOrTx, condition: SQL | undefined, batchSize: number): AsyncGenerator<ExportedWorker[]> {
  let afterId = 0;
  for (;;) {
    const batch: ExportedWorker[] = await db
      .select(selection)
      .from(workers)
      .leftJoin(agencies, eq(agencies.id, workers.agencyId))
      .leftJoin(payrollCompanies, eq(payrollCompanies.id, workers.payrollCompanyId))
      .where(and(condition, gt(workers.id, afterId)))
      .orderBy(asc(workers.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    afterId = batch[batch.length - 1]!.id;
  }
}
