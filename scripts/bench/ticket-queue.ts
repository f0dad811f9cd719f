import { sql } from 'drizzle-orm';
import { buildApp, type BuiltApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { insertUser } from '../../src/server/modules/users/users.repository.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { deepPageRows } from './deep-pages.ts';
import { copyFixture, removeDir } from './fixture.ts';
import { benchEngines } from './postgres.ts';
import { sample, summarise } from './stats.ts';
import type { BenchContext, Benchmark, Row } from './types.ts';
import { benchConfig } from './bench-config.ts';

const WARMUP = 10;
const RUNS = Number(process.env.BENCH_TICKET_RUNS ?? 100);
/** Issue 12: a queue page (any tab, with or without search or filters) p95 under 50 ms, tab counts included. */
const TARGET_MS = 50;
const DEEP_PAGE = 150;
const password = 'Bench!Tickets-2024';
const staffUsers = [
  { email: 'bench-tickets-admin@example.test', role: 'admin', firstName: 'Priya', lastName: 'Shah' },
  { email: 'bench-tickets-support@example.test', role: 'support', firstName: 'Owen', lastName: 'Jones' },
  { email: 'bench-tickets-finance@example.test', role: 'finance', firstName: 'Grace', lastName: 'Okafor' },
] as const;
const clientEmail = 'bench-tickets-client@example.test';

/** Staff first, so the seed has people to give the Pending tickets to. */
async function addStaff(database: Database): Promise<number[]> {
  const passwordHash = await hashPassword(password);
  const ids: number[] = [];
  for (const user of staffUsers) ids.push((await insertUser(database.db, { ...user, passwordHash })).id);
  return ids;
}

/** A client user of the agency with the most tickets (its scope is a filter too). */
async function addClient(database: Database) {
  const [top] = rowsOf<{ agency_id: number; n: number }>(
    await database.db.execute(sql`select agency_id, count(*)::int as n from tickets where agency_id is not null
      group by agency_id order by count(*) desc limit 1`),
  );
  await insertUser(database.db, {
    email: clientEmail,
    role: 'client',
    agencyId: top!.agency_id,
    firstName: 'Bench',
    lastName: 'Client',
    passwordHash: await hashPassword(password),
  });
  return top!.n;
}

/** Search terms from the seeded rows: a surname fragment, a phrase of the notes, a ticket number prefix. */
async function searchTerms(database: Database) {
  const [row] = rowsOf<{ source_name: string; ticket_number: string }>(
    await database.db.execute(sql`select source_name, ticket_number from tickets where source = 'worker'
      order by id limit 1 offset (select count(*) / 2 from tickets)`),
  );
  return {
    surname: row!.source_name.split(' ').at(-1)!.slice(0, 4).toLowerCase(),
    phrase: 'share code',
    number: row!.ticket_number.slice(0, -1).toLowerCase(),
  };
}

async function signedInGet(app: BuiltApp['app'], email: string) {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const getJson = async (url: string): Promise<unknown> => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return res.json();
  };
  return Object.assign((url: string) => () => getJson(url), { getJson });
}

/** The queries of the figure: every tab, page 1 and a deep page, both sorts, each filter, a search. */
function queueQueries(terms: Awaited<ReturnType<typeof searchTerms>>, supportId: number): string[] {
  const q = (value: string) => `q=${encodeURIComponent(value)}`;
  return [
    ...['open', 'pending', 'archive'].flatMap((tab) => [`tab=${tab}&page=1`, `tab=${tab}&page=${DEEP_PAGE}`]),
    'tab=open&page=1&sort=newest',
    'tab=archive&page=1&sort=due',
    `tab=open&page=1&${q(terms.surname)}`,
    `tab=archive&page=1&${q(terms.surname)}`,
    `tab=open&page=1&${q(terms.phrase)}`,
    `tab=archive&page=1&${q(terms.phrase)}`,
    `tab=archive&page=1&${q(terms.number)}`,
    'tab=open&page=1&priority=high&category=compliance',
    'tab=archive&page=1&priority=urgent&category=payroll-issue',
    'tab=open&page=1&source=agency',
    'tab=open&page=1&overdue=true',
    'tab=pending&page=1&overdue=true',
    `tab=pending&page=1&assignedTo=${supportId}`,
    'tab=pending&page=1&assignedTo=me',
    `tab=open&page=1&overdue=true&priority=high&${q(terms.phrase)}`,
    'tab=open&page=1&pageSize=100',
  ];
}

async function measure(ctx: BenchContext, app: BuiltApp['app'], database: Database, label: string) {
  const rows: Row[] = [];
  const time = async (email: string, metric: string, url: string, target?: number) => {
    const samples = await sample(RUNS, WARMUP, (await signedInGet(app, email))(url));
    ctx.log(`  ${RUNS} GET ${url} (${metric.split(':')[0]}) done`);
    rows.push({
      benchmark: label,
      metric,
      ...summarise(samples),
      unit: 'ms',
      ...(target ? { judged: 'p95' as const, target } : {}),
    });
  };
  const [admin, support] = staffUsers;
  const supportId = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from users where email = ${support.email}`),
  )[0]!.id;
  await time(admin.email, 'baseline GET /api/health', '/api/health');
  for (const query of queueQueries(await searchTerms(database), supportId))
    await time(admin.email, `admin: ?${decodeURIComponent(query)}`, `/api/tickets?${query}`, TARGET_MS);
  const adminGet = await signedInGet(app, admin.email);
  for (const tab of ['open', 'archive'])
    rows.push(
      ...(await deepPageRows({
        benchmark: label,
        list: `admin: the ${tab} tab, 20 a page`,
        getJson: adminGet.getJson,
        url: (page) => `/api/tickets?tab=${tab}&page=${page}`,
        pageSize: 20,
        runs: RUNS,
        warmup: WARMUP,
      })),
    );
  const clientTickets = await addClient(database);
  for (const query of ['tab=open&page=1', 'tab=archive&page=1&q=share%20code', 'tab=open&page=1&overdue=true'])
    await time(
      clientEmail,
      `client (${clientTickets.toLocaleString('en-GB')} tickets): ?${decodeURIComponent(query)}`,
      `/api/tickets?${query}`,
      TARGET_MS,
    );
  return rows;
}

/**
 * The ticket queue (issue 12): GET /api/tickets pages with their tab counts on BENCH_TICKETS (default
 * 100,000) tickets about BENCH_TICKET_WORKERS (default 10,000) workers, seeded by the demo seed after
 * three staff users (so Pending is claimed), through app.inject, beside GET /api/health measured the
 * same way. PGlite in a copy of the fixture folder; also PostgreSQL when BENCH_DATABASE_URL is set
 * (a throwaway database on that server, dropped afterwards).
 */
export const ticketQueue: Benchmark = {
  name: 'ticket-queue',
  title: 'Ticket queue pages',
  async run(ctx) {
    const tickets = Number(process.env.BENCH_TICKETS ?? 100_000);
    const workers = Number(process.env.BENCH_TICKET_WORKERS ?? 10_000);
    const dataDir = copyFixture(ctx.fixture);
    const engines = benchEngines(dataDir, '_tickets');
    const rows: Row[] = [];
    try {
      for (const { engine, open } of engines) {
        const { database, drop } = await open();
        let built: BuiltApp | undefined;
        try {
          await addStaff(database);
          const seeded = await seedDemo(database.db, {
            workers,
            tickets,
            seed: 42,
            log: (line) => ctx.log(`  ${line}`),
          });
          ctx.log(`  ${engine}: seeded ${seeded.tickets.tickets} tickets in ${Math.round(seeded.elapsedMs)} ms`);
          const config = benchConfig(dataDir);
          built = await buildApp({ ...config, clientDir: undefined }, { database });
          const label = `ticket queue (${engine}, ${tickets.toLocaleString('en-GB')} tickets)`;
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
