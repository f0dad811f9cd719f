import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '../../../shared/api/reports.ts';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import { addDays } from '../../../shared/domain/en-gb-dates.ts';
import { DUE_SOON_DAYS } from '../../../shared/domain/right-to-work.ts';
import { rightToWorkTypes } from '../../../shared/domain/reports/report-documents.ts';
import { agencyStatusFilter, workerStatusFilter } from '../../../shared/domain/reports/report-filters.ts';
import { agencies, payrollRecords, workers } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { liveWorker } from '../../lib/live-workers.ts';
import { allOf } from './report-batches.ts';

/** The tables under the aliases the report queries use: workers w, payroll records r, agencies g. */
const w = alias(workers, 'w');
const r = alias(payrollRecords, 'r');
const g = alias(agencies, 'g');

/** What a report is filtered by: the user's agency scope and the query's filters. */
export type ReportSelection = {
  scope: AgencyScope;
  agencyId: number | null;
  status: ReportStatus;
  from: string | null;
  to: string | null;
  includeLeft: boolean;
  followUpDue: boolean;
  /** The report's day (YYYY-MM-DD, London, the app's clock). */
  today: string;
};

/** The user's scope (src/shared/domain/agency-scope.ts) and the agency filter on a row's agency column. */
function agencyCondition(selection: ReportSelection, column: AnyPgColumn): SQL {
  return allOf([
    agencyScopeCondition(selection.scope, column),
    selection.agencyId === null ? undefined : eq(column, selection.agencyId),
  ]);
}

function dateCondition(day: SQL | AnyPgColumn, selection: ReportSelection): SQL {
  return allOf([
    selection.from ? sql`${day} >= ${selection.from}::date` : undefined,
    selection.to ? sql`${day} <= ${selection.to}::date` : undefined,
  ]);
}

/** The status filter on workers: the badge (shared/domain/reports/report-filters.ts). */
function workerStatusCondition(status: ReportStatus): SQL {
  const filter = workerStatusFilter(status);
  if (!filter) return sql`true`;
  return allOf([
    filter.left ? eq(w.status, 'left') : sql`${w.status} <> 'left'`,
    filter.authorised === undefined ? undefined : eq(w.authorised, filter.authorised),
    filter.complete === undefined ? undefined : eq(w.complete, filter.complete),
  ]);
}

const isDated = (selection: ReportSelection) => !!(selection.from || selection.to);

/** A document of the worker, of one of `types` when given, whose expiry is within from/to. */
function documentExpiring(selection: ReportSelection, types?: readonly string[]): SQL {
  return sql`exists (select 1 from worker_documents d where d.worker_id = ${w.id}
    ${
      types
        ? sql`and d.document_type in (${sql.join(
            types.map((t) => sql`${t}`),
            sql`, `,
          )})`
        : sql``
    }
    and ${dateCondition(sql`d.expiry_date`, selection)})`;
}

/**
 * The right-to-work follow-ups due: a passing check whose follow-up date is within DUE_SOON_DAYS
 * of today or past (due soon or lapsed, src/shared/domain/right-to-work.ts standingOn), a range of
 * workers_rtw_follow_up_idx.
 */
const followUpDueBy = (today: string) =>
  sql`${w.rtwChecked} and ${w.rtwFollowUpDate} <= ${addDays(today, DUE_SOON_DAYS)}::date`;

/**
 * Which workers a worker report holds (docs/domain.md "Reports"), live ones only ("Deleted workers"): the date filter is the work
 * start date (workers), any document's expiry (compliance), a right-to-work, passport, visa or BRP
 * document's expiry (rtw), the P45 date (p45, which holds only workers with one). The rtw report
 * leaves Left workers out unless includeLeft asks for them, or the status filter is Left, and with
 * followUpDue holds only the follow-ups due within 30 days or lapsed.
 */
export type WorkerReportKind = 'workers' | 'compliance' | 'rtw' | 'p45';
export function workerReportConditions(kind: WorkerReportKind, selection: ReportSelection): SQL {
  const dated = isDated(selection);
  return allOf([
    liveWorker(w.deletedAt),
    agencyCondition(selection, w.agencyId),
    workerStatusCondition(selection.status),
    kind === 'workers' ? dateCondition(w.workStartDate, selection) : undefined,
    kind === 'compliance' && dated ? documentExpiring(selection) : undefined,
    kind === 'rtw' && dated ? documentExpiring(selection, rightToWorkTypes) : undefined,
    kind === 'rtw' && !selection.includeLeft && selection.status !== 'left' ? sql`${w.status} <> 'left'` : undefined,
    kind === 'rtw' && selection.followUpDue ? followUpDueBy(selection.today) : undefined,
    kind === 'p45' ? allOf([sql`${w.p45Date} is not null`, dateCondition(w.p45Date, selection)]) : undefined,
  ]);
}

/**
 * Payroll records by their own agency (at the time of payment), the worker's status and the pay
 * date; `joinsWorkers` says whether the condition reads the worker (alias w), only for a status.
 */
export function payrollReportConditions(selection: ReportSelection): { condition: SQL; joinsWorkers: boolean } {
  const joinsWorkers = workerStatusFilter(selection.status) !== null;
  return {
    condition: allOf([
      agencyCondition(selection, r.agencyId),
      joinsWorkers ? workerStatusCondition(selection.status) : undefined,
      dateCondition(r.payDate, selection),
    ]),
    joinsWorkers,
  };
}

/** Agencies by their own status and the London day they were added. */
export function agencyReportConditions(selection: ReportSelection): SQL {
  const status = agencyStatusFilter(selection.status);
  return allOf([
    agencyCondition(selection, g.id),
    status === null ? undefined : eq(g.status, status),
    dateCondition(sql`(${g.createdAt} at time zone 'Europe/London')::date`, selection),
  ]);
}
