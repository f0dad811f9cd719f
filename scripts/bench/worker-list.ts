import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { insertUser } from '../../src/server/modules/users/users.repository.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { copyFixture, removeDir } from './fixture.ts';
import { sample, summarise, timed } from './stats.ts';
import type { BenchContext, Benchmark, Row } from './types.ts';

const WARMUP = 20;
const RUNS = 200;
/** p95 target for one page of 20 (the workers issue). */
const TARGET_MS = 80;
const supportUser = { email: 'bench-support@example.test', password: 'Bench!Support-2024' };

/** A throwaway database on BENCH_DATABASE_URL's server, dropped afterwards. */
async function postgresDatabase(baseUrl: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `crm_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Search terms taken from the seeded rows: a surname fragment and a phone fragment typed with a space. */
async function searchTerms(database: Database) {
  const result: unknown = await database.db.execute(sql`select last_name, phone from workers where phone is not null order by id limit 1`);
  const row = (result as { rows: { last_name: string; phone: string }[] }).rows[0]!;
  return { surname: row.last_name.slice(0, 4).toLowerCase(), phone: `${row.phone.slice(5, 8)} ${row.phone.slice(8)}` };
}

/** Like sample, with an untimed step before each call. */
async function sampleAfter(runs: number, warmup: number, before: (() => Promise<void>) | undefined, fn: () => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < warmup + runs; i += 1) {
    await before?.();
    const time = await timed(fn);
    if (i >= warmup) samples.push(time);
  }
  return samples;
}

async function measure(ctx: BenchContext, engine: string, built: BuiltApp, database: Database, workers: number): Promise<Row[]> {
  const { app } = built;
  await insertUser(database.db, {
    email: supportUser.email, firstName: 'Bench', lastName: 'Support', role: 'support', passwordHash: await hashPassword(supportUser.password),
  });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: supportUser });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
  };

  const rows: Row[] = [];
  const label = `worker list (${engine}, ${workers.toLocaleString('en-GB')})`;
  const health = await sample(RUNS, WARMUP, get('/api/health'));
  rows.push({ benchmark: label, metric: 'baseline GET /api/health', ...summarise(health), unit: 'ms' });
  const terms = await searchTerms(database);
  const pages = [
    ...['authorised', 'pending', 'left'].map((tab) => `?tab=${tab}&page=1`),
    `?tab=authorised&page=1&q=${encodeURIComponent(terms.surname)}`,
    `?tab=pending&page=1&q=${encodeURIComponent(terms.surname)}`,
    `?tab=authorised&page=1&q=${encodeURIComponent(terms.phone)}`,
  ];
  // Warm: the tab counts of an unchanged database come from the snapshot-checked cache.
  // Cold: a transaction takes an xid before each call (untimed), so every call counts afresh.
  const touch = async () => {
    await database.db.execute(sql`select pg_current_xact_id()`);
  };
  for (const [kind, before] of [['warm', undefined], ['cold counts', touch]] as const) {
    for (const query of pages) {
      const url = `/api/workers${query}`;
      const samples = await sampleAfter(RUNS, WARMUP, before, get(url));
      ctx.log(`  ${RUNS} GET ${url} (${kind}) done`);
      rows.push({ benchmark: label, metric: `GET ${query} ${kind}`, ...summarise(samples), unit: 'ms', judged: 'p95', target: TARGET_MS });
    }
  }
  // Beyond the target, for the record: a deep page and a status (completion) filter.
  for (const query of ['?tab=authorised&page=50', '?tab=authorised&page=1&status=on_hold']) {
    const samples = await sampleAfter(RUNS / 4, WARMUP / 4, touch, get(`/api/workers${query}`));
    rows.push({ benchmark: label, metric: `GET ${query} cold counts`, ...summarise(samples), unit: 'ms', note: 'no target' });
  }
  return rows;
}

/**
 * GET /api/workers pages (each tab, with and without a search) on BENCH_WORKERS (default 100,000)
 * workers seeded with the demo seeder, through app.inject as a signed-in support user, beside
 * GET /api/health measured the same way. PGlite in a copy of the fixture folder; also PostgreSQL
 * when BENCH_DATABASE_URL is set (a throwaway database on that server, dropped afterwards).
 */
export const workerList: Benchmark = {
  name: 'worker-list',
  title: 'Worker list pages',
  async run(ctx) {
    const workers = Number(process.env.BENCH_WORKERS ?? 100_000);
    const engines: { engine: string; open: () => Promise<{ database: Database; dataDir: string; drop: () => Promise<void> }> }[] = [
      {
        engine: 'PGlite',
        open: async () => {
          const dataDir = copyFixture(ctx.fixture);
          return { database: openDatabase({ pgliteDir: path.join(dataDir, 'db') }), dataDir, drop: async () => {} };
        },
      },
    ];
    const pgUrl = process.env.BENCH_DATABASE_URL;
    if (pgUrl) engines.push({ engine: 'PostgreSQL', open: async () => ({ ...(await postgresDatabase(pgUrl)), dataDir: copyFixture(ctx.fixture) }) });

    const rows: Row[] = [];
    for (const { engine, open } of engines) {
      const { database, dataDir, drop } = await open();
      let built: BuiltApp | undefined;
      try {
        const seeded = await seedDemo(database.db, { workers, seed: 42, log: (line) => ctx.log(`  ${line}`) });
        ctx.log(`  ${engine}: seeded ${seeded.workers} workers in ${Math.round(seeded.elapsedMs)} ms`);
        const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
        built = await buildApp({ ...config, clientDir: undefined }, { database });
        rows.push(...(await measure(ctx, engine, built, database, workers)));
      } finally {
        if (built) await built.close();
        else await database.close();
        await drop();
        removeDir(dataDir);
      }
    }
    return rows;
  },
};
