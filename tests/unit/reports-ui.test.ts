import { describe, expect, it } from 'vitest';
import { reportQuery } from '../../src/shared/api/reports.ts';
import { describeReportFilters } from '../../src/client/features/reports/lib/filters-summary.ts';
import { historyPageUrlPatch, readHistoryPage } from '../../src/client/features/reports/lib/history-url.ts';
import { isTemplateApplied, quickTemplates } from '../../src/client/features/reports/lib/quick-templates.ts';
import {
  formWithin,
  reportChoicesFor,
  reportStatusesFor,
  templatesWithin,
} from '../../src/client/features/reports/lib/report-access.ts';
import {
  datesMessage,
  emptyReportForm,
  readReportForm,
  reportFormProblem,
  reportFormUrlPatch,
  reportRequestUrl,
  type ReportForm,
} from '../../src/client/features/reports/lib/report-form.ts';

const templateOf = (today: string, id: string) => {
  const template = quickTemplates(today).find((t) => t.id === id);
  if (!template) throw new Error(`no template ${id}`);
  return template.form;
};

/** Quick Templates (docs/domain.md) from "today" in Europe/London; weeks Monday to Sunday (docs/domain.md). */
describe('quick templates', () => {
  it.each([
    ['a Wednesday', '2025-06-04', '2025-07-04'],
    ['across a year end', '2025-12-15', '2026-01-14'],
    ['across a leap day', '2024-02-10', '2024-03-11'],
  ])('right to work expiring: today to today + 30 days, %s', (_case, today, to) => {
    expect(templateOf(today, 'rtw-expiring')).toEqual({
      type: 'rtw',
      status: 'all',
      from: today,
      to,
      fields: ['personal', 'documents'],
      followUpDue: false,
    });
  });

  it('right-to-work follow-ups due: the right-to-work report of the follow-ups due within 30 days or lapsed, any date', () => {
    const template = quickTemplates('2025-06-04').find((t) => t.id === 'rtw-follow-ups-due')!;
    expect(template.title).toBe('Right-to-work follow-ups due');
    expect(template.description).toBe(
      'Workers whose right-to-work follow-up check is due in the next 30 days or has lapsed, soonest first.',
    );
    expect(template.form).toEqual({
      type: 'rtw',
      status: 'all',
      from: '',
      to: '',
      fields: ['personal'],
      followUpDue: true,
    });
    const { type, ...rest } = template.form;
    expect(reportRequestUrl(type, 'csv', { ...rest, agencyId: null, includeLeft: false }, { isClient: false })).toBe(
      '/api/reports/rtw?format=csv&status=all&fields=personal&followUpDue=true',
    );
    const applied: ReportForm = { ...template.form, agencyId: null, includeLeft: true };
    expect(isTemplateApplied(applied, template)).toBe(true);
    expect(isTemplateApplied({ ...applied, followUpDue: false }, template)).toBe(false);
    // The right-to-work expiring template is not shown applied while the follow-ups filter is on.
    const expiring = quickTemplates('2025-06-04').find((t) => t.id === 'rtw-expiring')!;
    expect(
      isTemplateApplied({ ...expiring.form, agencyId: null, includeLeft: false, followUpDue: true }, expiring),
    ).toBe(false);
  });

  it.each([
    ['mid-month', '2025-06-18', '2025-06-01', '2025-06-30'],
    ['on the first', '2025-03-01', '2025-03-01', '2025-03-31'],
    ['on the last', '2025-04-30', '2025-04-01', '2025-04-30'],
    ['February of a leap year', '2024-02-10', '2024-02-01', '2024-02-29'],
    ['February of another year', '2025-02-10', '2025-02-01', '2025-02-28'],
  ])('leavers this month: the P45 report of left workers, first to last day, %s', (_case, today, from, to) => {
    expect(templateOf(today, 'leavers-this-month')).toMatchObject({ type: 'p45', status: 'left', from, to });
  });

  it.each([
    ['a Wednesday', '2025-06-04', '2025-05-26', '2025-06-01'],
    ['a Monday: the week that ended yesterday', '2025-06-02', '2025-05-26', '2025-06-01'],
    ['a Sunday: not the week ending today', '2025-06-01', '2025-05-19', '2025-05-25'],
    ['early January: last year', '2025-01-01', '2024-12-23', '2024-12-29'],
  ])("last week's payroll: the last complete Monday-Sunday week, %s", (_case, today, from, to) => {
    expect(templateOf(today, 'last-week-payroll')).toEqual({
      type: 'payroll',
      status: 'all',
      from,
      to,
      fields: ['employment', 'payroll'],
      followUpDue: false,
    });
  });

  it('workers pending completion: the workers report of pending workers, any date', () => {
    expect(templateOf('2025-06-04', 'workers-pending')).toMatchObject({
      type: 'workers',
      status: 'pending',
      from: '',
      to: '',
    });
  });

  it('each fills a form the server accepts, and is shown as applied only when the form matches it', () => {
    for (const template of quickTemplates('2025-06-04')) {
      const { type, ...rest } = template.form;
      const url = new URL(
        reportRequestUrl(type, 'csv', { ...rest, agencyId: null, includeLeft: false }, { isClient: false }),
        'http://x',
      );
      expect(reportQuery.safeParse(Object.fromEntries(url.searchParams)).success).toBe(true);
      const form: ReportForm = { ...template.form, agencyId: 3, includeLeft: false };
      expect(isTemplateApplied(form, template)).toBe(true);
      expect(isTemplateApplied({ ...form, status: 'active' }, template)).toBe(false);
      expect(isTemplateApplied({ ...form, fields: [] }, template)).toBe(false);
    }
  });
});

const form = (patch: Partial<ReportForm>): ReportForm => ({ ...emptyReportForm, ...patch });

/** GET /api/reports/{type}'s query (src/shared/api/reports.ts) from the form. */
describe('report request', () => {
  it.each([
    ['nothing chosen', 'workers', 'csv', form({}), false, '/api/reports/workers?format=csv&status=all'],
    [
      'every filter',
      'payroll',
      'xlsx',
      form({ status: 'active', from: '2025-05-26', to: '2025-06-01', agencyId: 7, fields: ['payroll', 'personal'] }),
      false,
      '/api/reports/payroll?format=xlsx&status=active&from=2025-05-26&to=2025-06-01&agencyId=7&fields=personal,payroll',
    ],
    [
      'a client user never sends an agency',
      'rtw',
      'csv',
      form({ agencyId: 7, to: '2025-06-01' }),
      true,
      '/api/reports/rtw?format=csv&status=all&to=2025-06-01',
    ],
  ] as const)('%s', (_case, type, format, value, isClient, url) => {
    expect(reportRequestUrl(type, format, value, { isClient })).toBe(url);
  });
});

/** The form in the address (docs/domain.md "Reports screen"). */
describe('report form in the address', () => {
  it('reads a full form back', () => {
    const params = new URLSearchParams(
      'tab=reports&report=p45&status=left&from=2025-06-01&to=2025-06-30&agency=4&fields=payroll,personal',
    );
    expect(readReportForm(params)).toEqual({
      type: 'p45',
      status: 'left',
      from: '2025-06-01',
      to: '2025-06-30',
      agencyId: 4,
      fields: ['personal', 'payroll'],
      includeLeft: false,
      followUpDue: false,
    });
  });

  it('Include Left workers: in the address as includeLeft=true, sent with the right-to-work report only', () => {
    expect(readReportForm(new URLSearchParams('report=rtw&includeLeft=true')).includeLeft).toBe(true);
    expect(readReportForm(new URLSearchParams('report=rtw&includeLeft=yes')).includeLeft).toBe(false);
    expect(readReportForm(new URLSearchParams('report=rtw&followUpDue=true')).followUpDue).toBe(true);
    expect(readReportForm(new URLSearchParams('report=rtw&followUpDue=1')).followUpDue).toBe(false);
    expect(reportFormUrlPatch({ followUpDue: true })).toEqual({ followUpDue: 'true' });
    expect(reportFormUrlPatch({ followUpDue: false })).toEqual({ followUpDue: null });
    expect(reportFormUrlPatch({ includeLeft: true })).toEqual({ includeLeft: 'true' });
    expect(reportFormUrlPatch({ includeLeft: false })).toEqual({ includeLeft: null });
    const url = (type: 'rtw' | 'workers') =>
      reportRequestUrl(type, 'csv', form({ includeLeft: true }), { isClient: false });
    expect(url('rtw')).toBe('/api/reports/rtw?format=csv&status=all&includeLeft=true');
    expect(url('workers')).toBe('/api/reports/workers?format=csv&status=all');
    expect(reportRequestUrl('rtw', 'csv', form({}), { isClient: false })).toBe(
      '/api/reports/rtw?format=csv&status=all',
    );
  });

  it('falls back to the defaults for anything unknown', () => {
    const params = new URLSearchParams(
      'report=salary&status=gone&from=2025-02-30&to=01/06/2025&agency=0&fields=x,,audit',
    );
    expect(readReportForm(params)).toEqual(form({ fields: ['audit'] }));
  });

  it('keeps defaults out of the address and round-trips a change', () => {
    expect(reportFormUrlPatch({ type: null, status: 'all', from: '', agencyId: null, fields: [] })).toEqual({
      report: null,
      status: null,
      from: '',
      agency: null,
      fields: '',
    });
    const value = form({
      type: 'workers',
      status: 'on_hold',
      to: '2025-01-31',
      agencyId: 2,
      fields: ['audit', 'documents'],
    });
    const patch = reportFormUrlPatch(value);
    const params = new URLSearchParams();
    for (const [name, v] of Object.entries(patch))
      if (v !== null && v !== undefined && v !== '') params.set(name, String(v));
    expect(readReportForm(params)).toEqual({ ...value, fields: ['documents', 'audit'] });
  });
});

describe('what blocks generating', () => {
  it.each([
    ['no type', form({}), 'typeRequired', undefined],
    [
      'no type and reversed dates: the type first',
      form({ from: '2025-06-02', to: '2025-06-01' }),
      'typeRequired',
      'The start date must be on or before the end date',
    ],
    [
      'start after end',
      form({ type: 'payroll', from: '2025-06-02', to: '2025-06-01' }),
      'reversedDates',
      'The start date must be on or before the end date',
    ],
    ['one day', form({ type: 'payroll', from: '2025-06-01', to: '2025-06-01' }), null, undefined],
    ['only a start', form({ type: 'payroll', from: '2025-06-02' }), null, undefined],
  ] as const)('%s', (_case, value, problem, message) => {
    expect(reportFormProblem(value)).toBe(problem);
    expect(datesMessage(value)).toBe(message);
  });
});

describe('Recent Reports', () => {
  const agencyName = (id: number) => (id === 4 ? 'Mill Staffing' : `Agency ${id}`);
  it.each([
    ['no filters', { status: 'all', from: null, to: null, agencyId: null, fields: [] }, 'No filters'],
    [
      'Left workers included',
      { status: 'all', from: null, to: null, agencyId: null, fields: [], includeLeft: true },
      'Left workers included',
    ],
    [
      'the follow-ups due',
      { status: 'all', from: null, to: null, agencyId: null, fields: ['personal'], followUpDue: true },
      'Follow-ups due within 30 days or lapsed; Fields: Personal details',
    ],
    [
      'all of them',
      { status: 'on_hold', from: '2025-06-01', to: '2025-06-30', agencyId: 4, fields: ['personal', 'payroll'] },
      'Status: On Hold; 01/06/2025 to 30/06/2025; Agency: Mill Staffing; Fields: Personal details, Payroll details',
    ],
    ['a start only', { status: 'all', from: '2025-06-01', to: null, agencyId: null, fields: [] }, 'From 01/06/2025'],
    [
      'an end only',
      { status: 'all', from: null, to: '2025-06-30', agencyId: 9, fields: [] },
      'Up to 30/06/2025; Agency: Agency 9',
    ],
  ] as const)('filters summary: %s', (_case, filters, text) => {
    expect(
      describeReportFilters(
        { includeLeft: false, followUpDue: false, ...filters, fields: [...filters.fields] },
        agencyName,
      ),
    ).toBe(text);
  });

  it('keeps its page in the address, defaults left out', () => {
    expect(readHistoryPage(new URLSearchParams('page=3&pageSize=25'))).toEqual({ page: 3, pageSize: 25 });
    expect(readHistoryPage(new URLSearchParams('page=0&pageSize=11'))).toEqual({ page: 1, pageSize: 10 });
    expect(historyPageUrlPatch({ page: 1, pageSize: 10 })).toEqual({ page: null, pageSize: null });
    expect(historyPageUrlPatch({ page: 2, pageSize: 50 })).toEqual({ page: 2, pageSize: 50 });
  });
});

/** Pay figures are for the payroll permission and a client user's own agency (docs/domain.md): support is not offered them. */
describe('what a role is offered', () => {
  it.each([
    ['admin', 6, 6],
    ['finance', 6, 6],
    ['support', 5, 5],
    ['client', 6, 6],
  ])('%s', (role, types, fields) => {
    const choices = reportChoicesFor(role);
    expect([choices.types.length, choices.fields.length]).toEqual([types, fields]);
    const seesPay = types === 6;
    expect(choices.types.includes('payroll')).toBe(seesPay);
    expect(choices.fields.includes('payroll')).toBe(seesPay);
    const names = templatesWithin(quickTemplates('2025-06-04'), choices).map((t) => t.id);
    expect(names.includes('last-week-payroll')).toBe(seesPay);
    expect(names).toContain('rtw-expiring');
    expect(names).toContain('rtw-follow-ups-due');
  });

  it('the follow-ups filter holds for the right-to-work report only', () => {
    const finance = reportChoicesFor('finance');
    expect(formWithin(form({ type: 'rtw', followUpDue: true }), finance).followUpDue).toBe(true);
    expect(formWithin(form({ type: 'workers', followUpDue: true }), finance).followUpDue).toBe(false);
    expect(reportRequestUrl('workers', 'csv', form({ followUpDue: true }), { isClient: false })).toBe(
      '/api/reports/workers?format=csv&status=all',
    );
  });

  it('an address asking for more keeps the rest', () => {
    const asked = form({ type: 'payroll', status: 'active', fields: ['personal', 'payroll'] });
    expect(formWithin(asked, reportChoicesFor('support'))).toEqual(form({ status: 'active', fields: ['personal'] }));
    expect(formWithin(asked, reportChoicesFor('client'))).toEqual(asked);
    expect(formWithin(asked, reportChoicesFor('finance'))).toEqual(asked);
  });

  it('a status the report type cannot have reads All: no agency is pending', () => {
    const finance = reportChoicesFor('finance');
    expect(formWithin(form({ type: 'agencies', status: 'pending' }), finance)).toEqual(
      form({ type: 'agencies', status: 'all' }),
    );
    expect(formWithin(form({ type: 'agencies', status: 'on_hold' }), finance).status).toBe('on_hold');
    expect(formWithin(form({ type: 'workers', status: 'pending' }), finance).status).toBe('pending');
    expect(reportStatusesFor('agencies')).toEqual(['all', 'active', 'on_hold', 'left']);
    expect(reportStatusesFor(null)).toEqual(['all', 'active', 'on_hold', 'left', 'pending']);
  });
});
