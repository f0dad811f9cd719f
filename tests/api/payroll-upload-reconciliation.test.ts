/**
 * Issue 24 item 10: a payroll file is reconciled with the previous weeks before anything is saved.
 * Variances over 20% and a week that already has records need the user's say (409, nothing
 * saved); the second request with confirmVariances / existingWeek saves, and the batch keeps them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { payrollCsv, uploadPayroll } from '../helpers/payroll.ts';
import { makeWorker, type WorkerFactoryRow } from '../helpers/workers.ts';

let t: TestApp;
let finance: string;
let crew: WorkerFactoryRow[];
beforeAll(async () => {
  t = await createTestApp();
  finance = (await signedIn(t, 'finance')).cookie;
  const agency = await makeAgency(t);
  crew = [];
  for (let i = 0; i < 20; i++) crew.push(await makeWorker(t, { agencyId: agency.id }));
});
afterAll(async () => {
  await t.close();
});

type Reconciliation = {
  lastWeek: { headcount: number; grossPay: number } | null;
  variances: { key: string; message: string }[];
  missingCount: number;
  missingWorkers: { niNumber: string; name: string | null }[];
  newCount: number;
  existingWeek: { records: number } | null;
};
type Confirmation = {
  code: string;
  message: string;
  details: { needs: { confirmVariances: boolean; existingWeek: boolean }; reconciliation: Reconciliation };
};

/** £500 gross each, paid on the given day. */
const weekFile = (workers: readonly WorkerFactoryRow[], payDate: string) =>
  payrollCsv(workers.map((w) => [w.niNumber!, payDate, '500.00', '50.00', '30.00', '20.00', '400.00']));
const weekRecords = async (weekEnding: string) =>
  (await call(t, 'GET', `/api/payroll-records?page=1&weekEnding=${weekEnding}`, { cookie: finance })).json<{
    total: number;
  }>().total;
const batchCount = async () =>
  (await call(t, 'GET', '/api/payroll-records/batches?limit=50', { cookie: finance })).json<Body[]>().length;

describe('a week against the previous weeks', () => {
  it('normal weeks save in one request; 3 of 20 workers answers the 17 missing and the drop, and saves only when confirmed', async () => {
    // Two normal weeks: one request each, as before (the spec's client never sends a confirmation).
    const first = await uploadPayroll(t, finance, { bytes: weekFile(crew, '2025-02-28') }, '2025-03-02');
    expect(first.statusCode, first.body).toBe(200);
    const second = await uploadPayroll(t, finance, { bytes: weekFile(crew, '07/03/2025') }, '2025-03-09');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<Body>()).toMatchObject({ added: 20, variances: [], existingWeek: null, replaced: 0 });

    const few = weekFile(crew.slice(0, 3), '2025-03-14');
    const asked = await uploadPayroll(t, finance, { bytes: few }, '2025-03-16');
    expect(asked.statusCode, asked.body).toBe(409);
    const answer = asked.json<Confirmation>();
    expect(answer).toMatchObject({
      code: 'PAYROLL_CONFIRMATION_REQUIRED',
      details: {
        needs: { confirmVariances: true, existingWeek: false },
        reconciliation: {
          lastWeek: { headcount: 20, grossPay: 10000 },
          missingCount: 17,
          newCount: 0,
          existingWeek: null,
        },
      },
    });
    const { reconciliation } = answer.details;
    expect(reconciliation.variances.map((v) => v.key)).toEqual([
      'headcount-lastWeek',
      'grossPay-lastWeek',
      'headcount-fourWeekAverage',
      'grossPay-fourWeekAverage',
      'missingWorkers-lastWeek',
    ]);
    expect(reconciliation.variances[1]!.message).toBe('Gross pay: £1,500.00, 85% less than last week (£10,000.00)');
    expect(reconciliation.missingWorkers.map((w) => w.niNumber).sort()).toEqual(
      crew
        .slice(3)
        .map((w) => w.niNumber)
        .sort(),
    );
    const named = crew[3]!;
    expect(reconciliation.missingWorkers).toContainEqual({
      niNumber: named.niNumber,
      name: `${named.firstName} ${named.lastName}`,
    });
    expect(await weekRecords('2025-03-16')).toBe(0);
    expect(await batchCount()).toBe(2);

    const confirmed = await uploadPayroll(t, finance, { bytes: few }, '2025-03-16', { confirmVariances: 'true' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Body>()).toMatchObject({ added: 3, reconciliation: { missingCount: 17 } });
    expect(confirmed.json<{ variances: unknown[] }>().variances).toHaveLength(5);
    expect(await weekRecords('2025-03-16')).toBe(3);
    const [batch] = (await call(t, 'GET', '/api/payroll-records/batches', { cookie: finance })).json<Body[]>();
    expect(batch).toMatchObject({ weekEnding: '2025-03-16', existingWeek: null });
    expect((batch!.variances as { key: string }[]).map((v) => v.key)).toContain('missingWorkers-lastWeek');
  });

  it('a week that has records: nothing saved until replace or add is chosen', async () => {
    // Week ending 16/03 holds 3 records (the test above); this file has one of them and one more.
    const file = weekFile([crew[0]!, crew[10]!], '2025-03-14');
    const asked = await uploadPayroll(t, finance, { bytes: file }, '2025-03-16', { confirmVariances: 'true' });
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json<Confirmation>()).toMatchObject({
      details: {
        needs: { existingWeek: true, confirmVariances: false },
        reconciliation: { existingWeek: { records: 3 } },
      },
    });
    expect(asked.json<Confirmation>().message).toMatch(/already has payroll records: choose to replace them or add/);
    const wrong = await uploadPayroll(t, finance, { bytes: file }, '2025-03-16', { existingWeek: 'merge' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<Body>()).toMatchObject({
      message: 'Choose replace or add for a week that already has payroll records',
    });

    const added = await uploadPayroll(t, finance, { bytes: file }, '2025-03-16', {
      confirmVariances: 'true',
      existingWeek: 'add',
    });
    expect(added.json<Body>()).toMatchObject({ added: 1, updated: 1, replaced: 0, existingWeek: 'add' });
    expect(await weekRecords('2025-03-16')).toBe(4);

    const replaced = await uploadPayroll(t, finance, { bytes: file }, '2025-03-16', {
      confirmVariances: 'true',
      existingWeek: 'replace',
    });
    expect(replaced.json<Body>()).toMatchObject({ added: 2, updated: 0, replaced: 4, existingWeek: 'replace' });
    expect(await weekRecords('2025-03-16')).toBe(2);
  });

  it('two uploads of a new week at once: the second waits, then is asked replace or add', async () => {
    const file = weekFile(crew, '2025-05-02');
    const answers = await Promise.all([1, 2].map(() => uploadPayroll(t, finance, { bytes: file }, '2025-05-04')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const asked = answers.find((a) => a.statusCode === 409)!.json<Confirmation>();
    expect(asked.details).toMatchObject({
      needs: { existingWeek: true },
      reconciliation: { existingWeek: { records: 20 } },
    });
    expect(await weekRecords('2025-05-04')).toBe(20);
  });
});
