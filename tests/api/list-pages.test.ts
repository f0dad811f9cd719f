import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, makeAgency, signedIn, type TestApp } from '../helpers/app.ts';
import { makeTicket } from '../helpers/tickets.ts';

/**
 * Paged lists read a page in the far half from the list's other end (docs/domain.md, "Paged
 * lists"). Whatever the page, its rows are those of the plain definition: the list's ORDER BY with
 * LIMIT and OFFSET. Ties on the sort key (one timestamp for many rows) are broken by id both ways.
 */
let t: TestApp;
let admin: string;
const ROWS = 23;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  const db = t.ctx.db;
  await db.execute(sql`insert into agencies (name, status, address, city, postal_code, contact_name, contact_email)
    select 'PAGED AGENCY ' || lpad(i::text, 3, '0'), 'active', '1 High Street', 'Leeds', 'LS1 1AA', 'Ann Lee', 'ann@agency.co.uk'
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`insert into users (email, first_name, last_name, role, password_hash, created_at)
    select 'paged-' || i || '@example.test', 'Paged', 'User ' || i, 'support', 'not-a-hash',
      timestamptz '2026-01-01 09:00Z' + ((i / 4) || ' hours')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`insert into feedback (title, description, category, priority, status, created_at)
    select 'Paged ' || i, 'Paged feedback', 'bug', 'medium', 'open', timestamptz '2026-01-01 09:00Z' + ((i / 3) || ' hours')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`insert into login_audits (email, login_status, login_at)
    select 'paged-' || i || '@example.test', 'success', timestamptz '2026-01-01 09:00Z' + ((i / 5) || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`insert into workers (first_name, last_name, ni_number)
    select 'Paged', 'Worker ' || i, 'PG' || lpad(i::text, 6, '0') || 'A' from generate_series(1, 6) as i`);
  await db.execute(sql`insert into payroll_records (worker_id, ni_number, pay_date, week_ending, gross_pence, tax_pence,
      ni_pence, pension_pence, net_pence)
    select w.id, w.ni_number, date '2026-01-02' + 7 * d, date '2026-01-04' + 7 * d, 50000, 5000, 3000, 1000, 41000
    from workers w cross join generate_series(0, 3) as d where w.ni_number like 'PG%'`);
  const agencyId = (await makeAgency(t)).id;
  const start = Date.parse('2026-01-01T09:00:00Z');
  for (let i = 0; i < 25; i += 1) {
    // Creation and due times in orders of their own, with ties, so both sorts and the id tie-break matter.
    const createdAt = new Date(start + Math.floor(i / 3) * 3_600_000);
    const dueDate = new Date(start + ((i * 7) % 5) * 86_400_000);
    await makeTicket(t, { agencyId, createdAt, dueDate });
  }
});
afterAll(async () => {
  await t.close();
});

async function plainIds(query: SQL): Promise<number[]> {
  const result: unknown = await t.ctx.db.execute(query);
  return (result as { rows: { id: number }[] }).rows.map((r) => r.id);
}

/** Every page of the list, one after the other, and what each answered for its total. */
async function pagedIds(url: (page: number) => string, itemsOf: (body: never) => { id: number }[], pages: number) {
  const ids: number[] = [];
  for (let page = 1; page <= pages; page += 1) {
    const res = await call(t, 'GET', url(page), { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(...itemsOf(res.json<never>()).map((item) => item.id));
  }
  return ids;
}

const items = (body: { items: { id: number }[] }) => body.items;

describe('every page of a paged list holds the rows of the plain order, near and far half alike', () => {
  it('agencies, 5 a page, by name', async () => {
    const expected = await plainIds(sql`select id from agencies where archived_at is null order by name`);
    expect(expected.length).toBeGreaterThan(ROWS - 1);
    const pages = Math.ceil(expected.length / 5);
    expect(await pagedIds((p) => `/api/agencies?page=${p}&pageSize=5`, items, pages)).toEqual(expected);
  });

  it('users, 4 a page, newest first with ties by id', async () => {
    const expected = await plainIds(
      sql`select id from users where deleted_at is null order by created_at desc, id desc`,
    );
    const pages = Math.ceil(expected.length / 4);
    expect(await pagedIds((p) => `/api/admin/users?page=${p}&pageSize=4`, items, pages)).toEqual(expected);
  });

  it('feedback, 4 a page, newest first with ties by id', async () => {
    const expected = await plainIds(sql`select id from feedback order by created_at desc, id desc`);
    expect(expected).toHaveLength(ROWS);
    expect(await pagedIds((p) => `/api/feedback?page=${p}&pageSize=4`, items, 6)).toEqual(expected);
  });

  it('login audit, 4 a page, newest first with ties by id', async () => {
    const expected = await plainIds(sql`select id from login_audits order by login_at desc, id desc`);
    const pages = Math.ceil(expected.length / 4);
    const audits = (body: { audits: { id: number }[] }) => body.audits;
    expect(await pagedIds((p) => `/api/admin/login-audits?page=${p}&limit=4`, audits, pages)).toEqual(expected);
  });

  it('payroll records, 5 a page, newest pay date first with ties by worker', async () => {
    const expected = await plainIds(sql`select id from payroll_records order by pay_date desc, worker_id desc`);
    expect(expected).toHaveLength(24);
    expect(await pagedIds((p) => `/api/payroll-records?page=${p}&pageSize=5`, items, 5)).toEqual(expected);
  });

  it.each([
    ['due', sql`due_date, id`],
    ['newest', sql`created_at desc, id desc`],
  ])('tickets of the Open tab, 10 a page, by %s', async (sort, order) => {
    const expected = await plainIds(sql`select id from tickets where queue = 'open' order by ${order}`);
    expect(expected).toHaveLength(25);
    const url = (p: number) => `/api/tickets?tab=open&sort=${sort}&page=${p}&pageSize=10`;
    expect(await pagedIds(url, items, 3)).toEqual(expected);
  });

  it('a page past the end is empty, with the total', async () => {
    const res = await call(t, 'GET', '/api/feedback?page=99&pageSize=4', { cookie: admin });
    expect(res.json()).toMatchObject({ items: [], total: ROWS, page: 99, pageSize: 4 });
  });
});
