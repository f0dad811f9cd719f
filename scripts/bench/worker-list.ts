import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type BuiltApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { insertUser } from '../../src/server/modules/users/users.repository.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { deepPageRows } from './deep-pages.ts';
import { copyFixture, removeDir } from './fixture.ts';
import { postgresDatabase } from './postgres.ts';
import { median, sample, summarise, timed } from './stats.ts';
import type { BenchContext, Benchmark, Row } from './types.ts';
import { benchConfig } from './bench-config.ts';

const WARMUP = 20;
const RUNS = 200;
/** p95 target for one page of 20 (the workers issue): 80 ms on the embedded database, 30 ms on PostgreSQL. */
const TARGET_MS: Record<string, number> = { PGlite: 80, PostgreSQL: 30 };
const supportUser = { email: 'bench-support@example.test', password: 'Bench!Support-2024' };
const clientUser = { email: 'bench-client@example.test', password: 'Bench!Client-2024' };

/** Search terms taken from the seeded rows: a surname fragment and a phone fragment typed with a space. */
async function searchTerms(database: Database) {
  const result: unknown = await database.db.execute(
    sql`select last_name, phone from workers where phone is not null order by id limit 1`,
  );
  const row = (result as { rows: { last_name: string; phone: string }[] }).rows[0]!;
  return { surname: row.last_name.slice(0, 4).toLowerCase(), phone: `${row.phone.slice(5, 8)} ${row.phone.slice(8)}` };
}

/** Like sample, with an untimed step before each call. */
async function sampleAfter(
  runs: number,
  warmup: number,
  before: (() => Promise<void>) | undefined,
  fn: () => Promise<unknown>,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < warmup + runs; i += 1) {
    await before?.();
    const time = await timed(fn);
    if (i >= warmup) samples.push(time);
  }
  return samples;
}

/** Signs a user in through the API and answers a GET (its parsed answer) that fails loudly on anything but 200. */
export async function signedInGet(app: BuiltApp['app'], user: { email: string; password: string }) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  return (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json<unknown>();
  };
}

/** A support user (every agency) and a client user of the agency with the most workers. */
export async function benchUsers(database: Database) {
  const result: unknown = await database.db.execute(sql`select agency_id from workers where agency_id is not null
    group by agency_id order by count(*) desc limit 1`);
  const agencyId = (result as { rows: { agency_id: number }[] }).rows[0]!.agency_id;
  const users = [
    { ...supportUser, role: 'support' as const, agencyId: null },
    { ...clientUser, role: 'client' as const, agencyId },
  ];
  for (const user of users) {
    await insertUser(database.db, {
      email: user.email,
      firstName: 'Bench',
      lastName: user.role,
      role: user.role,
      agencyId: user.agencyId,
      passwordHash: await hashPassword(user.password),
    });
  }
  return users;
}

async function measure(
  ctx: BenchContext,
  engine: string,
  built: BuiltApp,
  database: Database,
  workers: number,
): Promise<Row[]> {
  const { app } = built;
  const users = await benchUsers(database);
  const rows: Row[] = [];
  const label = `worker list (${engine}, ${workers.toLocaleString('en-GB')})`;
  const health = await sample(RUNS, WARMUP, (await signedInGet(app, users[0]!))('/api/health'));
  rows.push({ benchmark: label, metric: 'baseline GET /api/health', ...summarise(health), unit: 'ms' });
  const terms = await searchTerms(database);
  const pages = [
    ...['authorised', 'pending', 'left'].map((tab) => `?tab=${tab}&page=1`),
    `?tab=authorised&page=1&q=${encodeURIComponent(terms.surname)}`,
    `?tab=pending&page=1&q=${encodeURIComponent(terms.surname)}`,
    `?tab=authorised&page=1&q=${encodeURIComponent(terms.phone)}`,
  ];
  // Warm: nothing changes between calls. After a write: an untimed UPDATE of one worker (as an
  // office saving a field) before each call, so nothing cached from the previous call can be reused.
  let written = 0;
  const write = async () => {
    written += 1;
    await database.db.execute(
      sql`update workers set notes = ${`bench ${written}`} where id = ${1 + (written % workers)}`,
    );
  };
  for (const user of users) {
    const get = await signedInGet(app, user);
    for (const [kind, before] of [
      ['warm', undefined],
      ['after a write', write],
    ] as const) {
      for (const query of pages) {
        const url = `/api/workers${query}`;
        const samples = await sampleAfter(RUNS, WARMUP, before, get(url));
        ctx.log(`  ${RUNS} GET ${url} as ${user.role} (${kind}) done`);
        rows.push({
          benchmark: label,
          metric: `${user.role}: GET ${query} ${kind}`,
          ...summarise(samples),
          unit: 'ms',
          judged: 'p95',
          target: TARGET_MS[engine],
        });
      }
    }
  }
  rows.push(...(await deepPages(ctx, app, users[0]!, label)));
  rows.push(...(await lastPages(ctx, app, users[0]!, label)));
  rows.push(...(await sortedPages(ctx, app, users[0]!, label)));
  // Beyond the target, for the record: a deep page and the status (completion) filters.
  const get = await signedInGet(app, users[0]!);
  for (const query of [
    '?tab=authorised&page=50',
    '?tab=authorised&page=1&status=on_hold',
    '?tab=pending&page=1&status=authorise',
    '?tab=pending&page=1&status=pending',
  ]) {
    const samples = await sampleAfter(RUNS / 4, WARMUP / 4, write, get(`/api/workers${query}`));
    rows.push({
      benchmark: label,
      metric: `support: GET ${query} after a write`,
      ...summarise(samples),
      unit: 'ms',
      note: 'no target',
    });
  }
  return rows;
}

/** Deep pages (issue 7): page DEEP_PAGE of each tab should cost at most 1.5 times page 1 (medians, same run). */
const DEEP_PAGE = 150;
const DEEP_RATIO_TARGET = 150;

/** Page 1 and page DEEP_PAGE of each tab, warm, alternating so both see the same moments of the machine. */
async function deepPages(
  ctx: BenchContext,
  app: BuiltApp['app'],
  user: { email: string; password: string },
  label: string,
): Promise<Row[]> {
  const get = await signedInGet(app, user);
  const rows: Row[] = [];
  for (const tab of ['authorised', 'pending', 'left']) {
    const first: number[] = [];
    const deep: number[] = [];
    for (let i = 0; i < WARMUP + RUNS / 2; i += 1) {
      const a = await timed(get(`/api/workers?tab=${tab}&page=1`));
      const b = await timed(get(`/api/workers?tab=${tab}&page=${DEEP_PAGE}`));
      if (i >= WARMUP) {
        first.push(a);
        deep.push(b);
      }
    }
    ctx.log(`  ${RUNS / 2} x page 1 and page ${DEEP_PAGE} of ${tab} done`);
    rows.push(
      {
        benchmark: label,
        metric: `support: GET ?tab=${tab}&page=1 (beside page ${DEEP_PAGE})`,
        ...summarise(first),
        unit: 'ms',
      },
      { benchmark: label, metric: `support: GET ?tab=${tab}&page=${DEEP_PAGE}`, ...summarise(deep), unit: 'ms' },
      {
        benchmark: label,
        metric: `page ${DEEP_PAGE} of ${tab} as % of page 1 (medians)`,
        runs: deep.length,
        median: (100 * median(deep)) / median(first),
        p95: null,
        unit: '%',
        target: DEEP_RATIO_TARGET,
      },
    );
  }
  return rows;
}

/**
 * The first, middle and last page of each tab (docs/domain.md, "Paged lists"): the last within 1.5
 * times the first page's p95, as for every other paged list.
 */
async function lastPages(
  ctx: BenchContext,
  app: BuiltApp['app'],
  user: { email: string; password: string },
  label: string,
): Promise<Row[]> {
  const get = await signedInGet(app, user);
  const rows: Row[] = [];
  for (const tab of ['authorised', 'pending', 'left']) {
    rows.push(
      ...(await deepPageRows({
        benchmark: label,
        list: `support: the ${tab} tab, 20 a page`,
        getJson: (url) => get(url)(),
        url: (page) => `/api/workers?tab=${tab}&page=${page}`,
        pageSize: 20,
        runs: RUNS / 2,
        warmup: WARMUP,
      })),
    );
    ctx.log(`  first, middle and last page of ${tab} done`);
  }
  return rows;
}

/** Sorted pages (issue 9): each sort's page at most 1.5 times the unsorted (name) page's p95, same run. */
const SORTED_RATIO_TARGET = 150;
const SORTS = ['agency', 'status', 'completion', 'workStartDate', 'name'] as const;

/**
 * Page 1 and page 50 of the Authorised tab sorted each way, each beside the unsorted page (the
 * default, by name ascending), warm and alternating so both see the same moments of the machine.
 */
async function sortedPages(
  ctx: BenchContext,
  app: BuiltApp['app'],
  user: { email: string; password: string },
  label: string,
): Promise<Row[]> {
  const get = await signedInGet(app, user);
  const rows: Row[] = [];
  for (const pageNumber of [1, 50]) {
    const unsortedUrl = `/api/workers?tab=authorised&page=${pageNumber}`;
    for (const sort of SORTS) {
      for (const dir of ['asc', 'desc']) {
        if (sort === 'name' && dir === 'asc') continue;
        const query = `?tab=authorised&page=${pageNumber}&sort=${sort}&dir=${dir}`;
        const unsorted: number[] = [];
        const sorted: number[] = [];
        for (let i = 0; i < WARMUP + RUNS / 2; i += 1) {
          const a = await timed(get(unsortedUrl));
          const b = await timed(get(`/api/workers${query}`));
          if (i >= WARMUP) {
            unsorted.push(a);
            sorted.push(b);
          }
        }
        ctx.log(`  ${RUNS / 2} x ${query} beside the unsorted page done`);
        const u = summarise(unsorted);
        const v = summarise(sorted);
        rows.push(
          {
            benchmark: label,
            metric: `support: GET ?tab=authorised&page=${pageNumber} (beside ${sort} ${dir})`,
            ...u,
            unit: 'ms',
          },
          { benchmark: label, metric: `support: GET ${query}`, ...v, unit: 'ms' },
          {
            benchmark: label,
            metric: `${sort} ${dir} page ${pageNumber} p95 as % of unsorted p95`,
            runs: sorted.length,
            median: v.p95 !== null && u.p95 ? (100 * v.p95) / u.p95 : null,
            p95: null,
            unit: '%',
            target: SORTED_RATIO_TARGET,
          },
        );
      }
    }
  }
  return rows;
}

/**
 * GET /api/workers pages (each tab, with and without a search) on BENCH_WORKERS (default 100,000)
 * workers seeded with the demo seeder, through app.inject as a signed-in support user, beside
 * GET /api/health measured the same way, page 150 of each tab beside page 1, and each tab's first,
 * middle and last page (the last judged against 1.5 x the first's p95). PGlite in a copy
 * of the fixture folder; also PostgreSQL when BENCH_DATABASE_URL is set (a throwaway database on
 * that server, dropped afterwards).
 */
export const workerList: Benchmark = {
  name: 'worker-list',
  title: 'Worker list pages',
  async run(ctx) {
    const workers = Number(process.env.BENCH_WORKERS ?? 100_000);
    return onSeededEngines(ctx, workers, (engine, built, database) => measure(ctx, engine, built, database, workers));
  },
};

/**
 * `measure` on each engine (PGlite in a copy of the fixture folder; PostgreSQL too when
 * BENCH_DATABASE_URL is set, a throwaway database dropped afterwards) seeded by the demo seeder
 * with `workers` workers, through the app built on it.
 */
export async function onSeededEngines(
  ctx: BenchContext,
  workers: number,
  measure: (engine: string, built: BuiltApp, database: Database) => Promise<Row[]>,
): Promise<Row[]> {
  const engines: {
    engine: string;
    open: () => Promise<{ database: Database; dataDir: string; drop: () => Promise<void> }>;
  }[] = [
    {
      engine: 'PGlite',
      open: async () => {
        const dataDir = copyFixture(ctx.fixture);
        return { database: openDatabase({ pgliteDir: path.join(dataDir, 'db') }), dataDir, drop: async () => {} };
      },
    },
  ];
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl)
    engines.push({
      engine: 'PostgreSQL',
      open: async () => ({ ...(await postgresDatabase(pgUrl)), dataDir: copyFixture(ctx.fixture) }),
    });

  const rows: Row[] = [];
  for (const { engine, open } of engines) {
    const { database, dataDir, drop } = await open();
    let built: BuiltApp | undefined;
    try {
      const seeded = await seedDemo(database.db, { workers, seed: 42, log: (line) => ctx.log(`  ${line}`) });
      ctx.log(`  ${engine}: seeded ${seeded.workers} workers in ${Math.round(seeded.elapsedMs)} ms`);
      const config = benchConfig(dataDir);
      built = await buildApp({ ...config, clientDir: undefined }, { database });
      rows.push(...(await measure(engine, built, database)));
    } finally {
      if (built) await built.close();
      else await database.close();
      await drop();
      removeDir(dataDir);
    }
  }
  return rows;
}
