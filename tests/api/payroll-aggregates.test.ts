/**
 * The aggregates the database keeps from payroll_records (migrations payroll_daily_totals and
 * payroll_period_workers_triggers) always equal what the records say, after uploads, re-uploads,
 * a removed worker (cascade), a deleted record and an edit that moves a record to another day.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { call, makeAgency } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { payrollCsv, uploadPayroll } from '../helpers/payroll.ts';
import { makeWorker } from '../helpers/workers.ts';

const { t, admin } = useTestApp({ admin: 'admin' });

const read = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await t.ctx.db.execute(query));

async function expectAggregatesAgree() {
  const keptTotals = await read(sql`select pay_date::text, agency_id, payroll_company_id, gross_pence::bigint::text,
      fee_pence::bigint::text, records from payroll_daily_totals where records <> 0 order by 1, 2, 3`);
  const counted = await read(sql`select pay_date::text, coalesce(agency_id, 0) as agency_id,
      coalesce(payroll_company_id, 0) as payroll_company_id, sum(gross_pence)::bigint::text as gross_pence,
      sum(fee_pence)::bigint::text as fee_pence, count(*)::int as records
    from payroll_records group by 1, 2, 3 order by 1, 2, 3`);
  expect(keptTotals).toEqual(counted);
  const keptWorkers = await read(sql`select kind, period_start::text, workers from payroll_period_workers
    where workers <> 0 order by 1, 2`);
  const distinct = await read(sql`select kind, period_start::text, count(distinct worker_id)::int as workers from (
      select 'week' as kind, pay_date - (extract(isodow from pay_date)::int - 1) as period_start, worker_id from payroll_records
      union all
      select 'month', date_trunc('month', pay_date)::date, worker_id from payroll_records
    ) as p group by 1, 2 order by 1, 2`);
  expect(keptWorkers).toEqual(distinct);
  return distinct.length;
}

it('after uploads, a re-upload, a removed worker, a deleted record and a moved one', async () => {
  const agency = await makeAgency(t, { feePence: 777 });
  const workers = await Promise.all([1, 2, 3].map(() => makeWorker(t, { agencyId: agency.id })));
  const ni = workers.map((w) => w.niNumber!);
  const week1 = payrollCsv([
    [ni[0]!, '2025-09-26', '100', '0', '0', '0', '100'],
    [ni[1]!, '2025-09-26', '200', '0', '0', '0', '200'],
    [ni[1]!, '2025-09-28', '50', '0', '0', '0', '50'],
    [ni[2]!, '2025-09-30', '300', '0', '0', '0', '300'],
  ]);
  expect((await uploadPayroll(t, admin.cookie, { bytes: week1 }, '2025-09-28')).statusCode).toBe(200);
  expect(await expectAggregatesAgree()).toBe(3); // the weeks of 22 and 29 September, the month of September
  const again = payrollCsv([
    [ni[0]!, '2025-09-26', '110', '0', '0', '0', '110'],
    [ni[2]!, '2025-10-01', '10', '0', '0', '0', '10'],
  ]);
  // The same week again, added to (a record of a pay date is its week's; docs/domain.md "Payroll"), with
  // fewer workers than the file before: a variance, confirmed.
  const confirmed = { confirmVariances: 'true', existingWeek: 'add' };
  const readded = await uploadPayroll(t, admin.cookie, { bytes: again }, '2025-09-28', confirmed);
  expect(readded.statusCode, readded.body).toBe(200);
  await expectAggregatesAgree();
  expect((await call(t, 'DELETE', `/api/workers/${workers[1]!.id}`, { cookie: admin.cookie })).statusCode).toBe(200);
  await expectAggregatesAgree();
  await t.ctx.db.execute(
    sql`delete from payroll_records where worker_id = ${workers[2]!.id} and pay_date = '2025-09-30'`,
  );
  await expectAggregatesAgree();
  await t.ctx.db.execute(sql`update payroll_records set pay_date = '2025-11-03' where worker_id = ${workers[0]!.id}`);
  await expectAggregatesAgree();
});
