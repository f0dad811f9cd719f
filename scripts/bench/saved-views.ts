import { sql } from 'drizzle-orm';
import type { BuiltApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { savedViewPaths } from '../../src/shared/api/saved-views.ts';
import type { SavedViewList } from '../../src/shared/domain/saved-views.ts';
import { seedDemoTickets } from '../seed/demo-tickets.ts';
import { createRng } from '../seed/random.ts';
import { sample, summarise, timed } from './stats.ts';
import type { BenchContext, Benchmark, Row } from './types.ts';
import { benchUsers, onSeededEngines } from './worker-list.ts';

const WARMUP = 20;
const RUNS = Number(process.env.BENCH_SAVED_VIEW_RUNS ?? 200);
/** The counts of six views of a list in one call: p95 under 100 ms at 100,000 workers (docs/domain.md, "Saved views"). */
const TARGET_MS = 100;

type BenchUser = { email: string; password: string; role: 'support' | 'client' };

/** Signs in through the API: a GET answering its parsed body, and a POST for making the views. */
async function signedIn(app: BuiltApp['app'], user: BenchUser) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return res.json<unknown>();
  };
  return { get: (url: string) => () => send('GET', url), post: (url: string, body: object) => send('POST', url, body) };
}

/** Six views of each list an office would keep: plain tabs, a status, an agency, a standing, a search, dates. */
async function viewsOf(database: Database): Promise<Record<SavedViewList, string[]>> {
  const [row] = rowsOf<{ agency_id: number; last_name: string }>(
    await database.db.execute(sql`select agency_id, last_name from workers where agency_id is not null
      order by id limit 1 offset (select count(*) / 3 from workers)`),
  );
  return {
    workers: [
      '',
      'workertab=pending&status=authorise',
      `agency=${row!.agency_id}`,
      'rtw=lapsed',
      `q=${encodeURIComponent(row!.last_name.slice(0, 4).toLowerCase())}`,
      'from=2024-01-01&to=2024-12-31',
    ],
    tickets: [
      '',
      'tickettab=pending',
      'overdue=true',
      'tickettab=pending&assignee=me',
      'priority=urgent&category=compliance',
      `q=${encodeURIComponent('share code')}`,
    ],
  };
}

async function measure(ctx: BenchContext, engine: string, built: BuiltApp, database: Database): Promise<Row[]> {
  const users = (await benchUsers(database)) as BenchUser[];
  const tickets = Number(process.env.BENCH_SAVED_VIEW_TICKETS ?? 100_000);
  // After the users, so the support user holds some of the Pending tickets ('assignee=me').
  await seedDemoTickets(database.db, {
    count: tickets,
    rng: createRng(9),
    now: new Date(),
    log: (l) => ctx.log(`  ${l}`),
  });
  const views = await viewsOf(database);
  // Exactly six of each list: the demo seed's shared views (when the fixture has an administrator) go.
  await database.db.execute(sql`delete from saved_views`);
  const workers = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from workers`))[0]!.n;
  const label = `saved view counts (${engine}, ${workers.toLocaleString('en-GB')} workers, ${tickets.toLocaleString('en-GB')} tickets)`;
  const rows: Row[] = [];
  let written = 0;
  // An office saving a field between calls: nothing counted before can be reused (the counts' snapshot cache).
  const write = async () => {
    written += 1;
    await database.db.execute(
      sql`update workers set notes = ${`bench ${written}`} where id = ${1 + (written % workers)}`,
    );
  };
  for (const user of users) {
    const as = await signedIn(built.app, user);
    for (const list of ['workers', 'tickets'] as const) {
      for (const [i, query] of views[list].entries())
        await as.post(savedViewPaths.list.build(), { list, name: `Bench ${list} ${i + 1}`, query });
    }
    const health = await sample(RUNS, WARMUP, as.get('/api/health'));
    rows.push({ benchmark: label, metric: `${user.role}: baseline GET /api/health`, ...summarise(health), unit: 'ms' });
    for (const list of ['workers', 'tickets'] as const) {
      const url = `${savedViewPaths.counts.build()}?list=${list}`;
      for (const [kind, before] of [
        ['warm', undefined],
        ['after a write', write],
      ] as const) {
        const samples: number[] = [];
        for (let i = 0; i < WARMUP + RUNS; i += 1) {
          await before?.();
          const time = await timed(as.get(url));
          if (i >= WARMUP) samples.push(time);
        }
        ctx.log(`  ${RUNS} GET ${url} as ${user.role} (${kind}) done`);
        rows.push({
          benchmark: label,
          metric: `${user.role}: GET ${url} (six views) ${kind}`,
          ...summarise(samples),
          unit: 'ms',
          judged: 'p95',
          target: TARGET_MS,
        });
      }
    }
  }
  return rows;
}

/**
 * The counts beside each list's saved views (docs/domain.md, "Saved views"): GET
 * /api/saved-views/counts for six views of the workers list and six of the tickets list, on
 * BENCH_WORKERS (default 100,000) demo workers and BENCH_SAVED_VIEW_TICKETS (default 100,000)
 * tickets, as a support user (every agency) and a client user (its agency), warm and after a
 * write, beside GET /api/health; PGlite, and PostgreSQL too when BENCH_DATABASE_URL is set.
 */
export const savedViews: Benchmark = {
  name: 'saved-views',
  title: 'Saved view counts',
  async run(ctx) {
    const workers = Number(process.env.BENCH_WORKERS ?? 100_000);
    return onSeededEngines(ctx, workers, (engine, built, database) => measure(ctx, engine, built, database));
  },
};
