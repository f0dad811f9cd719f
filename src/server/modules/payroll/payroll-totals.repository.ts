import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { and, totalsConditions } from './payroll-conditions.ts';

/** The figures of a period (dashboard, summary cards) from the aggregates the database keeps. */
export type PeriodFilter = {
  from: string;
  to: string;
  agencyId?: number | undefined;
  payrollCompanyId?: number | undefined;
};

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

/**
 * The latest pay date on or before `upTo` that has payroll, with the filters, or null (the opening
 * period of the Dashboard and the Payroll tab, docs/domain.md "Which week a screen opens on"). The
 * kept daily totals by pay date, or their agency or company index, answer it from one end.
 */
export async function latestPayDate(db: DbOrTx, filter: Omit<PeriodFilter, 'from'>): Promise<string | null> {
  const result = await db.execute(sql`
    select max(t.pay_date)::text as "payDate" from payroll_daily_totals t
    where ${totalsConditions(filter)} and t.records > 0`);
  return rowsOf<{ payDate: string | null }>(result)[0]?.payDate ?? null;
}
