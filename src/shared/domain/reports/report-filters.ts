import type { ReportFieldGroup, ReportFilters, ReportQuery, ReportStatus, ReportType } from '../../api/reports.ts';
import { isReversedDateRange } from '../date-range.ts';
import { hasPermission } from '../permissions.ts';
import type { WorkerState } from '../worker-status.ts';
import { orderedGroups } from './report-columns.ts';

/** The filters of a query as one plain value: '' and 'all' mean no filter; groups once each, in screen order. */
export function reportFiltersOf(
  query: Pick<ReportQuery, 'status' | 'from' | 'to' | 'agencyId' | 'fields'> & {
    includeLeft?: boolean;
    followUpDue?: boolean;
  },
): ReportFilters {
  return {
    status: query.status,
    from: query.from || null,
    to: query.to || null,
    agencyId: typeof query.agencyId === 'number' ? query.agencyId : null,
    fields: orderedGroups(query.fields),
    includeLeft: query.includeLeft ?? false,
    followUpDue: query.followUpDue ?? false,
  };
}

/** What the date filter (from, to) applies to in each report (docs/domain.md "Reports"). */
export const reportDateTargets: Record<ReportType, string> = {
  workers: 'work start date',
  agencies: 'date the agency was added',
  payroll: 'pay date',
  compliance: 'expiry date of any of the worker’s documents',
  rtw: 'expiry date of a right-to-work, passport, visa or BRP document',
  p45: 'P45 (leaving) date',
};

/**
 * The status filter on workers means the badge the screens show (workerBadge): Left, Pending (not
 * authorised), Active (authorised, 100% complete) and On Hold (authorised, below 100%). As the
 * (authorised, left, complete) conditions a repository turns into SQL; null for all.
 */
export type WorkerStatusFilter = { left: boolean; authorised?: boolean; complete?: boolean };
export function workerStatusFilter(status: ReportStatus): WorkerStatusFilter | null {
  switch (status) {
    case 'all':
      return null;
    case 'left':
      return { left: true };
    case 'pending':
      return { left: false, authorised: false };
    case 'active':
      return { left: false, authorised: true, complete: true };
    case 'on_hold':
      return { left: false, authorised: true, complete: false };
  }
}

/** Whether a worker passes a status filter: the same meaning in JavaScript, for tests and checks. */
export function matchesWorkerStatus(filter: WorkerStatusFilter | null, worker: WorkerState): boolean {
  if (!filter) return true;
  if ((worker.status === 'left') !== filter.left) return false;
  if (filter.authorised !== undefined && worker.authorised !== filter.authorised) return false;
  return filter.complete === undefined || worker.completionPercentage >= 100 === filter.complete;
}

/** On agencies the status is the agency's own (active, on_hold, left); no agency is pending, so pending selects none. */
export const agencyStatusFilter = (status: ReportStatus): string | null => (status === 'all' ? null : status);

/**
 * Pay figures (docs/domain.md "Reports", who may generate what): the payroll report and the payroll
 * include group, which adds pay totals, fees, tax codes and bank details. The payroll permission
 * (admin, finance) has them for every agency, a client user for its own agency (its reports are
 * scoped to it); support gets 403 for either.
 */
export function needsPayrollPermission(type: ReportType, fields: readonly ReportFieldGroup[]): boolean {
  return type === 'payroll' || fields.includes('payroll');
}

/** A client user sees its own agency's pay figures (docs/domain.md "Reports"). */
const maySeePayFigures = (role: string) => hasPermission(role, 'payroll') || role === 'client';

export function mayGenerateReport(role: string, type: ReportType, fields: readonly ReportFieldGroup[]): boolean {
  return hasPermission(role, 'reports') && (!needsPayrollPermission(type, fields) || maySeePayFigures(role));
}

/** From after To matches nothing: refused with DATE_RANGE_MESSAGE (src/shared/domain/date-range.ts), as the lists do. */
export const isReversedReportRange = (filters: Pick<ReportFilters, 'from' | 'to'>) =>
  isReversedDateRange(filters.from, filters.to);

/** Recent Reports (docs/domain.md "Reports"): each user sees and downloads its own; admins everyone's. */
export const seesEveryonesReports = (role: string): boolean => hasPermission(role, 'admin');
