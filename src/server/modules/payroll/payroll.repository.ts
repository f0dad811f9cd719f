import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { escapeLike } from '../../lib/db-errors.ts';

/** The filters of the records list (DECISIONS section 5 "Payroll"); agency and payroll company are the record's. */
export type RecordFilter = {
  weekEnding?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  agencyId?: number | undefined;
  payrollCompanyId?: number | undefined;
  q?: string | undefined;
};

export type RecordRow = {
  id: number;
  niNumber: string;
  payDate: string;
  weekEnding: string;
  grossPence: number;
  taxPence: number;
  niPence: number;
  pensionPence: number;
  netPence: number;
  feePence: number;
  workerId: number;
  agencyId: number | null;
  payrollCompanyId: number | null;
  batchId: number | null;
  firstName: string;
  lastName: string;
};

const and = (conditions: (SQL | undefined)[]): SQL => {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};

/**
 * The search: the worker's NI number as typed (spaces ignored) or name. The workers are found first
 * (unique NI index, trigram index on search_text) and their records through (worker, pay date).
 */
function searchCondition(q: string): SQL {
  const ni = q.replace(/\s+/g, '').toUpperCase();
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  return sql`r.worker_id = any(array(select id from workers where ni_number = ${ni} or search_text like ${pattern}))`;
}

function recordConditions(filter: RecordFilter): SQL {
  return and([
    filter.weekEnding ? sql`r.week_ending = ${filter.weekEnding}::date` : undefined,
    filter.from ? sql`r.pay_date >= ${filter.from}::date` : undefined,
    filter.to ? sql`r.pay_date <= ${filter.to}::date` : undefined,
    filter.agencyId ? sql`r.agency_id = ${filter.agencyId}` : undefined,
    filter.payrollCompanyId ? sql`r.payroll_company_id = ${filter.payrollCompanyId}` : undefined,
    filter.q ? searchCondition(filter.q) : undefined,
  ]);
}

/**
 * A page of records, newest pay date first, ties by worker (unique within a pay date): the page is
 * cut from an index on payroll_records first, and only its rows meet the workers table.
 */
export async function listRecords(
  db: DbOrTx,
  filter: RecordFilter,
  page: { limit: number; offset: number },
): Promise<RecordRow[]> {
  const result = await db.execute(sql`
    select r.id, r.ni_number as "niNumber", r.pay_date::text as "payDate", r.week_ending::text as "weekEnding",
      r.gross_pence as "grossPence", r.tax_pence as "taxPence", r.ni_pence as "niPence",
      r.pension_pence as "pensionPence", r.net_pence as "netPence", r.fee_pence as "feePence",
      r.worker_id as "workerId", r.agency_id as "agencyId", r.payroll_company_id as "payrollCompanyId",
      r.batch_id as "batchId", w.first_name as "firstName", w.last_name as "lastName"
    from (
      select * from payroll_records r where ${recordConditions(filter)}
      order by r.pay_date desc, r.worker_id desc limit ${page.limit} offset ${page.offset}
    ) r join workers w on w.id = r.worker_id
    order by r.pay_date desc, r.worker_id desc`);
  return rowsOf<RecordRow>(result);
}

/**
 * How many records the filter holds: from the kept daily totals when only dates, agency and payroll
 * company filter (a few rows a day); otherwise counted.
 */
export async function countRecords(db: DbOrTx, filter: RecordFilter): Promise<number> {
  if (!filter.q && !filter.weekEnding) {
    const result = await db.execute(sql`
      select coalesce(sum(records), 0)::int as n from payroll_daily_totals t where ${totalsConditions(filter)}`);
    return rowsOf<{ n: number }>(result)[0]!.n;
  }
  const result = await db.execute(
    sql`select count(*)::int as n from payroll_records r where ${recordConditions(filter)}`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}

export type PeriodFilter = {
  from: string;
  to: string;
  agencyId?: number | undefined;
  payrollCompanyId?: number | undefined;
};

function totalsConditions(filter: Omit<RecordFilter, 'q' | 'weekEnding'>): SQL {
  return and([
    filter.from ? sql`t.pay_date >= ${filter.from}::date` : undefined,
    filter.to ? sql`t.pay_date <= ${filter.to}::date` : undefined,
    filter.agencyId ? sql`t.agency_id = ${filter.agencyId}` : undefined,
    filter.payrollCompanyId ? sql`t.payroll_company_id = ${filter.payrollCompanyId}` : undefined,
  ]);
}

export type PeriodTotalsRow = { grossPence: number; feePence: number; records: number; workers: number };

/**
 * How many distinct workers were paid (totalTemps): a calendar week or month without a filter is
 * one row of the kept payroll_period_workers; otherwise counted over the (agency | payroll company |)
 * pay date, worker index alone (a filter narrows it to that agency's or company's records).
 */
function distinctWorkers(filter: PeriodFilter, keptKind: 'week' | 'month' | null): SQL {
  if (keptKind && !filter.agencyId && !filter.payrollCompanyId)
    return sql`(select coalesce(sum(workers), 0) from payroll_period_workers where kind = ${keptKind} and period_start = ${filter.from}::date)`;
  const records = and([
    sql`r.pay_date between ${filter.from}::date and ${filter.to}::date`,
    filter.agencyId ? sql`r.agency_id = ${filter.agencyId}` : undefined,
    filter.payrollCompanyId ? sql`r.payroll_company_id = ${filter.payrollCompanyId}` : undefined,
  ]);
  return sql`(select count(distinct r.worker_id) from payroll_records r where ${records})`;
}

/** A period's gross pay, fees and records from the kept daily totals, and its distinct workers, in one query. */
export async function periodTotals(
  db: DbOrTx,
  filter: PeriodFilter,
  keptKind: 'week' | 'month' | null,
): Promise<PeriodTotalsRow> {
  const result = await db.execute(sql`
    select coalesce(sum(t.gross_pence), 0)::bigint as "grossPence", coalesce(sum(t.fee_pence), 0)::bigint as "feePence",
      coalesce(sum(t.records), 0)::int as records, ${distinctWorkers(filter, keptKind)}::int as workers
    from payroll_daily_totals t where ${totalsConditions(filter)}`);
  return numbers(rowsOf<PeriodTotalsRow>(result)[0]!);
}

export type SeriesRow = { from: string; to: string; grossPence: number; feePence: number; records: number };

/** Gross pay and fees for each of the given periods (the charts), one query over the daily totals. */
export async function seriesTotals(
  db: DbOrTx,
  periods: readonly { from: string; to: string }[],
  filter: Omit<PeriodFilter, 'from' | 'to'>,
): Promise<SeriesRow[]> {
  const result = await db.execute(sql`
    select p."from"::text as "from", p."to"::text as "to", coalesce(sum(t.gross_pence), 0)::bigint as "grossPence",
      coalesce(sum(t.fee_pence), 0)::bigint as "feePence", coalesce(sum(t.records), 0)::int as records
    from json_to_recordset(${JSON.stringify(periods)}::json) as p("from" date, "to" date)
    left join payroll_daily_totals t on t.pay_date between p."from" and p."to" and ${totalsConditions(filter)}
    group by p."from", p."to" order by p."from"`);
  return rowsOf<SeriesRow>(result).map(numbers);
}

/** bigint sums arrive as text from node-postgres: every figure here is far below 2^53 pence. */
function numbers<T extends Record<string, unknown>>(row: T): T {
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(row))
    if (typeof value === 'string' && /^-?\d+$/.test(value)) out[key] = Number(value);
  return out as T;
}

export type BatchRow = {
  id: number;
  weekEnding: string;
  fileName: string;
  uploadedBy: number | null;
  uploadedByName: string;
  createdAt: Date;
  rowCount: number;
  addedCount: number;
  updatedCount: number;
  warningCount: number;
};

/** The latest uploads, newest first. */
export async function listBatches(db: DbOrTx, limit: number): Promise<BatchRow[]> {
  const result = await db.execute(sql`
    select id, week_ending::text as "weekEnding", file_name as "fileName", uploaded_by as "uploadedBy",
      uploaded_by_name as "uploadedByName", created_at as "createdAt", row_count as "rowCount",
      added_count as "addedCount", updated_count as "updatedCount", warning_count as "warningCount"
    from payroll_upload_batches order by created_at desc, id desc limit ${limit}`);
  return rowsOf<BatchRow>(result).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}
