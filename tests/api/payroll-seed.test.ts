/**
 * seed:demo --payroll-weeks (issue 13 item 7): a record a week for each authorised, not-left
 * worker, amounts that add up, the upload's columns, one batch a week, the kept aggregates equal to
 * the records, and a second run that pays only who was not paid yet.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoPayroll } from '../../scripts/seed/demo-payroll.ts';
import { payWeeks } from '../../scripts/seed/payroll-weeks.ts';
import { seedDemo } from '../../scripts/seed/seed-demo.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { makeUser } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t } = useTestApp();

const read = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.ctx.db.execute(query));

async function expectAggregatesAgree() {
  const kept = await read(sql`select pay_date::text, agency_id, payroll_company_id, gross_pence::bigint::text,
      fee_pence::bigint::text, records from payroll_daily_totals where records <> 0 order by 1, 2, 3`);
  const counted = await read(sql`select pay_date::text, coalesce(agency_id, 0) as agency_id,
      coalesce(payroll_company_id, 0) as payroll_company_id, sum(gross_pence)::bigint::text as gross_pence,
      sum(fee_pence)::bigint::text as fee_pence, count(*)::int as records
    from payroll_records group by 1, 2, 3 order by 1, 2, 3`);
  expect(counted.length).toBeGreaterThan(0);
  expect(kept).toEqual(counted);
  const keptWorkers = await read(sql`select kind, period_start::text, workers from payroll_period_workers
    where workers <> 0 order by 1, 2`);
  const distinct = await read(sql`select kind, period_start::text, count(distinct worker_id)::int as workers from (
      select 'week' as kind, pay_date - (extract(isodow from pay_date)::int - 1) as period_start, worker_id from payroll_records
      union all
      select 'month', date_trunc('month', pay_date)::date, worker_id from payroll_records
    ) as p group by 1, 2 order by 1, 2`);
  expect(keptWorkers).toEqual(distinct);
}

const payable = sql`authorised and status <> 'left' and ni_number is not null`;
const countPayable = async () =>
  (await read<{ n: number }>(sql`select count(*)::int as n from workers where ${payable}`))[0]!.n;

describe('payWeeks', () => {
  it('ends with the last complete Monday-to-Sunday week, paid on its Friday, oldest first', () => {
    // Wednesday 25 November 2026: last complete week is Mon 16 to Sun 22 November.
    expect(payWeeks('2026-11-25', 3)).toEqual([
      { payDate: '2026-11-06', weekEnding: '2026-11-08' },
      { payDate: '2026-11-13', weekEnding: '2026-11-15' },
      { payDate: '2026-11-20', weekEnding: '2026-11-22' },
    ]);
    // On a Monday the week just ended is the last complete one; on a Sunday it is the one before.
    expect(payWeeks('2026-11-23', 1)).toEqual([{ payDate: '2026-11-20', weekEnding: '2026-11-22' }]);
    expect(payWeeks('2026-11-22', 1)).toEqual([{ payDate: '2026-11-13', weekEnding: '2026-11-15' }]);
    expect(payWeeks('2026-11-25', 0)).toEqual([]);
  });
});

describe('seed:demo --payroll-weeks', () => {
  it('pays each authorised, not-left worker once a week, as the upload would have saved it', async () => {
    const finance = await makeUser(t, { role: 'finance', firstName: 'Grace', lastName: 'Okafor' });
    const now = new Date('2026-11-25T12:00:00Z');
    // A small chunk so a week takes several statements, as at a million records.
    const seeded = await seedDemo(t.ctx.db, { workers: 300, seed: 13, now, today: '2026-11-25' });
    const payroll = await seedDemoPayroll(t.ctx.db, { weeks: 4, seed: 13, now, chunkSize: 70 });

    const payableWorkers = await countPayable();
    expect(seeded.workers).toBe(300);
    expect(payableWorkers).toBeGreaterThan(150);
    expect(payroll).toMatchObject({ weeks: 4, records: payableWorkers * 4, batches: 4, workers: payableWorkers });
    expect(payroll.uploadedBy).toBe('Grace Okafor');

    // One record per payable worker per week, on the weeks' Fridays, nobody else.
    const perWeek = await read(sql`select pay_date::text, week_ending::text, count(*)::int as records,
        count(distinct worker_id)::int as workers from payroll_records group by 1, 2 order by 1`);
    expect(perWeek).toEqual(
      payWeeks('2026-11-25', 4).map((w) => ({
        pay_date: w.payDate,
        week_ending: w.weekEnding,
        records: payableWorkers,
        workers: payableWorkers,
      })),
    );
    const [facts] = await read<Record<string, number>>(sql`select
        count(*) filter (where net_pence <> gross_pence - tax_pence - ni_pence - pension_pence)::int as unbalanced,
        count(*) filter (where net_pence <= 0 or tax_pence < 0 or ni_pence < 0 or pension_pence < 0)::int as odd,
        count(*) filter (where gross_pence < 1144 * 16 or gross_pence > 2500 * 48)::int as out_of_range,
        count(*) filter (where not (w.authorised and w.status <> 'left'))::int as not_payable,
        count(*) filter (where r.ni_number <> w.ni_number or r.agency_id is distinct from w.agency_id
          or r.payroll_company_id is distinct from w.payroll_company_id
          or r.fee_pence <> coalesce(a.fee_pence, 0))::int as not_copied,
        count(*) filter (where r.batch_id is null or b.week_ending <> r.week_ending)::int as unbatched,
        count(distinct gross_pence)::int as distinct_gross,
        count(*) filter (where tax_pence > 0)::int as taxed,
        count(*) filter (where pension_pence = 0)::int as no_pension
      from payroll_records r join workers w on w.id = r.worker_id left join agencies a on a.id = w.agency_id
        left join payroll_upload_batches b on b.id = r.batch_id`);
    expect(facts).toMatchObject({
      unbalanced: 0,
      odd: 0,
      out_of_range: 0,
      not_payable: 0,
      not_copied: 0,
      unbatched: 0,
    });
    // Amounts vary, most pay some tax, and some have opted out of the pension.
    expect(facts!.distinct_gross).toBeGreaterThan(payableWorkers);
    expect(facts!.taxed).toBeGreaterThan(payableWorkers * 2);
    expect(facts!.no_pension).toBeGreaterThan(0);

    const batches = await read(sql`select week_ending::text, file_name, uploaded_by, uploaded_by_name, row_count,
        added_count, updated_count from payroll_upload_batches order by week_ending`);
    expect(batches).toEqual(
      payWeeks('2026-11-25', 4).map((w) => ({
        week_ending: w.weekEnding,
        file_name: `demo-payroll-${w.weekEnding}.csv`,
        uploaded_by: finance.id,
        uploaded_by_name: 'Grace Okafor',
        row_count: payableWorkers,
        added_count: payableWorkers,
        updated_count: 0,
      })),
    );
    await expectAggregatesAgree();
  });

  it('run again, adds records only for workers and weeks not yet paid, keeping the aggregates', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const before = await read<{ id: number; net_pence: number }>(
      sql`select id, net_pence from payroll_records order by id`,
    );
    const again = await seedDemoPayroll(t.ctx.db, { weeks: 4, seed: 99, now });
    expect(again).toMatchObject({ records: 0, batches: 0, workers: 0 });
    expect(await read(sql`select id, net_pence from payroll_records order by id`)).toEqual(before);

    // New workers and one more week: the new week pays everybody, the old weeks only the newcomers.
    await seedDemo(t.ctx.db, { workers: 50, seed: 14, now, today: '2026-11-25' });
    const payableWorkers = await countPayable();
    const newcomers = payableWorkers - before.length / 4;
    expect(newcomers).toBeGreaterThan(0);
    const more = await seedDemoPayroll(t.ctx.db, { weeks: 5, seed: 14, now });
    expect(more.records).toBe(payableWorkers + newcomers * 4);
    expect(more.batches).toBe(5);
    const [absent] = await read<{ missing: number }>(sql`select count(*)::int as missing
      from workers w cross join (select distinct pay_date from payroll_records) d
      where ${payable} and not exists (select 1 from payroll_records r where r.worker_id = w.id and r.pay_date = d.pay_date)`);
    expect(absent!.missing).toBe(0);
    await expectAggregatesAgree();
  });

  it('with --payroll-weeks 0 adds nothing', async () => {
    const none = await seedDemoPayroll(t.ctx.db, { weeks: 0, seed: 1, now: new Date() });
    expect(none).toMatchObject({ records: 0, batches: 0 });
  });
});
