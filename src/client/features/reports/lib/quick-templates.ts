import { addDays } from '../../../../shared/domain/en-gb-dates.ts';
import { monthOf, shiftPeriod } from '../../../../shared/domain/payroll-periods.ts';
import type { ReportForm } from './report-form.ts';

/** What a template sets: everything but the agency, which stays as chosen. */
export type TemplateForm = Omit<ReportForm, 'agencyId' | 'includeLeft'> & { type: NonNullable<ReportForm['type']> };

export type QuickTemplate = { id: string; title: string; description: string; form: TemplateForm };

/**
 * Quick Templates (docs/domain.md): each fills the form in one click, from "today" in
 * Europe/London (YYYY-MM-DD, `todayInLondon`), so they are pure and testable. Weeks run Monday to
 * Sunday and months are calendar months (docs/domain.md, `payroll-periods.ts`).
 */
export function quickTemplates(today: string): QuickTemplate[] {
  const lastWeek = shiftPeriod('week', today, -1);
  const thisMonth = monthOf(today);
  return [
    {
      id: 'rtw-expiring',
      title: 'Right to work expiring',
      description: 'Right to work documents expiring in the next 30 days.',
      form: {
        type: 'rtw',
        status: 'all',
        from: today,
        to: addDays(today, 30),
        fields: ['personal', 'documents'],
        followUpDue: false,
      },
    },
    {
      id: 'rtw-follow-ups-due',
      title: 'Right-to-work follow-ups due',
      description:
        'Workers whose right-to-work follow-up check is due in the next 30 days or has lapsed, soonest first.',
      form: { type: 'rtw', status: 'all', from: '', to: '', fields: ['personal'], followUpDue: true },
    },
    {
      id: 'leavers-this-month',
      title: 'Leavers this month',
      description: 'Workers with a P45 date this calendar month.',
      form: { type: 'p45', status: 'left', ...thisMonth, fields: ['personal', 'employment'], followUpDue: false },
    },
    {
      id: 'last-week-payroll',
      title: "Last week's payroll",
      description: 'Payroll paid last week, Monday to Sunday.',
      form: { type: 'payroll', status: 'all', ...lastWeek, fields: ['employment', 'payroll'], followUpDue: false },
    },
    {
      id: 'workers-pending',
      title: 'Workers pending completion',
      description:
        'Workers still pending: not yet complete, or complete and waiting to be authorised (see Completion %).',
      form: {
        type: 'workers',
        status: 'pending',
        from: '',
        to: '',
        fields: ['personal', 'employment', 'documents', 'compliance'],
        followUpDue: false,
      },
    },
  ];
}

/** Whether the form is exactly what the template sets (its button then shows as pressed). */
export function isTemplateApplied(form: ReportForm, template: QuickTemplate): boolean {
  const t = template.form;
  return (
    form.type === t.type &&
    form.status === t.status &&
    form.from === t.from &&
    form.to === t.to &&
    form.fields.join(',') === t.fields.join(',') &&
    form.followUpDue === t.followUpDue
  );
}
