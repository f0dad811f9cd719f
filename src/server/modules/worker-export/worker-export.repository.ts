import { and, eq, getTableColumns, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { agencies, payrollCompanies, workers } from '../../db/schema/index.ts';

const {
  searchText: _searchText,
  complete: _complete,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  authorisedAt: _authorisedAt,
  authorisedBy: _authorisedBy,
  createdBy: _createdBy,
  compliantUntil: _compliantUntil,
  ...exportedColumns
} = getTableColumns(workers);

/** The London calendar day of an instant (docs/domain.md), as YYYY-MM-DD. */
const londonDay = (column: AnyPgColumn) =>
  sql<string | null>`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`;

/** What one exported row carries, under the names the columns read (camelCase keys). */
const exportedFields: Record<string, SQL | AnyPgColumn> = {
  ...exportedColumns,
  agencyName: agencies.name,
  payrollCompanyName: payrollCompanies.name,
  createdOn: londonDay(workers.createdAt),
  updatedOn: londonDay(workers.updatedAt),
  authorisedOn: londonDay(workers.authorisedAt),
};
const exportedList = sql.join(
  Object.entries(exportedFields).map(([key, expression]) => sql`${expression} as ${sql.identifier(key)}`),
  sql`, `,
);

export type ExportedWorker = Omit<
  typeof workers.$inferSelect,
  'searchText' | 'complete' | 'createdAt' | 'updatedAt' | 'authorisedAt' | 'authorisedBy' | 'createdBy'
> & {
  agencyName: string | null;
  payrollCompanyName: string | null;
  createdOn: string | null;
  updatedOn: string | null;
  authorisedOn: string | null;
};

export async function countExportedWorkers(db: DbOrTx, condition: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workers)
    .where(condition);
  return row?.count ?? 0;
}

/**
 * The workers matching `condition`, in id order, `batchSize` at a time (keyset paging on the
 * primary key): each batch is one short query, so the rows never sit in memory together and other
 * requests get the database between batches. Stopping the iteration stops the reading.
 *
 * A batch comes back as one JSON text built by the database (json_agg): the drivers decode ~45
 * fields x 2,000 rows one by one in JavaScript, which took PGlite longer than the query itself,
 * while JSON.parse reads the same rows in a few milliseconds.
 */
export async function* readExportedWorkers(
  db: DbOrTx,
  condition: SQL | undefined,
  batchSize: number,
): AsyncGenerator<ExportedWorker[]> {
  let afterId = 0;
  for (;;) {
    const result = await db.execute(sql`
      select coalesce(json_agg(batch order by batch.id), '[]')::text as rows
      from (
        select ${exportedList}
        from ${workers}
        left join ${agencies} on ${eq(agencies.id, workers.agencyId)}
        left join ${payrollCompanies} on ${eq(payrollCompanies.id, workers.payrollCompanyId)}
        where ${and(condition, gt(workers.id, afterId))}
        order by ${workers.id}
        limit ${batchSize}
      ) batch`);
    const batch = JSON.parse((result as { rows: { rows: string }[] }).rows[0]!.rows) as ExportedWorker[];
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    afterId = batch[batch.length - 1]!.id;
  }
}
