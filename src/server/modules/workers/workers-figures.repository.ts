import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DUE_SOON_DAYS } from '../../../shared/domain/right-to-work.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { liveWorkerAs } from '../../lib/live-workers.ts';

/** What a payroll upload needs of a worker, found by NI number (stored upper case, no spaces). */
export type PayrollWorkerRow = {
  id: number;
  niNumber: string;
  firstName: string;
  lastName: string;
  agencyId: number | null;
  payrollCompanyId: number | null;
  authorised: boolean;
  p45Date: string | null;
  /** The latest passing right-to-work check's follow-up date (docs/domain.md "Right-to-work checks"). */
  rtwFollowUpDate: string | null;
  /** The fee of the worker's agency now, integer pence (docs/domain.md). */
  feePence: number | null;
};

/**
 * One query for all the NI numbers of a file, live workers only (uses workers_ni_number_unique). The rows are locked
 * FOR KEY SHARE, so inside the upload's transaction a worker found here cannot be deleted before
 * its records are saved (a delete waits for the upload, then removes the worker and its records).
 * The check before the transaction only reads (`lock: false`): a lock there would end with its statement.
 */
export async function findPayrollWorkers(
  db: DbOrTx,
  niNumbers: readonly string[],
  { lock }: { lock: boolean },
): Promise<PayrollWorkerRow[]> {
  if (niNumbers.length === 0) return [];
  const result = await db.execute(sql`
    select w.id, w.ni_number as "niNumber", w.first_name as "firstName", w.last_name as "lastName", w.agency_id as "agencyId", w.payroll_company_id as "payrollCompanyId",
      w.authorised, w.p45_date::text as "p45Date", w.rtw_follow_up_date::text as "rtwFollowUpDate", a.fee_pence as "feePence"
    from workers w left join agencies a on a.id = w.agency_id
    where w.ni_number = any(array(select json_array_elements_text(${JSON.stringify(niNumbers)}::json))) and ${liveWorkerAs('w')}
    ${lock ? sql`for key share of w` : sql``}`);
  return rowsOf<PayrollWorkerRow>(result);
}

/** Authorised and status active (docs/domain.md "activeWorkers"), from the kept tab counts. */
export async function countActiveWorkers(db: DbOrTx): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(workers), 0)::int as n from worker_tab_counts where authorised and status = 'active'`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}

export type ComplianceRow = { agencyId: number | null; compliant: number; total: number };

/**
 * Authorised workers that have not left, and those compliant today, per agency: read from
 * workers_compliance_idx alone (compliant_until is kept by a trigger, migration worker_compliance).
 */
export async function countComplianceByAgency(db: DbOrTx, today: string): Promise<ComplianceRow[]> {
  const result = await db.execute(sql`
    select agency_id as "agencyId", count(*) filter (where compliant_until >= ${today}::date)::int as compliant,
      count(*)::int as total
    from workers w where authorised and status <> 'left' and ${liveWorkerAs('w')} group by agency_id`);
  return rowsOf<ComplianceRow>(result);
}

/** Authorised, not-left workers by right-to-work standing on a day (docs/domain.md "Dashboard figures"). */
export type RtwStandingCounts = {
  none: number;
  continuous: number;
  due: number;
  dueSoon: number;
  lapsed: number;
  reviewNeeded: number;
};

/**
 * The compliance card's workers (authorised, not left) by the standing standingOn gives them on
 * `today` (src/shared/domain/right-to-work.ts), counted in one statement from the kept columns
 * rtw_checked, rtw_follow_up_date and rtw_review_needed: no check, continuous (no follow-up date),
 * lapsed (on or after the date), due soon (within DUE_SOON_DAYS), due (later), and those whose
 * latest passing check awaits review.
 */
export async function countRtwStandings(db: DbOrTx, today: string): Promise<RtwStandingCounts> {
  const result = await db.execute(sql`
    select count(*) filter (where not rtw_checked)::int as none,
      count(*) filter (where rtw_checked and rtw_follow_up_date is null)::int as continuous,
      count(*) filter (where rtw_checked and rtw_follow_up_date > ${today}::date + ${DUE_SOON_DAYS}::int)::int as due,
      count(*) filter (where rtw_checked and rtw_follow_up_date > ${today}::date
        and rtw_follow_up_date <= ${today}::date + ${DUE_SOON_DAYS}::int)::int as "dueSoon",
      count(*) filter (where rtw_checked and rtw_follow_up_date <= ${today}::date)::int as lapsed,
      count(*) filter (where rtw_checked and rtw_review_needed)::int as "reviewNeeded"
    from workers w where authorised and status <> 'left' and ${liveWorkerAs('w')}`);
  return rowsOf<RtwStandingCounts>(result)[0]!;
}
