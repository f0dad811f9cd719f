import {
  reportFieldGroups,
  reportStatuses,
  reportTypes,
  type ReportFieldGroup,
  type ReportStatus,
  type ReportType,
} from '../../../../shared/api/reports.ts';
import { mayGenerateReport } from '../../../../shared/domain/reports/report-filters.ts';
import type { QuickTemplate } from './quick-templates.ts';
import type { ReportForm } from './report-form.ts';

/** The cards and checkboxes a role is offered. */
export type ReportChoices = { types: ReportType[]; fields: ReportFieldGroup[] };

/**
 * Pay figures (the payroll report, the payroll include group) are the payroll permission's (admin,
 * finance) and a client user's for its own agency; the server refuses them to support (the shared
 * rule `mayGenerateReport`), so a support user is not offered them (docs/domain.md "Reports").
 */
export function reportChoicesFor(role: string | null): ReportChoices {
  const may = (type: ReportType, fields: ReportFieldGroup[] = []) => !!role && mayGenerateReport(role, type, fields);
  return {
    types: reportTypes.filter((type) => may(type)),
    // The workers report is everyone's with reports: a group it cannot take is one the role may not see.
    fields: reportFieldGroups.filter((group) => may('workers', [group])),
  };
}

/**
 * The statuses a report type's rows can have: agencies are never pending (docs/domain.md
 * "Reports"), so the Agencies report is not offered Pending, which could only give an empty file.
 */
export const reportStatusesFor = (type: ReportType | null): readonly ReportStatus[] =>
  type === 'agencies' ? reportStatuses.filter((status) => status !== 'pending') : reportStatuses;

/**
 * The form as the role may use it: an address asking for more (a shared link) keeps the rest, and
 * a status the type's rows cannot have (Pending kept from a workers report) reads All, and the
 * follow-ups filter holds only for the right-to-work report.
 */
export const formWithin = (form: ReportForm, choices: ReportChoices): ReportForm => ({
  ...form,
  type: form.type && choices.types.includes(form.type) ? form.type : null,
  status: reportStatusesFor(form.type).includes(form.status) ? form.status : 'all',
  fields: form.fields.filter((group) => choices.fields.includes(group)),
  followUpDue: form.type === 'rtw' && form.followUpDue,
});

/** The templates a role can use in full. */
export const templatesWithin = (templates: QuickTemplate[], choices: ReportChoices) =>
  templates.filter(
    (t) => choices.types.includes(t.form.type) && t.form.fields.every((group) => choices.fields.includes(group)),
  );
