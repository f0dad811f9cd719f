import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, workers } from '../../src/server/db/schema/index.ts';
import { workerExportColumns } from '../../src/server/modules/worker-export/worker-export.columns.ts';
import { todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { streamCsv } from '../../src/server/lib/csv-writer.ts';
import { XLSX_THREAD_MIN_ROWS } from '../../src/server/lib/xlsx-thread.ts';
import { streamXlsx, type CellValue } from '../../src/server/lib/xlsx-writer.ts';
import { seedDemo } from '../../scripts/seed/seed-demo.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';

let t: TestApp;
let admin: string;
let agencyA: { id: number; name: string };
let agencyB: { id: number; name: string };
let payrollName: string;
const ids = {} as Record<'active' | 'pending' | 'otherAgency' | 'left' | 'evil', number>;
const EVIL_FIRST = '=HYPERLINK("http://evil.example/steal","Click me")';
const EVIL_LAST = '+SUM(1,2)';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  agencyA = await makeAgency(t, { name: 'EXPORT AGENCY A' });
  agencyB = await makeAgency(t, { name: 'EXPORT AGENCY B' });
  const payroll = await makePayrollCompany(t, { name: 'Export Payroll Ltd' });
  payrollName = payroll.name;
  const inA = { agencyId: agencyA.id, payrollCompanyId: payroll.id };
  ids.active = (
    await makeWorker(t, {
      ...inA,
      firstName: 'Alice',
      lastName: 'Active',
      niNumber: 'AB123456C',
      sortCode: '20-00-00',
      accountNumber: '01234567',
      dateOfBirth: '1990-05-17',
      workStartDate: '2024-01-08',
    })
  ).id;
  ids.pending = (
    await makeWorker(t, {
      ...inA,
      firstName: 'Pat',
      lastName: 'Pending',
      authorised: false,
      status: 'pending',
      taxCode: null,
    })
  ).id;
  ids.otherAgency = (
    await makeWorker(t, { agencyId: agencyB.id, payrollCompanyId: payroll.id, firstName: 'Bob', lastName: 'Elsewhere' })
  ).id;
  ids.left = (
    await makeWorker(t, { ...inA, firstName: 'Len', lastName: 'Left', status: 'left', p45Date: '2025-03-31' })
  ).id;
  ids.evil = (
    await makeWorker(t, { ...inA, firstName: EVIL_FIRST, lastName: EVIL_LAST, addressLine1: '@cmd|calc' })
  ).id;
});
afterAll(async () => {
  await t.close();
});

const exportCall = (payload: unknown, cookie = admin) => call(t, 'POST', '/api/workers/export', { cookie, payload });
const headers = workerExportColumns.map((c) => c.header);
type Sheet = { header: string[]; rows: Record<string, unknown>[] };

async function readXlsx(body: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Workers')!;
  const values: unknown[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  const [header, ...rows] = values;
  return {
    header: header as string[],
    rows: rows.map((r) => Object.fromEntries((header as string[]).map((h, i) => [h, r[i] ?? null]))),
  };
}

function readCsv(text: string): Sheet {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header, ...rows] = parsed.data;
  return {
    header: header!,
    rows: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] === '' ? null : r[i]]))),
  };
}

const idsOf = (sheet: Sheet) => sheet.rows.map((r) => Number(r.ID)).sort((a, b) => a - b);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

/** The ids the database holds for a tab, computed independently of the export. */
async function tabIds(authorised: boolean): Promise<number[]> {
  const rows = await t.ctx.db
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.authorised, authorised), ne(workers.status, 'left')));
  return sorted(rows.map((r) => r.id));
}

describe('POST /api/workers/export as Excel (the default)', () => {
  it('answers a real .xlsx named workers-export-YYYY-MM-DD.xlsx with one header row of labels', async () => {
    const res = await exportCall({ dataSource: 'authorised' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="workers-export-${todayInLondon()}.xlsx"`);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet.header).toEqual(headers);
    expect(sheet.header).toEqual(
      expect.arrayContaining([
        'Title',
        'Initial',
        'First Name',
        'Last Name',
        'NI Number',
        'Sort Code',
        'Account Number',
        'Agency',
        'Payroll Company',
        'Completion %',
        'Authorised',
        'Status',
        'P45 Date',
        'Created',
      ]),
    );
  });

  it('authorised holds exactly the authorised workers who have not left, with every field readable', async () => {
    const sheet = await readXlsx((await exportCall({ exportType: 'excel', dataSource: 'authorised' })).rawPayload);
    expect(idsOf(sheet)).toEqual(await tabIds(true));
    expect(idsOf(sheet)).toEqual(expect.arrayContaining([ids.active, ids.otherAgency, ids.evil]));
    const alice = sheet.rows.find((r) => Number(r.ID) === ids.active);
    expect(alice).toMatchObject({
      Title: 'MR',
      'First Name': 'Alice',
      'Last Name': 'Active',
      'NI Number': 'AB123456C',
      'Sort Code': '20-00-00',
      'Account Number': '01234567',
      'Date of Birth': new Date('1990-05-17T00:00:00Z'),
      'Work Start Date': new Date('2024-01-08T00:00:00Z'),
      Agency: agencyA.name,
      'Payroll Company': payrollName,
      'Completion %': 100,
      Authorised: 'Yes',
      Status: 'Active',
      'P45 Date': null,
      'Wk1/Mth1 Basis': 'Week 1 / Month 1',
      Created: expect.any(Date) as unknown,
    });
  });

  it('writes dates as real date cells and Wk1/Mth1 basis as its label (issue 9 item 10)', async () => {
    const cumulative = await makeWorker(t, {
      wk1Mth1Basis: '0',
      dateOfBirth: '1985-12-31',
      workStartDate: '2024-02-29',
    });
    const res = await exportCall({ dataSource: 'filtered', workerIds: [ids.active, ids.left, cumulative.id] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Workers')!;
    const column = (header: string) => headers.indexOf(header) + 1;
    const rowOf = (id: number) => {
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((row) => {
        if (row.getCell(1).value === id) found = row;
      });
      return found!;
    };
    const cellOf = (id: number, header: string) => rowOf(id).getCell(column(header));
    const dateHeaders = ['Date of Birth', 'Work Start Date', 'Authorised Date', 'Created', 'Last Updated'];
    for (const header of dateHeaders) {
      const cell = cellOf(ids.active, header);
      expect(cell.type, header).toBe(ExcelJS.ValueType.Date);
      expect(cell.value, header).toBeInstanceOf(Date);
      // The built-in short date (id 14): Excel shows it in the reader's order, DD/MM/YYYY in the UK.
      expect(cell.numFmt, header).toMatch(/^(mm-dd-yy|m\/d\/yy|14)$/);
    }
    expect(cellOf(ids.active, 'Date of Birth').value).toEqual(new Date('1990-05-17T00:00:00Z'));
    expect(cellOf(cumulative.id, 'Work Start Date').value).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(cellOf(ids.left, 'P45 Date').type).toBe(ExcelJS.ValueType.Date);
    expect(cellOf(ids.left, 'P45 Date').value).toEqual(new Date('2025-03-31T00:00:00Z'));
    expect(cellOf(ids.active, 'Wk1/Mth1 Basis').value).toBe('Week 1 / Month 1');
    expect(cellOf(cumulative.id, 'Wk1/Mth1 Basis').value).toBe('Cumulative');

    const csv = readCsv(
      (await exportCall({ exportType: 'csv', dataSource: 'filtered', workerIds: [cumulative.id] })).body,
    );
    expect(csv.rows[0]).toMatchObject({
      'Date of Birth': '31/12/1985',
      'Work Start Date': '29/02/2024',
      'Wk1/Mth1 Basis': 'Cumulative',
    });
  });

  it('pending holds exactly the workers not authorised and not left', async () => {
    const sheet = await readXlsx((await exportCall({ dataSource: 'pending' })).rawPayload);
    expect(idsOf(sheet)).toEqual(await tabIds(false));
    expect(idsOf(sheet)).toContain(ids.pending);
    expect(sheet.rows.find((r) => Number(r.ID) === ids.pending)).toMatchObject({
      Authorised: 'No',
      Status: 'Pending',
      'Tax Code': null,
    });
  });

  it('filtered with ids holds those workers, left ones included, and ignores unknown ids', async () => {
    const sheet = await readXlsx(
      (await exportCall({ dataSource: 'filtered', workerIds: [ids.left, ids.active, ids.active, 999999] })).rawPayload,
    );
    expect(idsOf(sheet)).toEqual(sorted([ids.active, ids.left]));
    expect(sheet.rows.find((r) => Number(r.ID) === ids.left)).toMatchObject({
      Status: 'Left',
      'P45 Date': new Date('2025-03-31T00:00:00Z'),
    });
  });

  it('filtered without ids applies the list filters of the screen', async () => {
    const sheet = await readXlsx(
      (await exportCall({ dataSource: 'filtered', filters: { tab: 'authorised', agencyId: agencyB.id } })).rawPayload,
    );
    expect(idsOf(sheet)).toEqual([ids.otherAgency]);
    const searched = await readXlsx(
      (await exportCall({ dataSource: 'filtered', filters: { tab: 'pending', q: 'pending' } })).rawPayload,
    );
    expect(idsOf(searched)).toEqual([ids.pending]);
  });

  it('an empty selection still gives a valid file with the header row', async () => {
    const sheet = await readXlsx((await exportCall({ dataSource: 'filtered', workerIds: [] })).rawPayload);
    expect(sheet.header).toEqual(headers);
    expect(sheet.rows).toEqual([]);
  });

  it('neutralises formula injection: text starting with = + - @ is written with a leading apostrophe, never as a formula', async () => {
    const res = await exportCall({ dataSource: 'filtered', workerIds: [ids.evil] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Workers')!;
    const first = sheet.getRow(2).getCell(headers.indexOf('First Name') + 1);
    expect(first.type).toBe(ExcelJS.ValueType.String);
    expect(first.value).toBe(`'${EVIL_FIRST}`);
    expect(sheet.getRow(2).getCell(headers.indexOf('Last Name') + 1).value).toBe(`'${EVIL_LAST}`);
    expect(sheet.getRow(2).getCell(headers.indexOf('Address Line 1') + 1).value).toBe("'@cmd|calc");
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined()));
  });
});

describe('POST /api/workers/export as CSV', () => {
  it('answers UTF-8 CSV with a byte order mark, named workers-export-YYYY-MM-DD.csv, that parses back', async () => {
    const res = await exportCall({ exportType: 'csv', dataSource: 'authorised' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="workers-export-${todayInLondon()}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const sheet = readCsv(res.body);
    expect(sheet.header).toEqual(headers);
    expect(idsOf(sheet)).toEqual(await tabIds(true));
    expect(sheet.rows.find((r) => Number(r.ID) === ids.active)).toMatchObject({
      'NI Number': 'AB123456C',
      'Account Number': '01234567',
      'Date of Birth': '17/05/1990',
      'Completion %': '100',
      Agency: agencyA.name,
    });
  });

  it('neutralises formula injection in CSV cells too, quoting where the text needs it', async () => {
    const res = await exportCall({ exportType: 'csv', dataSource: 'filtered', workerIds: [ids.evil] });
    const [row] = readCsv(res.body).rows;
    expect(row).toMatchObject({
      'First Name': `'${EVIL_FIRST}`,
      'Last Name': `'${EVIL_LAST}`,
      'Address Line 1': "'@cmd|calc",
    });
    expect(res.body).not.toMatch(/[,\n]=HYPERLINK/);
  });
});

describe('who sees what', () => {
  it("a client user gets only its own agency's workers", async () => {
    const { cookie } = await signedIn(t, 'client', { agencyId: agencyA.id });
    const sheet = await readXlsx((await exportCall({ dataSource: 'authorised' }, cookie)).rawPayload);
    expect(idsOf(sheet)).toEqual(sorted([ids.active, ids.evil]));
    expect(sheet.rows.every((r) => r.Agency === agencyA.name)).toBe(true);
  });

  it("a client user's ids of another agency are dropped silently", async () => {
    const { cookie } = await signedIn(t, 'client', { agencyId: agencyA.id });
    const res = await exportCall(
      { exportType: 'csv', dataSource: 'filtered', workerIds: [ids.active, ids.otherAgency] },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(idsOf(readCsv(res.body))).toEqual([ids.active]);
  });

  it('a client user without an agency gets an empty file', async () => {
    const { cookie } = await signedIn(t, 'client', { agencyId: null });
    expect((await readXlsx((await exportCall({ dataSource: 'authorised' }, cookie)).rawPayload)).rows).toEqual([]);
  });
});

describe('checks before the file starts', () => {
  it.each([
    [{}],
    [{ dataSource: 'everything' }],
    [{ dataSource: 'authorised', exportType: 'pdf' }],
    [{ dataSource: 'filtered', workerIds: ['1'] }],
    [{ dataSource: 'filtered', filters: { tab: 'nowhere' } }],
  ])('refuses %j with a JSON 400', async (payload) => {
    const res = await exportCall(payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
  });

  it('records an audit entry with who, the data source and the row count, and no personal data', async () => {
    const { user, cookie } = await signedIn(t, 'finance');
    await exportCall({ exportType: 'csv', dataSource: 'filtered', filters: { tab: 'authorised', q: 'Alice' } }, cookie);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export'), eq(auditLog.userId, user.id)));
    expect(entry).toMatchObject({ entityType: 'worker', userEmail: user.email });
    expect(entry!.changes).toEqual([
      { field: 'exportType', to: 'csv' },
      { field: 'dataSource', to: 'filtered' },
      { field: 'rowCount', to: 1 },
      { field: 'filters', to: ['tab', 'q'] },
    ]);
    expect(JSON.stringify(entry)).not.toMatch(/Alice|AB123456C/);
  });
});

describe('a large export', () => {
  it('reads the workers in batches and delivers each exactly once, the .xlsx of 5,000 and more written in a work thread', async () => {
    await seedDemo(t.ctx.db, { workers: XLSX_THREAD_MIN_ROWS + 300, seed: 7 });
    const expected = await tabIds(true);
    expect(expected.length).toBeGreaterThan(2000);
    const csv = readCsv((await exportCall({ exportType: 'csv', dataSource: 'authorised' })).body);
    expect(idsOf(csv)).toEqual(expected);
    const all = sorted((await t.ctx.db.select({ id: workers.id }).from(workers)).map((r) => r.id));
    expect(all.length).toBeGreaterThan(XLSX_THREAD_MIN_ROWS);
    const xlsx = await readXlsx((await exportCall({ dataSource: 'filtered', filters: {} })).rawPayload);
    expect(idsOf(xlsx)).toEqual(all);
  });
});

describe('the streaming writers', () => {
  const columns = [{ header: 'A' }, { header: 'B' }];
  const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });

  /** A source that yields `good` batches and then fails, and records whether it was closed. */
  function failingSource(good: number, state: { closed: boolean }): AsyncIterable<CellValue[][]> {
    return (async function* () {
      try {
        for (let i = 0; i < good; i += 1) yield [['x', i]];
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new Error('database went away');
      } finally {
        state.closed = true;
      }
    })();
  }

  it.each([0, 1, 3])(
    'a read failing after %i batches breaks the .xlsx download instead of ending it short',
    async (good) => {
      const state = { closed: false };
      await expect(
        pipeline(streamXlsx({ sheetName: 'S', columns, batches: failingSource(good, state) }), sink()),
      ).rejects.toThrow('database went away');
      expect(state.closed).toBe(true);
    },
  );

  it('a read failing breaks the .csv download too', async () => {
    const state = { closed: false };
    await expect(
      pipeline(streamCsv({ headers: ['A', 'B'], batches: failingSource(2, state) }), sink()),
    ).rejects.toThrow('database went away');
    expect(state.closed).toBe(true);
  });

  it('a download nobody reads holds the reading back instead of piling the sheet up in memory', async () => {
    const state = { batches: 0 };
    // 500 rows of 2 x 1,000 random hex characters (which the zip cannot shrink much): about 1 MB
    // of sheet XML per batch, 200 MB in all.
    const cell = () => crypto.randomBytes(500).toString('hex');
    const big = (async function* () {
      for (let b = 0; b < 200; b += 1) {
        state.batches += 1;
        yield Array.from({ length: 500 }, (): CellValue[] => [cell(), cell()]);
      }
    })();
    const stream = streamXlsx({ sheetName: 'S', columns, batches: big });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The zip buffers a little and the writer stops at 4 MB of backlog; without that it reads all 200.
    expect(state.batches).toBeLessThan(40);
    stream.destroy();
  });

  it('a download abandoned half-way stops the reading', async () => {
    const state = { closed: false, batches: 0 };
    const endless = (async function* () {
      try {
        for (;;) {
          state.batches += 1;
          yield Array.from({ length: 500 }, (_, i): CellValue[] => [`row ${i}`, i]);
          await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        state.closed = true;
      }
    })();
    const stream = streamXlsx({ sheetName: 'S', columns, batches: endless });
    let bytes = 0;
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes > 50_000) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.closed).toBe(true);
    const seen = state.batches;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.batches).toBe(seen);
  });
});
