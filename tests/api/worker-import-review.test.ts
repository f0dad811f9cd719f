import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../scripts/seed/random.ts';
import { call, createTestApp, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { base, csvBytes, templateHeaders, uploadMapValidate } from '../helpers/worker-import.ts';
import { generatedRow } from '../fixtures/worker-import/generate-import-file.ts';

/**
 * Review & Edit (docs/domain.md): pages of the rows and their filters, a cell edited, a row
 * removed, and the duplicates worked out again after each change.
 */

let t: TestApp;
let admin: string;
let sessionId: string;
let rows: string[][];
const ROWS = 250;
const column = (header: string) => templateHeaders.indexOf(header);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  const rng = createRng(21);
  rows = Array.from({ length: ROWS }, (_, i) => generatedRow(rng, i, 'CE'));
  rows[10]![column('Email *')] = 'not-an-email';
  rows[20]![column('City *')] = '';
  rows[30]![column('Initial')] = 'Q';
  rows[40]![column('NI Number *')] = rows[5]![column('NI Number *')]!;
  sessionId = (await uploadMapValidate(t, admin, { name: 'review.csv', bytes: csvBytes(templateHeaders, rows) }))
    .sessionId;
});
afterAll(async () => {
  await t.close();
});

type Page = { rows: Body[]; total: number; page: number; pageSize: number };
const page = async (query: string) =>
  (await call(t, 'GET', `${base(sessionId)}/rows?${query}`, { cookie: admin })).json<Page>();
const indexes = (answer: Page) => answer.rows.map((row) => row.rowIndex);
const post = (path: string, payload: unknown) =>
  call(t, 'POST', `${base(sessionId)}/${path}`, { cookie: admin, payload });
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('pages and filters', () => {
  it('pages every row in file order, as deep as it goes', async () => {
    expect(indexes(await page('page=1&pageSize=100'))).toEqual(range(0, 100));
    const last = await page('page=3&pageSize=100');
    expect(last).toMatchObject({ total: ROWS, page: 3, pageSize: 100 });
    expect(indexes(last)).toEqual(range(200, ROWS));
    expect((await page('page=4&pageSize=100')).rows).toEqual([]);
  });

  it('filters errors, warnings, duplicates and valid rows, and their totals add up', async () => {
    const errors = await page('filter=errors');
    expect(indexes(errors)).toEqual([10, 20]);
    expect(errors.rows[0]).toMatchObject({ status: 'error', errors: [{ field: 'email' }] });
    expect(indexes(await page('filter=warnings'))).toEqual([30]);
    const duplicates = await page('filter=duplicates');
    expect(duplicates.rows).toMatchObject([
      { rowIndex: 40, isDuplicate: true, duplicateReason: 'Same NI number as row 7' },
    ]);
    const valid = await page('filter=valid&pageSize=50&page=5');
    expect(valid.total).toBe(ROWS - 3);
    expect(indexes(valid).at(-1)).toBe(ROWS - 1);
    expect(valid.rows).toHaveLength(ROWS - 3 - 200);
  });
});

describe('edits and removals', () => {
  it('removing the first of two duplicates makes the second the first', async () => {
    const res = await post('remove-row', { rowIndex: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      message: 'Row removed',
      totalRows: ROWS - 1,
      validationResults: { duplicateCount: 0 },
    });
    expect((await post('remove-row', { rowIndex: 5 })).statusCode).toBe(400);
    expect((await post('remove-row', { rowIndex: ROWS })).statusCode).toBe(400);
  });

  it('pages step over a removed row', async () => {
    expect(indexes(await page('page=1&pageSize=10'))).toEqual([0, 1, 2, 3, 4, 6, 7, 8, 9, 10]);
    const last = await page('page=3&pageSize=100');
    expect(last.total).toBe(ROWS - 1);
    expect(indexes(last)).toEqual(range(201, ROWS));
  });

  it('an edit is checked again: a fixed cell clears its error', async () => {
    const fixed = [...rows[10]!];
    fixed[column('Email *')] = 'fixed.address@example.com';
    const res = await post('save-edits', { editedData: [{ rowIndex: 10, values: fixed }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ message: 'Edits saved', validationResults: { errorRows: 1 } });
    expect(indexes(await page('filter=errors'))).toEqual([20]);
  });

  it('an edit can make a later row a duplicate', async () => {
    const edited = [...rows[50]!];
    edited[column('NI Number *')] = rows[60]![column('NI Number *')]!;
    await post('save-edits', { editedData: [{ rowIndex: 50, values: edited }] });
    expect((await page('filter=duplicates')).rows).toMatchObject([
      { rowIndex: 60, duplicateReason: 'Same NI number as row 52' },
    ]);
  });

  it('takes a plain array of rows as rows 0, 1, 2 ...', async () => {
    const first = [...rows[0]!];
    first[column('City *')] = '';
    const res = await post('save-edits', { editedData: [first] });
    expect(res.json<Body>()).toMatchObject({ validationResults: { errorRows: 2 } });
  });

  it('refuses a removed row, a row not in the file, and a row of the wrong width', async () => {
    const removed = await post('save-edits', { editedData: [{ rowIndex: 5, values: rows[5] }] });
    expect(removed.json<Body>()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ rowIndex: 5 }] });
    const outside = await post('save-edits', { editedData: [{ rowIndex: ROWS + 3, values: rows[0] }] });
    expect(outside.statusCode).toBe(400);
    const narrow = await post('save-edits', { editedData: [{ rowIndex: 1, values: ['only', 'two'] }] });
    expect(narrow.json<Body>().message).toBe(`Row 3 must have ${templateHeaders.length} cells, one per column`);
  });

  it('the session resumes with the new counts', async () => {
    const res = await call(t, 'GET', base(sessionId), { cookie: admin });
    expect(res.json<Body>()).toMatchObject({
      totalRows: ROWS - 1,
      validationResults: { totalRows: ROWS - 1, errorRows: 2, warningRows: 1, duplicateCount: 1 },
    });
  });
});
