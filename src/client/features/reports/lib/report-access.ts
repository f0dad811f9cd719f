import {
  reportFieldGroups,
  reportTypes,
  type ReportFieldGroup,
  type ReportType,
} from '../../../../shared/api/reports.ts';
import { mayGenerateReport } from '../../../../shared/domain/reports/report-filters.ts';
import type { QuickTemplate } from './quick-templates.ts';
import type { ReportForm } from './report-form.ts';

/** The cards and checkboxes a role is offered. */
export type ReportChoices = { types: ReportType[]; fields: ReportFieldGroup[] };

/**
 * Pay figures (the payroll report, the payroll include group) are for the payroll permission
 * (admin, finance; part 3 section 6), and the server refuses them to the others (the shared rule
 * `mayGenerateReport`); so a support or client user is not offered them (docs/domain.md "Reports screen").
 */
export function reportChoicesFor(role: string | null): ReportChoices {
  const may = (type: ReportType, fields: ReportFieldGroup[] = []) => !!role && mayGenerateReport(role, type, fields);
  return {
    types: reportTypes.filter((type) => may(type)),
    // The workers report is everyone's with reports: a group it cannot take is one the role may not see.
    fields: reportFieldGroups.filter((group) => may('workers', [group])),
  };
}

/** The form as the role may use it: an address asking for more (a shared link) keeps the rest. */
export const formWithin = (form: ReportForm, choices: ReportChoices): ReportForm => ({
  ...form,
  type: form.type && choices.types.includes(form.type) ? form.type : null,
  fields: form.fields.filter((group) => choices.fields.includes(group)),
});

/** The templates a role can use in full. */
export const templatesWithin = (templates: QuickTemplate[], choices: ReportChoices) =>
  templates.filter(
    (t) => choices.types.includes(t.form.type) && t.form.fields.every((group) => choices.fields.includes(group)),
  );
