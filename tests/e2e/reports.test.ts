import fs from 'node:fs';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Download, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportFileName, type ReportFormat, type ReportType } from '../../src/shared/api/reports.ts';
import { addDays, formatEnGbDate, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { shiftPeriod } from '../../src/shared/domain/payroll-periods.ts';
import { pdfBytes } from '../fixtures/documents.ts';
import { downloadOf } from './support/downloads.ts';
import { ADMIN, apiAs, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser, type ReadyUser } from './support/users.ts';
import { completeWorker, journeyPerson, toastSays, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();
let finance: ReadyUser;
let client: ReadyUser;

const today = todayInLondon();
const lastWeek = shiftPeriod('week', today, -1);
// Paid on last week's Wednesday (in the Last week's payroll template) and today (not in it).
const lastWeekPayDay = addDays(lastWeek.from, 2);
const visaExpiry = addDays(today, 10);
const passportExpiry = addDays(today, 400);

/** A signed-in session for the multipart calls (apiAs sends JSON only). */
async function cookieOf(credentials = ADMIN): Promise<string> {
  const res = await fetch(`${j.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`login failed ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

type Upload = { field: string; name: string; bytes: Buffer; type: string };

/** A multipart POST: the text fields first, then the file. */
async function postForm(cookie: string, url: string, fields: Record<string, string>, file: Upload) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${j.server.url}${url}`, { method: 'POST', headers: { cookie }, body: form });
  if (!res.ok) throw new Error(`POST ${url} -> ${res.status} ${await res.text()}`);
}

/**
 * Mill Staffing (stored upper case, as agency names are): Pat (active, a visa expiring in 10 days, paid last week and today), Ria (active,
 * a passport expiring in 400 days, paid today), Pete (pending) and Lee (left today). Brook
 * Recruitment: Bea (active). A finance user and a client user of Mill.
 */
beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const mill = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Mill Staffing',
    contactName: 'Mo Mill',
    city: 'Leeds',
    postalCode: 'LS1 1AA',
  });
  const brook = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Brook Recruitment',
    contactName: 'Bo Brook',
    city: 'York',
    postalCode: 'YO1 7HH',
  });
  const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Mill Payroll Ltd' });
  const pat = await addAuthorisedWorker<{ id: number }>(
    asAdmin,
    completeWorker(journeyPerson('Pat', 'Payne', 'JK112233A'), mill.id, company.id),
  );
  const ria = await addAuthorisedWorker<{ id: number }>(
    asAdmin,
    completeWorker(journeyPerson('Ria', 'Rowe', 'AB123457C'), mill.id, company.id),
  );
  const { taxCode: _noTaxCode, ...pete } = completeWorker(
    journeyPerson('Pete', 'Pending', 'AB123458C'),
    mill.id,
    company.id,
  );
  await asAdmin('POST', '/api/workers', pete);
  const lee = await addAuthorisedWorker<{ id: number }>(
    asAdmin,
    completeWorker(journeyPerson('Lee', 'Leaver', 'AB123459C'), mill.id, company.id),
  );
  await asAdmin('PATCH', `/api/workers/${lee.id}`, { status: 'left', p45Date: today });
  await addAuthorisedWorker(asAdmin, completeWorker(journeyPerson('Bea', 'Brook', 'AB123460C'), brook.id, company.id));

  const cookie = await cookieOf();
  const pdf: Upload = { field: 'document', name: 'document.pdf', bytes: pdfBytes(), type: 'application/pdf' };
  await postForm(cookie, `/api/workers/${pat.id}/documents`, { documentType: 'visa', expiryDate: visaExpiry }, pdf);
  await postForm(
    cookie,
    `/api/workers/${ria.id}/documents`,
    { documentType: 'passport', expiryDate: passportExpiry },
    pdf,
  );
  const payroll = [
    'NI Number,Pay Date,Gross Pay,Tax,NI,Pension,Net Pay',
    `JK112233A,${lastWeekPayDay},450.00,45.00,25.00,15.00,365.00`,
    `JK112233A,${today},500.00,50.00,30.00,20.00,400.00`,
    `AB123457C,${today},300.00,30.00,20.00,10.00,240.00`,
    `AB123460C,${today},200.00,20.00,10.00,5.00,165.00`,
  ].join('\r\n');
  await postForm(
    cookie,
    '/api/payroll-records/upload',
    { weekEnding: today },
    { field: 'file', name: 'payroll.csv', bytes: Buffer.from(payroll), type: 'text/csv' },
  );

  finance = await readyUser(j.server.url, {
    email: 'finn.finance@example.test',
    firstName: 'Finn',
    lastName: 'Finance',
    role: 'finance',
  });
  client = await readyUser(j.server.url, {
    email: 'cleo.client@example.test',
    firstName: 'Cleo',
    lastName: 'Client',
    role: 'client',
    agencyId: mill.id,
  });
});

type Table = { name: string; bytes: Buffer; header: string[]; rows: string[][] };

/** A cell as text: a date cell as YYYY-MM-DD (the CSV's form), anything else as shown. */
const cellText = (cell: ExcelJS.Cell): string =>
  cell.value instanceof Date ? cell.value.toISOString().slice(0, 10) : cell.text;

/** The downloaded file read back: a CSV by papaparse, an .xlsx by exceljs (checking it is a real workbook). */
async function tableOf(download: Download): Promise<Table> {
  const name = download.suggestedFilename();
  const bytes = fs.readFileSync(await download.path());
  let all: string[][];
  if (name.endsWith('.xlsx')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    all = [];
    sheet.eachRow((row) => {
      all.push(Array.from({ length: sheet.columnCount }, (_, i) => cellText(row.getCell(i + 1))));
    });
  } else {
    const parsed = Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    all = parsed.data;
  }
  const [header = [], ...rows] = all;
  return { name, bytes, header, rows };
}

/** Expects a row whose cells hold every value given, each in the column of that header; says what the file held if none does. */
function expectRow(table: Table, values: Record<string, string>) {
  const columns = Object.entries(values).map(([header, value]) => {
    const at = table.header.indexOf(header);
    expect(at, `column ${header} in ${table.name}: ${table.header.join(', ')}`).toBeGreaterThanOrEqual(0);
    return [at, value] as const;
  });
  const found = table.rows.some((row) => columns.every(([at, value]) => row[at] === value));
  const held = [table.header, ...table.rows].map((row) => row.join(' | ')).join('\n');
  expect(found, `a row with ${JSON.stringify(values)} in ${table.name}:\n${held}`).toBe(true);
}

const radio = (page: Page, label: string) => page.getByRole('radio', { name: label, exact: true });
const cellsOf = async (row: Locator) => (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());

async function openReports(page: Page, user: ReadyUser) {
  await signInThroughForm(page, user.email, user.password);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  await page.getByRole('tab', { name: 'Reports', exact: true }).click();
  await page.getByRole('heading', { name: 'Advanced Reports and Analytics', level: 1 }).waitFor();
}

async function generate(page: Page, format: ReportFormat): Promise<Table> {
  const download = await downloadOf(page, () =>
    page.getByRole('button', { name: format === 'csv' ? 'Generate CSV' : 'Generate Excel' }).click(),
  );
  await toastSays(page, 'Report Generated Successfully');
  return tableOf(download);
}

const identity = ['Worker ID', 'First Name', 'Last Name', 'Agency', 'Status'];

/** The First Name of each row, sorted. */
const firstNames = (table: Table) => table.rows.map((row) => row[table.header.indexOf('First Name')]).sort();
/** Every worker of the fixture, both agencies, each status. */
const everyWorker = ['Bea', 'Lee', 'Pat', 'Pete', 'Ria'];

/** Each card, the format it is generated in, and what its file must hold. */
const sixReports: {
  type: ReportType;
  label: string;
  format: ReportFormat;
  check: (table: Table) => void;
}[] = [
  {
    type: 'workers',
    label: 'Workers Report',
    format: 'csv',
    check: (t) => {
      expect(t.header.slice(0, 5)).toEqual(identity);
      expect(t.rows).toHaveLength(5);
      expectRow(t, { 'First Name': 'Pat', 'Last Name': 'Payne', Agency: 'MILL STAFFING', Status: 'Active' });
      expectRow(t, { 'First Name': 'Pete', Status: 'Pending' });
    },
  },
  {
    type: 'agencies',
    label: 'Agencies Report',
    format: 'xlsx',
    check: (t) => {
      expect(t.header.slice(0, 4)).toEqual(['Agency ID', 'Name', 'Status', 'City']);
      expectRow(t, { Name: 'MILL STAFFING', Status: 'Active', City: 'Leeds' });
      expectRow(t, { Name: 'BROOK RECRUITMENT', City: 'York' });
    },
  },
  {
    type: 'payroll',
    label: 'Payroll Report',
    format: 'csv',
    check: (t) => {
      expect(t.header.slice(0, 7)).toEqual(['NI Number', 'Pay Date', 'Gross Pay', 'Tax', 'NI', 'Pension', 'Net Pay']);
      expect(t.rows).toHaveLength(4);
      expectRow(t, { 'NI Number': 'JK112233A', 'Pay Date': lastWeekPayDay, 'Gross Pay': '450.00' });
      expectRow(t, { 'NI Number': 'AB123460C', Agency: 'BROOK RECRUITMENT', 'Gross Pay': '200.00' });
    },
  },
  {
    type: 'compliance',
    label: 'Compliance Report',
    format: 'xlsx',
    check: (t) => {
      expect(t.header.slice(0, 5)).toEqual(identity);
      expectRow(t, { 'First Name': 'Pat', 'Next Expiry': visaExpiry });
    },
  },
  {
    type: 'rtw',
    label: 'Right to Work Report',
    format: 'csv',
    check: (t) => {
      expect(t.header.slice(0, 5)).toEqual(identity);
      expectRow(t, { 'First Name': 'Pat', 'Visa/BRP Expiry': visaExpiry });
      expectRow(t, { 'First Name': 'Ria', 'Passport Expiry': passportExpiry });
    },
  },
  {
    type: 'p45',
    label: 'P45 Report',
    format: 'xlsx',
    check: (t) => {
      expect(t.header.slice(0, 5)).toEqual(identity);
      expect(t.rows).toHaveLength(1);
      expectRow(t, { 'First Name': 'Lee', 'Last Name': 'Leaver', 'Leaving Date': today });
    },
  },
];

describe('reports', () => {
  it('generate each report from its card, download one again, fill the form from a template', async () => {
    const page = await j.newPage();
    await openReports(page, finance);
    await page.getByText('No reports generated in the last 30 days', { exact: true }).waitFor();
    await expectAccessible(page, 'reports: nothing generated');

    // No type chosen: the spec's toast, and no request.
    await page.getByRole('button', { name: 'Generate CSV' }).click();
    await toastSays(page, 'Report Type Required');
    await toastSays(page, 'Please select a report type to generate.');

    // The cards are one radio group: Tab reaches one, arrows move and choose.
    expect(await page.getByRole('radio').count()).toBe(6);
    await radio(page, 'Workers Report').focus();
    await page.keyboard.press('ArrowRight');
    expect(await radio(page, 'Agencies Report').getAttribute('aria-checked')).toBe('true');
    expect(await radio(page, 'Workers Report').getAttribute('aria-checked')).toBe('false');

    const files = new Map<ReportType, Table>();
    for (const report of sixReports) {
      await radio(page, report.label).click();
      expect(await radio(page, report.label).getAttribute('aria-checked')).toBe('true');
      expect(new URL(page.url()).searchParams.get('report')).toBe(report.type);
      const table = await generate(page, report.format);
      expect(table.name).toBe(reportFileName(report.type, report.format));
      report.check(table);
      files.set(report.type, table);
    }

    // Recent Reports: newest first, who, format, filters and rows.
    const recent = page.getByRole('table', { name: 'Recent reports' });
    await recent.getByRole('row').nth(6).waitFor();
    expect(await recent.getByRole('row').count()).toBe(7);
    const newest = await cellsOf(recent.getByRole('row').nth(1));
    expect(newest[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // The Download button's text holds its row's name for screen readers (read here as the page's text).
    expect(newest.slice(1).map((text) => text.replace(/\s+/g, ' '))).toEqual([
      'P45 Report',
      'Excel',
      'Finn Finance',
      'No filters',
      '1',
      `Download P45 Report, ${newest[0]}`,
    ]);
    expect((await cellsOf(recent.getByRole('row').nth(6))).slice(1, 3)).toEqual(['Workers Report', 'CSV']);
    await expectAccessible(page, 'reports: six generated');

    // Download the workers report again: the same file.
    const again = await tableOf(
      await downloadOf(page, () => recent.getByRole('row').nth(6).getByRole('button', { name: 'Download' }).click()),
    );
    expect(again.name).toBe('workers-report.csv');
    expect(again.bytes.equals(files.get('workers')!.bytes)).toBe(true);
    const excelAgain = await tableOf(
      await downloadOf(page, () => recent.getByRole('row').nth(1).getByRole('button', { name: 'Download' }).click()),
    );
    expect(excelAgain.name).toBe('p45-report.xlsx');
    expect(excelAgain.rows).toEqual(files.get('p45')!.rows);

    // A Quick Template fills type, dates and fields; the file holds last week's payments only.
    const template = page.getByRole('group', { name: "Last week's payroll" });
    await template.getByRole('button', { name: 'Use template' }).click();
    await template.getByRole('button', { name: 'Applied' }).waitFor();
    expect(await template.getByRole('button').getAttribute('aria-pressed')).toBe('true');
    const expectTemplateForm = async () => {
      expect(await radio(page, 'Payroll Report').getAttribute('aria-checked')).toBe('true');
      expect(await page.getByRole('textbox', { name: 'Start date' }).inputValue()).toBe(formatEnGbDate(lastWeek.from));
      expect(await page.getByRole('textbox', { name: 'End date' }).inputValue()).toBe(formatEnGbDate(lastWeek.to));
      expect(await page.getByRole('checkbox', { name: 'Payroll details' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Employment details' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Personal details' }).isChecked()).toBe(false);
    };
    await expectTemplateForm();
    const lastWeeks = await generate(page, 'xlsx');
    expect(lastWeeks.name).toBe('payroll-report.xlsx');
    expect(lastWeeks.rows).toHaveLength(1);
    expectRow(lastWeeks, { 'NI Number': 'JK112233A', 'Pay Date': lastWeekPayDay, 'Gross Pay': '450' });
    expect(lastWeeks.header.length).toBeGreaterThan(files.get('payroll')!.header.length);
    const summary = `${formatEnGbDate(lastWeek.from)} to ${formatEnGbDate(lastWeek.to)}; Fields: Employment details, Payroll details`;
    await recent.getByRole('row').nth(1).getByRole('cell', { name: summary }).waitFor();

    // The form lives in the address: a reload keeps it.
    await page.reload();
    await radio(page, 'Payroll Report').waitFor();
    await expectTemplateForm();

    // Start after end: said at the dates, and nothing can be generated.
    const start = page.getByRole('textbox', { name: 'Start date' });
    await start.fill(formatEnGbDate(addDays(lastWeek.to, 1)));
    await start.press('Tab');
    await page.getByText('The start date must be on or before the end date', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Generate CSV' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Generate Excel' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'reports: start after end');

    // A start date that is no day at all: said at the date, and nothing is generated with the old one.
    await start.fill('31/02/2026');
    await start.press('Tab');
    await page.getByText('Must be a real date in DD/MM/YYYY format', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Generate CSV' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Generate Excel' }).isDisabled()).toBe(true);
    await start.fill(formatEnGbDate(lastWeek.from));
    await start.press('Tab');
    await page.getByRole('button', { name: 'Generate CSV', disabled: false }).waitFor();
  });

  it('the right-to-work report leaves Left workers out until Include Left workers is ticked', async () => {
    const page = await j.newPage();
    await openReports(page, finance);
    expect(await page.getByRole('checkbox', { name: 'Include Left workers' }).count()).toBe(0);
    await radio(page, 'Right to Work Report').click();
    const includeLeft = page.getByRole('checkbox', { name: 'Include Left workers' });
    expect(await includeLeft.isChecked()).toBe(false);
    expect(firstNames(await generate(page, 'csv'))).toEqual(['Bea', 'Pat', 'Pete', 'Ria']);

    await includeLeft.click();
    await page.waitForURL((url) => url.searchParams.get('includeLeft') === 'true');
    expect(await includeLeft.isChecked()).toBe(true);
    const withLeft = await generate(page, 'csv');
    expect(firstNames(withLeft)).toEqual(everyWorker);
    expectRow(withLeft, { 'First Name': 'Lee', Status: 'Left' });
    const recent = page.getByRole('table', { name: 'Recent reports' });
    await recent.getByRole('row').nth(1).getByRole('cell', { name: 'Left workers included' }).waitFor();

    // The box lives in the address: a reload keeps it; another report type does not offer it.
    await page.reload();
    expect(await page.getByRole('checkbox', { name: 'Include Left workers' }).isChecked()).toBe(true);
    await radio(page, 'Workers Report').click();
    await page.waitForURL((url) => url.searchParams.get('report') === 'workers');
    expect(await page.getByRole('checkbox', { name: 'Include Left workers' }).count()).toBe(0);
  });

  it('an agency in the address that the list does not hold is dropped, so the box and the file agree', async () => {
    const page = await j.newPage();
    await openReports(page, finance);
    await page.goto('/?tab=reports&report=workers&agency=999999');
    await radio(page, 'Workers Report').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('agency'));
    expect(await page.getByRole('combobox', { name: 'Agency' }).inputValue()).toBe('');
    const workers = await generate(page, 'csv');
    expect(firstNames(workers)).toEqual(everyWorker);
  });

  it('a client user: its agency only, no agency filter, its agency’s payroll, its own Recent Reports; an expired one cannot be downloaded', async () => {
    const page = await j.newPage();
    await openReports(page, client);
    await radio(page, 'Workers Report').waitFor();
    expect(await page.getByRole('radio').count()).toBe(6);
    expect(await page.getByRole('combobox', { name: 'Agency' }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Payroll details' }).count()).toBe(1);
    await page.getByText('No reports generated in the last 30 days', { exact: true }).waitFor();

    const pending = page.getByRole('group', { name: 'Workers pending completion' });
    await pending.getByRole('button', { name: 'Use template' }).click();
    expect(await radio(page, 'Workers Report').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('Pending');
    const pendingOnly = await generate(page, 'csv');
    expect(firstNames(pendingOnly)).toEqual(['Pete']);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    const workers = await generate(page, 'xlsx');
    const names = firstNames(workers);
    expect(names).toEqual(['Lee', 'Pat', 'Pete', 'Ria']);

    // Its agency's payroll: Mill's records, never Brook's.
    await radio(page, 'Payroll Report').click();
    const payroll = await generate(page, 'csv');
    expect(payroll.rows).toHaveLength(3);
    expect(new Set(payroll.rows.map((row) => row[payroll.header.indexOf('Agency')]))).toEqual(
      new Set(['MILL STAFFING']),
    );
    expect(payroll.rows.map((row) => row[0]).sort()).toEqual(['AB123457C', 'JK112233A', 'JK112233A']);

    const recent = page.getByRole('table', { name: 'Recent reports' });
    await recent.getByRole('row').nth(3).waitFor();
    expect(await recent.getByRole('row').count()).toBe(4);
    expect((await cellsOf(recent.getByRole('row').nth(3))).slice(1, 6)).toEqual([
      'Workers Report',
      'CSV',
      'Cleo Client',
      'Status: Pending; Fields: Personal details, Employment details, Documents, Compliance status',
      '1',
    ]);
    await expectAccessible(page, 'reports: client user');

    // Past its 30 days a kept report is gone: the listed entry cannot be downloaded, and a reload drops it.
    await j.server.restartAfter(`UPDATE report_history SET expires_at = now() - interval '1 minute'`);
    await recent.getByRole('row').nth(1).getByRole('button', { name: 'Download' }).click();
    await toastSays(page, 'Download Failed');
    await toastSays(page, 'The report could not be downloaded. Please try again, or generate it again.');
    await page.reload();
    await page.getByText('No reports generated in the last 30 days', { exact: true }).waitFor();
  });
  it('a double click on Generate asks once: both buttons wait while the report is made', async () => {
    const page = await j.newPage();
    await openReports(page, finance);
    await radio(page, 'Compliance Report').click();
    // The report's answer held until the buttons have been looked at.
    let requests = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/reports/compliance?**', async (route) => {
      requests += 1;
      await held;
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate CSV' }).dblclick();
    const csv = page.getByRole('button', { name: 'Generate CSV' });
    await page.waitForFunction(() => document.querySelector('button[data-loading="true"]') !== null);
    expect(await csv.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Generate Excel' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'reports: generating');
    release();
    const table = await tableOf(await download);
    expect(table.name).toBe('compliance-report.csv');
    await toastSays(page, 'Report Generated Successfully');
    await page.getByRole('button', { name: 'Generate CSV', disabled: false }).waitFor();
    expect(requests).toBe(1);
    await page.unroute('**/api/reports/compliance?**');

    // Each Download button is named by its row: the report and when it was generated.
    const recent = page.getByRole('table', { name: 'Recent reports' });
    const newest = await cellsOf(recent.getByRole('row').nth(1));
    expect(newest[1]).toBe('Compliance Report');
    const button = recent
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: `Download Compliance Report, ${newest[0]}`, exact: true });
    expect(await button.count()).toBe(1);
    const rows = await recent.getByRole('row').count();
    for (let at = 1; at < rows; at += 1) {
      const row = recent.getByRole('row').nth(at);
      const [when, report] = await cellsOf(row);
      const named = row.getByRole('button', { name: `Download ${report}, ${when}`, exact: true });
      expect(await named.count(), `row ${at}`).toBe(1);
    }
    await expectAccessible(page, 'reports: recent reports');
  });

  it('a report that cannot be generated says so, and trying again works once the server is back', async () => {
    const page = await j.newPage();
    await openReports(page, finance);
    await radio(page, 'Workers Report').click();
    // The server restarting as the button is pressed: the browser's request is refused (or, on a
    // connection it had kept open, cut off), which Chromium logs as a failed resource.
    j.expectConsoleErrors(/Failed to load resource: net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE)/);
    await j.server.whileStopped(async () => {
      await page.getByRole('button', { name: 'Generate CSV' }).click();
      await toastSays(page, 'Report Generation Failed');
      await toastSays(page, 'Failed to generate the report. Please try again.');
    });
    const workers = await generate(page, 'csv');
    expect(firstNames(workers)).toEqual(everyWorker);
  });
});
