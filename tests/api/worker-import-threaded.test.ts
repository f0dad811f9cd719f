import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { THREAD_MIN_BYTES } from '../../src/server/lib/work-thread.ts';
import { call, createTestApp, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { base, csvBytes, generatedFile, uploadImport } from '../helpers/worker-import.ts';

// docs/decisions/0029-parsing-in-a-thread.md: an upload of THREAD_MIN_BYTES or more is read and
// cleaned in a work thread, with the mapping proposed for its headers (the user's remembered one);
// the answer, the rows and their checks are what the event loop's reading gives.
const ROWS = 8_000;
let t: TestApp;
let cookie: string;
let headers: string[];
let bytes: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedIn(t, 'admin')).cookie;
  const [header, ...rows] = Papa.parse<string[]>((await generatedFile(ROWS, 'csv', 21)).toString(), {
    skipEmptyLines: true,
  }).data;
  headers = header!;
  rows[0]![headers.indexOf('Forename *')] = 'Anna';
  rows[4]![headers.indexOf('NI Number *')] = 'NOT AN NI';
  bytes = csvBytes(headers, rows);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: Body) => call(t, 'POST', url, { cookie, ...(payload ? { payload } : {}) });

it('checks a big file in the thread: its rows, its preview, its error row', async () => {
  expect(bytes.length).toBeGreaterThanOrEqual(THREAD_MIN_BYTES);
  const uploaded = await uploadImport(t, cookie, { name: 'big.csv', bytes });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const answer = uploaded.json<{
    sessionId: string;
    totalRows: number;
    previewRows: string[][];
    suggestedMappings: Body;
  }>();
  expect(answer.totalRows).toBe(ROWS);
  expect(answer.previewRows[0]![headers.indexOf('Forename *')]).toBe('Anna');
  await post(`${base(answer.sessionId)}/map-columns`, { columnMappings: answer.suggestedMappings });
  const validated = await post(`${base(answer.sessionId)}/validate`);
  const results = validated.json<{ validationResults: { errorRows: number; errors: Body[] } }>().validationResults;
  expect(results.errorRows).toBe(1);
  expect(results.errors).toEqual([expect.objectContaining({ row: 6, field: 'niNumber' })]);
}, 120_000);

it("cleans a big file's rows with the user's remembered mapping, sent to the thread", async () => {
  const first = await uploadImport(t, cookie, { name: 'big.csv', bytes });
  const { sessionId, suggestedMappings } = first.json<{ sessionId: string; suggestedMappings: Body }>();
  const swapped = { ...suggestedMappings, 'Forename *': 'lastName', 'Surname *': 'firstName' };
  expect((await post(`${base(sessionId)}/map-columns`, { columnMappings: swapped })).statusCode).toBe(200);

  const again = await uploadImport(t, cookie, { name: 'big-again.csv', bytes });
  const second = again.json<{ sessionId: string; suggestedMappings: Body }>();
  expect(second.suggestedMappings).toEqual(swapped);
  // Mapped as proposed, validation reads what the upload's thread checked: names swapped, initials warned.
  await post(`${base(second.sessionId)}/map-columns`, { columnMappings: second.suggestedMappings });
  const validated = await post(`${base(second.sessionId)}/validate`);
  const results = validated.json<{ validationResults: { warnings: Body[] } }>().validationResults;
  expect(results.warnings.length).toBeGreaterThan(0);
  expect(results.warnings.every((w) => w.field === 'initial')).toBe(true);
}, 120_000);
