import { describe, expect, it } from 'vitest';
import {
  reportFieldGroups,
  reportTypes,
  type ReportFieldGroup,
  type ReportType,
} from '../../src/shared/api/reports.ts';
import { orderedGroups, reportLayout, reportNeeds } from '../../src/shared/domain/reports/report-columns.ts';
import { netPayDiffers } from '../../src/shared/domain/reports/payroll-columns.ts';
import { penceToPoundsText } from '../../src/shared/domain/reports/report-cells.ts';
import {
  payrollWorkerBasics,
  type ReportAgency,
  type ReportPayrollRecord,
  type ReportWorker,
} from '../../src/shared/domain/reports/report-rows.ts';

const headersOf = (type: ReportType, fields: ReportFieldGroup[] = []) =>
  reportLayout(type, fields).columns.map((c) => c.header);

/** Every subset of the six include groups (64). */
const everySubset: ReportFieldGroup[][] = Array.from({ length: 2 ** reportFieldGroups.length }, (_, mask) =>
  reportFieldGroups.filter((_, i) => mask & (1 << i)),
);

describe('the columns of each report without include groups (docs/domain.md "Reports")', () => {
  it.each<[ReportType, string[]]>([
    [
      'workers',
      ['Worker ID', 'First Name', 'Last Name', 'Agency', 'Status', 'Authorised', 'Completion %', 'Work Start Date'],
    ],
    ['agencies', ['Agency ID', 'Name', 'Status', 'City', 'Trust Score', 'Archived']],
    [
      'payroll',
      [
        'NI Number',
        'Pay Date',
        'Gross Pay',
        'Tax',
        'NI',
        'Pension',
        'Net Pay',
        'Week Ending',
        'Worker ID',
        'First Name',
        'Last Name',
        'Agency',
      ],
    ],
    [
      'compliance',
      [
        'Worker ID',
        'First Name',
        'Last Name',
        'Agency',
        'Status',
        'Compliant',
        'Missing Documents',
        'Passport',
        'Passport Expiry',
        'Right to Work',
        'Right to Work Expiry',
        'National Insurance Letter',
        'National Insurance Letter Expiry',
        'Expired Documents',
        'Expiring Documents',
        'Next Expiry',
      ],
    ],
    [
      'rtw',
      [
        'Worker ID',
        'First Name',
        'Last Name',
        'Agency',
        'Status',
        'Check Method',
        'Check Date',
        'Checked By',
        'Follow-up Date',
        'Check Status',
        'Nationality',
        'Immigration Share Code',
        'Right to Work Document',
        'Right to Work Uploaded',
        'Right to Work',
        'Right to Work Expiry',
        'Passport Expiry',
        'Visa/BRP Expiry',
        'Missing',
      ],
    ],
    [
      'p45',
      [
        'Worker ID',
        'First Name',
        'Last Name',
        'Agency',
        'Status',
        'Leaving Date',
        'NI Number',
        'Date of Birth',
        'Tax Code',
        'Wk1/Mth1 Basis',
        'Payroll Company',
        'PAYE Reference',
        'Last Pay Date',
      ],
    ],
  ])('%s', (type, headers) => expect(headersOf(type)).toEqual(headers));

  it('the payroll report starts with the payroll upload columns (docs/domain.md, Reports), so it can be uploaded again', () => {
    expect(headersOf('payroll').slice(0, 7)).toEqual([
      'NI Number',
      'Pay Date',
      'Gross Pay',
      'Tax',
      'NI',
      'Pension',
      'Net Pay',
    ]);
  });
});

describe('what each include group adds', () => {
  it.each<[ReportType, ReportFieldGroup, string[]]>([
    ['workers', 'personal', ['Title', 'Date of Birth', 'Gender', 'Marital Status', 'Nationality', 'Email', 'Phone']],
    ['workers', 'employment', ['Employee Reference', 'Works Reference', 'Payroll Company', 'P45 Date']],
    ['workers', 'documents', ['Documents', 'Document Types', 'Expiring Documents', 'Next Expiry']],
    ['workers', 'audit', ['Added Via', 'Created', 'Created By', 'Last Updated', 'Authorised Date', 'Authorised By']],
    ['workers', 'payroll', ['Tax Code', 'Sort Code', 'Account Number', 'Payments', 'Total Gross Pay', 'Last Pay Date']],
    ['workers', 'compliance', ['Compliant', 'Missing Documents', 'Passport', 'Expired Documents']],
    ['payroll', 'personal', ['Date of Birth', 'Email', 'Post Code']],
    ['payroll', 'employment', ['Payroll Company', 'Status', 'Employee Reference']],
    ['payroll', 'audit', ['Record ID', 'Uploaded', 'Uploaded By', 'Upload File']],
    ['payroll', 'payroll', ['Agency Fee', 'Tax Code', 'Sort Code']],
    ['payroll', 'compliance', ['Worker Authorised', 'Paid After Leaving', 'Net Pay Differs']],
    ['p45', 'payroll', ['Pay In Tax Year', 'Tax In Tax Year', 'Sort Code', 'Payments']],
    ['rtw', 'compliance', ['Compliant', 'Passport', 'National Insurance Letter']],
    ['agencies', 'personal', ['Contact Name', 'Contact Email', 'Contact Phone', 'Address', 'Postal Code']],
    ['agencies', 'employment', ['Business Type', 'Workers', 'Active Workers', 'Left Workers']],
    ['agencies', 'documents', ['Documents', 'Expired Documents', 'Expiring Documents', 'Next Document Expiry']],
    ['agencies', 'audit', ['Created', 'Last Updated', 'Archived Date', 'Account Manager']],
    ['agencies', 'payroll', ['Fee', 'Payment Terms', 'Gross Pay', 'Fees Charged', 'Last Pay Date']],
    ['agencies', 'compliance', ['Company Number', 'VAT Number', 'Compliant Workers', 'Compliance %']],
  ])('%s + %s adds %j (after the base columns)', (type, group, added) => {
    const base = headersOf(type);
    const withGroup = headersOf(type, [group]);
    expect(withGroup.slice(0, base.length)).toEqual(base);
    expect(withGroup.slice(base.length)).toEqual(expect.arrayContaining(added));
  });

  it('a column already in the report is not repeated: the P45 report has its NI number once with personal', () => {
    expect(headersOf('p45', ['personal']).filter((h) => h === 'NI Number')).toHaveLength(1);
    expect(headersOf('payroll', ['personal']).filter((h) => h === 'NI Number')).toHaveLength(1);
    expect(headersOf('compliance', ['compliance'])).toEqual(headersOf('compliance'));
  });

  it('a payroll record holds no documents: the documents group adds nothing to the payroll report', () => {
    expect(headersOf('payroll', ['documents'])).toEqual(headersOf('payroll'));
  });
});

describe('every report x every combination of groups', () => {
  const cases = reportTypes.flatMap((type) => everySubset.map((fields) => [type, fields] as const));

  it.each(cases)('%s with %j: unique headers and keys, base first, groups in screen order', (type, fields) => {
    const columns = reportLayout(type, fields).columns;
    expect(new Set(columns.map((c) => c.header)).size).toBe(columns.length);
    expect(new Set(columns.map((c) => c.key)).size).toBe(columns.length);
    expect(headersOf(type, [...fields].reverse())).toEqual(columns.map((c) => c.header));
    expect(columns.map((c) => c.header).slice(0, headersOf(type).length)).toEqual(headersOf(type));
  });
});

describe('groups', () => {
  it.each<[ReportFieldGroup[], ReportFieldGroup[]]>([
    [[], []],
    [
      ['payroll', 'personal'],
      ['personal', 'payroll'],
    ],
    [
      ['audit', 'audit', 'documents'],
      ['documents', 'audit'],
    ],
  ])('%j are taken once each, in the order of the checkboxes: %j', (fields, ordered) =>
    expect(orderedGroups(fields)).toEqual(ordered),
  );
});

describe('what the repository must read', () => {
  const needsOf = (type: ReportType, fields: ReportFieldGroup[] = []) =>
    [...reportNeeds(reportLayout(type, fields).columns)].sort();
  it.each<[ReportType, ReportFieldGroup[], string[]]>([
    ['workers', [], []],
    ['workers', ['documents'], ['documents']],
    ['workers', ['audit'], ['record']],
    ['workers', ['payroll'], ['pay']],
    ['compliance', [], ['documents']],
    ['rtw', [], ['documents', 'rtwCheck']],
    ['p45', [], ['pay']],
    ['payroll', [], []],
    ['payroll', ['compliance'], []],
    ['payroll', ['personal'], ['workerDetails']],
    ['payroll', ['audit'], ['recordExtras', 'upload']],
    ['payroll', ['employment'], ['recordExtras', 'workerDetails']],
    ['payroll', ['payroll'], ['recordExtras', 'workerDetails']],
    ['agencies', reportFieldGroups.slice(), []],
  ])('%s with %j needs %j', (type, fields, needs) => expect(needsOf(type, fields)).toEqual(needs));

  it('a payroll column that does not need the worker details reads only the fields every record carries', () => {
    const basics = new Set<string>(payrollWorkerBasics);
    const worker = new Proxy({} as ReportWorker, {
      get(_target, key) {
        if (typeof key === 'string' && !basics.has(key)) throw new Error(`read worker.${key} without workerDetails`);
        return key === 'p45Date' ? null : key === 'status' ? 'active' : key === 'authorised' ? true : 1;
      },
    });
    const record = {
      id: 1,
      niNumber: 'AB123456C',
      payDate: '2025-03-07',
      weekEnding: '2025-03-09',
      grossPence: 1,
      taxPence: 0,
      niPence: 0,
      pensionPence: 0,
      netPence: 1,
      feePence: 0,
      agencyName: null,
      payrollCompanyName: null,
      uploadedOn: null,
      uploadedByName: null,
      uploadFileName: null,
      worker,
    } satisfies ReportPayrollRecord;
    const layout = reportLayout('payroll', reportFieldGroups.slice());
    if (layout.rows !== 'payroll') throw new Error('the payroll report');
    const columns = layout.columns;
    const light = columns.filter((c) => !c.needs?.includes('workerDetails'));
    expect(light.length).toBeGreaterThan(12);
    for (const column of light) expect(() => column.value(record, { today: '2025-06-01' })).not.toThrow();
  });

  it('a payroll column that does not need the record extras never reads the id, fee or payroll company', () => {
    const extras = new Set(['id', 'feePence', 'payrollCompanyName']);
    const record = new Proxy({} as ReportPayrollRecord, {
      get(_target, key) {
        if (typeof key === 'string' && extras.has(key)) throw new Error(`read record.${key} without recordExtras`);
        if (key === 'worker')
          return { id: 1, firstName: 'A', lastName: 'B', status: 'active', authorised: true, p45Date: null };
        return key === 'payDate' || key === 'weekEnding' ? '2025-03-07' : key === 'niNumber' ? 'AB123456C' : 1;
      },
    });
    const layout = reportLayout('payroll', reportFieldGroups.slice());
    if (layout.rows !== 'payroll') throw new Error('the payroll report');
    const plain = layout.columns.filter(
      (c) => !c.needs?.includes('recordExtras') && !c.needs?.includes('workerDetails'),
    );
    expect(plain.map((c) => c.key)).toContain('grossPay');
    for (const column of plain) expect(() => column.value(record, { today: '2025-06-01' })).not.toThrow();
    const withExtras = layout.columns.filter((c) => c.needs?.includes('recordExtras')).map((c) => c.key);
    expect(withExtras.sort()).toEqual(['fee', 'payrollCompany', 'recordId']);
  });
});

describe('cell values', () => {
  const worker: ReportWorker = {
    id: 7,
    title: 'MR',
    firstName: 'Sam',
    lastName: 'Smith',
    gender: null,
    maritalStatus: null,
    nationality: 'POLISH',
    dateOfBirth: '1990-05-17',
    email: null,
    phone: null,
    addressLine1: null,
    addressLine2: null,
    addressLine3: null,
    city: null,
    county: null,
    postCode: null,
    niNumber: 'AB123456C',
    niCategory: 'A',
    taxCode: '1257L',
    wk1Mth1Basis: '1',
    paymentFrequency: 'Weekly',
    sortCode: null,
    accountNumber: null,
    accountName: null,
    bacsReference: null,
    immigrationShareCode: null,
    employeeReference: null,
    worksReference: null,
    workStartDate: '2024-01-08',
    agencyName: 'ACME',
    payrollCompanyName: 'Pay Co',
    payeReference: '123/AB456',
    completionPercentage: 100,
    authorised: true,
    authorisedOn: null,
    authorisedByName: null,
    status: 'left',
    p45Date: '2025-04-30',
    addedVia: 'manual',
    createdOn: '2024-01-01',
    createdByName: null,
    updatedOn: '2024-01-02',
    documents: [
      { type: 'passport', expiryDate: '2025-01-01', fileName: 'old.pdf', uploadedOn: '2020-01-01' },
      { type: 'passport', expiryDate: '2030-01-01', fileName: 'new.pdf', uploadedOn: '2025-01-01' },
      { type: 'right_to_work', expiryDate: '2025-06-20', fileName: 'rtw.pdf', uploadedOn: '2025-01-02' },
    ],
    pay: {
      payments: 3,
      grossPence: 123456,
      lastPayDate: '2025-04-25',
      taxYearGrossPence: 50000,
      taxYearTaxPence: 5000,
    },
    rtwChecked: true,
    rtwFollowUpDate: '2025-06-20',
    rtwReviewNeeded: false,
    rtwCheck: { method: 'online', checkDate: '2025-01-02', checkedByName: 'Ada Admin' },
  };
  const valuesOf = (
    type: ReportType,
    fields: ReportFieldGroup[] = [],
    row: ReportWorker = worker,
    today = '2025-06-01',
  ) => {
    const layout = reportLayout(type, fields);
    if (layout.rows !== 'workers') throw new Error('a worker report');
    return Object.fromEntries(layout.columns.map((c) => [c.header, c.value(row, { today })]));
  };

  it('the compliance report: each required type by the document that counts, and what is missing', () => {
    expect(valuesOf('compliance')).toMatchObject({
      Status: 'Left',
      Compliant: 'No',
      'Missing Documents': 'National Insurance Letter',
      Passport: 'Valid',
      'Passport Expiry': '2030-01-01',
      'Right to Work': 'Expiring',
      'Right to Work Expiry': '2025-06-20',
      'National Insurance Letter': 'Missing',
      'National Insurance Letter Expiry': null,
      'Expired Documents': 1,
      'Expiring Documents': 1,
      'Next Expiry': '2025-06-20',
    });
  });

  it('the right-to-work report: document, expiry, share code and gaps', () => {
    expect(valuesOf('rtw')).toMatchObject({
      'Right to Work Document': 'rtw.pdf',
      'Right to Work Uploaded': '2025-01-02',
      'Right to Work': 'Expiring',
      'Passport Expiry': '2030-01-01',
      'Visa/BRP Expiry': null,
      Missing: 'Share code',
    });
  });

  it("the right-to-work report: the latest passing check and the standing in the screens' words", () => {
    const check = (today: string) => {
      const values = valuesOf('rtw', [], worker, today);
      return [
        values['Check Method'],
        values['Check Date'],
        values['Checked By'],
        values['Follow-up Date'],
        values['Check Status'],
      ];
    };
    expect(check('2025-05-20')).toEqual([
      'Online check with a share code',
      '2025-01-02',
      'Ada Admin',
      '2025-06-20',
      'Follow-up due on 20/06/2025',
    ]);
    expect(check('2025-05-21')).toEqual([
      'Online check with a share code',
      '2025-01-02',
      'Ada Admin',
      '2025-06-20',
      'Follow-up due soon: 20/06/2025',
    ]);
    expect(check('2025-06-20')).toEqual([
      'Online check with a share code',
      '2025-01-02',
      'Ada Admin',
      '2025-06-20',
      'Lapsed since 20/06/2025',
    ]);

    const derived: ReportWorker = {
      ...worker,
      rtwFollowUpDate: null,
      rtwReviewNeeded: true,
      rtwCheck: { method: null, checkDate: '2024-03-01', checkedByName: null },
    };
    expect(valuesOf('rtw', [], derived)).toMatchObject({
      'Check Method': 'Unknown (from a Right to Work document held before checks were kept)',
      'Check Date': '2024-03-01',
      'Checked By': null,
      'Follow-up Date': null,
      'Check Status': 'Checked (continuous)',
    });
    const unchecked: ReportWorker = { ...worker, rtwChecked: false, rtwFollowUpDate: null, rtwCheck: null };
    expect(valuesOf('rtw', [], unchecked)).toMatchObject({
      'Check Method': null,
      'Check Date': null,
      'Checked By': null,
      'Follow-up Date': null,
      'Check Status': 'No right-to-work check',
    });
  });

  it('the P45 report: leaving date, tax basis as its label, PAYE reference, last pay and the tax year figures', () => {
    expect(valuesOf('p45', ['payroll'])).toMatchObject({
      'Leaving Date': '2025-04-30',
      'Wk1/Mth1 Basis': 'Week 1 / Month 1',
      'PAYE Reference': '123/AB456',
      'Last Pay Date': '2025-04-25',
      'Pay In Tax Year': 50000,
      'Tax In Tax Year': 5000,
      'Total Gross Pay': 123456,
    });
  });

  it('agency figures: workers by badge, document states, compliance percentage', () => {
    const agency: ReportAgency = {
      id: 1,
      name: 'ACME',
      status: 'on_hold',
      city: 'Leeds',
      trustScore: 70,
      archivedOn: null,
      contactName: 'Jane',
      contactEmail: null,
      contactPhone: null,
      address: null,
      postalCode: 'LS1 4AP',
      businessType: null,
      industryType: null,
      companyNumber: null,
      vatNumber: null,
      accountManager: null,
      feePence: 2500,
      paymentTerms: null,
      invoiceFrequency: null,
      timesheetSubmission: null,
      createdOn: '2024-01-01',
      updatedOn: '2024-01-01',
      activeWorkers: 5,
      onHoldWorkers: 1,
      pendingWorkers: 2,
      leftWorkers: 4,
      documentExpiries: [null, '2025-05-01', '2025-06-10', '2026-01-01'],
      grossPence: 100,
      feesPence: 10,
      payrollRecords: 1,
      lastPayDate: null,
      compliantWorkers: 1,
      authorisedWorkers: 3,
    };
    const layout = reportLayout('agencies', reportFieldGroups.slice());
    if (layout.rows !== 'agencies') throw new Error('the agencies report');
    const values = Object.fromEntries(layout.columns.map((c) => [c.header, c.value(agency, { today: '2025-06-01' })]));
    expect(values).toMatchObject({
      Status: 'On Hold',
      Archived: 'No',
      Workers: 8,
      'Left Workers': 4,
      Documents: 4,
      'Expired Documents': 1,
      'Expiring Documents': 1,
      'Next Document Expiry': '2025-06-10',
      Fee: 2500,
      'Compliance %': 33.3,
    });
  });
});

describe('money and checks', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123450, '1234.50'],
    [-5, '-0.05'],
    [100000000, '1000000.00'],
  ])('%i pence is written %s', (pence, text) => expect(penceToPoundsText(pence)).toBe(text));

  it.each([
    [{ grossPence: 1000, taxPence: 100, niPence: 50, pensionPence: 50, netPence: 800 }, false],
    [{ grossPence: 1000, taxPence: 100, niPence: 50, pensionPence: 50, netPence: 801 }, false],
    [{ grossPence: 1000, taxPence: 100, niPence: 50, pensionPence: 50, netPence: 802 }, true],
  ])('net pay check %j -> differs %s', (record, differs) => expect(netPayDiffers(record)).toBe(differs));
});
