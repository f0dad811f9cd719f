import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerImportRows, workerImportSessions } from '../../src/server/db/schema/index.ts';
import { importMessages } from '../../src/shared/api/worker-import.ts';
import { call, createTestApp, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { base, csvBytes, templateHeaders, uploadImport } from '../helpers/worker-import.ts';
import { multipart, pdfBytes, pngBytes } from '../fixtures/documents.ts';
import {
  messyHeaders,
  messyMappings,
  messyWorkerRows,
  writeMessyWorkers,
} from '../fixtures/worker-import/messy-workers.ts';

/**
 * Files the import refuses (400 with the reader's message, never a 500, nothing left behind), the
 * messy workbook of tests/fixtures read end to end, the error file and the template.
 */

let t: TestApp;
let small: TestApp;
let admin: { cookie: string; id: number };
let messy: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  // A second server whose files may hold 3 rows (IMPORT_MAX_ROWS), to refuse a longer one cheaply.
  small = await createTestApp({ IMPORT_MAX_ROWS: '3' });
  const signed = await signedIn(t, 'admin');
  admin = { cookie: signed.cookie, id: signed.user.id };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-messy-'));
  await writeMessyWorkers(path.join(dir, 'messy-workers.xlsx'));
  messy = fs.readFileSync(path.join(dir, 'messy-workers.xlsx'));
  fs.rmSync(dir, { recursive: true, force: true });
});
afterAll(async () => {
  await t.close();
  await small.close();
});

const validRow = templateHeaders.map((header) => (header === 'Forename *' ? 'Ann' : ''));
/** The messy file's header of a field's column (the error file names columns as the file does). */
const columnOf = (field: string) => Object.entries(messyMappings).find(([, f]) => f === field)?.[0] ?? field;
const sessionsOf = async (app: TestApp, userId: number) =>
  app.ctx.db.select().from(workerImportSessions).where(eq(workerImportSessions.userId, userId));

describe('files refused with a 400 and the reason', () => {
  it.each([
    ['an .xls workbook', 'workers.xls', Buffer.from('d0cf11e0a1b11ae1', 'hex'), importMessages.invalidFileType],
    [
      'text named .xlsx',
      'workers.xlsx',
      Buffer.from('First Name,Last Name\nAnn,Lee\n'),
      importMessages.invalidFileType,
    ],
    ['an image named .csv', 'workers.csv', pngBytes(), importMessages.invalidFileType],
    ['a PDF named .csv', 'workers.csv', pdfBytes(), importMessages.invalidFileType],
    ['a file of any other kind', 'workers.txt', Buffer.from('a,b\n1,2\n'), importMessages.invalidFileType],
    ['an empty file', 'workers.csv', Buffer.alloc(0), 'The file has no rows to import'],
    ['a header without rows', 'workers.csv', csvBytes(templateHeaders, []), 'The file has no rows to import'],
    [
      'a damaged workbook',
      'workers.xlsx',
      Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64)]),
      null,
    ],
  ])('%s', async (_label, name, bytes, message) => {
    const res = await uploadImport(t, admin.cookie, { name, bytes });
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json<Body>().message).toBe(message);
    expect(res.json<Body>().code).toBe('BAD_REQUEST');
  });

  it('more rows than the server allows, leaving no session and no row behind', async () => {
    const user = await signedIn(small, 'support');
    const res = await uploadImport(small, user.cookie, {
      name: 'four.csv',
      bytes: csvBytes(templateHeaders, [validRow, validRow, validRow, validRow]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe('The file has more than 3 rows. Split it and import each part.');
    expect(await sessionsOf(small, user.user.id)).toEqual([]);
    expect(await small.ctx.db.select().from(workerImportRows)).toEqual([]);
  });

  it('a body cut short, or without any file', async () => {
    const { payload, contentType } = await multipart(
      {},
      { field: 'file', name: 'w.csv', bytes: Buffer.alloc(5000, 65) },
    );
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/upload-workers/upload',
      headers: { cookie: admin.cookie, 'content-type': contentType },
      payload: payload.subarray(0, 2000),
    });
    expect(cut.statusCode).toBe(400);
    const none = await call(t, 'POST', '/api/upload-workers/upload', { cookie: admin.cookie, payload: {} });
    expect(none.json<Body>()).toMatchObject({ message: 'No file selected', code: 'BAD_REQUEST' });
  });

  it('a NUL or a lone surrogate half past the first 64 KB is dropped, never a 500', async () => {
    const long = templateHeaders.map((header) => (header === 'Address Line 2' ? 'x'.repeat(400) : ''));
    const filler = Array.from({ length: 400 }, () => long);
    const odd = templateHeaders.map((header) => (header === 'Surname *' ? 'Lee\u0000\uD800' : ''));
    const bytes = Buffer.concat([csvBytes(templateHeaders, filler), Buffer.from(Papa.unparse([odd]))]);
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    const res = await uploadImport(t, admin.cookie, { name: 'odd.csv', bytes });
    expect(res.statusCode, res.body).toBe(200);
    const { sessionId } = res.json<{ sessionId: string }>();
    const last = await call(t, 'GET', `${base(sessionId)}/rows?page=5&pageSize=100`, { cookie: admin.cookie });
    const cells = last.json<{ rows: { cells: string[] }[] }>().rows.at(-1)!.cells;
    expect(cells[templateHeaders.indexOf('Surname *')]).toBe('Lee\uFFFD');
  });

  it('takes the file under the field name document too', async () => {
    const res = await uploadImport(t, admin.cookie, {
      name: 'w.csv',
      field: 'document',
      bytes: csvBytes(templateHeaders, [validRow]),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the messy workbook (tests/fixtures/worker-import)', () => {
  let sessionId: string;
  const expected = messyWorkerRows.filter((row) => row.cells !== null);

  it('reads its headers (a repeat made unique, __proto__ kept) and proposes the mapping', async () => {
    const res = await uploadImport(t, admin.cookie, { name: 'messy-workers.xlsx', bytes: messy });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<Body>();
    sessionId = answer.sessionId as string;
    expect(answer.headers).toEqual(messyHeaders);
    expect(answer.totalRows).toBe(expected.length);
    expect(Object.entries(answer.suggestedMappings as Body)).toEqual(Object.entries(messyMappings));
  });

  it('maps with a __proto__ column in the body and validates every row as the fixture says', async () => {
    const body = `{"columnMappings":${JSON.stringify(messyMappings)}}`;
    expect(body).toContain('"__proto__":null');
    const mapped = await t.app.inject({
      method: 'POST',
      url: `${base(sessionId)}/map-columns`,
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: body,
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const validated = await call(t, 'POST', `${base(sessionId)}/validate`, { cookie: admin.cookie });
    const results = validated.json<{ validationResults: Body }>().validationResults;
    const errors = expected.flatMap((row) => row.errors.map((e) => ({ row: row.rowNumber, ...e })));
    const warnings = expected.flatMap((row) => row.warnings.map((w) => ({ row: row.rowNumber, ...w })));
    expect(results.errors).toEqual(errors);
    expect(results.warnings).toEqual(warnings);
    const rows = await call(t, 'GET', `${base(sessionId)}/rows?pageSize=100`, { cookie: admin.cookie });
    const reasons = rows.json<{ rows: Body[] }>().rows.map((row) => [row.rowNumber, row.duplicateReason]);
    expect(reasons).toEqual(expected.map((row) => [row.rowNumber, row.duplicateReason]));
  });

  it('the error file (.csv) holds the rows with errors or warnings, the headers and an Errors column', async () => {
    const res = await call(t, 'GET', `${base(sessionId)}/error-file?format=csv`, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="import-errors.csv"');
    const [header, ...lines] = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(header).toEqual([...messyHeaders, 'Errors']);
    const flagged = expected.filter((row) => row.errors.length + row.warnings.length > 0);
    expect(lines).toHaveLength(flagged.length);
    const last = lines.at(-1)!;
    expect(last.at(-1)).toBe(
      [...flagged.at(-1)!.errors, ...flagged.at(-1)!.warnings]
        .map((m) => `${columnOf(m.field)}: ${m.message}`)
        .join('; '),
    );
  });

  it('the error file (.xlsx) says the same', async () => {
    const res = await call(t, 'GET', `${base(sessionId)}/error-file?format=xlsx`, { cookie: admin.cookie });
    expect(res.headers['content-disposition']).toBe('attachment; filename="import-errors.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values[0]).toEqual([...messyHeaders, 'Errors']);
    const firstFlagged = expected.find((row) => row.errors.length > 0)!;
    expect(values[1]![1]).toBe(firstFlagged.cells!['Surname *']);
    expect(values[1]!.at(-1)).toBe(firstFlagged.errors.map((e) => `${columnOf(e.field)}: ${e.message}`).join('; '));
  });
});

describe('the error file names the column of each message', () => {
  it("a gender the import cannot read says 'Gender: Choose MALE, FEMALE or PREFER NOT TO SAY'", async () => {
    const headers = [...templateHeaders, 'Sex'];
    const row = templateHeaders.map((header) => (header === 'Forename *' ? 'Ann' : ''));
    const uploaded = await uploadImport(t, admin.cookie, {
      name: 'sex.csv',
      bytes: csvBytes(headers, [[...row, 'X']]),
    });
    const { sessionId, suggestedMappings } = uploaded.json<{ sessionId: string; suggestedMappings: Body }>();
    const columnMappings = { ...suggestedMappings, Gender: null, Sex: 'gender' };
    const mapped = await call(t, 'POST', `${base(sessionId)}/map-columns`, {
      cookie: admin.cookie,
      payload: { columnMappings },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    await call(t, 'POST', `${base(sessionId)}/validate`, { cookie: admin.cookie });
    const csv = await call(t, 'GET', `${base(sessionId)}/error-file?format=csv`, { cookie: admin.cookie });
    const [, line] = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(line!.at(-1)).toContain('Surname *: Last name is required');
    expect(line!.at(-1)).toContain('Sex: Choose MALE, FEMALE or PREFER NOT TO SAY');
  });
});

describe('the error file is safe to open in a spreadsheet', () => {
  it('a cell that looks like a formula gets a leading apostrophe in .csv and .xlsx', async () => {
    const evil = templateHeaders.map((header) => (header === 'Forename *' ? '=HYPERLINK("http://evil")' : ''));
    const uploaded = await uploadImport(t, admin.cookie, {
      name: 'evil.csv',
      bytes: csvBytes(templateHeaders, [evil]),
    });
    const { sessionId } = uploaded.json<{ sessionId: string }>();
    const csv = await call(t, 'GET', `${base(sessionId)}/error-file?format=csv`, { cookie: admin.cookie });
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const xlsx = await call(t, 'GET', `${base(sessionId)}/error-file`, { cookie: admin.cookie });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0]!.getRow(2).getCell(templateHeaders.indexOf('Forename *') + 1);
    expect(cell.value).toBe(`'=HYPERLINK("http://evil")`);
  });
});

describe('the template', () => {
  it('is the same file as GET /api/workers/download-template', async () => {
    const ours = await call(t, 'GET', '/api/upload-workers/template', { cookie: admin.cookie });
    const theirs = await call(t, 'GET', '/api/workers/download-template', { cookie: admin.cookie });
    expect(ours.statusCode).toBe(200);
    expect(ours.headers['content-disposition']).toBe('attachment; filename="worker-template.xlsx"');
    expect(ours.rawPayload.equals(theirs.rawPayload)).toBe(true);
  });
});
