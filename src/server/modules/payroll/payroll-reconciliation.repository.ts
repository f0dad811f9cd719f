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

/**
 * The ids of the workers paid within the week, from the (pay date, worker) index alone, as one
 * JSON value: a week of 70,000 records costs one row to carry, not 70,000.
 */
export async function paidWorkerIds(db: DbOrTx, week: Week): Promise<number[]> {
  const result = await db.execute(sql`
    select coalesce(json_agg(worker_id), '[]')::text as ids from (
      select distinct worker_id from payroll_records where pay_date between ${week.from}::date and ${week.to}::date
    ) paid`);
  return JSON.parse(rowsOf<{ ids: string }>(result)[0]!.ids) as number[];
}

export type NamedWorkerRow = { niNumber: string; firstName: string; lastName: string; agencyId: number | null };

/** The first `limit` of the given workers by name (surname, then first name), with NI number and agency. */
export async function namedWorkers(db: DbOrTx, ids: readonly number[], limit: number): Promise<NamedWorkerRow[]> {
  if (ids.length === 0 || limit <= 0) return [];
  const result = await db.execute(sql`
    select ni_number as "niNumber", first_name as "firstName", last_name as "lastName", agency_id as "agencyId"
    from workers where id = any(array(select json_array_elements_text(${JSON.stringify(ids)}::json)::int))
    order by last_name, first_name, id limit ${limit}`);
  return rowsOf<NamedWorkerRow>(result);
}

/** The namespace of the week-ending locks (pg_advisory_xact_lock's first key); the day is the second. */
const WEEK_ENDING_LOCK = 24_010;

/**
 * Two uploads for the same week ending run one after the other (until their transactions end), so
 * the second sees the first's records and is asked replace or add instead of adding silently.
 */
export async function lockWeekEnding(db: DbOrTx, weekEnding: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${WEEK_ENDING_LOCK}, (${weekEnding}::date - date '2000-01-01')::int)`,
  );
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

/**
 * Replace: the week ending's records removed before the file's are written (same transaction); an
 * erased worker's records are restricted, read-only (docs/domain.md, "Erasure"), and stay.
 */
export async function deleteWeekEnding(db: DbOrTx, weekEnding: string): Promise<number> {
  const result = await db.execute(sql`
    with removed as (delete from payroll_records r where r.week_ending = ${weekEnding}::date
      and not exists (select 1 from workers w where w.id = r.worker_id and w.erased_at is not null) returning 1)
    select count(*)::int as n from removed`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}
