import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { isCalendarWeek, type Week, type WeekFigures } from '../../../shared/domain/payroll-reconciliation.ts';
import { periodTotals } from './payroll-totals.repository.ts';

/**
 * What a payroll file is reconciled against (issue 24 item 10), read from indexes and the kept
 * aggregates so the check costs the same at a million records as at a hundred.
 */

/** A week's distinct workers and gross pay: payroll_daily_totals, and payroll_period_workers for a calendar week. */
export async function weekFigures(db: DbOrTx, week: Week): Promise<WeekFigures> {
  const totals = await periodTotals(db, week, isCalendarWeek(week) ? 'week' : null);
  return { headcount: totals.workers, grossPence: totals.grossPence };
}

export type PaidWorkerRow = {
  niNumber: string;
  firstName: string;
  lastName: string;
  agencyId: number | null;
};

/** The workers with a record paid within the week (payroll_records_pay_date_idx), with their NI number as held now. */
export async function paidWorkers(db: DbOrTx, week: Week): Promise<PaidWorkerRow[]> {
  const result = await db.execute(sql`
    select w.ni_number as "niNumber", w.first_name as "firstName", w.last_name as "lastName", w.agency_id as "agencyId"
    from workers w
    where w.id in (select r.worker_id from payroll_records r where r.pay_date between ${week.from}::date and ${week.to}::date)
      and w.ni_number is not null`);
  return rowsOf<PaidWorkerRow>(result);
}

/** How many records, and how much gross pay, a week ending already holds (payroll_records_week_ending_idx). */
export async function weekEndingTotals(
  db: DbOrTx,
  weekEnding: string,
): Promise<{ records: number; grossPence: number }> {
  const result = await db.execute(sql`
    select count(*)::int as records, coalesce(sum(gross_pence), 0)::bigint as "grossPence"
    from payroll_records where week_ending = ${weekEnding}::date`);
  const row = rowsOf<{ records: number; grossPence: number | string }>(result)[0]!;
  return { records: row.records, grossPence: Number(row.grossPence) };
}

/** Replace: the week ending's records removed before the file's are written (same transaction). */
export async function deleteWeekEnding(db: DbOrTx, weekEnding: string): Promise<number> {
  const result = await db.execute(sql`
    with removed as (delete from payroll_records where week_ending = ${weekEnding}::date returning 1)
    select count(*)::int as n from removed`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}
