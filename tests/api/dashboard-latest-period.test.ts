/**
 * Which week (or month) the Dashboard's Payroll Reports and the Payroll tab's This Week open on
 * (docs/domain.md "Which week a screen opens on"), and the periods the figures name
 * (docs/domain.md "What each figure counts"). Dates are relative to today in London:
 *
 *   worker  agency  pay date    gross
 *   a1      A       today - 21  300.00
 *   a1      A       today - 7   400.00
 *   b1      B       today - 21  200.00
 *   c1      C       today + 14   50.00   (paid ahead: never the opening period)
 *
 * The current week has no payroll until the last test uploads some.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { lastCompleteWeeks, monthOf, weekOf } from '../../src/shared/domain/payroll-periods.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { payrollCsv, uploadPayroll } from '../helpers/payroll.ts';
import { makeWorker, type WorkerFactoryRow } from '../helpers/workers.ts';

let t: TestApp;
let finance: string;
let agencyA: number;
let agencyB: number;
let agencyC: number;
let a1: WorkerFactoryRow;
const today = todayInLondon();

async function pay(rows: [WorkerFactoryRow, string, string][], weekEnding: string) {
  const file = payrollCsv(
    rows.map(([worker, payDate, gross]) => [worker.niNumber!, payDate, gross, '0', '0', '0', gross]),
  );
  const res = await uploadPayroll(t, finance, { bytes: file }, weekEnding, { confirmVariances: 'true' });
  if (res.statusCode !== 200) throw new Error(res.body);
}

beforeAll(async () => {
  t = await createTestApp();
  finance = (await signedIn(t, 'finance', { agencyId: null })).cookie;
  agencyA = (await makeAgency(t, { feePence: 1000 })).id;
  agencyB = (await makeAgency(t, { feePence: 1000 })).id;
  agencyC = (await makeAgency(t, { feePence: 1000 })).id;
  a1 = await makeWorker(t, { agencyId: agencyA });
  const b1 = await makeWorker(t, { agencyId: agencyB });
  const c1 = await makeWorker(t, { agencyId: agencyC });
  const threeWeeksAgo = addDays(today, -21);
  await pay(
    [
      [a1, threeWeeksAgo, '300.00'],
      [b1, threeWeeksAgo, '200.00'],
    ],
    threeWeeksAgo,
  );
  await pay([[a1, addDays(today, -7), '400.00']], addDays(today, -7));
  await pay([[c1, addDays(today, 14), '50.00']], addDays(today, 14));
});
afterAll(async () => {
  await t.close();
});

const report = async (query: string) => {
  const res = await call(t, 'GET', `/api/dashboard/reports?${query}`, { cookie: finance });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Body>();
};
const summary = async () => {
  const res = await call(t, 'GET', '/api/payroll-records/summary', { cookie: finance });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Body>();
};

describe('GET /api/dashboard/reports?latest=true: the latest period with payroll', () => {
  it('opens on last week while this week has none, and names the current week', async () => {
    const body = await report('period=week&latest=true');
    expect(body).toMatchObject({
      ...weekOf(addDays(today, -7)),
      period: 'week',
      currentPeriod: weekOf(today),
      totalGrossPay: 400,
      totalRecords: 1,
      totalTemps: 1,
    });
  });

  it('follows the filters: agency B last paid three weeks ago', async () => {
    const body = await report(`period=week&latest=true&agency=${agencyB}`);
    expect(body).toMatchObject({ ...weekOf(addDays(today, -21)), totalGrossPay: 200 });
  });

  it('a payment dated ahead is not the opening week: agency C opens on the current week, empty', async () => {
    const body = await report(`period=week&latest=true&agencyId=${agencyC}`);
    expect(body).toMatchObject({ ...weekOf(today), currentPeriod: weekOf(today), totalGrossPay: 0, totalRecords: 0 });
  });

  it('a month likewise: agency A opens on the month of its latest payment', async () => {
    const body = await report(`period=month&latest=true&agency=${agencyA}`);
    expect(body).toMatchObject({ ...monthOf(addDays(today, -7)), period: 'month', currentPeriod: monthOf(today) });
  });

  it('without latest, or latest=false, the current week as before; a date with latest is refused', async () => {
    expect(await report('period=week')).toMatchObject({ ...weekOf(today), totalGrossPay: 0 });
    expect(await report('period=week&latest=false')).toMatchObject({ ...weekOf(today), totalGrossPay: 0 });
    const res = await call(t, 'GET', `/api/dashboard/reports?period=week&latest=true&date=${today}`, {
      cookie: finance,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({
      message: 'Ask for the latest period with a period kind alone, without a date or from and to',
    });
  });
});

describe('GET /api/payroll-records/summary and /api/dashboard/metrics name their periods', () => {
  it('This Week is last week’s gross pay while this week has none, with the week it covers', async () => {
    expect(await summary()).toMatchObject({
      thisWeek: 400,
      thisWeekPeriod: weekOf(addDays(today, -7)),
      week: weekOf(today),
      month: monthOf(today),
      avgWeeklyPayPeriod: lastCompleteWeeks(4),
    });
    const metrics = await call(t, 'GET', '/api/dashboard/metrics', { cookie: finance });
    expect(metrics.json<Body>()).toMatchObject({ month: monthOf(today) });
  });

  it('once this week has payroll, both open on it', async () => {
    await pay([[a1, today, '500.00']], today);
    expect(await summary()).toMatchObject({ thisWeek: 500, thisWeekPeriod: weekOf(today) });
    expect(await report('period=week&latest=true')).toMatchObject({ ...weekOf(today), totalGrossPay: 500 });
  });
});
