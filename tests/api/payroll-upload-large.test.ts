/**
 * A 50,000-row payroll CSV uploads (checked and saved) on the embedded database, and again as
 * updates. How long it takes (issue 13: under 20 s) is a figure of npm run bench (payroll), not a
 * test's. The workers are made in one SQL statement; the upload goes through the route.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { payrollCsv, samePayRows, uploadPayroll } from '../helpers/payroll.ts';

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

it(`uploads ${ROWS.toLocaleString('en-GB')} rows, and again as updates`, async () => {
  const rows = samePayRows(Array.from({ length: ROWS }, (_, i) => niOf(i + 1)));
  const file = payrollCsv(rows);
  const res = await uploadPayroll(t, finance, { bytes: file }, '2025-06-08');
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.json<Body>()).toMatchObject({ added: ROWS, updated: 0, warningCount: 0 });

  const second = await uploadPayroll(t, finance, { bytes: file }, '2025-06-08', { existingWeek: 'add' });
  expect(second.json<Body>()).toMatchObject({ added: 0, updated: ROWS });

  const summary = await call(t, 'GET', '/api/payroll-records?page=1&pageSize=20&from=2025-06-01&to=2025-06-30', {
    cookie: finance,
  });
  expect(summary.json<Body>()).toMatchObject({ total: ROWS });
}, 120_000);
