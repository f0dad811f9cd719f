import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { base, csvBytes, templateHeaders, uploadImport } from '../helpers/worker-import.ts';
import {
  CLIENT_EXPORT_HEADER_ROW,
  CLIENT_EXPORT_ROWS,
  clientExportHeaders,
  NI_TBC_ROWS,
  SEPARATED_ROWS,
  writeClientExport,
} from '../fixtures/worker-import/client-export.ts';

/**
 * docs/domain.md "Bulk worker import": a title line or blank lines above the header are passed over
 * (the header is the first row naming several fields), another row can be chosen as the header, and
 * an import left unfinished is listed to resume or discard.
 */

let t: TestApp;
let cookie: string;
let row: string[];

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedIn(t, 'support')).cookie;
  const [, first] = fs
    .readFileSync(path.join(import.meta.dirname, '../fixtures/worker-import/clean-workers.csv'), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  row = first!.split(',');
});
afterAll(async () => {
  await t.close();
});

const storedFiles = () => {
  const root = path.join(t.ctx.config.dataDir, 'files');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.')) : [];
};

/** A workbook whose first sheet has a title line, a blank line, then the template header and one worker. */
async function titledWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Workers');
  sheet.addRow(['Workers export 27/11/2026']);
  sheet.addRow([]);
  sheet.addRow(templateHeaders);
  sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the header row', () => {
  let sessionId: string;

  it('a title line and a blank line above the header are passed over: row 3 is the header, row 4 the first worker', async () => {
    const res = await uploadImport(t, cookie, { name: 'export.xlsx', bytes: await titledWorkbook() });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<Body & { sessionId: string; leadingRows: Body[] }>();
    sessionId = answer.sessionId;
    expect(answer).toMatchObject({ headers: templateHeaders, headerRowNumber: 3, totalRows: 1 });
    expect(answer.leadingRows.map((r) => r.rowNumber)).toEqual([1, 3, 4]);
    expect(answer.leadingRows[0]).toEqual({ rowNumber: 1, cells: ['Workers export 27/11/2026'] });
    const mapped = Object.values(answer.suggestedMappings as Body).filter(Boolean);
    expect(mapped).toHaveLength(30);
    const rows = await call(t, 'GET', `${base(sessionId)}/rows`, { cookie });
    expect(rows.json<{ rows: Body[] }>().rows.map((r) => r.rowNumber)).toEqual([4]);
  });

  it('a file with no row naming fields keeps its first filled row as the header', async () => {
    const res = await uploadImport(t, cookie, {
      name: 'odd.csv',
      bytes: csvBytes(['Col A', 'Col B'], [['x', 'y']]),
    });
    expect(res.json<Body>()).toMatchObject({ headers: ['Col A', 'Col B'], headerRowNumber: 1, totalRows: 1 });
  });

  it('choosing another row reads the file again from it, dropping the mapping so far', async () => {
    const res = await call(t, 'POST', `${base(sessionId)}/header-row`, { cookie, payload: { rowNumber: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      headers: ['Workers export 27/11/2026'],
      headerRowNumber: 1,
      totalRows: 2,
    });
    const session = await call(t, 'GET', base(sessionId), { cookie });
    expect(session.json<Body>()).toMatchObject({ status: 'uploaded', columnMappings: null, headerRowNumber: 1 });
    const back = await call(t, 'POST', `${base(sessionId)}/header-row`, { cookie, payload: { rowNumber: 3 } });
    expect(back.json<Body>()).toMatchObject({ headers: templateHeaders, headerRowNumber: 3, totalRows: 1 });
  });

  it('a row that is not among the first filled rows is a 400; someone else gets 404', async () => {
    const res = await call(t, 'POST', `${base(sessionId)}/header-row`, { cookie, payload: { rowNumber: 40 } });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe(
      'Row 40 is not one of the first 10 filled rows of the file: choose one of those as the header',
    );
    const other = (await signedIn(t, 'admin')).cookie;
    const theirs = await call(t, 'POST', `${base(sessionId)}/header-row`, { cookie: other, payload: { rowNumber: 3 } });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('unfinished imports', () => {
  it('are listed to their uploader, the latest first, and a discard removes the session and its kept file', async () => {
    const user = (await signedIn(t, 'finance')).cookie;
    const first = await uploadImport(t, user, { name: 'first.csv', bytes: csvBytes(templateHeaders, [row]) });
    const second = await uploadImport(t, user, { name: 'second.csv', bytes: csvBytes(templateHeaders, [row]) });
    const filesBefore = storedFiles().length;
    const listed = await call(t, 'GET', '/api/upload-workers/sessions', { cookie: user });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<Body[]>().map((s) => [s.fileName, s.status, s.totalRows])).toEqual([
      ['second.csv', 'uploaded', 1],
      ['first.csv', 'uploaded', 1],
    ]);
    const mine = await call(t, 'GET', '/api/upload-workers/sessions', { cookie });
    expect(mine.json<Body[]>().map((s) => s.fileName)).not.toContain('first.csv');

    const { sessionId } = first.json<{ sessionId: string }>();
    expect((await call(t, 'DELETE', base(sessionId), { cookie })).statusCode).toBe(404);
    const discarded = await call(t, 'DELETE', base(sessionId), { cookie: user });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json<Body>().message).toBe('Import discarded');
    expect((await call(t, 'GET', base(sessionId), { cookie: user })).statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(filesBefore - 1);
    const after = await call(t, 'GET', '/api/upload-workers/sessions', { cookie: user });
    expect(after.json<Body[]>().map((s) => s.fileName)).toEqual(['second.csv']);
    expect(second.statusCode).toBe(200);
  });
});

describe("the review's 2,005-row client export (tests/fixtures/worker-import/client-export.ts)", () => {
  it('reads its header on row 3, takes M / F and Mx, and blocks only the rows with real errors', async () => {
    const file = path.join(t.ctx.config.dataDir, 'client-export.xlsx');
    await writeClientExport(file);
    const uploaded = await uploadImport(t, cookie, { name: 'client-export.xlsx', bytes: fs.readFileSync(file) });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const answer = uploaded.json<{ sessionId: string; suggestedMappings: Body } & Body>();
    expect(answer).toMatchObject({ headerRowNumber: CLIENT_EXPORT_HEADER_ROW, totalRows: CLIENT_EXPORT_ROWS });
    expect(Object.values(answer.suggestedMappings).filter(Boolean)).toHaveLength(clientExportHeaders.length);
    await call(t, 'POST', `${base(answer.sessionId)}/map-columns`, {
      cookie,
      payload: { columnMappings: answer.suggestedMappings },
    });
    const validated = await call(t, 'POST', `${base(answer.sessionId)}/validate`, { cookie });
    const results = validated.json<{ validationResults: Body }>().validationResults;
    const errorRows = SEPARATED_ROWS + NI_TBC_ROWS + 1;
    expect(results).toMatchObject({
      totalRows: CLIENT_EXPORT_ROWS,
      errorRows,
      totalProcessableRows: CLIENT_EXPORT_ROWS - errorRows,
      newWorkerRows: CLIENT_EXPORT_ROWS - errorRows,
      duplicateCount: 0,
    });
  });
});
