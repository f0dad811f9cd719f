/**
 * The dashboard's figures against hand-computed ones on a small fixture (docs/domain.md
 * "Dashboard" and "Payroll reports"). Agency A charges £20.00 a worker a pay week, B £12.34.
 *
 *   worker  agency  payroll co  pay date    gross
 *   w1      A       P1          2025-03-28  500.00
 *   w2      A       P2          2025-03-28  300.00
 *   w3      B       P1          2025-03-28  250.50
 *   w2      A       P2          2025-03-30  100.00   (the Sunday the clocks go forward: still that week)
 *   w1      A       P1          2025-03-31  510.00   (the Monday after: the next week, still March)
 *   w3      B       P1          2025-03-31  249.50
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, workerDocuments } from '../../src/server/db/schema/index.ts';
import { addDays, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { payrollCsv, uploadPayroll } from '../helpers/payroll.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';

let t: TestApp;
let finance: string;
let agencyA: number;
let agencyB: number;
let companyP1: number;
let workerIds: number[];

async function addDocument(workerId: number, documentType: string, expiryDate: string | null) {
  await t.ctx.db.insert(workerDocuments).values({
    workerId,
    documentType,
    expiryDate,
    originalFileName: `${documentType}.pdf`,
    storedFileName: `2025/01/${'0'.repeat(32)}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: 10,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  agencyA = (await makeAgency(t, { feePence: 2000 })).id;
  agencyB = (await makeAgency(t, { feePence: 1234 })).id;
  await makeAgency(t, { status: 'on_hold' });
  await makeAgency(t, { archivedAt: new Date() });
  finance = (await signedIn(t, 'finance', { agencyId: null })).cookie;
  companyP1 = (await makePayrollCompany(t)).id;
  const companyP2 = (await makePayrollCompany(t)).id;
  const w1 = await makeWorker(t, { agencyId: agencyA, payrollCompanyId: companyP1 });
  const w2 = await makeWorker(t, { agencyId: agencyA, payrollCompanyId: companyP2 });
  const w3 = await makeWorker(t, { agencyId: agencyB, payrollCompanyId: companyP1 });
  const gone = await makeWorker(t, { agencyId: agencyB, status: 'left', p45Date: '2025-01-01' });
  workerIds = [w1.id, w2.id, w3.id];
  const today = todayInLondon();
  for (const type of ['passport', 'right_to_work', 'national_insurance']) {
    await addDocument(w1.id, type, type === 'passport' ? addDays(today, 200) : null);
    await addDocument(w2.id, type, type === 'passport' ? addDays(today, -1) : null);
    await addDocument(gone.id, type, null);
  }
  await addDocument(w3.id, 'passport', null);
  const file = payrollCsv([
    [w1.niNumber!, '2025-03-28', '500.00', '50', '20', '10', '420'],
    [w2.niNumber!, '2025-03-28', '300', '0', '0', '0', '300'],
    [w3.niNumber!, '2025-03-28', '250.50', '0', '0', '0', '250.50'],
    [w2.niNumber!, '2025-03-30', '100', '0', '0', '0', '100'],
    [w1.niNumber!, '2025-03-31', '510', '0', '0', '0', '510'],
    [w3.niNumber!, '2025-03-31', '249.50', '0', '0', '0', '249.50'],
  ]);
  const res = await uploadPayroll(t, finance, { bytes: file }, '2025-03-30');
  if (res.statusCode !== 200) throw new Error(res.body);
  // A fee changed after the upload does not change the history (docs/domain.md "Payroll").
  await t.ctx.db.update(agencies).set({ feePence: 9999 }).where(eq(agencies.id, agencyA));
});
afterAll(async () => {
  await t.close();
});

const report = async (query: string, cookie = finance) => {
  const res = await call(t, 'GET', `/api/dashboard/reports?${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Body>();
};
const figures = (body: Body) => ({
  totalTemps: body.totalTemps,
  totalFee: body.totalFee,
  totalRevenue: body.totalRevenue,
  totalGrossProfit: body.totalGrossProfit,
  averageWeeklyPay: body.averageWeeklyPay,
  netMarginPercentage: body.netMarginPercentage,
});

describe('GET /api/dashboard/reports: the six figures', () => {
  it('the week of Monday 24 March 2025 (the Sunday of the clock change included)', async () => {
    const body = await report('period=week&date=2025-03-26');
    expect(body).toMatchObject({ from: '2025-03-24', to: '2025-03-30', period: 'week', totalRecords: 4 });
    // gross 1150.50; fees 20 + 20 + 12.34 + 20 = 72.34; margin 72.34 / 1222.84 = 5.92%; average 1150.50 / 4 = 287.625
    expect(figures(body)).toEqual({
      totalTemps: 3,
      totalFee: 72.34,
      totalRevenue: 1222.84,
      totalGrossProfit: 72.34,
      averageWeeklyPay: 287.63,
      netMarginPercentage: 5.9,
    });
  });

  it('the next week starts on the Monday after the clocks changed', async () => {
    const body = await report('period=week&date=2025-03-31');
    expect(body).toMatchObject({ from: '2025-03-31', to: '2025-04-06' });
    expect(figures(body)).toMatchObject({
      totalTemps: 2,
      totalFee: 32.34,
      totalRevenue: 791.84,
      averageWeeklyPay: 379.75,
    });
  });

  it('the month of March 2025, as the spec calls it with from and to', async () => {
    const body = await report('from=2025-03-01&to=2025-03-31');
    // gross 1910.00; fees 104.68; margin 104.68 / 2014.68 = 5.196%; average 1910 / 6 = 318.333
    expect(figures(body)).toEqual({
      totalTemps: 3,
      totalFee: 104.68,
      totalRevenue: 2014.68,
      totalGrossProfit: 104.68,
      averageWeeklyPay: 318.33,
      netMarginPercentage: 5.2,
    });
    expect(await report('period=month&date=2025-03-15')).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-31',
      totalRecords: 6,
    });
  });

  it('one agency: margin 60 / 960 = 6.25% shows as 6.3', async () => {
    for (const query of [`agencyId=${agencyA}`, `agency=${agencyA}`]) {
      const body = await report(`period=week&date=2025-03-24&${query}`);
      expect(figures(body)).toEqual({
        totalTemps: 2,
        totalFee: 60,
        totalRevenue: 960,
        totalGrossProfit: 60,
        averageWeeklyPay: 300,
        netMarginPercentage: 6.3,
      });
    }
  });

  it('one payroll company (the worker’s), and All as no filter', async () => {
    const body = await report(`period=week&date=2025-03-24&payrollCompany=${companyP1}&agency=all`);
    expect(figures(body)).toEqual({
      totalTemps: 2,
      totalFee: 32.34,
      totalRevenue: 782.84,
      totalGrossProfit: 32.34,
      averageWeeklyPay: 375.25,
      netMarginPercentage: 4.1,
    });
  });

  it('a period without payroll: zeros, margin 0', async () => {
    expect(figures(await report('period=week&date=2024-01-03'))).toEqual({
      totalTemps: 0,
      totalFee: 0,
      totalRevenue: 0,
      totalGrossProfit: 0,
      averageWeeklyPay: 0,
      netMarginPercentage: 0,
    });
  });

  it('the charts: 12 weeks of gross pay and gross profit up to the period, and compliance by agency', async () => {
    const body = await report('period=week&date=2025-03-31');
    const series = body.series as Body[];
    expect(series).toHaveLength(12);
    expect(series.slice(-2)).toEqual([
      { from: '2025-03-24', to: '2025-03-30', grossPay: 1150.5, grossProfit: 72.34 },
      { from: '2025-03-31', to: '2025-04-06', grossPay: 759.5, grossProfit: 32.34 },
    ]);
    expect(series[0]).toMatchObject({ from: '2025-01-13', grossPay: 0 });
    expect(body.complianceByAgency).toEqual([
      {
        agencyId: agencyA,
        agencyName: expect.any(String) as unknown,
        compliant: 1,
        total: 2,
        compliancePercentage: 50,
      },
      { agencyId: agencyB, agencyName: expect.any(String) as unknown, compliant: 0, total: 1, compliancePercentage: 0 },
    ]);
  });

  it('refuses half a range and a reversed one', async () => {
    expect((await call(t, 'GET', '/api/dashboard/reports?from=2025-03-01', { cookie: finance })).statusCode).toBe(400);
    const reversed = await call(t, 'GET', '/api/dashboard/reports?from=2025-03-02&to=2025-03-01', { cookie: finance });
    expect(reversed.json<Body>()).toMatchObject({ message: 'The From date must be on or before the To date' });
  });
});

describe('GET /api/dashboard/metrics', () => {
  it('the cards: this month’s gross pay, compliance of authorised workers not left, active agencies and workers', async () => {
    const before = await call(t, 'GET', '/api/dashboard/metrics', { cookie: finance });
    expect(before.headers['cache-control']).toBe('no-store');
    // w1 holds the three required documents, none expired; w2's passport expired yesterday; w3 lacks two.
    expect(before.json<Body>()).toMatchObject({
      totalMonthlyPayroll: 0,
      compliancePercentage: 33.3,
      compliantWorkers: 1,
      authorisedWorkers: 3,
      activeWorkers: 3,
      activeAgencies: 2,
    });
    const [w1] = await t.ctx.db.query.workers.findMany({ where: (w, { eq: is }) => is(w.id, workerIds[0]!) });
    const today = todayInLondon();
    await uploadPayroll(
      t,
      finance,
      { bytes: payrollCsv([[w1!.niNumber!, today, '123.45', '0', '0', '0', '123.45']]) },
      today,
    );
    const after = await call(t, 'GET', '/api/dashboard/metrics', { cookie: finance });
    expect(after.json<Body>()).toMatchObject({ totalMonthlyPayroll: 123.45 });
    const summary = await call(t, 'GET', '/api/payroll-records/summary', { cookie: finance });
    expect(summary.json<Body>()).toMatchObject({ thisWeek: 123.45, thisMonth: 123.45, totalWorkers: 3 });
  });

  it('a client user has no dashboard; support has one but no payroll', async () => {
    const client = (await signedIn(t, 'client', { agencyId: agencyA })).cookie;
    for (const url of ['/api/dashboard/metrics', '/api/dashboard/reports']) {
      expect((await call(t, 'GET', url, { cookie: client })).statusCode).toBe(403);
    }
    const support = (await signedIn(t, 'support')).cookie;
    expect((await call(t, 'GET', '/api/dashboard/metrics', { cookie: support })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/payroll-records/batches', { cookie: support })).statusCode).toBe(403);
  });
});

describe('a client user reads its own agency’s payroll through the agency Payroll tab', () => {
  it('sees its agency’s records only; another agency answers 404', async () => {
    const client = (await signedIn(t, 'client', { agencyId: agencyA })).cookie;
    const own = await call(t, 'GET', `/api/agencies/${agencyA}/enhanced`, { cookie: client });
    expect(own.statusCode, own.body).toBe(200);
    const records = own.json<{ payrollRecords: Body[]; payrollRecordsTotal: number }>();
    expect(records.payrollRecordsTotal).toBeGreaterThanOrEqual(4);
    expect(records.payrollRecords.every((r) => r.workerId === workerIds[0] || r.workerId === workerIds[1])).toBe(true);
    expect(records.payrollRecords.find((r) => r.payDate === '2025-03-30')).toMatchObject({
      weekEnding: '2025-03-30',
      workerId: workerIds[1],
      grossPay: 100,
      hoursWorked: null,
    });
    expect((await call(t, 'GET', `/api/agencies/${agencyB}/enhanced`, { cookie: client })).statusCode).toBe(404);
  });
});
