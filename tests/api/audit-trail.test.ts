import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COUNT_CAP, auditMessages } from '../../src/shared/api/audit.ts';
import { UNKNOWN_CURSOR } from '../../src/server/modules/audit/audit-trail.service.ts';
import { getTrail, idsInTrailOrder, insertAuditEntries, type AuditInsert } from '../helpers/audit.ts';
import { auditLog } from '../../src/server/db/schema/index.ts';
import { todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { formatTicketNumber } from '../../src/shared/domain/tickets.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeWorker } from '../helpers/workers.ts';

/**
 * GET /api/admin/audit-trail (docs/domain.md "Admin, audit trail and help"): newest first,
 * each filter, paging by page number and by cursor, the count, admin only, and no way to edit or
 * delete an entry. Each answer is held to the plain definition: the matching rows ORDER BY
 * created_at desc, id desc.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let support: Awaited<ReturnType<typeof signedIn>>;
const GONE = { id: 999_999, email: 'gone.actor@example.test' };
const OLD_SUPPORT_EMAIL = 'old.address@example.test';
// 00:30 on 1 July 2024 in London (BST) is still 30 June in UTC: the day filters are London days.
const BASE = new Date('2024-06-30T23:30:00Z');
const ROWS = 130;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  support = await signedIn(t, 'support');
  const actors = [
    { userId: admin.user.id, userEmail: admin.user.email },
    { userId: support.user.id, userEmail: support.user.email },
    { userId: GONE.id, userEmail: GONE.email },
    { userId: null, userEmail: null },
    { userId: support.user.id, userEmail: OLD_SUPPORT_EMAIL },
  ];
  const rows: Partial<AuditInsert>[] = [];
  for (let i = 0; i < ROWS; i += 1) {
    rows.push({
      ...actors[i % actors.length],
      entityType: ['worker', 'agency', 'ticket'][i % 3],
      entityId: String(1 + (i % 7)),
      action: ['create', 'update', 'delete', 'update'][i % 4],
      changes: [{ field: 'status', from: 'pending', to: 'active' }, { field: 'email' }],
      // Groups of three share an instant, so the id breaks ties; an hour apart, over five days.
      createdAt: new Date(BASE.getTime() + (Math.floor(i / 3) - 20) * 3_600_000),
    });
  }
  // Inserted out of time order, so ids and times disagree as they can in life.
  await insertAuditEntries(
    t,
    rows.filter((_, i) => i % 2 === 1),
  );
  await insertAuditEntries(
    t,
    rows.filter((_, i) => i % 2 === 0),
  );
});
afterAll(async () => {
  await t.close();
});

const asAdmin = (query: string) => getTrail(t, admin.cookie, query);

/** Walks every page older and then back newer by the cursors, checking them against the plain definition. */
async function expectTrail(query: string, condition: SQL, pageSize = 7) {
  const expected = await idsInTrailOrder(t, condition);
  const pages: number[][] = [];
  let before: number | null | undefined;
  do {
    const cursor = before ? `&before=${before}` : '';
    const { res, body } = await asAdmin(`${query}&pageSize=${pageSize}${cursor}&page=${pages.length + 1}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(body).toMatchObject({ total: expected.length, totalIsEstimate: false, pageSize, page: pages.length + 1 });
    expect(body!.previousCursor).toBe(pages.length === 0 ? null : body!.items[0]!.id);
    pages.push(body!.items.map((e) => e.id));
    before = body!.nextCursor;
  } while (before);
  expect(pages.flat(), query).toEqual(expected);
  // Back again: after= the first entry of a page gives the page before it.
  for (let n = pages.length - 1; n >= 1; n -= 1) {
    const { body } = await asAdmin(`${query}&pageSize=${pageSize}&after=${pages[n]![0]}`);
    expect(
      body!.items.map((e) => e.id),
      `${query} back to page ${n}`,
    ).toEqual(pages[n - 1]);
    expect(body!.previousCursor).toBe(n === 1 ? null : pages[n - 1]![0]);
    expect(body!.nextCursor).toBe(pages[n - 1]!.at(-1));
  }
  // Page numbers from the start give the same pages.
  const third = await asAdmin(`${query}&pageSize=${pageSize}&page=3`);
  expect(third.body!.items.map((e) => e.id)).toEqual(pages[2] ?? []);
  return expected;
}

describe('GET /api/admin/audit-trail', () => {
  it('answers the newest entries first, 50 a page, with who, when, what and the changed fields', async () => {
    const { body } = await asAdmin('');
    const expected = await idsInTrailOrder(t);
    expect(body).toMatchObject({ total: ROWS, page: 1, pageSize: 50, previousCursor: null });
    expect(body!.items.map((e) => e.id)).toEqual(expected.slice(0, 50));
    expect(body!.nextCursor).toBe(expected[49]);
    const first = body!.items[0]!;
    // A ticket is named by its number; the seeded workers and agencies do not exist, so have no name.
    expect(first.entityName).toBe(first.entityType === 'ticket' ? formatTicketNumber(Number(first.entityId)) : null);
    expect(first).toEqual({
      id: expected[0],
      userId: expect.any(Number) as unknown,
      userEmail: expect.any(String) as unknown,
      action: expect.any(String) as unknown,
      entityType: expect.any(String) as unknown,
      entityId: expect.any(String) as unknown,
      entityName: first.entityName,
      changes: [{ field: 'status', from: 'pending', to: 'active' }, { field: 'email' }],
      ipAddress: null,
      createdAt: new Date(BASE.getTime() + 23 * 3_600_000).toISOString(),
    });
  });

  it('pages every filter and combination newest first, by cursor and by page number', async () => {
    const [adminId, supportId] = [admin.user.id, support.user.id];
    await expectTrail('', sql`true`);
    await expectTrail(`userId=${adminId}`, sql`user_id = ${adminId}`);
    await expectTrail('entityType=agency', sql`entity_type = 'agency'`);
    await expectTrail('entityId=3', sql`entity_id = '3'`, 3);
    await expectTrail('entityType=ticket&entityId=3', sql`entity_type = 'ticket' and entity_id = '3'`, 2);
    await expectTrail('action=delete', sql`action = 'delete'`);
    await expectTrail(
      `userId=${supportId}&entityType=worker&action=update`,
      sql`user_id = ${supportId} and entity_type = 'worker' and action = 'update'`,
      2,
    );
    await expectTrail('entityType=agency&action=create', sql`entity_type = 'agency' and action = 'create'`, 3);
  });

  it('takes the actor by e-mail in any case: an account means all its entries, else the address written', async () => {
    const supportIds = await expectTrail(
      `userEmail=${encodeURIComponent(support.user.email.toUpperCase())}`,
      sql`user_id = ${support.user.id}`,
    );
    expect(supportIds.length).toBe((ROWS / 5) * 2);
    await expectTrail(`userEmail=${OLD_SUPPORT_EMAIL}`, sql`user_email = ${OLD_SUPPORT_EMAIL}`);
    await expectTrail(`userEmail=${GONE.email}`, sql`user_email = ${GONE.email}`);
    await expectTrail(`userId=${admin.user.id}&userEmail=${admin.user.email}`, sql`user_id = ${admin.user.id}`);
    // An id and another account's e-mail: nothing can match.
    const { body } = await asAdmin(`userId=${admin.user.id}&userEmail=${support.user.email}`);
    expect(body).toMatchObject({ items: [], total: 0, nextCursor: null, previousCursor: null });
    // Part of an address is not an address.
    expect((await asAdmin(`userEmail=${support.user.email.slice(0, 8)}`)).body!.total).toBe(0);
  });

  it('filters by London days, both ends included', async () => {
    await expectTrail(
      'from=2024-07-01&to=2024-07-01',
      sql`created_at >= '2024-06-30T23:00:00Z' and created_at < '2024-07-01T23:00:00Z'`,
    );
    await expectTrail('to=2024-06-30', sql`created_at < '2024-06-30T23:00:00Z'`);
    await expectTrail(
      `from=2024-06-30&to=2024-07-02&userId=${admin.user.id}&action=update`,
      sql`created_at >= '2024-06-29T23:00:00Z' and created_at < '2024-07-02T23:00:00Z' and user_id = ${admin.user.id} and action = 'update'`,
      2,
    );
    expect((await asAdmin('to=2000-01-01')).body).toEqual({
      items: [],
      total: 0,
      totalIsEstimate: false,
      page: 1,
      pageSize: 50,
      nextCursor: null,
      previousCursor: null,
    });
  });

  it('lists a change made through the API with its actor, address and fields, personal values masked', async () => {
    const email = `trail${Date.now()}@example.test`;
    const created = await call(t, 'POST', '/api/admin/users', {
      cookie: admin.cookie,
      payload: { email, firstName: 'Tr', lastName: 'Ail', password: 'Initial-Pass-42', role: 'support' },
    });
    const id = created.json<{ id: number }>().id;
    await call(t, 'PUT', `/api/admin/users/${id}`, { cookie: admin.cookie, payload: { role: 'finance' } });
    const { body } = await asAdmin(`entityType=user&entityId=${id}&userEmail=${admin.user.email}`);
    expect(body!.items.map((e) => e.action)).toEqual(['role_change', 'create']);
    expect(body!.items[0]).toMatchObject({
      userId: admin.user.id,
      userEmail: admin.user.email,
      entityId: String(id),
      changes: [{ field: 'role', from: 'support', to: 'finance' }],
      ipAddress: '127.0.0.1',
    });
    expect(JSON.stringify(body!.items)).not.toContain(email);
  });

  it.each([
    ['pageSize=1000', 'pageSize'],
    ['from=2024-13-01', 'from'],
    ['page=abc', 'page'],
    ['who=me', undefined],
    ['userId=abc', 'userId'],
    ['before=1&after=2', 'after'],
    [`page=${AUDIT_COUNT_CAP / 50 + 1}&pageSize=50`, 'page'],
  ])('refuses ?%s with 400', async (query, field) => {
    const { res } = await asAdmin(query);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
    if (field) expect(JSON.stringify(res.json<Body>().details)).toContain(field);
  });

  it('says how to page past the first entries, and refuses a cursor that names no entry', async () => {
    expect((await asAdmin(`page=${AUDIT_COUNT_CAP / 50}&pageSize=50`)).res.statusCode).toBe(200);
    const deep = await asAdmin(`page=${AUDIT_COUNT_CAP / 20 + 1}&pageSize=20`);
    expect(JSON.stringify(deep.res.json<Body>())).toContain(auditMessages.pageTooDeep);
    const unknown = await asAdmin('before=2000000000');
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json<Body>()).toMatchObject({ message: UNKNOWN_CURSOR });
  });
});

describe('what was it before? (issue 25)', () => {
  const entriesOf = async (entityType: string, id: number) =>
    // From today: the seeded entries (2024) name the same low ids.
    (await asAdmin(`entityType=${entityType}&entityId=${id}&from=${todayInLondon()}`)).body!.items;
  const stored = async (entityType: string, id: number) =>
    (
      await t.ctx.db
        .select({ changes: auditLog.changes })
        .from(auditLog)
        .where(
          sql`${auditLog.entityType} = ${entityType} and ${auditLog.entityId} = ${String(id)} and ${auditLog.createdAt} > now() - interval '1 hour'`,
        )
    ).map((r) => r.changes);

  it("an agency's fee, trust score and status keep old and new; notes, terms and the account manager only that they changed", async () => {
    const agency = await makeAgency(t, { name: 'BEFORE AND AFTER LTD' });
    const patch = await call(t, 'PATCH', `/api/agencies/${agency.id}`, {
      cookie: admin.cookie,
      payload: { trustScore: 40, notes: 'Ring Jane Roe on 07700 900123', accountManager: 'Jane Roe' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const terms = await call(t, 'PUT', `/api/agencies/${agency.id}/commercial`, {
      cookie: admin.cookie,
      payload: { fee: 12.5, commercialNotes: 'Agreed with Jane Roe', timesheetSubmission: 'Jane signs Fridays' },
    });
    expect(terms.statusCode, terms.body).toBe(200);
    const items = await entriesOf('agency', agency.id);
    expect(items.map((e) => [e.action, e.entityName])).toEqual([
      ['update', 'BEFORE AND AFTER LTD'],
      ['update', 'BEFORE AND AFTER LTD'],
    ]);
    expect(items[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'feePence', from: null, to: 1250 },
        { field: 'commercialNotes' },
        { field: 'timesheetSubmission' },
      ]),
    );
    expect(items[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'trustScore', from: 0, to: 40 },
        { field: 'notes' },
        { field: 'accountManager' },
      ]),
    );
    // Withheld when written, not only when shown.
    expect(JSON.stringify(await stored('agency', agency.id))).not.toContain('Jane');
  });

  it('names a worker by its name now, read with the page and never stored: removing the worker removes it', async () => {
    const worker = await makeWorker(t, { firstName: 'Nadia', lastName: 'Nameless' });
    await call(t, 'PATCH', `/api/workers/${worker.id}`, { cookie: admin.cookie, payload: { city: 'York' } });
    const [entry] = await entriesOf('worker', worker.id);
    expect(entry).toMatchObject({ action: 'update', entityName: 'Nadia Nameless', changes: [{ field: 'city' }] });
    expect(JSON.stringify(await stored('worker', worker.id))).not.toContain('Nameless');
    const removed = await call(t, 'DELETE', `/api/workers/${worker.id}`, { cookie: admin.cookie });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await entriesOf('worker', worker.id);
    expect(after.map((e) => [e.action, e.entityName])).toEqual([
      ['delete', null],
      ['update', null],
    ]);
  });
});

describe('counting a long trail', () => {
  it(`counts exactly up to ${AUDIT_COUNT_CAP.toLocaleString('en-GB')} and estimates past it; cursors still page`, async () => {
    await t.ctx.db.execute(sql`insert into audit_log (action, entity_type, entity_id, created_at)
      select case when i % 100 = 0 then 'create' else 'update' end, 'bulk_test', i::text, now() - i * interval '1 second'
      from generate_series(1, ${AUDIT_COUNT_CAP + 50}) as i`);
    await t.ctx.db.execute(sql`analyze audit_log`);
    const { body } = await asAdmin('entityType=bulk_test&pageSize=100');
    expect(body!.totalIsEstimate).toBe(true);
    expect(body!.total).toBeGreaterThan(AUDIT_COUNT_CAP);
    const subset = await asAdmin('entityType=bulk_test&action=create');
    expect(subset.body).toMatchObject({ total: Math.floor((AUDIT_COUNT_CAP + 50) / 100), totalIsEstimate: false });

    const all = await idsInTrailOrder(t, sql`entity_type = 'bulk_test'`);
    const deep = await asAdmin(`entityType=bulk_test&pageSize=20&before=${all[9_990]}`);
    expect(deep.body!.items.map((e) => e.id)).toEqual(all.slice(9_991, 10_011));
    const last = await asAdmin(`entityType=bulk_test&pageSize=20&before=${all.at(-10)}`);
    expect(last.body!.items.map((e) => e.id)).toEqual(all.slice(-9));
    expect(last.body!.nextCursor).toBeNull();
  });
});

describe('who may read the trail, and that nobody may change it', () => {
  const urls = ['/api/admin/audit-trail', '/api/admin/audit-trail/export'];

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

  it('has no route that writes: PUT, PATCH, POST and DELETE find nothing', async () => {
    expect(t.routes.filter((r) => r.url.startsWith('/api/admin/audit-trail')).map((r) => r.method)).toEqual([
      'GET',
      'GET',
    ]);
    const [entry] = await idsInTrailOrder(t);
    for (const method of ['PUT', 'PATCH', 'POST', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit-trail', `/api/admin/audit-trail/${entry}`]) {
        const res = await call(t, method, url, { cookie: admin.cookie, payload: { action: 'tampered' } });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    const stored: unknown = await t.ctx.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'tampered'`,
    );
    expect((stored as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('the database refuses to change, delete or empty the entries, whoever asks', async () => {
    for (const statement of [
      sql`update audit_log set action = 'tampered'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      await expect(t.ctx.db.execute(statement)).rejects.toThrow();
    }
    expect((await asAdmin('')).body!.total).toBeGreaterThan(ROWS);
  });
});
