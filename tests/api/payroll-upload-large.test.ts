/**
 * Issue 13's bound: a 50,000-row payroll CSV uploads (checked and saved) in under 20 s on the
 * embedded database. The workers are made in one SQL statement; the upload goes through the route.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { payrollCsv, uploadPayroll } from '../helpers/payroll.ts';

const ROWS = 50_000;
let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = (await signedIn(t, 'finance')).cookie;
  const agency = await makeAgency(t, { feePence: 1500 });
  await t.ctx.db.execute(sql`
    insert into workers (first_name, last_name, ni_number, agency_id, authorised, status, completion_percentage)
    select 'Pay', 'Worker' || i, 'PW' || lpad(i::text, 6, '0') || 'A', ${agency.id}, true, 'active', 100
    from generate_series(1, ${ROWS}) as i`);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const niOf = (i: number) => `PW${String(i).padStart(6, '0')}A`;

it(`uploads ${ROWS.toLocaleString('en-GB')} rows in under 20 s, and again as updates`, async () => {
  const rows = Array.from({ length: ROWS }, (_, i) => [
    niOf(i + 1),
    '2025-06-06',
    '512.34',
    '60.2',
    '30.1',
    '12',
    '410.04',
  ]);
  const file = payrollCsv(rows);
  const started = performance.now();
  const res = await uploadPayroll(t, finance, { bytes: file }, '2025-06-08');
  const seconds = (performance.now() - started) / 1000;
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.json<Body>()).toMatchObject({ added: ROWS, updated: 0, warningCount: 0 });
  console.info(`payroll upload of ${ROWS} rows: ${seconds.toFixed(1)} s`);
  expect(seconds).toBeLessThan(20);

  const again = performance.now();
  const second = await uploadPayroll(t, finance, { bytes: file }, '2025-06-08', { existingWeek: 'add' });
  const reSeconds = (performance.now() - again) / 1000;
  expect(second.json<Body>()).toMatchObject({ added: 0, updated: ROWS });
  console.info(`payroll re-upload of ${ROWS} rows: ${reSeconds.toFixed(1)} s`);
  expect(reSeconds).toBeLessThan(20);

  const summary = await call(t, 'GET', '/api/payroll-records?page=1&pageSize=20&from=2025-06-01&to=2025-06-30', {
    cookie: finance,
  });
  expect(summary.json<Body>()).toMatchObject({ total: ROWS });
}, 120_000);
