/**
 * The payroll and dashboard reads at issue 13's size (100,000 workers, 1,000,000 payroll records),
 * on a generated dataset: p95 of each read through its service function, and the plans of the
 * figures' queries. Until the demo seed writes payroll, the rows come from SQL generate_series.
 *
 *   npx tsx scripts/bench/payroll-queries.ts            # embedded database (PGlite, in a temp folder)
 *   BENCH_DATABASE_URL=postgres://... npx tsx scripts/bench/payroll-queries.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../src/server/context.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { getDashboardMetrics, getDashboardReport } from '../../src/server/modules/dashboard/dashboard.service.ts';
import { listPayrollRecords, summarisePayroll } from '../../src/server/modules/payroll/payroll.service.ts';
import { shiftPeriod, weekOf } from '../../src/shared/domain/payroll-periods.ts';
import { todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { benchPostgresUrl, postgresDatabase } from './postgres.ts';

const WORKERS = Number(process.env.BENCH_WORKERS ?? 100_000);
const WEEKS = Number(process.env.BENCH_WEEKS ?? 12);
const RUNS = 40;

async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = await benchPostgresUrl();
  if (url) return postgresDatabase(url, '_payroll');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-bench-payroll-'));
  const database = openDatabase({ pgliteDir: dir });
  await database.migrate();
  return { database, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function seed(database: Database) {
  const { db } = database;
  const lastFriday = shiftPeriod('week', todayInLondon(), 0).from; // this week's Monday
  await db.execute(sql`insert into agencies (name, contact_name, city, postal_code, fee_pence)
    select 'BENCH AGENCY ' || i, 'C', 'Leeds', 'LS1 1AA', 1000 + i from generate_series(1, 200) i`);
  await db.execute(
    sql`insert into payroll_companies (name) select 'Bench Payroll ' || i from generate_series(1, 20) i`,
  );
  await db.execute(sql`insert into workers (first_name, last_name, ni_number, agency_id, payroll_company_id,
      authorised, status, completion_percentage)
    select 'Bench', 'Worker' || i, 'BW' || lpad(i::text, 6, '0') || 'A',
      (select min(id) from agencies) + i % 200, (select min(id) from payroll_companies) + i % 20,
      i % 10 <> 0, case when i % 10 = 0 then 'pending' when i % 50 = 1 then 'left' else 'active' end, 100
    from generate_series(1, ${WORKERS}) i`);
  for (const type of ['passport', 'right_to_work', 'national_insurance'])
    await db.execute(sql`insert into worker_documents (worker_id, document_type, original_file_name, stored_file_name,
        mime_type, size_bytes, expiry_date)
      select id, ${type}, 'a.pdf', 'a.pdf', 'application/pdf', 10,
        case when id % 7 = 0 then current_date - 3 when id % 3 = 0 then current_date + 400 end
      from workers where id % 5 <> 0`);
  for (let week = 1; week <= WEEKS; week += 1) {
    const payDate = shiftPeriod('week', lastFriday, -week + 1).from;
    await db.execute(sql`insert into payroll_records (worker_id, ni_number, pay_date, week_ending, gross_pence,
        tax_pence, ni_pence, pension_pence, net_pence, fee_pence, agency_id, payroll_company_id)
      select w.id, w.ni_number, ${payDate}::date + 4, ${payDate}::date + 6, 30000 + (w.id % 500) * 100, 3000, 1500,
        900, 24600 + (w.id % 500) * 100, a.fee_pence, w.agency_id, w.payroll_company_id
      from workers w join agencies a on a.id = w.agency_id where w.status <> 'pending'`);
  }
  await db.execute(sql`vacuum analyze`);
}

async function p95(name: string, run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(52)} p50 ${times[RUNS / 2]!.toFixed(1).padStart(7)} ms   p95 ${times[Math.ceil(RUNS * 0.95) - 1]!.toFixed(1).padStart(7)} ms`,
  );
}

async function explain(database: Database, label: string, query: ReturnType<typeof sql>) {
  const plan = rowsOf<Record<string, string>>(await database.db.execute(sql`explain (analyze, costs off) ${query}`));
  console.log(`\n-- ${label}\n${plan.map((row) => Object.values(row)[0]).join('\n')}`);
}

const { database, drop } = await open();
try {
  const started = performance.now();
  await seed(database);
  const [{ n }] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from payroll_records`),
  ) as [{ n: number }];
  console.log(
    `${database.engine}: ${WORKERS} workers, ${n} payroll records, seeded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
  const ctx = { db: database.db } as AppContext;
  const week = weekOf(todayInLondon());
  const lastWeek = shiftPeriod('week', week.from, -1);
  const [agency] = rowsOf<{ id: number }>(await database.db.execute(sql`select min(id) as id from agencies`));
  const [company] = rowsOf<{ id: number }>(await database.db.execute(sql`select min(id) as id from payroll_companies`));
  await p95('GET /api/dashboard/metrics', () => getDashboardMetrics(ctx));
  await p95('reports: last week', () => getDashboardReport(ctx, { period: 'week', date: lastWeek.from }));
  await p95('reports: this month', () => getDashboardReport(ctx, { period: 'month' }));
  await p95('reports: last week, one agency', () =>
    getDashboardReport(ctx, { period: 'week', date: lastWeek.from, agencyId: agency!.id }),
  );
  await p95('reports: this month, one payroll company', () =>
    getDashboardReport(ctx, { period: 'month', payrollCompanyId: company!.id }),
  );
  await p95('reports: from/to over 10 weeks', () =>
    getDashboardReport(ctx, { from: shiftPeriod('week', week.from, -10).from, to: week.to }),
  );
  await p95('GET /api/payroll-records/summary', () => summarisePayroll(ctx));
  const page = (query: Record<string, unknown>) => () => listPayrollRecords(ctx, { pageSize: 20, ...query });
  await p95('records: page 1', page({ page: 1 }));
  await p95('records: page 500', page({ page: 500 }));
  await p95('records: page 3, one agency', page({ page: 3, agencyId: agency!.id }));
  await p95(
    'records: page 2, one payroll company, from/to',
    page({ page: 2, payrollCompanyId: company!.id, from: lastWeek.from, to: week.to }),
  );
  await p95('records: page 1, week ending', page({ page: 1, weekEnding: lastWeek.to }));
  await p95('records: page 1, q = an NI number', page({ page: 1, q: 'BW001234A' }));
  await p95('records: page 1, q = a name', page({ page: 1, q: 'worker1234' }));
  await explain(
    database,
    'totalTemps of last week (distinct workers)',
    sql`select count(distinct r.worker_id) from payroll_records r where r.pay_date between ${lastWeek.from}::date and ${lastWeek.to}::date`,
  );
  await explain(
    database,
    'compliance by agency',
    sql`select agency_id, count(*) filter (where compliant_until >= current_date), count(*) from workers where authorised and status <> 'left' group by agency_id`,
  );
} finally {
  await database.close();
  await drop();
}
