import { sql } from 'drizzle-orm';
import { buildApp, type BuiltApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { insertUser } from '../../src/server/modules/users/users.repository.ts';
import { addDays, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { copyFixture, removeDir } from './fixture.ts';
import { benchEngines } from './postgres.ts';
import { sample, summarise } from './stats.ts';
import type { BenchContext, Benchmark, Row } from './types.ts';
import { benchConfig } from './bench-config.ts';

const WARMUP = 10;
const RUNS = Number(process.env.BENCH_AUDIT_RUNS ?? 100);
/** Issue 15: an audit trail page with any filter, deep pages included, p95 under 100 ms at 1,000,000 entries. */
const TARGET_MS = 100;
const password = 'Bench!Audit-2024';
const roles = ['admin', 'admin', 'support', 'support', 'support', 'support', 'finance', 'finance', 'finance'];
const people = ['Priya Shah', 'Owen Jones', 'Grace Okafor', 'Liam Byrne', 'Ava Clarke', 'Noah Evans', 'Mia Patel'];

/** Staff first (the seed's actors are the users in the database), the first an admin the bench signs in as. */
async function addStaff(database: Database) {
  const passwordHash = await hashPassword(password);
  for (const [i, role] of roles.entries()) {
    const [firstName, lastName] = people[i % people.length]!.split(' ') as [string, string];
    await insertUser(database.db, { email: `bench-audit-${i}@example.test`, role, firstName, lastName, passwordHash });
  }
}

/** Subjects of the filters from the seeded rows: the busiest and a quiet actor, a worker with entries, ids deep in. */
async function subjects(database: Database) {
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query))[0]!;
  const busy = await one<{ id: number; email: string }>(
    sql`select id, email from users where email = 'bench-audit-0@example.test'`,
  );
  const quiet = await one<{ id: number }>(sql`select id from users where email = 'bench-audit-8@example.test'`);
  const total = await one<{ n: number }>(sql`select count(*)::int as n from audit_log`);
  const worker = await one<{ id: string }>(sql`select entity_id as id from audit_log
    where entity_type = 'worker' and action = 'update' order by id desc limit 1 offset ${Math.floor(total.n / 200)}`);
  const deep = await one<{ id: number }>(sql`select id from audit_log
    order by created_at desc, id desc limit 1 offset ${Math.floor(total.n / 2)}`);
  const deepWorker = await one<{ id: number }>(sql`select id from audit_log where entity_type = 'worker'
    order by created_at desc, id desc limit 1 offset ${Math.floor(total.n / 4)}`);
  const near = await one<{ id: number }>(sql`select id from audit_log
    order by created_at desc, id desc limit 1 offset ${Math.floor(total.n / 50)}`);
  return { busy, quiet, worker: worker.id, deep: deep.id, deepWorker: deepWorker.id, near: near.id };
}

/** The figure: no filter, each filter, combinations, a date range, deep pages by cursor and by number. */
function trailQueries(s: Awaited<ReturnType<typeof subjects>>, today: string): string[] {
  const lastMonth = `from=${addDays(today, -30)}&to=${today}`;
  const oneDay = `from=${addDays(today, -100)}&to=${addDays(today, -100)}`;
  return [
    '',
    `userId=${s.busy.id}`,
    `userId=${s.quiet.id}`,
    `userEmail=${encodeURIComponent(s.busy.email.toUpperCase())}`,
    'entityType=worker',
    'entityType=feedback',
    `entityType=worker&entityId=${s.worker}`,
    `entityId=${s.worker}`,
    'action=update',
    'action=reopen',
    lastMonth,
    oneDay,
    `userId=${s.quiet.id}&action=reopen`,
    `userId=${s.busy.id}&entityType=agency`,
    'entityType=worker&action=delete',
    `entityType=ticket&action=reopen&${lastMonth}`,
    `userId=${s.quiet.id}&entityType=user&action=role_change&${oneDay}`,
    `before=${s.deep}&page=10001`,
    `entityType=worker&before=${s.deepWorker}&page=2001`,
    `after=${s.near}&page=400`,
    'page=200',
    `action=update&page=200&pageSize=50`,
    'pageSize=200',
  ];
}

async function measure(ctx: BenchContext, app: BuiltApp['app'], database: Database, label: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench-audit-0@example.test', password },
  });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const rows: Row[] = [];
  const time = async (metric: string, url: string, target?: number) => {
    const get = async () => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    };
    const samples = await sample(RUNS, WARMUP, get);
    ctx.log(`  ${RUNS} GET ${url} done`);
    rows.push({
      benchmark: label,
      metric,
      ...summarise(samples),
      unit: 'ms',
      ...(target ? { judged: 'p95' as const, target } : {}),
    });
  };
  await time('baseline GET /api/health', '/api/health');
  for (const query of trailQueries(await subjects(database), todayInLondon()))
    await time(`?${decodeURIComponent(query) || '(no filter)'}`, `/api/admin/audit-trail?${query}`, TARGET_MS);
  return rows;
}

/**
 * The audit trail (issue 15): GET /api/admin/audit-trail pages on BENCH_AUDIT_ENTRIES (default
 * 1,000,000) entries, seeded by the demo seed (`--audit-entries`) after nine staff users, about
 * BENCH_AUDIT_WORKERS (default 10,000) workers and 5,000 tickets, through app.inject beside GET
 * /api/health measured the same way. PGlite in a copy of the fixture folder; also PostgreSQL when
 * BENCH_DATABASE_URL is set (a throwaway database on that server, dropped afterwards).
 */
export const auditTrail: Benchmark = {
  name: 'audit',
  title: 'Audit trail pages',
  async run(ctx) {
    const entries = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
    const workers = Number(process.env.BENCH_AUDIT_WORKERS ?? 10_000);
    const dataDir = copyFixture(ctx.fixture);
    const rows: Row[] = [];
    try {
      for (const { engine, open } of benchEngines(dataDir, '_audit')) {
        const { database, drop } = await open();
        let built: BuiltApp | undefined;
        try {
          await addStaff(database);
          const seeded = await seedDemo(database.db, {
            workers,
            tickets: 5000,
            auditEntries: entries,
            seed: 15,
            log: (line) => ctx.log(`  ${line}`),
          });
          ctx.log(
            `  ${engine}: seeded ${seeded.audit.entries} audit entries in ${Math.round(seeded.audit.elapsedMs)} ms`,
          );
          const config = benchConfig(dataDir);
          built = await buildApp({ ...config, clientDir: undefined }, { database });
          const label = `audit trail (${engine}, ${seeded.audit.entries.toLocaleString('en-GB')} entries)`;
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
