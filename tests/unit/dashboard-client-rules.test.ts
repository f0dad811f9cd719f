import { describe, expect, it } from 'vitest';
import type { DashboardReport } from '../../src/shared/api/dashboard.ts';
import {
  complianceChartSummary,
  payChartData,
  payChartSummary,
} from '../../src/client/features/dashboard/lib/chart-data.ts';
import { dashboardUrlPatch, readDashboardUrl } from '../../src/client/features/dashboard/lib/dashboard-url.ts';
import { documentTypeLabel, expiresIn } from '../../src/client/features/dashboard/lib/expiry-alerts.ts';
import { formatCount } from '../../src/client/lib/format-number.ts';
import {
  formatPercent,
  overviewCards,
  reportFigureNote,
  reportFigures,
  rightToWorkFigures,
  RTW_FIGURES_HEADING,
} from '../../src/client/features/dashboard/lib/report-figures.ts';
import {
  currentPeriodDate,
  isCurrentPeriod,
  noPayrollYetNotice,
  periodLabel,
  periodTick,
  returnToCurrentLabel,
  shownPeriod,
  stepPeriod,
  switchPeriodKind,
} from '../../src/client/features/dashboard/lib/report-period-nav.ts';

// A Wednesday; its week is Monday 13 to Sunday 19 January 2025.
const today = '2025-01-15';

/** Payroll Reports' period (docs/domain.md: a week runs Monday to Sunday; docs/domain.md "Dashboard screen"). */
describe('payroll reports period', () => {
  const lastWeek = { from: '2025-01-06', to: '2025-01-12' };
  it.each([
    ['week', null, null, { from: '2025-01-13', to: '2025-01-19' }],
    ['week', null, lastWeek, lastWeek],
    ['week', '2025-01-06', null, lastWeek],
    ['week', '2025-01-13', lastWeek, { from: '2025-01-13', to: '2025-01-19' }],
    ['month', null, null, { from: '2025-01-01', to: '2025-01-31' }],
    ['month', '2024-02-01', null, { from: '2024-02-01', to: '2024-02-29' }],
  ] as const)('%s with date %s, opened on %o, shows %o', (kind, date, opened, period) => {
    expect(shownPeriod(kind, date, opened, today)).toEqual(period);
  });

  it.each([
    ['Previous from this week: last Monday', 'week', { from: '2025-01-13', to: '2025-01-19' }, -1, '2025-01-06'],
    ['Next from last week: the current week, kept in the address', 'week', lastWeek, 1, '2025-01-13'],
    ['Next from this week: next Monday', 'week', { from: '2025-01-13', to: '2025-01-19' }, 1, '2025-01-20'],
    ['Previous from this month: 1 December', 'month', { from: '2025-01-01', to: '2025-01-31' }, -1, '2024-12-01'],
    ['Next from December: the current month', 'month', { from: '2024-12-01', to: '2024-12-31' }, 1, '2025-01-01'],
  ] as const)('%s', (_case, kind, shown, steps, expected) => {
    expect(stepPeriod(kind, shown, steps)).toBe(expected);
  });

  it.each([
    ['the current week is current', 'week', { from: '2025-01-13', to: '2025-01-19' }, true],
    ['last week is not', 'week', lastWeek, false],
    ['last month is not', 'month', { from: '2024-12-01', to: '2024-12-31' }, false],
  ] as const)('%s', (_case, kind, shown, expected) => {
    expect(isCurrentPeriod(kind, shown, today)).toBe(expected);
  });

  it('Return to Current names the current period in the address', () => {
    expect(currentPeriodDate('week', today)).toBe('2025-01-13');
    expect(currentPeriodDate('month', today)).toBe('2025-01-01');
  });

  it.each([
    ['Week to Month on the opening week: the opening month', 'month', null, null],
    ['Week to Month on a December week: December', 'month', '2024-12-02', '2024-12-01'],
    [
      "Week to Month on a week that started last month but holds today's month: last month",
      'month',
      '2024-12-30',
      '2024-12-01',
    ],
    ['Month to Week on a past month: the week of its first day', 'week', '2024-12-01', '2024-11-25'],
    ['Week to Month on the current week: the current month', 'month', '2025-01-13', '2025-01-01'],
    ['Month to Week on the current month: the current week', 'week', '2025-01-01', '2025-01-13'],
  ] as const)('%s', (_case, next, date, expected) => {
    expect(switchPeriodKind(next, date, today)).toBe(expected);
  });

  it('says when the current period has no payroll yet', () => {
    expect(noPayrollYetNotice('week', today)).toBe(
      'No payroll yet for the current week (13/01/2025 to 19/01/2025). Showing the latest week with payroll.',
    );
    expect(noPayrollYetNotice('month', today)).toBe(
      'No payroll yet for the current month (January 2025). Showing the latest month with payroll.',
    );
  });

  it('labels the period, the chart ticks and the way back', () => {
    expect(periodLabel('week', { from: '2025-01-13', to: '2025-01-19' })).toBe('Week 13/01/2025 to 19/01/2025');
    expect(periodLabel('month', { from: '2024-02-01', to: '2024-02-29' })).toBe('February 2024');
    expect(periodTick('week', '2025-01-13')).toBe('13/01');
    expect(periodTick('month', '2024-02-01')).toBe('Feb 2024');
    expect(returnToCurrentLabel('week')).toBe('Return to Current Week');
    expect(returnToCurrentLabel('month')).toBe('Return to Current Month');
  });
});

describe('dashboard in the address', () => {
  it('reads the state and falls back to defaults for anything unknown', () => {
    expect(
      readDashboardUrl(
        new URLSearchParams('dashtab=reports&period=month&date=2024-12-01&agency=7&company=x&documents=12'),
      ),
    ).toEqual({
      tab: 'reports',
      period: 'month',
      date: '2024-12-01',
      agencyId: 7,
      payrollCompanyId: null,
      documentsOf: 12,
    });
    expect(readDashboardUrl(new URLSearchParams('dashtab=nope&period=year&date=2024-02-30&agency=0'))).toEqual({
      tab: 'overview',
      period: 'week',
      date: null,
      agencyId: null,
      payrollCompanyId: null,
      documentsOf: null,
    });
  });

  it('leaves defaults out of the address', () => {
    expect(dashboardUrlPatch({ tab: 'overview', period: 'week', date: null, agencyId: 3 })).toEqual({
      dashtab: null,
      period: null,
      date: null,
      agency: 3,
    });
    expect(dashboardUrlPatch({ tab: 'reports', period: 'month', payrollCompanyId: null, documentsOf: 9 })).toEqual({
      dashtab: 'reports',
      period: 'month',
      company: null,
      documents: 9,
    });
  });
});

const report = (overrides: Partial<DashboardReport> = {}): DashboardReport => ({
  from: '2025-01-13',
  to: '2025-01-19',
  period: 'week',
  currentPeriod: { from: '2025-01-13', to: '2025-01-19' },
  totalTemps: 2,
  totalFee: 50,
  totalRevenue: 1284.56,
  totalGrossProfit: 50,
  averageWeeklyPay: 617.28,
  netMarginPercentage: 3.9,
  totalGrossPay: 1234.56,
  totalRecords: 2,
  series: [],
  complianceByAgency: [],
  ...overrides,
});

/** The cards (docs/domain.md): money as £1,234.56, percentages to one decimal. */
describe('dashboard figures', () => {
  it('shows the report cards in the spec order, Gross Profit left out (it is Total Fee), each naming its measure and period', () => {
    const week = { from: '2025-01-13', to: '2025-01-19' };
    expect(reportFigures.map((f) => [f.label, f.format(report()), reportFigureNote(f, week)])).toEqual([
      ['Total Fee', '£50.00', 'Agency fees, week 13/01/2025 to 19/01/2025'],
      ['Total Revenue', '£1,284.56', 'Gross pay + agency fees, week 13/01/2025 to 19/01/2025'],
      ['Total Temps', '2', 'Workers paid, week 13/01/2025 to 19/01/2025'],
      ['Avg Weekly Pay', '£617.28', 'Gross pay per payroll record, week 13/01/2025 to 19/01/2025'],
      ['Net Margin', '3.9%', 'Agency fees / revenue, week 13/01/2025 to 19/01/2025'],
    ]);
    const month = { from: '2025-01-01', to: '2025-01-31' };
    expect(reportFigureNote(reportFigures[3]!, month)).toBe('Gross pay per payroll record, January 2025');
  });

  it('states each formula as docs/domain.md, Dashboard figures, does', () => {
    const formulas = Object.fromEntries(reportFigures.map((f) => [f.label, f.formula]));
    expect(formulas['Total Revenue']).toBe('gross pay + fees');
    expect(formulas['Avg Weekly Pay']).toBe('gross pay / number of payroll records');
    expect(formulas['Net Margin']).toBe('fees / revenue × 100, one decimal, 0 when revenue is 0');
  });

  it('shows the three overview cards', () => {
    const metrics = {
      totalMonthlyPayroll: 1234567.8,
      month: { from: '2026-11-01', to: '2026-11-30' },
      compliancePercentage: 100,
      activeAgencies: 4,
      activeWorkers: 9,
      compliantWorkers: 1809,
      authorisedWorkers: 1809,
      rightToWork: { none: 9, continuous: 1500, due: 270, dueSoon: 20, lapsed: 10, reviewNeeded: 1200 },
    };
    expect(overviewCards(metrics)).toEqual([
      { label: 'Total Monthly Payroll', value: '£1,234,567.80', note: 'Gross pay, November 2026' },
      {
        label: 'Authorised Workers Compliance',
        value: '100.0%',
        note: '1,809 of 1,809 authorised workers not left, today',
      },
      { label: 'Active Agencies', value: '4', note: 'Agencies Active, not archived, today' },
    ]);
  });

  it("counts the compliance card's workers by right-to-work standing, the most urgent first", () => {
    const metrics = {
      totalMonthlyPayroll: 0,
      month: { from: '2026-11-01', to: '2026-11-30' },
      compliancePercentage: 0,
      activeAgencies: 0,
      activeWorkers: 0,
      compliantWorkers: 0,
      authorisedWorkers: 4331,
      rightToWork: { none: 3, continuous: 4000, due: 300, dueSoon: 20, lapsed: 8, reviewNeeded: 1234 },
    };
    expect(RTW_FIGURES_HEADING).toBe('Right to work, today');
    expect(rightToWorkFigures(metrics)).toEqual([
      { label: 'Lapsed', value: '8' },
      { label: 'Due in 30 days', value: '20' },
      { label: 'No check', value: '3' },
      { label: 'To review', value: '1,234' },
      { label: 'Continuous', value: '4,000' },
    ]);
  });

  it.each([
    [0, '0.0%'],
    [3.9, '3.9%'],
    [50, '50.0%'],
  ])('%s per cent is %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [100_000, '100,000'],
  ])('the count %s reads %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});

describe('charts in words', () => {
  const series = [
    { from: '2024-12-30', to: '2025-01-05', grossPay: 0, grossProfit: 0 },
    { from: '2025-01-06', to: '2025-01-12', grossPay: 450, grossProfit: 25 },
    { from: '2025-01-13', to: '2025-01-19', grossPay: 1234.56, grossProfit: 50 },
  ];

  it('names each bar by its period', () => {
    expect(payChartData('week', series).map((p) => p.period)).toEqual(['30/12', '06/01', '13/01']);
  });

  it('sums the pay chart and names its highest period', () => {
    expect(payChartSummary('week', series)).toBe(
      'Over the 3 weeks from 30/12/2024 to 19/01/2025, gross pay totals £1,684.56 and agency fees £75.00; ' +
        'the highest gross pay is £1,234.56, in the week of 13/01/2025.',
    );
    expect(payChartSummary('month', [{ from: '2025-01-01', to: '2025-01-31', grossPay: 0, grossProfit: 0 }])).toBe(
      'No payroll in the 1 month from 01/01/2025 to 31/01/2025.',
    );
  });

  it('names the best and the worst agency for compliance', () => {
    const row = (agencyName: string, compliant: number, total: number) => ({
      agencyId: 1,
      agencyName,
      compliant,
      total,
      compliancePercentage: Math.round((compliant * 1000) / total) / 10,
    });
    expect(complianceChartSummary([])).toBe('No authorised workers yet.');
    expect(complianceChartSummary([row('Mill', 1, 2)])).toBe('Compliant authorised workers: Mill 50.0% (1 of 2).');
    expect(complianceChartSummary([row('Mill', 1, 2), row('Oak', 3, 3), row('Elm', 1, 3)])).toBe(
      'Compliant authorised workers in 3 agencies: highest Oak 100.0% (3 of 3), lowest Elm 33.3% (1 of 3).',
    );
  });
});

describe('document expiry alerts', () => {
  it.each([
    ['2025-01-15', 'expires today'],
    ['2025-01-16', 'expires tomorrow'],
    ['2025-02-14', 'expires in 30 days'],
  ])('a document expiring on %s %s', (expiry, text) => {
    expect(expiresIn(expiry, today)).toBe(text);
  });

  it('labels document types as the worker screens do', () => {
    expect(documentTypeLabel('right_to_work')).toBe('Right to Work');
    expect(documentTypeLabel('mystery')).toBe('mystery');
  });
});
