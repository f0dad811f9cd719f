import { sql } from 'drizzle-orm';
import type { BuiltApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { runPurge } from '../../src/server/modules/retention/retention.service.ts';
import { onSeededEngines } from './worker-list.ts';
import { sample, summarise, timed } from './stats.ts';
import type { BenchContext, Benchmark, Row } from './types.ts';

/** Payroll rows in all (the seeded ones topped up with old weeks, past their 6 years). */
const PAYROLL_ROWS = Number(process.env.BENCH_PURGE_PAYROLL ?? 1_000_000);
/** The whole purge of such an office in under 60 s (issue 31). */
const TARGET_MS = 60_000;
const AS_OF = '2026-11-28';
const HEALTH_EVERY_MS = 50;

const count = async (database: Database, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number | string }>(await database.db.execute(query))[0]!.n);

/**
 * Old weeks (from January 2015, six years past by 2026) for every worker in turn until the table
 * holds `wanted` rows: what an office that has paid for a decade keeps, and what the purge removes.
 */
async function topUpPayroll(database: Database, wanted: number): Promise<number> {
  const have = await count(database, sql`select count(*) as n from payroll_records`);
  const workers = await count(database, sql`select count(*) as n from workers`);
  const weeks = Math.ceil((wanted - have) / workers);
  for (let week = 0; week < weeks; week += 1) {
    await database.db.execute(sql`insert into payroll_records
      (worker_id, ni_number, pay_date, week_ending, gross_pence, tax_pence, ni_pence, pension_pence, net_pence)
      select id, coalesce(ni_number, 'QQ000000A'), date '2015-01-04' + ${7 * week}::int,
        date '2015-01-04' + ${7 * week}::int, 45000, 4000, 2500, 1200, 37300
      from workers order by id limit ${Math.min(workers, wanted - have - week * workers)}
      on conflict do nothing`);
  }
  return count(database, sql`select count(*) as n from payroll_records`);
}

async function measure(ctx: BenchContext, engine: string, built: BuiltApp, database: Database): Promise<Row[]> {
  const rows = await topUpPayroll(database, PAYROLL_ROWS);
  ctx.log(`  ${engine}: ${rows.toLocaleString('en-GB')} payroll records`);
  const label = `nightly purge (${engine}, ${rows.toLocaleString('en-GB')} payroll records)`;
  const health = async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/health' });
    if (res.statusCode !== 200) throw new Error(`GET /api/health answered ${res.statusCode}`);
  };
  const idle = await sample(100, 10, health);
  const during: number[] = [];
  let done = false;
  let counts: unknown;
  const purge = timed(async () => {
    counts = await runPurge(built.ctx, { asOf: AS_OF, dryRun: false });
  }).finally(() => (done = true));
  while (!done) {
    during.push(await timed(health));
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
  const ms = await purge;
  ctx.log(`  ${engine}: purged ${JSON.stringify(counts)}`);
  return [
    { benchmark: label, metric: 'baseline GET /api/health (idle)', ...summarise(idle), unit: 'ms' },
    { benchmark: label, metric: 'GET /api/health during the purge', ...summarise(during), unit: 'ms' },
    { benchmark: label, metric: 'the whole purge', runs: 1, median: ms, p95: ms, unit: 'ms', target: TARGET_MS },
  ];
}

/**
 * The nightly purge (docs/domain.md, "Retention and purge") over BENCH_WORKERS seeded workers
 * (default 100,000) and BENCH_PURGE_PAYROLL payroll records (default 1,000,000, most of them past
 * their six years), run in process as of 28/11/2026, with GET /api/health sampled every 50 ms
 * during it beside its idle figure: PGlite, and PostgreSQL with BENCH_DATABASE_URL.
 */
export const nightlyPurge: Benchmark = {
  name: 'nightly-purge',
  title: 'Nightly purge',
  async run(ctx) {
    return onSeededEngines(ctx, Number(process.env.BENCH_WORKERS ?? 100_000), (engine, built, database) =>
      measure(ctx, engine, built, database),
    );
  },
};
