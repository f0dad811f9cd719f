import { sql } from 'drizzle-orm';
import { buildApp, type BuiltApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { insertUser } from '../../src/server/modules/users/users.repository.ts';
import { addDays, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { shiftPeriod, weekOf } from '../../src/shared/domain/payroll-periods.ts';
import { seedDemoPayroll } from '../seed/demo-payroll.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { deepPageRows } from './deep-pages.ts';
import { copyFixture, removeDir } from './fixture.ts';
import { benchEngines } from './postgres.ts';
import { sample, summarise } from './stats.ts';
import type { BenchContext, Benchmark, Row } from './types.ts';
import { benchConfig } from './bench-config.ts';

const WARMUP = 10;
const RUNS = Number(process.env.BENCH_PAYROLL_RUNS ?? 100);
/** Issue 13 "Done when": dashboard figures p95 < 100 ms, a records page p95 < 50 ms, a 50,000-row upload < 20 s. */
const FIGURES_MS = 100;
const PAGE_MS = 50;
const UPLOAD_MS = 20_000;
const DEEP_PAGE = 500;
const UPLOAD_ROWS = Number(process.env.BENCH_PAYROLL_UPLOAD_ROWS ?? 50_000);
const password = 'Bench!Payroll-2024';
const financeUser = {
  email: 'bench-payroll-finance@example.test',
  role: 'finance',
  firstName: 'Grace',
  lastName: 'Okafor',
};

type App = BuiltApp['app'];

async function signIn(app: App): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: financeUser.email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  return String(login.headers['set-cookie']).split(';')[0]!;
}

/** The busiest agency and payroll company (the filters' worst case), a worker to search for, last week. */
async function subjects(database: Database) {
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query))[0]!;
  const agency = await one<{ id: number }>(sql`select agency_id as id from payroll_records
    where agency_id is not null group by 1 order by count(*) desc limit 1`);
  const company = await one<{ id: number }>(sql`select payroll_company_id as id from payroll_records
    where payroll_company_id is not null group by 1 order by count(*) desc limit 1`);
  const worker = await one<{ ni_number: string; last_name: string }>(sql`select w.ni_number, w.last_name
    from payroll_records r join workers w on w.id = r.worker_id order by r.id limit 1 offset 1000`);
  return { agencyId: agency.id, payrollCompanyId: company.id, worker };
}

function queries(s: Awaited<ReturnType<typeof subjects>>, today: string) {
  const lastWeek = shiftPeriod('week', today, -1);
  const figures = [
    'metrics',
    'reports?period=week',
    `reports?period=week&date=${lastWeek.from}`,
    'reports?period=month',
    `reports?period=week&date=${lastWeek.from}&agencyId=${s.agencyId}`,
    `reports?period=month&agencyId=${s.agencyId}`,
    `reports?period=week&date=${lastWeek.from}&payrollCompanyId=${s.payrollCompanyId}`,
    `reports?period=month&payrollCompanyId=${s.payrollCompanyId}`,
  ].map((q) => `/api/dashboard/${q}`);
  const pages = [
    'page=1',
    `page=${DEEP_PAGE}`,
    `page=1&weekEnding=${lastWeek.to}`,
    `page=${DEEP_PAGE / 10}&weekEnding=${lastWeek.to}`,
    `page=1&agencyId=${s.agencyId}`,
    `page=1&payrollCompanyId=${s.payrollCompanyId}`,
    `page=1&q=${s.worker.ni_number}`,
    `page=1&q=${encodeURIComponent(s.worker.last_name.toLowerCase())}`,
  ].map((q) => `/api/payroll-records?${q}`);
  return { figures, pages };
}

/** A payroll CSV of `rows` workers paid on this week's Friday (a week the seed has not paid). */
export async function uploadFile(database: Database, rows: number, payDate: string): Promise<Buffer> {
  const workers = rowsOf<{ ni_number: string }>(
    await database.db.execute(sql`select ni_number from workers where authorised and status <> 'left'
      and ni_number is not null order by id limit ${rows}`),
  );
  const lines = ['NI Number,Pay Date,Gross Pay,Tax,NI,Pension,Net Pay'];
  workers.forEach((w, i) => {
    const gross = 30_000 + (i % 400) * 100;
    lines.push(
      [w.ni_number, payDate, gross, 3_000, 1_500, 900, gross - 5_400]
        .map((v) => (typeof v === 'number' ? (v / 100).toFixed(2) : v))
        .join(','),
    );
  });
  return Buffer.from(lines.join('\r\n'));
}

/** One upload through the route, timed; `fields` adds form fields (existingWeek for a week already uploaded). */
async function timeUpload(
  app: App,
  cookie: string,
  bytes: Buffer,
  weekEnding: string,
  fields: Record<string, string> = {},
): Promise<number> {
  const form = new FormData();
  form.append('weekEnding', weekEnding);
  // The file pays fewer workers than the seed's weeks: the reconciliation runs in full and finds
  // variances (issue 24 item 10), and the upload is the confirmed second request.
  form.append('confirmVariances', 'true');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), 'payroll.csv');
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/payroll-records/upload',
    headers: { cookie, 'content-type': response.headers.get('content-type')! },
    payload,
  });
  const elapsed = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return elapsed;
}

async function measure(ctx: BenchContext, app: App, database: Database, label: string): Promise<Row[]> {
  const cookie = await signIn(app);
  const rows: Row[] = [];
  const time = async (metric: string, url: string, target?: number) => {
    const samples = await sample(RUNS, WARMUP, async () => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    });
    ctx.log(`  ${RUNS} GET ${url} done`);
    rows.push({
      benchmark: label,
      metric,
      ...summarise(samples),
      unit: 'ms',
      ...(target ? { judged: 'p95' as const, target } : {}),
    });
  };
  const today = todayInLondon();
  const { figures, pages } = queries(await subjects(database), today);
  await time('baseline GET /api/health', '/api/health');
  for (const url of figures) await time(`GET ${url}`, url, FIGURES_MS);
  for (const url of pages) await time(`GET ${url}`, url, PAGE_MS);
  rows.push(
    ...(await deepPageRows({
      benchmark: label,
      list: 'payroll records, 20 a page',
      getJson: async (url) => {
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        return res.json();
      },
      url: (page) => `/api/payroll-records?page=${page}&pageSize=20`,
      pageSize: 20,
      runs: RUNS,
      warmup: WARMUP,
    })),
  );
  const week = weekOf(today);
  const bytes = await uploadFile(database, UPLOAD_ROWS, addDays(week.from, 4));
  const upload = `POST /api/payroll-records/upload, ${UPLOAD_ROWS.toLocaleString('en-GB')} rows (${(bytes.length / 1e6).toFixed(1)} MB)`;
  const uploadRow = (metric: string, ms: number): Row => ({
    benchmark: label,
    metric,
    runs: 1,
    median: ms,
    p95: null,
    unit: 'ms',
    judged: 'median',
    target: UPLOAD_MS,
  });
  rows.push(uploadRow(upload, await timeUpload(app, cookie, bytes, week.to)));
  // The same file again for the same week, added to it: each worker and pay date held takes the file's figures.
  rows.push(
    uploadRow(`${upload}, again as updates`, await timeUpload(app, cookie, bytes, week.to, { existingWeek: 'add' })),
  );
  return rows;
}

/**
 * Payroll and the dashboard (issue 13): the seed's BENCH_PAYROLL_WORKERS (100,000) workers paid for
 * BENCH_PAYROLL_WEEKS (15: about 68% of demo workers are authorised and not left, so 100,000 x 15
 * weeks gives about a million records) by seed:demo --payroll-weeks, then the dashboard metrics and
 * reports (this week, last week, this month, with an agency, with a payroll company) and records
 * pages (first, deep, week ending, agency, payroll company, NI number, name) through app.inject,
 * BENCH_PAYROLL_RUNS (100) each beside GET /api/health, and a 50,000-row CSV upload, then the same
 * file again (every record updated). PGlite in a copy
 * of the fixture folder; PostgreSQL too when BENCH_DATABASE_URL is set (a throwaway database).
 * scripts/bench/payroll-queries.ts stays the separate tool that times the service functions on
 * SQL-generated rows and prints the query plans.
 */
export const payroll: Benchmark = {
  name: 'payroll',
  title: 'Payroll records and dashboard figures',
  async run(ctx) {
    const workers = Number(process.env.BENCH_PAYROLL_WORKERS ?? 100_000);
    const weeks = Number(process.env.BENCH_PAYROLL_WEEKS ?? 15);
    const dataDir = copyFixture(ctx.fixture);
    const engines = benchEngines(dataDir, '_payroll');
    const rows: Row[] = [];
    try {
      for (const { engine, open } of engines) {
        const { database, drop } = await open();
        let built: BuiltApp | undefined;
        try {
          await insertUser(database.db, { ...financeUser, passwordHash: await hashPassword(password) });
          await seedDemo(database.db, { workers, tickets: 0, seed: 42, log: (line) => ctx.log(`  ${line}`) });
          const started = performance.now();
          const seeded = await seedDemoPayroll(database.db, {
            weeks,
            seed: 42,
            now: new Date(),
            log: (line) => ctx.log(`  ${line}`),
          });
          const seedMs = performance.now() - started;
          const records = seeded.records.toLocaleString('en-GB');
          ctx.log(`  ${engine}: seeded ${records} payroll records in ${Math.round(seedMs)} ms`);
          const label = `payroll (${engine}, ${workers.toLocaleString('en-GB')} workers, ${records} records)`;
          rows.push({
            benchmark: label,
            metric: `seed:demo --payroll-weeks ${weeks}`,
            runs: 1,
            median: seedMs,
            p95: null,
            unit: 'ms',
          });
          const config = benchConfig(dataDir);
          built = await buildApp({ ...config, clientDir: undefined }, { database });
          rows.push(...(await measure(ctx, built.app, database, label)));
        } finally {
          if (built) await built.close();
          else await database.close();
          await drop();
        }
      }
    } finally {
      removeDir(dataDir);
    }
    return rows;
  },
};
