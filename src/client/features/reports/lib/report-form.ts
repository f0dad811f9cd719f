import {
  reportFieldGroups,
  reportStatuses,
  reportTypes,
  type ReportFieldGroup,
  type ReportFormat,
  type ReportStatus,
  type ReportType,
  reportPaths,
} from '../../../../shared/api/reports.ts';
import { isReversedDateRange } from '../../../../shared/domain/date-range.ts';
import { isIsoDate } from '../../../../shared/domain/en-gb-dates.ts';
import type { UrlPatch } from '../../../lib/use-url-state.ts';
import { REVERSED_DATES_MESSAGE } from './report-messages.ts';

/** The report form as the address holds it (reload keeps it: docs/domain.md "Reports screen"). */
export type ReportForm = {
  type: ReportType | null;
  status: ReportStatus;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  /** Staff only; null is all agencies. A client user's reports are its agency's (the server scopes them). */
  agencyId: number | null;
  /** In the order of reportFieldGroups. */
  fields: ReportFieldGroup[];
  /** The right-to-work report only: Left workers are left out unless asked (docs/domain.md "Reports"). */
  includeLeft: boolean;
  /** The right-to-work report only: the follow-ups due within 30 days or lapsed, soonest first. */
  followUpDue: boolean;
};

export const emptyReportForm: ReportForm = {
  type: null,
  status: 'all',
  from: '',
  to: '',
  agencyId: null,
  fields: [],
  includeLeft: false,
  followUpDue: false,
};

/** Query parameter names, beside the main page's own `tab`. */
const names = {
  type: 'report',
  status: 'status',
  from: 'from',
  to: 'to',
  agencyId: 'agency',
  fields: 'fields',
  includeLeft: 'includeLeft',
  followUpDue: 'followUpDue',
} as const;

const oneOf = <T extends string>(list: readonly T[], text: string | null): T | null =>
  list.find((item) => item === text) ?? null;
const day = (text: string | null) => (text && isIsoDate(text) ? text : '');
const agency = (text: string | null) =>
  text && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2147483647 ? Number(text) : null;

/** Only known groups, each once, in the canonical order (so two orders are one address). */
export const orderedFields = (fields: readonly string[]): ReportFieldGroup[] =>
  reportFieldGroups.filter((group) => fields.includes(group));

/** Reads the address; anything unknown falls back to its default, so an edited link still opens the screen. */
export function readReportForm(params: URLSearchParams): ReportForm {
  return {
    type: oneOf(reportTypes, params.get(names.type)),
    status: oneOf(reportStatuses, params.get(names.status)) ?? 'all',
    from: day(params.get(names.from)),
    to: day(params.get(names.to)),
    agencyId: agency(params.get(names.agencyId)),
    fields: orderedFields((params.get(names.fields) ?? '').split(',')),
    includeLeft: params.get(names.includeLeft) === 'true',
    followUpDue: params.get(names.followUpDue) === 'true',
  };
}

/** The address patch of a change; defaults stay out of the address. */
export function reportFormUrlPatch(change: Partial<ReportForm>): UrlPatch {
  const patch: UrlPatch = {};
  if (change.type !== undefined) patch[names.type] = change.type;
  if (change.status !== undefined) patch[names.status] = change.status === 'all' ? null : change.status;
  if (change.from !== undefined) patch[names.from] = change.from;
  if (change.to !== undefined) patch[names.to] = change.to;
  if (change.agencyId !== undefined) patch[names.agencyId] = change.agencyId;
  if (change.fields !== undefined) patch[names.fields] = orderedFields(change.fields).join(',');
  if (change.includeLeft !== undefined) patch[names.includeLeft] = change.includeLeft ? 'true' : null;
  if (change.followUpDue !== undefined) patch[names.followUpDue] = change.followUpDue ? 'true' : null;
  return patch;
}

/** What blocks generating before any request: no type (a toast), start after end (said at the dates). */
export type ReportFormProblem = 'typeRequired' | 'reversedDates';

export function reportFormProblem(form: ReportForm): ReportFormProblem | null {
  if (!form.type) return 'typeRequired';
  if (isReversedDateRange(form.from, form.to)) return 'reversedDates';
  return null;
}

/** The dates' inline message, shown as soon as they are reversed. */
export const datesMessage = (form: ReportForm) =>
  isReversedDateRange(form.from, form.to) ? REVERSED_DATES_MESSAGE : undefined;

/**
 * GET /api/reports/{type} with the form as its query (src/shared/api/reports.ts `reportQuery`):
 * format and status always, the rest only when set. A client user never sends an agency: the
 * server fixes its reports to its own (docs/domain.md "Reports").
 */
export function reportRequestUrl(
  type: ReportType,
  format: ReportFormat,
  form: Omit<ReportForm, 'type'>,
  { isClient }: { isClient: boolean },
): string {
  const query = new URLSearchParams({ format, status: form.status });
  if (form.from) query.set('from', form.from);
  if (form.to) query.set('to', form.to);
  if (form.agencyId !== null && !isClient) query.set('agencyId', String(form.agencyId));
  const fields = orderedFields(form.fields);
  if (fields.length > 0) query.set('fields', fields.join(','));
  if (type === 'rtw' && form.includeLeft) query.set('includeLeft', 'true');
  if (type === 'rtw' && form.followUpDue) query.set('followUpDue', 'true');
  // Commas are fine in a query; kept plain so the address reads as the contract writes it (fields=a,b).
  return `${reportPaths.generate.build({ type })}?${query.toString().replaceAll('%2C', ',')}`;
}
