import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { buildApp, type BuiltApp } from '../../src/server/app.ts';
import { benchConfig } from './bench-config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { copyFixture, removeDir } from './fixture.ts';
import { addDocuments, addMoreUsers, addUsers, fillNotifications, heavyEmail, password } from './notification-data.ts';
import { benchPostgresUrl, postgresDatabase } from './postgres.ts';
import { percentile, sample, summarise, timed } from './stats.ts';
import type { BenchContext, Benchmark, Row } from './types.ts';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const WARMUP = 10;
const RUNS = Number(process.env.BENCH_NOTIFY_RUNS ?? 200);
const WORKERS = Number(process.env.BENCH_NOTIFY_WORKERS ?? 100_000);
const DOCUMENTS = Number(process.env.BENCH_NOTIFY_DOCUMENTS ?? 40_000);
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 1_000_000);
/** Which engines to run: both unless told. */
const ENGINES = (process.env.BENCH_NOTIFY_ENGINES ?? 'PGlite,PostgreSQL').split(',');
const CLIENTS_PER_AGENCY = 2;
const BELL_USERS = 1000;
/** The daily run (docs/domain.md, "Notifications") on a year of documents: under 30 s. */
const JOB_MS = 30_000;
/** GET /api/health's p95 while the run goes: within 3 times its idle p95. */
const HEALTH_FACTOR = 3;
/** The bell's question, GET /api/notifications?unread=true&page=1: p95 under 20 ms. */
const BELL_MS = 20;
const JOB = 'daily-reminders';

type App = BuiltApp['app'];
const ms = (n: number) => `${Math.round(n).toLocaleString('en-GB')} ms`;
const n = (v: number) => v.toLocaleString('en-GB');

async function get(app: App, url: string, cookie?: string) {
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return res;
}

async function signIn(app: App, email: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

/** The run's outcome once job_runs has it (or a dead letter): polled on the database. */
async function runOutcome(database: Database, runKey: string) {
  const [row] = rowsOf<{ summary: Record<string, number> | null; dead: number }>(
    await database.db
      .execute(sql`select (select summary from job_runs where job = ${JOB} and run_key = ${runKey}) as summary,
      (select count(*)::int from job_dead_letters where job = ${JOB} and run_key = ${runKey}) as dead`),
  );
  return row!;
}

/**
 * One daily run queued on the server's own job queue (in-process on PGlite, pg-boss on PostgreSQL)
 * for today's London date, timed from the enqueue until job_runs holds it, while GET /api/health is
 * asked back to back; then its idle figures.
 */
async function timeDailyRun(ctx: BenchContext, built: BuiltApp, label: string): Promise<Row[]> {
  const today = todayInLondon();
  const idle = await sample(RUNS, WARMUP, () => get(built.app, '/api/health'));
  const during: number[] = [];
  let done = false;
  const started = performance.now();
  await built.jobs.enqueue(JOB, today);
  const health = (async () => {
    while (!done) during.push(await timed(() => get(built.app, '/api/health')));
  })();
  let outcome = await runOutcome(built.database, today);
  while (!outcome.summary && outcome.dead === 0) {
    if (performance.now() - started > 600_000) throw new Error(`${JOB} did not finish within 600 s`);
    await sleep(100);
    outcome = await runOutcome(built.database, today);
  }
  const elapsed = performance.now() - started;
  done = true;
  await health;
  if (!outcome.summary) throw new Error(`${JOB} failed (job_dead_letters holds it)`);
  const s = outcome.summary;
  ctx.log(`  ${JOB} ${today}: ${ms(elapsed)}, ${JSON.stringify(s)}`);
  const idleP95 = percentile(idle, 95);
  const engine = built.database.connectionString ? 'pg-boss' : 'in-process';
  return [
    {
      benchmark: label,
      metric: `${JOB} (${n(s.created ?? 0)} made, ${n(s.digestMails ?? 0)} digests)`,
      runs: 1,
      median: elapsed,
      p95: null,
      unit: 'ms',
      target: JOB_MS,
      note: `queued on the server's ${engine} queue (app in the bench process), enqueue to job_runs`,
    },
    { benchmark: label, metric: 'GET /api/health idle', ...summarise(idle), max: Math.max(...idle), unit: 'ms' },
    {
      benchmark: label,
      metric: 'GET /api/health during the run',
      ...summarise(during),
      max: Math.max(...during),
      unit: 'ms',
      judged: 'p95',
      target: Math.round(HEALTH_FACTOR * idleP95 * 10) / 10,
      note:
        engine === 'in-process'
          ? `target ${HEALTH_FACTOR} x idle p95; each chunk of reminders holds PGlite's one connection, then a pause`
          : `target ${HEALTH_FACTOR} x idle p95`,
    },
  ];
}

/** The bell's list for the heavy user beside GET /api/health, RUNS each, after the bulk notifications. */
async function timeBell(ctx: BenchContext, built: BuiltApp, label: string): Promise<Row[]> {
  await addMoreUsers(built.database, BELL_USERS);
  const filled = await fillNotifications(built.database, NOTIFICATIONS);
  ctx.log(`  ${n(filled.all)} notifications; the heavy user: ${n(filled.listed)} listed, ${n(filled.unread)} unread`);
  const cookie = await signIn(built.app, heavyEmail);
  const url = '/api/notifications?unread=true&page=1';
  const health = await sample(RUNS, WARMUP, () => get(built.app, '/api/health'));
  const bell = await sample(RUNS, WARMUP, () => get(built.app, url, cookie));
  return [
    { benchmark: label, metric: 'baseline GET /api/health', ...summarise(health), unit: 'ms' },
    {
      benchmark: label,
      metric: `GET ${url} (${n(filled.listed)} listed, ${n(filled.unread)} unread)`,
      ...summarise(bell),
      unit: 'ms',
      judged: 'p95',
      target: BELL_MS,
      note: `${n(filled.all)} notifications stored`,
    },
  ];
}

/** Seeds one engine's database, then times the daily run and the bell through the app. */
async function measureEngine(ctx: BenchContext, engine: string, database: Database, dataDir: string) {
  const seeded = await seedDemo(database.db, { workers: WORKERS, seed: 42, log: (line) => ctx.log(`  ${line}`) });
  const users = await addUsers(database, CLIENTS_PER_AGENCY);
  await addDocuments(database, DOCUMENTS, todayInLondon());
  ctx.log(
    `  ${engine}: ${n(seeded.workers)} workers in ${ms(seeded.elapsedMs)}, ${users} users, ${n(DOCUMENTS)} documents`,
  );
  const config = benchConfig(dataDir, { JOBS_SCHEDULES: 'off', JOBS_POLL_SECONDS: '0.5' });
  const built = await buildApp({ ...config, clientDir: undefined }, { database });
  try {
    const label = `notifications (${engine}, ${n(WORKERS)} workers, ${n(DOCUMENTS)} documents)`;
    return [...(await timeDailyRun(ctx, built, label)), ...(await timeBell(ctx, built, label))];
  } finally {
    await built.close();
  }
}

/**
 * Notifications (docs/domain.md, "Notifications"): the daily-reminders run on BENCH_NOTIFY_WORKERS
 * (100,000) workers with BENCH_NOTIFY_DOCUMENTS (40,000) dated documents, 10 staff and 2 client
 * users an agency, with GET /api/health during it beside idle; then the bell's unread page with
 * BENCH_NOTIFICATIONS (1,000,000) stored for about 1,000 users. PGlite in a copy of the fixture,
 * then PostgreSQL (BENCH_DATABASE_URL, else the local server) in a throwaway database;
 * BENCH_NOTIFY_ENGINES (PGlite,PostgreSQL) chooses.
 */
export const notifications: Benchmark = {
  name: 'notifications',
  title: 'Notifications: the daily run and the bell',
  async run(ctx) {
    const rows: Row[] = [];
    if (ENGINES.includes('PGlite')) {
      const dataDir = copyFixture(ctx.fixture);
      try {
        rows.push(
          ...(await measureEngine(ctx, 'PGlite', openDatabase({ pgliteDir: path.join(dataDir, 'db') }), dataDir)),
        );
      } finally {
        removeDir(dataDir);
      }
    }
    if (!ENGINES.includes('PostgreSQL')) return rows;
    const pgUrl = await benchPostgresUrl(LOCAL_POSTGRES);
    if (!pgUrl) {
      const note = 'no PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432)';
      return [
        ...rows,
        {
          benchmark: 'notifications (PostgreSQL)',
          metric: 'skipped',
          runs: 0,
          median: null,
          p95: null,
          unit: 'ms',
          note,
        },
      ];
    }
    const pgDataDir = copyFixture(ctx.fixture);
    const { database, drop } = await postgresDatabase(pgUrl, '_notifications');
    try {
      rows.push(...(await measureEngine(ctx, 'PostgreSQL', database, pgDataDir)));
    } finally {
      await drop();
      removeDir(pgDataDir);
    }
    return rows;
  },
};
