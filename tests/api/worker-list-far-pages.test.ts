import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/server/db/client.ts';
import { listWorkers } from '../../src/server/modules/workers/workers-list.service.ts';
import { workerListQuery, type WorkerListAnswer } from '../../src/shared/api/workers.ts';
import { call, createTestApp, signedIn, type TestApp } from '../helpers/app.ts';

/**
 * The workers list reads a page in the far half from the list's other end (docs/domain.md, "Paged
 * lists"): the last page walks about as many index entries as the first, and every page still
 * holds the rows of the plain ORDER BY with LIMIT and OFFSET, whatever the sort and direction.
 */
const WORKERS = 230;

/**
 * Authorised workers over four tab states (active and on hold, complete or not), with names that
 * tie (so the id breaks them) and start dates that tie or are missing (nulls sort last ascending).
 */
async function seedWorkers(db: Db) {
  await db.execute(sql`insert into workers (first_name, last_name, ni_number, authorised, status,
      completion_percentage, work_start_date)
    select 'Far' || (i % 3), 'Paged ' || lpad((i % 29)::text, 2, '0'), 'FP' || lpad(i::text, 6, '0') || 'A', true,
      case when i % 4 = 0 then 'on_hold' else 'active' end, case when i % 5 = 0 then 80 else 100 end,
      case when i % 7 = 0 then null else date '2026-01-05' + (i % 11) end
    from generate_series(1, ${WORKERS}) as i`);
}

const rowIds = (result: unknown) => (result as { rows: { id: number }[] }).rows.map((r) => r.id);

describe('every page of the workers list holds the rows of the plain order, near and far half alike', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedIn(t, 'support')).cookie;
    await seedWorkers(t.ctx.db);
  });
  afterAll(async () => {
    await t.close();
  });

  async function pagedIds(query: string, pageSize: number) {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const res = await call(t, 'GET', `/api/workers?${query}&page=${page}&pageSize=${pageSize}`, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<WorkerListAnswer>();
      ids.push(...body.items.map((w) => w.id));
      if (page * pageSize >= body.total) return { ids, total: body.total };
    }
  }

  it.each([
    ['name', 'asc', sql`last_name, first_name, id`],
    ['name', 'desc', sql`last_name desc, first_name desc, id desc`],
    ['workStartDate', 'asc', sql`work_start_date, last_name, first_name, id`],
    ['workStartDate', 'desc', sql`work_start_date desc, last_name desc, first_name desc, id desc`],
    ['status', 'desc', sql`status desc, last_name desc, first_name desc, id desc`],
  ] as [string, string, SQL][])('the Authorised tab by %s %s, 20 a page', async (sort, dir, order) => {
    const expected = rowIds(
      await t.ctx.db.execute(sql`select id from workers where authorised and status <> 'left' order by ${order}`),
    );
    expect(expected).toHaveLength(WORKERS);
    const { ids, total } = await pagedIds(`tab=authorised&sort=${sort}&dir=${dir}`, 20);
    expect(total).toBe(WORKERS);
    expect(ids).toEqual(expected);
  });

  it('a search (counted, not from the kept counts): pages of 20 hold what one page of 200 does', async () => {
    const query = 'tab=authorised&q=paged%201&sort=workStartDate&dir=desc';
    const whole = await pagedIds(query, 200);
    expect(whole.total).toBeGreaterThan(40);
    expect(whole.total).toBeLessThan(200);
    expect((await pagedIds(query, 20)).ids).toEqual(whole.ids);
  });

  it('a page past the end is empty, with the total', async () => {
    const res = await call(t, 'GET', '/api/workers?tab=authorised&page=99', { cookie });
    expect(res.json()).toMatchObject({ items: [], total: WORKERS, page: 99, pageSize: 20 });
  });
});

// Index statistics are flushed on request only by the backend that gathered them: PGlite's one
// backend, so this part runs on PGlite whatever TEST_DATABASE_URL says.
describe('the last page of the workers list reads about as many index entries as the first (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: inject('pgliteTemplate') });
    await database.migrate();
    await seedWorkers(database.db);
    // The statistics the app's maintenance keeps (src/server/db/maintenance.ts: 230 new rows pass
    // autovacuum's analyse threshold): without them every plan looks as cheap as another.
    await database.db.execute(sql`analyze workers`);
  });
  afterAll(async () => {
    await database.close();
  });

  /** Index entries read from the tab index so far. */
  async function tabIndexReads() {
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    const result: unknown = await database.db.execute(
      sql`select idx_tup_read::int as n from pg_stat_user_indexes where indexrelname = 'workers_tab_idx'`,
    );
    return (result as { rows: { n: number }[] }).rows[0]!.n;
  }

  async function readsOfPage(page: number) {
    const before = await tabIndexReads();
    const query = workerListQuery.parse({ tab: 'authorised', page: String(page), pageSize: '20' });
    const answer = (await listWorkers(
      { db: database.db, now: () => new Date() } as never,
      { role: 'support', agencyId: null } as never,
      query,
    )) as WorkerListAnswer;
    expect(answer.items.length).toBeGreaterThan(0);
    return (await tabIndexReads()) - before;
  }

  it('page 12 of 12 against page 1, 20 a page', async () => {
    const first = await readsOfPage(1);
    expect(first).toBeGreaterThanOrEqual(20);
    const last = await readsOfPage(Math.ceil(WORKERS / 20));
    // Read forwards, the last page walks past all 230 entries.
    expect(last).toBeLessThanOrEqual(first * 1.5);
  });
});
