import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../scripts/seed/random.ts';
import { call, createTestApp, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { base, csvBytes, templateHeaders, uploadMapValidate } from '../helpers/worker-import.ts';
import { generatedRow } from '../fixtures/worker-import/generate-import-file.ts';

/**
 * Fixing errors in bulk (issue 24): what a cell's editor opens on, the values in error per column,
 * a column-wide replace (preview, then applied to every page and checked again) and removing
 * every row with errors.
 */

let t: TestApp;
let admin: string;
let sessionId: string;
let rows: string[][];
const ROWS = 160;
const column = (header: string) => templateHeaders.indexOf(header);
const GENDER = column('Gender');

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  const rng = createRng(24);
  rows = Array.from({ length: ROWS }, (_, i) => generatedRow(rng, i, 'CE'));
  // 'Mail' in rows 3, 120 and 150 (pages 1 and 2): an error each; 'Mael' once.
  for (const i of [3, 120, 150]) rows[i]![GENDER] = 'Mail';
  rows[4]![GENDER] = 'Mael';
  rows[7]![column('Date of Birth *')] = '25569';
  rows[8]![column('Sort Code')] = '200000';
  rows[9]![GENDER] = 'female';
  rows[20]![column('City *')] = '';
  sessionId = (await uploadMapValidate(t, admin, { name: 'bulk.csv', bytes: csvBytes(templateHeaders, rows) }))
    .sessionId;
});
afterAll(async () => {
  await t.close();
});

type Page = { rows: (Body & { values: Record<number, string> })[]; total: number };
const page = async (query: string) =>
  (await call(t, 'GET', `${base(sessionId)}/rows?${query}`, { cookie: admin })).json<Page>();
const post = (path: string, payload?: unknown, cookie = admin) =>
  call(t, 'POST', `${base(sessionId)}/${path}`, { cookie, payload });
const replace = (payload: Body) => post('replace-values', payload);

describe('what the editors open on', () => {
  it('carries the import’s reading of a repaired or read cell, dates DD/MM/YYYY; a plain cell none', async () => {
    const first = (await page('pageSize=10')).rows;
    expect(first[7]!.values).toEqual({ [column('Date of Birth *')]: '01/01/1970' });
    expect(first[8]!.values).toEqual({ [column('Sort Code')]: '20-00-00' });
    expect(first[9]!.values).toMatchObject({ [GENDER]: 'FEMALE' });
    expect(first[3]!.values[GENDER]).toBeUndefined();
    expect((first[8]!.cells as string[])[column('Sort Code')]).toBe('200000');
  });
});

describe('a column-wide replace', () => {
  it('lists the columns in error with their values, most rows first', async () => {
    const res = await call(t, 'GET', `${base(sessionId)}/error-columns`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>().columns).toEqual([
      {
        header: 'Gender',
        field: 'gender',
        errorRows: 4,
        values: [
          { value: 'Mail', count: 3 },
          { value: 'Mael', count: 1 },
        ],
      },
      { header: 'City *', field: 'city', errorRows: 1, values: [{ value: '', count: 1 }] },
    ]);
  });

  it('a preview counts the cells in every page and changes nothing', async () => {
    const res = await replace({ column: 'Gender', find: 'Mail', replace: 'MALE', preview: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toEqual({ message: 'Preview of the replacement', matchedCells: 3 });
    expect((await page('filter=errors')).total).toBe(5);
  });

  it('applies to every page and checks the rows again', async () => {
    const res = await replace({ column: 'Gender', find: 'Mail', replace: 'MALE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ matchedCells: 3, validationResults: { errorRows: 2 } });
    const second = (await page('page=2&pageSize=100')).rows.find((row) => row.rowIndex === 150)!;
    expect(second).toMatchObject({ status: 'valid', errors: [] });
    expect((second.cells as string[])[GENDER]).toBe('MALE');
  });

  it('works the duplicates out again: a replaced NI number repeating an earlier row', async () => {
    const ni = column('NI Number *');
    const res = await replace({ column: 'NI Number *', find: rows[60]![ni]!, replace: rows[50]![ni]! });
    expect(res.json<Body>()).toMatchObject({ matchedCells: 1, validationResults: { duplicateCount: 1 } });
    expect((await page('filter=duplicates')).rows).toMatchObject([
      { rowIndex: 60, duplicateReason: 'Same NI number as row 52' },
    ]);
  });

  it('refuses a column the file lacks or does not map, the same value, and another user’s session', async () => {
    const missing = await replace({ column: 'Shoe Size', find: 'a', replace: 'b' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Body>().message).toBe('The file has no column Shoe Size');
    const unmapped = await replace({ column: 'Agency', find: 'a', replace: 'b' });
    expect(unmapped.json<Body>()).toMatchObject({ message: 'The column Agency is not mapped to a field' });
    expect((await replace({ column: 'Gender', find: 'x', replace: 'x' })).statusCode).toBe(400);
    const client = (await signedIn(t, 'client')).cookie;
    for (const path of ['replace-values', 'remove-error-rows']) {
      const res = await post(
        path,
        path === 'replace-values' ? { column: 'Gender', find: 'Mael', replace: 'MALE' } : undefined,
        client,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json<Body>().message).toBe('Import session not found');
    }
    expect((await call(t, 'GET', `${base(sessionId)}/error-columns`, { cookie: client })).statusCode).toBe(404);
  });
});

describe('removing every row with errors', () => {
  it('removes them in one go, keeps the other rows’ indexes and counts again', async () => {
    const res = await post('remove-error-rows');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      removedRows: 2,
      totalRows: ROWS - 2,
      validationResults: { errorRows: 0, totalRows: ROWS - 2 },
    });
    const first = (await page('pageSize=25')).rows.map((row) => row.rowIndex);
    expect(first).not.toContain(4);
    expect(first).not.toContain(20);
    expect(first.slice(0, 5)).toEqual([0, 1, 2, 3, 5]);
    expect((await post('remove-error-rows')).json<Body>()).toMatchObject({ removedRows: 0, totalRows: ROWS - 2 });
  });
});

describe('removing rows with errors from duplicates', () => {
  it('a row that was the same as a removed row is no longer a duplicate, in its findings and the counts', async () => {
    const rng = createRng(241);
    const own = Array.from({ length: 6 }, (_, i) => generatedRow(rng, i, 'CH'));
    // Row 2 (file row 3) has an error and row 4 shares its NI number: a duplicate of row 3 until row 2 goes.
    own[2]![GENDER] = 'Mail';
    own[4]![column('NI Number *')] = own[2]![column('NI Number *')]!;
    const session = await uploadMapValidate(t, admin, { name: 'dup.csv', bytes: csvBytes(templateHeaders, own) });
    expect(session.validationResults).toMatchObject({ errorRows: 1, duplicateCount: 1 });
    const path = `${base(session.sessionId)}/remove-error-rows`;
    const res = await call(t, 'POST', path, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      removedRows: 1,
      totalRows: 5,
      validationResults: { errorRows: 0, duplicateCount: 0, totalRows: 5, newWorkerRows: 5 },
    });
    const rowsAfter = await call(t, 'GET', `${base(session.sessionId)}/rows?pageSize=10`, { cookie: admin });
    const row4 = rowsAfter.json<Page>().rows.find((row) => row.rowIndex === 4)!;
    expect(row4).toMatchObject({ isDuplicate: false, duplicateReason: null });
  });
});
