import { isIsoDate } from '../../../../shared/domain/en-gb-dates.ts';
import type { UrlPatch } from '../../../lib/use-url-state.ts';
import type { PayrollRecordParams } from '../api/payroll-keys.ts';

/** Page sizes of the records table; 20 by default, as the server's. */
export const payrollPageSizes = [10, 20, 50, 100] as const;
export const DEFAULT_PAYROLL_PAGE_SIZE = 20;

/** The records table as its address holds it: the filters, the search, the page and its size. */
export type PayrollRecordsState = {
  weekEnding: string;
  from: string;
  to: string;
  agencyId: number | null;
  payrollCompanyId: number | null;
  q: string;
  page: number;
  pageSize: number;
};

/** Query parameter names, beside the home route's own `tab`. */
const names = {
  weekEnding: 'weekEnding',
  from: 'from',
  to: 'to',
  agencyId: 'agency',
  payrollCompanyId: 'company',
  q: 'q',
  page: 'page',
  pageSize: 'pageSize',
} as const;

const whole = (text: string | null, max: number) =>
  text && /^[1-9]\d*$/.test(text) && Number(text) <= max ? Number(text) : null;
const day = (text: string | null) => (text && isIsoDate(text) ? text : '');

/** Reads the address; anything unknown falls back to its default, so an edited link still opens the screen. */
export function readPayrollRecordsUrl(params: URLSearchParams): PayrollRecordsState {
  return {
    weekEnding: day(params.get(names.weekEnding)),
    from: day(params.get(names.from)),
    to: day(params.get(names.to)),
    agencyId: whole(params.get(names.agencyId), 2147483647),
    payrollCompanyId: whole(params.get(names.payrollCompanyId), 2147483647),
    q: (params.get(names.q) ?? '').trim().slice(0, 100),
    page: whole(params.get(names.page), 100000) ?? 1,
    pageSize: payrollPageSizes.find((s) => String(s) === params.get(names.pageSize)) ?? DEFAULT_PAYROLL_PAGE_SIZE,
  };
}

/** The address patch of a change; defaults stay out of the address. */
export function payrollRecordsUrlPatch(change: Partial<PayrollRecordsState>): UrlPatch {
  const patch: UrlPatch = {};
  for (const key of ['weekEnding', 'from', 'to', 'q'] as const)
    if (change[key] !== undefined) patch[names[key]] = change[key];
  if (change.agencyId !== undefined) patch[names.agencyId] = change.agencyId;
  if (change.payrollCompanyId !== undefined) patch[names.payrollCompanyId] = change.payrollCompanyId;
  if (change.page !== undefined) patch[names.page] = change.page === 1 ? null : change.page;
  if (change.pageSize !== undefined)
    patch[names.pageSize] = change.pageSize === DEFAULT_PAYROLL_PAGE_SIZE ? null : change.pageSize;
  return patch;
}

/** The filters cleared, back on page 1. */
export const clearedPayrollFilters: Partial<PayrollRecordsState> = {
  weekEnding: '',
  from: '',
  to: '',
  agencyId: null,
  payrollCompanyId: null,
  q: '',
  page: 1,
};

/** How many filters are set (for 'Clear filters (N)'). */
export const activeFilterCount = (state: PayrollRecordsState) =>
  [state.weekEnding, state.from, state.to, state.agencyId, state.payrollCompanyId, state.q].filter(
    (v) => v !== '' && v !== null,
  ).length;

/** The request of the state: empty filters are left out. */
export const payrollRecordParams = (state: PayrollRecordsState): PayrollRecordParams => ({
  page: state.page,
  pageSize: state.pageSize,
  weekEnding: state.weekEnding || undefined,
  from: state.from || undefined,
  to: state.to || undefined,
  agencyId: state.agencyId ?? undefined,
  payrollCompanyId: state.payrollCompanyId ?? undefined,
  q: state.q || undefined,
});

/** 'Paid to' before 'Paid from' finds nothing: the filter says so under 'Paid to' (ISO dates compare as text). */
export const payDatesReversed = (state: Pick<PayrollRecordsState, 'from' | 'to'>) =>
  state.from !== '' && state.to !== '' && state.to < state.from;
export const PAY_DATES_REVERSED = 'Paid to is before Paid from';
