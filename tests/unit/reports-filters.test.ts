import { describe, expect, it } from 'vitest';
import { reportQuery, reportStatuses, type ReportFieldGroup, type ReportType } from '../../src/shared/api/reports.ts';
import { roles } from '../../src/shared/domain/permissions.ts';
import {
  currentDocument,
  documentState,
  needsShareCode,
  rightToWorkGaps,
  taxYearOf,
} from '../../src/shared/domain/reports/report-documents.ts';
import {
  agencyStatusFilter,
  isReversedReportRange,
  matchesWorkerStatus,
  mayGenerateReport,
  reportFiltersOf,
  seesEveryonesReports,
  workerStatusFilter,
} from '../../src/shared/domain/reports/report-filters.ts';
import type { ReportDocument } from '../../src/shared/domain/reports/report-rows.ts';
import { workerBadge, workerStatuses } from '../../src/shared/domain/worker-status.ts';

describe('the status filter on workers means the badge the screens show', () => {
  const badgeOf = { active: 'Active', pending: 'Pending', on_hold: 'On Hold', left: 'Left' } as const;
  const workers = workerStatuses.flatMap((status) =>
    [true, false].flatMap((authorised) =>
      [40, 100].map((completionPercentage) => ({ status, authorised, completionPercentage })),
    ),
  );
  it.each(reportStatuses.filter((s) => s !== 'all'))('%s selects exactly the workers whose badge says so', (status) => {
    const filter = workerStatusFilter(status);
    for (const worker of workers)
      expect(matchesWorkerStatus(filter, worker), JSON.stringify(worker)).toBe(workerBadge(worker) === badgeOf[status]);
  });
  it('all selects everyone', () => {
    expect(workerStatusFilter('all')).toBeNull();
    expect(workers.every((w) => matchesWorkerStatus(null, w))).toBe(true);
  });
  it('a stored active worker not yet authorised is Pending, not Active (issue 9 item 5)', () => {
    const ready = { status: 'active' as const, authorised: false, completionPercentage: 100 };
    expect(matchesWorkerStatus(workerStatusFilter('pending'), ready)).toBe(true);
    expect(matchesWorkerStatus(workerStatusFilter('active'), ready)).toBe(false);
  });
});

describe('the status filter on agencies is the agency status', () => {
  it.each([
    ['all', null],
    ['active', 'active'],
    ['on_hold', 'on_hold'],
    ['left', 'left'],
    ['pending', 'pending'],
  ] as const)('%s -> %s', (status, agencyStatus) => expect(agencyStatusFilter(status)).toBe(agencyStatus));
});

describe('filters of a query', () => {
  it.each([
    [{}, { status: 'all', from: null, to: null, agencyId: null, fields: [] }],
    [
      { status: 'left', from: '2025-01-01', to: '', agencyId: 'all', fields: 'payroll,personal' },
      { status: 'left', from: '2025-01-01', to: null, agencyId: null, fields: ['personal', 'payroll'] },
    ],
    [
      { agencyId: '12', fields: ['audit', 'audit'] },
      { status: 'all', from: null, to: null, agencyId: 12, fields: ['audit'] },
    ],
  ])('%j -> %j', (raw, filters) =>
    expect(reportFiltersOf(reportQuery.parse(raw))).toEqual({ includeLeft: false, followUpDue: false, ...filters }),
  );

  it.each([
    ['true', true],
    ['false', false],
    ['', false],
  ])('followUpDue=%j is %s', (value, followUpDue) =>
    expect(reportFiltersOf(reportQuery.parse({ followUpDue: value })).followUpDue).toBe(followUpDue),
  );

  it.each([
    [{ from: '2025-02-01', to: '2025-01-31' }, true],
    [{ from: '2025-01-31', to: '2025-01-31' }, false],
    [{ from: '2025-01-01', to: null }, false],
    [{ from: null, to: '2025-01-01' }, false],
  ])('from after to %j refused: %s', (range, refused) => expect(isReversedReportRange(range)).toBe(refused));

  it.each([
    [{ format: 'pdf' }],
    [{ status: 'archived' }],
    [{ from: '31/01/2025' }],
    [{ from: '2025-02-30' }],
    [{ fields: 'personal,salary' }],
    [{ agencyId: 'x' }],
    [{ sort: 'name' }],
  ])('%j is refused by the query schema', (raw) => expect(reportQuery.safeParse(raw).success).toBe(false));
});

describe('who may generate what', () => {
  const cases: [ReportType, ReportFieldGroup[]][] = [
    ['workers', []],
    ['workers', ['personal', 'documents']],
    ['workers', ['payroll']],
    ['agencies', ['payroll']],
    ['payroll', []],
    ['compliance', []],
    ['rtw', ['compliance']],
    ['p45', []],
    ['p45', ['payroll']],
  ];
  const expected: Record<string, boolean[]> = {
    admin: [true, true, true, true, true, true, true, true, true],
    finance: [true, true, true, true, true, true, true, true, true],
    support: [true, true, false, false, false, true, true, true, false],
    client: [true, true, true, true, true, true, true, true, true],
  };
  it.each(roles)('%s', (role) =>
    expect(cases.map(([type, fields]) => mayGenerateReport(role, type, fields))).toEqual(expected[role]),
  );
  it('an unknown role may generate nothing', () => expect(mayGenerateReport('guest', 'workers', [])).toBe(false));
  it.each([
    ['admin', true],
    ['finance', false],
    ['support', false],
    ['client', false],
  ] as const)('%s sees everyone’s Recent Reports: %s', (role, all) => expect(seesEveryonesReports(role)).toBe(all));
});

describe('documents in reports', () => {
  const doc = (
    type: string,
    expiryDate: string | null,
    uploadedOn = '2025-01-01',
    fileName = `${type}.pdf`,
  ): ReportDocument => ({
    type,
    expiryDate,
    uploadedOn,
    fileName,
  });
  const today = '2025-06-01';

  it.each([
    ['none held', [], null],
    ['the later expiry counts', [doc('passport', '2025-01-01'), doc('passport', '2030-01-01')], '2030-01-01'],
    ['no expiry beats any date', [doc('passport', '2030-01-01'), doc('passport', null)], null],
    ['other types do not count', [doc('visa', '2030-01-01')], undefined],
  ])('the document that counts: %s', (_label, docs, expiry) => {
    const current = currentDocument(docs, ['passport']);
    if (expiry === undefined || docs.length === 0) expect(current).toBeNull();
    else expect(current?.expiryDate).toBe(expiry);
  });

  it('a tie goes to the one uploaded last', () => {
    const docs = [doc('passport', null, '2025-01-01', 'first.pdf'), doc('passport', null, '2025-02-01', 'second.pdf')];
    expect(currentDocument(docs, ['passport'])?.fileName).toBe('second.pdf');
  });

  it.each([
    [null, 'Missing'],
    [doc('passport', null), 'Valid'],
    [doc('passport', '2025-05-31'), 'Expired'],
    [doc('passport', '2025-07-01'), 'Expiring'],
    [doc('passport', '2025-07-02'), 'Valid'],
  ] as const)('state of %j is %s (docs/domain.md, Worker documents)', (d, state) =>
    expect(documentState(d, today)).toBe(state),
  );

  it.each([
    ['BRITISH', false],
    ['irish', false],
    ['POLISH', true],
    [null, false],
    ['', false],
  ] as const)('a %s national needs a share code: %s', (nationality, needed) =>
    expect(needsShareCode(nationality)).toBe(needed),
  );

  it.each([
    [{ nationality: 'BRITISH', immigrationShareCode: null }, [doc('right_to_work', null), doc('passport', null)], []],
    [{ nationality: 'BRITISH', immigrationShareCode: null }, [], ['Right to Work document', 'Passport']],
    [{ nationality: 'POLISH', immigrationShareCode: null }, [doc('right_to_work', null)], ['Passport', 'Share code']],
    [
      { nationality: 'POLISH', immigrationShareCode: 'W12345678' },
      [doc('right_to_work', '2020-01-01'), doc('passport', null)],
      [],
    ],
    [
      { nationality: null, immigrationShareCode: null },
      [doc('right_to_work', null), doc('passport', null)],
      ['Nationality'],
    ],
  ])('right-to-work gaps of %j with %j: %j', (worker, docs, gaps) =>
    expect(rightToWorkGaps(worker, docs)).toEqual(gaps),
  );

  it.each([
    ['2025-04-05', { from: '2024-04-06', to: '2025-04-05' }],
    ['2025-04-06', { from: '2025-04-06', to: '2026-04-05' }],
    ['2025-12-31', { from: '2025-04-06', to: '2026-04-05' }],
    ['2025-01-01', { from: '2024-04-06', to: '2025-04-05' }],
  ])('the tax year of %s', (day, year) => expect(taxYearOf(day)).toEqual(year));
});
