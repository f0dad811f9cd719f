import { pageSlice } from '../../lib/page-slice.ts';
import {
  PLAIN_LIST_LIMIT,
  type PayrollBatch,
  type PayrollRecord,
  type PayrollRecordPage,
  type PayrollRecordsQuery,
  type PayrollSummary,
} from '../../../shared/api/payroll.ts';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import { averagePence } from '../../../shared/domain/payroll-figures.ts';
import {
  currentPeriod,
  lastCompleteWeeks,
  monthOf,
  openingPeriod,
  weekOf,
  type Period,
} from '../../../shared/domain/payroll-periods.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { countActiveWorkers } from '../workers/workers-figures.service.ts';
import { toPayrollBatch, toPayrollRecord } from './payroll.presenter.ts';
import * as repo from './payroll.repository.ts';
import * as totals from './payroll-totals.repository.ts';

export type { PeriodFilter, PeriodTotalsRow, SeriesRow } from './payroll-totals.repository.ts';

/** Empty filters ('' from a form) mean no filter. */
function filterOf(query: PayrollRecordsQuery): repo.RecordFilter {
  return {
    weekEnding: query.weekEnding || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
    agencyId: query.agencyId || undefined,
    payrollCompanyId: query.payrollCompanyId || undefined,
    q: query.q || undefined,
  };
}

/**
 * GET /api/payroll-records (docs/domain.md "Payroll"): with page, the paged
 * shape; without, the plain list (docs/domain.md), newest first, at most PLAIN_LIST_LIMIT records.
 */
export async function listPayrollRecords(
  ctx: AppContext,
  query: PayrollRecordsQuery,
): Promise<PayrollRecord[] | PayrollRecordPage> {
  const filter = filterOf(query);
  if (query.page === undefined) {
    const rows = await repo.listRecords(ctx.db, filter, { limit: PLAIN_LIST_LIMIT, offset: 0, fromEnd: false });
    return rows.map(toPayrollRecord);
  }
  const { page, pageSize } = query;
  const total = await repo.countRecords(ctx.db, filter);
  const rows = await repo.listRecords(
    ctx.db,
    filter,
    pageSlice(total, { limit: pageSize, offset: (page - 1) * pageSize }),
  );
  return { items: rows.map(toPayrollRecord), total, page, pageSize };
}

/** The latest uploads (docs/domain.md: 5 on the Payroll tab). */
export async function listPayrollBatches(ctx: AppContext, limit: number): Promise<PayrollBatch[]> {
  return (await repo.listBatches(ctx.db, limit)).map(toPayrollBatch);
}

const grossOf = (rows: totals.SeriesRow[], period: Period) =>
  rows.find((row) => row.from === period.from && row.to === period.to) ?? { grossPence: 0, records: 0 };

/**
 * The Payroll Management cards (docs/domain.md "What each figure counts"): gross pay of this week
 * (Monday to Sunday, Europe/London), or of the latest week with payroll while this one has none
 * (docs/domain.md "Which week a screen opens on"); gross pay this month; activeWorkers; gross pay /
 * records over the last 4 complete weeks. The latest pay date, then one query over the daily
 * totals and one over the kept worker counts.
 */
export async function summarisePayroll(ctx: AppContext, now: Date = new Date()): Promise<PayrollSummary> {
  const week = currentPeriod('week', now);
  const month = currentPeriod('month', now);
  const lastWeeks = lastCompleteWeeks(4, now);
  const latest = await totals.latestPayDate(ctx.db, { to: week.to });
  const shownWeek = openingPeriod('week', todayInLondon(now), latest);
  const [rows, totalWorkers] = await Promise.all([
    totals.seriesTotals(ctx.db, [shownWeek, month, lastWeeks], {}),
    countActiveWorkers(ctx.db),
  ]);
  const recent = grossOf(rows, lastWeeks);
  return {
    thisWeek: grossOf(rows, shownWeek).grossPence / 100,
    thisMonth: grossOf(rows, month).grossPence / 100,
    totalWorkers,
    avgWeeklyPay: averagePence(recent.grossPence, recent.records) / 100,
    week,
    month,
    thisWeekPeriod: shownWeek,
    avgWeeklyPayPeriod: lastWeeks,
  };
}

/** Which kept count of distinct workers answers the period: a whole calendar week or month, else none. */
function keptKindOf(period: Period): 'week' | 'month' | null {
  const week = weekOf(period.from);
  if (week.from === period.from && week.to === period.to) return 'week';
  const month = monthOf(period.from);
  return month.from === period.from && month.to === period.to ? 'month' : null;
}

/** A period's totals for the dashboard (gross, fees, records from the kept totals; distinct workers). */
export const payrollPeriodTotals = (db: DbOrTx, filter: totals.PeriodFilter) =>
  totals.periodTotals(db, filter, keptKindOf(filter));

/** The latest pay date up to a day that has payroll, with the filters (docs/domain.md "Which week a screen opens on"). */
export const latestPayrollDate = (db: DbOrTx, filter: Omit<totals.PeriodFilter, 'from'>) =>
  totals.latestPayDate(db, filter);

/** Gross pay and fees per period for the dashboard's charts. */
export const payrollSeries = (
  db: DbOrTx,
  periods: readonly Period[],
  filter: Omit<totals.PeriodFilter, 'from' | 'to'>,
) => totals.seriesTotals(db, periods, filter);

/**
 * An agency's payroll records for its detail's Payroll tab (docs/domain.md, Agencies), newest first, and
 * how many it has (kept totals). The caller (the agencies area) has checked the user may see the agency.
 */
export async function listAgencyPayrollRecords(db: DbOrTx, agencyId: number, limit: number) {
  const [rows, total] = await Promise.all([
    repo.listRecords(db, { agencyId }, { limit, offset: 0, fromEnd: false }),
    repo.countRecords(db, { agencyId }),
  ]);
  return { records: rows.map(toPayrollRecord), total };
}
