import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFileName, reportTypes, type ReportType } from '../../src/shared/api/reports.ts';
import { reportLayout } from '../../src/shared/domain/reports/report-columns.ts';
import { createTestApp, signedIn, type TestApp } from '../helpers/app.ts';
import {
  EVIL_FIRST_NAME,
  EVIL_LAST_NAME,
  getReport,
  makeReportsFixture,
  readCsv,
  readXlsx,
  type ReportsFixture,
} from '../helpers/reports.ts';

let t: TestApp;
let admin: string;
let f: ReportsFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  f = await makeReportsFixture(t);
});
afterAll(() => t.close());

/** Per report: a row to find (by a column and value) and cells it must hold, as CSV writes them. */
const expectedRows: Record<ReportType, { key: string; value: string; cells: Record<string, string> }> = {
  workers: {
    key: 'Last Name',
    value: 'Active',
    cells: { 'First Name': 'Alice', Agency: 'REPORT AGENCY A', Status: 'Active', 'Work Start Date': '2024-01-08' },
  },
  agencies: { key: 'Name', value: 'REPORT AGENCY B', cells: { Status: 'On Hold', City: 'Leeds', Archived: 'No' } },
  payroll: {
    key: 'Last Name',
    value: 'Elsewhere',
    cells: {
      'Pay Date': '2025-03-07',
      'Gross Pay': '400.00',
      Tax: '40.00',
      'Net Pay': '336.00',
      Agency: 'REPORT AGENCY B',
    },
  },
  compliance: {
    key: 'Last Name',
    value: 'Active',
    cells: { Compliant: 'Yes', Passport: 'Valid', 'Passport Expiry': '2030-01-01', 'Missing Documents': '' },
  },
  rtw: {
    key: 'Last Name',
    value: 'Pending',
    cells: { Nationality: 'POLISH', 'Right to Work': 'Expiring', Missing: 'Passport, Share code' },
  },
  p45: {
    key: 'Last Name',
    value: 'Left',
    cells: {
      'Leaving Date': '2025-03-31',
      'Date of Birth': '1985-02-03',
      'Tax Code': '1257L',
      'Wk1/Mth1 Basis': 'Week 1 / Month 1',
      'PAYE Reference': '123/AB456',
      'Last Pay Date': '2025-04-11',
    },
  },
};

/** Per report: a date column and (where the report has one) a money column, with the values of the row above. */
const typedCells: Record<ReportType, { date: [string, string]; money?: [string, number] }> = {
  workers: { date: ['Work Start Date', '2024-01-08'] },
  agencies: { date: ['Created', '2025-02-10'] },
  payroll: { date: ['Pay Date', '2025-03-07'], money: ['Gross Pay', 400] },
  compliance: { date: ['Passport Expiry', '2030-01-01'] },
  rtw: { date: ['Right to Work Uploaded', ''] },
  p45: { date: ['Leaving Date', '2025-03-31'] },
};

describe.each(reportTypes)('the %s report', (type) => {
  const fields: Record<string, string> = type === 'agencies' ? { fields: 'audit' } : {};
  const headers = () => reportLayout(type, type === 'agencies' ? ['audit'] : []).columns.map((c) => c.header);

  it('is CSV by default, under the spec’s file name, with the header and the rows it should hold', async () => {
    const res = await getReport(t, admin, type, fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${reportFileName(type, 'csv')}"`);
    const csv = readCsv(res.body);
    expect(csv.header).toEqual(headers());
    const expected = expectedRows[type];
    const row = csv.rows.find((r) => r[expected.key] === expected.value);
    expect(row, `${expected.key} = ${expected.value}`).toMatchObject(expected.cells);
  });

  it('is a real .xlsx with format=xlsx: dates as date cells, money as £ numbers', async () => {
    const res = await getReport(t, admin, type, { format: 'xlsx', ...fields });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${reportFileName(type, 'xlsx')}"`);
    const xlsx = await readXlsx(res.rawPayload);
    expect(xlsx.header).toEqual(headers());
    const expected = expectedRows[type];
    const row = xlsx.rows.find((r) => r[expected.key] === expected.value)!;
    expect(row, `${expected.key} = ${expected.value}`).toBeDefined();
    const typed = typedCells[type];
    const [dateHeader, day] = typed.date;
    if (day) {
      expect(row[dateHeader]).toBeInstanceOf(Date);
      expect((row[dateHeader] as Date).toISOString().slice(0, 10)).toBe(day);
    } else {
      expect(row[dateHeader]).toBeInstanceOf(Date);
    }
    const column = xlsx.header.indexOf(dateHeader) + 1;
    expect(xlsx.sheet.getColumn(column).numFmt ?? xlsx.sheet.getRow(2).getCell(column).numFmt).toBe('dd/mm/yyyy');
    if (typed.money) {
      const [moneyHeader, pounds] = typed.money;
      expect(row[moneyHeader]).toBe(pounds);
      const cell = xlsx.sheet.getRow(2).getCell(xlsx.header.indexOf(moneyHeader) + 1);
      expect(typeof cell.value).toBe('number');
      expect(cell.numFmt).toBe('£#,##0.00');
    }
  });
});

describe('formula injection', () => {
  it('a name typed as a formula stays text in CSV and .xlsx', async () => {
    const csv = readCsv((await getReport(t, admin, 'workers')).body);
    expect(csv.rows.find((r) => r['Worker ID'] === String(f.workers.evil.id))).toMatchObject({
      'First Name': `'${EVIL_FIRST_NAME}`,
      'Last Name': `'${EVIL_LAST_NAME}`,
    });
    const xlsx = await readXlsx((await getReport(t, admin, 'workers', { format: 'xlsx' })).rawPayload);
    const row = xlsx.rows.find((r) => r['Worker ID'] === f.workers.evil.id)!;
    expect(row['First Name']).toBe(`'${EVIL_FIRST_NAME}`);
    xlsx.sheet.eachRow((r) => r.eachCell((cell) => expect(cell.formula).toBeUndefined()));
  });
});

describe('the payroll report can be uploaded again', () => {
  it('its first seven columns are the payroll upload’s, dates YYYY-MM-DD and amounts without symbols', async () => {
    const csv = readCsv((await getReport(t, admin, 'payroll')).body);
    expect(csv.rows).toHaveLength(5);
    for (const row of csv.rows) {
      expect(row['Pay Date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const h of ['Gross Pay', 'Tax', 'NI', 'Pension', 'Net Pay']) expect(row[h]).toMatch(/^\d+\.\d{2}$/);
    }
  });
});

describe('a request that cannot be a report', () => {
  it('an unknown type answers 400 Report Type Required', async () => {
    const res = await getReport(t, admin, 'salaries');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('Report Type Required') as unknown });
  });
  it('from after to answers 400 with the lists’ words', async () => {
    const res = await getReport(t, admin, 'workers', { from: '2025-02-01', to: '2025-01-31' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The From date must be on or before the To date' });
  });
  it.each<Record<string, string>>([
    { format: 'pdf' },
    { status: 'archived' },
    { from: '31/01/2025' },
    { fields: 'salary' },
    { agencyId: 'x' },
  ])('%j answers 400', async (query) => expect((await getReport(t, admin, 'workers', query)).statusCode).toBe(400));
});
