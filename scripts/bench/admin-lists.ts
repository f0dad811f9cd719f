import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type BuiltApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { deepPageRows } from './deep-pages.ts';
import { copyFixture, removeDir } from './fixture.ts';
import { sample, summarise } from './stats.ts';
import type { Benchmark, BenchContext, Row } from './types.ts';
import { benchConfig } from './bench-config.ts';

const WARMUP = 10;
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 100);

/**
 * Rows for the admin lists, written by the database itself (generate_series): users spread over
 * three years, a login audit entry every few minutes, feedback of every status and category.
 */
async function seedAdminLists(database: Database, sizes: { users: number; logins: number; feedback: number }) {
  await database.db.execute(sql`
    insert into users (email, first_name, last_name, role, password_hash, created_at, updated_at, deleted_at)
    select 'bench-user-' || i || '@example.test', 'User', 'Number ' || i, (array['admin','finance','support'])[1 + i % 3],
      'not-a-hash', now() - (i || ' hours')::interval, now() - (i || ' hours')::interval,
      case when i % 10 = 0 then now() - (i || ' minutes')::interval end
    from generate_series(1, ${sizes.users}) as i`);
  await database.db.execute(sql`
    insert into login_audits (email, login_status, failure_reason, ip_address, login_at)
    select 'bench-user-' || (i % 500) || '@example.test', case when i % 7 = 0 then 'failed' else 'success' end,
      case when i % 7 = 0 then 'Invalid credentials' end, '10.0.' || (i % 250) || '.' || (i % 200),
      now() - (i * 3 || ' minutes')::interval
    from generate_series(1, ${sizes.logins}) as i`);
  await database.db.execute(sql`
    insert into feedback (title, description, category, priority, status, created_at, updated_at)
    select 'Feedback ' || i, 'Something to say, number ' || i, (array['bug','feature','improvement','other'])[1 + i % 4],
      (array['low','medium','high'])[1 + i % 3], (array['open','in_progress','resolved'])[1 + i % 3],
      now() - (i * 10 || ' minutes')::interval, now() - (i * 10 || ' minutes')::interval
    from generate_series(1, ${sizes.feedback}) as i`);
  await database.db.execute(sql`vacuum (analyze) users, login_audits, feedback`);
}

async function signedIn(app: BuiltApp['app'], user: { email: string; password: string }) {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: user });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  return async (url: string): Promise<unknown> => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return res.json();
  };
}

async function measure(ctx: BenchContext, app: BuiltApp['app'], label: string): Promise<Row[]> {
  const getJson = await signedIn(app, ctx.fixture.user);
  const health = summarise(await sample(RUNS, WARMUP, () => getJson('/api/health')));
  const rows: Row[] = [{ benchmark: label, metric: 'baseline GET /api/health', ...health, unit: 'ms' }];
  const lists = [
    { list: 'users, 20 a page', url: (p: number) => `/api/admin/users?page=${p}&pageSize=20`, pageSize: 20 },
    {
      list: 'login audit, 100 a page',
      url: (p: number) => `/api/admin/login-audits?page=${p}&limit=100`,
      pageSize: 100,
    },
    { list: 'feedback, 20 a page', url: (p: number) => `/api/feedback?page=${p}&pageSize=20`, pageSize: 20 },
    {
      list: 'feedback open, 20 a page',
      url: (p: number) => `/api/feedback?page=${p}&pageSize=20&status=open`,
      pageSize: 20,
    },
  ];
  for (const list of lists) {
    rows.push(...(await deepPageRows({ benchmark: label, getJson, runs: RUNS, warmup: WARMUP, ...list })));
    ctx.log(`  ${list.list} done`);
  }
  return rows;
}

/**
 * The admin lists' pages (users, deleted users, login audit, feedback): the first, middle and last
 * page of each, the deep ones within 1.5 times the first's p95 (docs/domain.md, "Paged lists"), on
 * BENCH_USERS (10,000), BENCH_LOGINS (500,000) and BENCH_FEEDBACK (100,000) rows, PGlite, through
 * app.inject, beside GET /api/health measured the same way.
 */
export const adminLists: Benchmark = {
  name: 'admin-lists',
  title: 'Admin lists, first and deep pages',
  async run(ctx) {
    const sizes = {
      users: Number(process.env.BENCH_USERS ?? 10_000),
      logins: Number(process.env.BENCH_LOGINS ?? 500_000),
      feedback: Number(process.env.BENCH_FEEDBACK ?? 100_000),
    };
    const dataDir = copyFixture(ctx.fixture);
    const database = openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    let built: BuiltApp | undefined;
    try {
      await seedAdminLists(database, sizes);
      ctx.log(`  seeded ${sizes.users} users, ${sizes.logins} login audit entries, ${sizes.feedback} feedback`);
      const config = benchConfig(dataDir);
      built = await buildApp({ ...config, clientDir: undefined }, { database });
      const n = (v: number) => v.toLocaleString('en-GB');
      const label = `admin lists (PGlite, ${n(sizes.users)} users, ${n(sizes.logins)} logins, ${n(sizes.feedback)} feedback)`;
      return await measure(ctx, built.app, label);
    } finally {
      if (built) await built.close();
      else await database.close();
      removeDir(dataDir);
    }
  },
};
