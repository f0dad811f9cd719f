import { sql, type SQL } from 'drizzle-orm';
import type { ExistingWeekChoice, PayrollVarianceAnswer } from '../../../shared/api/payroll.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { and, totalsConditions } from './payroll-conditions.ts';
import { escapeLike } from '../../lib/db-errors.ts';
import { liveWorkerAs } from '../../lib/live-workers.ts';
import type { PageSlice } from '../../lib/page-slice.ts';

/** The filters of the records list (docs/domain.md "Payroll"); agency and payroll company are the record's. */
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

/**
 * The search: a live worker's NI number as typed (spaces ignored) or name (docs/domain.md "Deleted workers"). The workers are found first
 * (unique NI index, trigram index on search_text) and their records through (worker, pay date).
 */
function searchCondition(q: string): SQL {
  const ni = q.replace(/\s+/g, '').toUpperCase();
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  return sql`r.worker_id = any(array(select id from workers w where (ni_number = ${ni} or search_text like ${pattern}) and ${liveWorkerAs('w')}))`;
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
 * A page of records, newest pay date first (an erased worker's are restricted: shown with the
 * markers for names and without the NI number, docs/domain.md "Erasure"), ties by worker (unique within a pay date): the page's
 * keys (pay date, worker) are cut from an index on payroll_records alone (from its nearer end,
 * pageSlice), without reading the rows
 * it skips, and only the page's rows are read, through the unique (worker, pay date) index, and
 * meet the workers table; a deep page costs about what the first does (docs/domain.md, "Paged lists").
 */
export async function listRecords(db: DbOrTx, filter: RecordFilter, page: PageSlice): Promise<RecordRow[]> {
  const direction = sql.raw(page.fromEnd ? 'asc' : 'desc');
  const result = await db.execute(sql`
    select r.id, case when w.erased_at is null then r.ni_number else '' end as "niNumber",
      r.pay_date::text as "payDate", r.week_ending::text as "weekEnding",
      r.gross_pence as "grossPence", r.tax_pence as "taxPence", r.ni_pence as "niPence",
      r.pension_pence as "pensionPence", r.net_pence as "netPence", r.fee_pence as "feePence",
      r.worker_id as "workerId", r.agency_id as "agencyId", r.payroll_company_id as "payrollCompanyId",
      r.batch_id as "batchId", w.first_name as "firstName", w.last_name as "lastName"
    from (
      select r.pay_date, r.worker_id from payroll_records r where ${recordConditions(filter)}
      order by r.pay_date ${direction}, r.worker_id ${direction} limit ${page.limit} offset ${page.offset}
    ) k join payroll_records r on r.worker_id = k.worker_id and r.pay_date = k.pay_date
    join workers w on w.id = r.worker_id
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
  existingWeek: ExistingWeekChoice | null;
  replacedCount: number;
  variances: PayrollVarianceAnswer[];
};

/** The latest uploads, newest first. */
export async function listBatches(db: DbOrTx, limit: number): Promise<BatchRow[]> {
  const result = await db.execute(sql`
    select id, week_ending::text as "weekEnding", file_name as "fileName", uploaded_by as "uploadedBy",
      uploaded_by_name as "uploadedByName", created_at as "createdAt", row_count as "rowCount",
      added_count as "addedCount", updated_count as "updatedCount", warning_count as "warningCount",
      existing_week as "existingWeek", replaced_count as "replacedCount", variances
    from payroll_upload_batches order by created_at desc, id desc limit ${limit}`);
  return rowsOf<BatchRow>(result).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}
