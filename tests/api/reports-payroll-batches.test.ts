/**
 * The payroll report's read model across many batches (report-payroll.repository.ts): the keyset
 * continues exactly where a batch ended, each record's worker comes from the report's worker cache
 * whichever batch first read it, and a status filter (which joins workers) narrows the same way.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReportPayroll } from '../../src/server/modules/reports/report-payroll.repository.ts';
import { payrollReportConditions } from '../../src/server/modules/reports/report-conditions.ts';
import type { ReportNeed } from '../../src/shared/domain/reports/report-cells.ts';
import type { ReportStatus } from '../../src/shared/api/reports.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { makeReportsFixture } from '../helpers/reports.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await makeReportsFixture(t);
});
afterAll(() => t.close());

/** Every record an admin may see, with this worker status filter. */
const everything = (status: ReportStatus = 'all') =>
  ({
    scope: { kind: 'all' },
    agencyId: null,
    status,
    from: null,
    to: null,
    includeLeft: false,
    followUpDue: false,
    today: '2025-06-01',
  }) as const;

async function readAll(batchSize: number, status: ReportStatus = 'all', needs: ReportNeed[] = []) {
  const selection = everything(status);
  const rows = [];
  for await (const batch of readReportPayroll(t.ctx.db, {
    ...payrollReportConditions(selection),
    needs: new Set(needs),
    batchSize,
  }))
    rows.push(
      ...batch.map((r) => `${r.payDate} ${r.worker.id} ${r.worker.lastName} ${r.agencyName} ${r.uploadFileName}`),
    );
  return rows;
}

describe('the payroll report read a batch at a time', () => {
  it('gives the same records, in pay date then worker order, whatever the batch size', async () => {
    const whole = await readAll(10_000, 'all', ['upload']);
    expect(whole.length).toBeGreaterThan(3);
    expect([...whole].sort()).toEqual(whole);
    expect(whole.every((row) => row.endsWith(' payroll.csv'))).toBe(true);
    for (const size of [1, 2, 3]) expect(await readAll(size, 'all', ['upload'])).toEqual(whole);
  });

  it('without the upload need, leaves the upload out', async () => {
    const rows = await readAll(2);
    expect(rows.every((row) => row.endsWith(' null'))).toBe(true);
  });

  it('narrows by the worker’s status through the join, in batches too', async () => {
    const active = await readAll(10_000, 'active');
    expect(active.length).toBeGreaterThan(0);
    expect(active.length).toBeLessThan((await readAll(10_000)).length);
    expect(await readAll(1, 'active')).toEqual(active);
  });

  it('reads the workers’ details once per worker when a column needs them', async () => {
    const selection = everything();
    const seen = new Map<number, unknown>();
    for await (const batch of readReportPayroll(t.ctx.db, {
      ...payrollReportConditions(selection),
      needs: new Set(['workerDetails']),
      batchSize: 1,
    }))
      for (const r of batch) {
        expect(r.worker.niNumber).toBe(r.niNumber);
        if (seen.has(r.worker.id)) expect(seen.get(r.worker.id)).toBe(r.worker);
        seen.set(r.worker.id, r.worker);
      }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('reads any NI number text back as stored (the database escapes it as JSON)', async () => {
    const odd = 'AB"12\\34,5]C';
    await t.ctx.db.execute(
      sql`update payroll_records set ni_number = ${odd} where id = (select min(id) from payroll_records)`,
    );
    const selection = everything();
    const numbers: string[] = [];
    for await (const batch of readReportPayroll(t.ctx.db, {
      ...payrollReportConditions(selection),
      needs: new Set(),
      batchSize: 2,
    }))
      numbers.push(...batch.map((r) => r.niNumber));
    expect(numbers).toContain(odd);
  });
});
