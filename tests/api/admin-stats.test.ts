import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessRequests, loginAudits } from '../../src/server/db/schema/index.ts';
import { call, login, makeUser, signedIn, match, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t, admin } = useTestApp({ admin: 'admin' });

const HOUR = 60 * 60 * 1000;
const asAdmin = (url: string) => call(t, 'GET', url, { cookie: admin.cookie });
const londonDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);

/** The instant today began in Europe/London, from the database's own clock. */
async function londonMidnight(): Promise<Date> {
  // Both drivers answer { rows }; Drizzle types the shared Db's raw result as unknown.
  const result: unknown = await t.ctx.db.execute(
    sql`select extract(epoch from date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London')::float8 as epoch`,
  );
  const { rows } = result as { rows: { epoch: number | string }[] };
  return new Date(Number(rows[0]!.epoch) * 1000);
}

async function insertRequest(values: Partial<typeof accessRequests.$inferInsert> = {}) {
  await t.ctx.db
    .insert(accessRequests)
    .values({ firstName: 'A', lastName: 'B', email: `r${Math.random()}@example.test`, ...values });
}

type Stats = { totalUsers: number; pendingRequests: number; approvedToday: number; activeAdmins: number };
const stats = async () => (await asAdmin('/api/admin/user-stats')).json<Stats>();

describe('GET /api/admin/user-stats', () => {
  it('counts users not deleted, pending requests, requests approved today (London) and active admins', async () => {
    const before = await stats();
    await makeUser(t, { role: 'admin' });
    await makeUser(t, { role: 'admin', isActive: false });
    await makeUser(t, { role: 'admin', deletedAt: new Date() });
    await makeUser(t, { role: 'support' });
    const midnight = await londonMidnight();
    await insertRequest();
    await insertRequest();
    await insertRequest({ status: 'approved', processedAt: new Date(midnight.getTime() + 60 * 1000) });
    await insertRequest({ status: 'approved', processedAt: new Date(midnight.getTime() - 60 * 1000) });
    await insertRequest({ status: 'rejected', processedAt: new Date(midnight.getTime() + 60 * 1000) });
    const after = await stats();
    expect(after).toEqual({
      totalUsers: before.totalUsers + 3,
      pendingRequests: before.pendingRequests + 2,
      approvedToday: before.approvedToday + 1,
      activeAdmins: before.activeAdmins + 1,
    });
  });
});

describe('GET /api/admin/login-audits', () => {
  const tag = `audit${Date.now()}`;
  let userId: number;
  beforeAll(async () => {
    const user = await makeUser(t, { email: `${tag}@example.test`, firstName: 'Aud', lastName: 'Itor' });
    userId = user.id;
    await login(t, user.email, user.password);
    for (let i = 0; i < 2; i += 1)
      await call(t, 'POST', '/api/auth/login', { payload: { email: user.email, password: 'Wrong-pass1' } });
    await call(t, 'POST', '/api/auth/login', {
      payload: { email: `ghost-${tag}@example.test`, password: 'Wrong-pass1' },
    });
  });

  it("filters by e-mail part in any case, newest first, in the spec's snake_case with names joined", async () => {
    const res = await asAdmin(`/api/admin/login-audits?email=${tag.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ audits: Record<string, unknown>[]; total: number }>();
    expect(body).toMatchObject({ total: 4, page: 1, limit: 100 });
    expect(body.audits[0]).toEqual({
      id: match.anyNumber,
      login_at: match.anyString,
      first_name: null,
      last_name: null,
      email: `ghost-${tag}@example.test`,
      login_status: 'failed',
      failure_reason: 'user_not_found',
      ip_address: '127.0.0.1',
    });
    expect(body.audits[3]).toMatchObject({
      first_name: 'Aud',
      last_name: 'Itor',
      login_status: 'success',
      failure_reason: null,
    });
    expect(body.audits[1]).toMatchObject({ failure_reason: 'invalid_password' });
  });

  it('filters by status and pages with page and limit', async () => {
    const failed = (await asAdmin(`/api/admin/login-audits?email=${tag}&status=failed`)).json<{ total: number }>();
    expect(failed.total).toBe(3);
    const success = (await asAdmin(`/api/admin/login-audits?email=${tag}&status=success`)).json<{ total: number }>();
    expect(success.total).toBe(1);
    const page = (await asAdmin(`/api/admin/login-audits?email=${tag}&page=2&limit=3`)).json<{
      audits: unknown[];
      total: number;
      page: number;
      limit: number;
    }>();
    expect(page).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page.audits).toHaveLength(1);
  });

  it('takes fromDate and toDate as inclusive Europe/London days (BST: midnight is 23:00 UTC)', async () => {
    const email = `${tag}-dated@example.test`;
    const at = (iso: string) => ({ email, userId, loginStatus: 'success', loginAt: new Date(iso) });
    const rows = await t.ctx.db
      .insert(loginAudits)
      .values([
        at('2024-06-30T22:59:00Z'),
        at('2024-06-30T23:00:00Z'),
        at('2024-07-01T22:59:59Z'),
        at('2024-07-01T23:00:00Z'),
      ])
      .returning({ id: loginAudits.id });
    const [lateJune30, july1Start, july1End, july2Start] = rows.map((r) => r.id);
    const ids = async (query: string) =>
      (await asAdmin(`/api/admin/login-audits?email=${tag}-dated&${query}`))
        .json<{ audits: { id: number }[] }>()
        .audits.map((a) => a.id)
        .sort();
    expect(await ids('fromDate=2024-07-01&toDate=2024-07-01')).toEqual([july1Start, july1End].sort());
    expect(await ids('toDate=2024-06-30')).toEqual([lateJune30]);
    expect(await ids('fromDate=2024-07-02')).toEqual([july2Start]);
    expect(await ids('fromDate=&toDate=&status=')).toHaveLength(4);
    const today = londonDate(new Date());
    expect(await ids(`fromDate=${today}`)).toEqual([]);
  });

  it.each([
    'status=maybe',
    'fromDate=2024-02-30',
    'toDate=15/06/2024',
    'limit=0',
    'limit=501',
    'page=0',
    'sort=asc',
    `email=${'x'.repeat(255)}`,
  ])('refuses ?%s with 400', async (query) => {
    const res = await asAdmin(`/api/admin/login-audits?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/admin/login-audit-stats', () => {
  it('counts attempts, outcomes, distinct known users and recent windows', async () => {
    const before = (await asAdmin('/api/admin/login-audit-stats')).json<Record<string, number>>();
    const user = await makeUser(t);
    await login(t, user.email, user.password);
    await call(t, 'POST', '/api/auth/login', { payload: { email: user.email, password: 'Wrong-pass1' } });
    await t.ctx.db.insert(loginAudits).values({
      email: user.email,
      userId: user.id,
      loginStatus: 'success',
      loginAt: new Date(Date.now() - 8 * 24 * HOUR),
    });
    const res = await asAdmin('/api/admin/login-audit-stats');
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toEqual({
      total_logins: before.total_logins! + 3,
      successful_logins: before.successful_logins! + 2,
      failed_logins: before.failed_logins! + 1,
      unique_users: before.unique_users! + 1,
      logins_last_24h: before.logins_last_24h! + 2,
      logins_last_7d: before.logins_last_7d! + 2,
    });
  });
});

describe('who may read admin figures', () => {
  const urls = [
    '/api/admin/user-stats',
    '/api/admin/login-audits',
    '/api/admin/login-audit-stats',
    '/api/admin/audit-trail',
  ];

  it.each(['support', 'finance', 'client'] as const)('%s gets 403', async (role) => {
    const { cookie } = await signedIn(t, role);
    for (const url of urls) {
      const res = await call(t, 'GET', url, { cookie });
      expect(res.statusCode, url).toBe(403);
      expect(res.json<Body>()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
    }
  });

  it('signed out gets 401', async () => {
    for (const url of urls) expect((await call(t, 'GET', url)).statusCode, url).toBe(401);
  });
});
