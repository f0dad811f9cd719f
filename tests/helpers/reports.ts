import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { expect } from 'vitest';
import { workerDocuments } from '../../src/server/db/schema/index.ts';
import { addDays, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { makeAgency, signedIn, type TestApp } from './app.ts';
import { payrollCsv, uploadPayroll } from './payroll.ts';
import { makePayrollCompany, makeWorker } from './workers.ts';

export type Table = { header: string[]; rows: Record<string, unknown>[] };

/** GET /api/reports/{type}?query as the given session. */
export const getReport = (t: TestApp, cookie: string | undefined, type: string, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/reports/${type}${Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : ''}`,
    headers: cookie ? { cookie } : {},
  });

/** A report CSV as papaparse reads it (the BOM stripped): header and rows keyed by header. */
export function readCsv(text: string): Table {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  const [header = [], ...rows] = parsed.data;
  return { header, rows: rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]]))) };
}

/** A report .xlsx as exceljs reads it: the first sheet's header and rows keyed by header, cells as typed. */
export async function readXlsx(body: Buffer): Promise<Table & { sheet: ExcelJS.Worksheet }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values: unknown[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  const [header = [], ...rows] = values as [string[], ...unknown[][]];
  return {
    sheet,
    header,
    rows: rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? null]))),
  };
}

/** Reads a report answer in its format. */
export async function readReport(body: Buffer, format: 'csv' | 'xlsx'): Promise<Table> {
  return format === 'csv' ? readCsv(body.toString('utf8')) : readXlsx(body);
}

export const EVIL_FIRST_NAME = '=1+1';
export const EVIL_LAST_NAME = '+SUM(1,2)';

/** A document row for a worker; reports read the rows only, so the stored name points at no file. */
async function addDocument(t: TestApp, workerId: number, documentType: string, expiryDate: string | null) {
  await t.ctx.db.insert(workerDocuments).values({
    workerId,
    documentType,
    originalFileName: `${documentType}-${workerId}.pdf`,
    storedFileName: `2025/01/${crypto.randomBytes(16).toString('hex')}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: 100,
    expiryDate,
  });
}

/**
 * The reports' fixture, small enough that every answer is known:
 * agency A (added 15/01/2024, active) holds Alice (active, compliant), Pat (pending, POLISH without
 * a share code, right to work expiring in 10 days), Oscar (on hold, passport expired 31/12/2024),
 * Len (left 31/03/2025, paid 07/03 and, after leaving, 11/04/2025) and Evil (a formula for a name);
 * agency B (added 10/02/2025, on hold) holds Bob (active). Payroll: Alice 07/03 and 14/03, Len 07/03
 * and 11/04, Bob 07/03.
 */
export async function makeReportsFixture(t: TestApp) {
  const today = todayInLondon();
  const agencyA = await makeAgency(t, {
    name: 'REPORT AGENCY A',
    createdAt: new Date('2024-01-15T12:00:00Z'),
    feePence: 2500,
  });
  const agencyB = await makeAgency(t, {
    name: 'REPORT AGENCY B',
    status: 'on_hold',
    createdAt: new Date('2025-02-10T12:00:00Z'),
  });
  const company = await makePayrollCompany(t, { name: 'Report Payroll Ltd', payeReference: '123/AB456' });
  const inA = { agencyId: agencyA.id, payrollCompanyId: company.id };
  const alice = await makeWorker(t, { ...inA, firstName: 'Alice', lastName: 'Active', workStartDate: '2024-01-08' });
  const pat = await makeWorker(t, {
    ...inA,
    firstName: 'Pat',
    lastName: 'Pending',
    authorised: false,
    status: 'pending',
    taxCode: null,
    nationality: 'POLISH',
    workStartDate: '2024-06-01',
  });
  const oscar = await makeWorker(t, {
    ...inA,
    firstName: 'Oscar',
    lastName: 'OnHold',
    status: 'on_hold',
    taxCode: null,
    workStartDate: '2025-01-06',
  });
  const len = await makeWorker(t, {
    ...inA,
    firstName: 'Len',
    lastName: 'Left',
    status: 'left',
    p45Date: '2025-03-31',
    dateOfBirth: '1985-02-03',
    workStartDate: '2023-05-01',
  });
  const evil = await makeWorker(t, { ...inA, firstName: EVIL_FIRST_NAME, lastName: EVIL_LAST_NAME });
  const bob = await makeWorker(t, {
    agencyId: agencyB.id,
    payrollCompanyId: company.id,
    firstName: 'Bob',
    lastName: 'Elsewhere',
    workStartDate: '2024-02-01',
  });

  await addDocument(t, alice.id, 'passport', '2030-01-01');
  await addDocument(t, alice.id, 'right_to_work', null);
  await addDocument(t, alice.id, 'national_insurance', null);
  await addDocument(t, pat.id, 'right_to_work', addDays(today, 10));
  await addDocument(t, oscar.id, 'passport', '2024-12-31');

  const { cookie: finance } = await signedIn(t, 'finance');
  const money = (gross: number) =>
    [gross, gross * 0.1, gross * 0.04, gross * 0.02, gross * 0.84].map((v) => v.toFixed(2));
  const upload = await uploadPayroll(t, finance, {
    bytes: payrollCsv([
      [alice.niNumber!, '2025-03-07', ...money(500)],
      [alice.niNumber!, '2025-03-14', ...money(510)],
      [len.niNumber!, '2025-03-07', ...money(300)],
      [len.niNumber!, '2025-04-11', ...money(100)],
      [bob.niNumber!, '2025-03-07', ...money(400)],
    ]),
  });
  if (upload.statusCode !== 200) throw new Error(`payroll upload answered ${upload.statusCode}: ${upload.body}`);

  return {
    today,
    agencyA,
    agencyB,
    company,
    workers: { alice, pat, oscar, len, evil, bob },
    financeCookie: finance,
  };
}

export type ReportsFixture = Awaited<ReturnType<typeof makeReportsFixture>>;
