import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedViewPaths, type SavedView } from '../../src/shared/api/saved-views.ts';
import { ticketPaths } from '../../src/shared/api/tickets.ts';
import { workerPaths } from '../../src/shared/api/workers.ts';
import { auditLog, workers } from '../../src/server/db/schema/index.ts';
import { SAVED_VIEWS_PER_LIST, savedViewMessages } from '../../src/shared/domain/saved-views.ts';
import { call, makeAgency, signedIn, type Body } from '../helpers/app.ts';
import { makeTicket } from '../helpers/tickets.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { makeWorker } from '../helpers/workers.ts';

/** Saved views (docs/domain.md, "Saved views"): kept addresses of the lists, their counts and who sees them. */
const { t, admin, support, finance } = useTestApp({
  admin: ['admin', { firstName: 'Ada', lastName: 'Admin' }],
  support: ['support', { firstName: 'Sam', lastName: 'Support' }],
  finance: 'finance',
});

const save = (cookie: string, payload: Body) => call(t, 'POST', savedViewPaths.list.build(), { cookie, payload });
const viewsOf = async (cookie: string, list: 'workers' | 'tickets') => {
  const res = await call(t, 'GET', `${savedViewPaths.list.build()}?list=${list}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: SavedView[] }>().items;
};
const countsOf = async (cookie: string, list: 'workers' | 'tickets') => {
  const res = await call(t, 'GET', `${savedViewPaths.counts.build()}?list=${list}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<{ counts: { id: number; count: number }[] }>().counts.map((c) => [c.id, c.count]));
};
let n = 0;
const unique = (name: string) => `${name} ${++n}`;

describe('saving a view', () => {
  it("keeps the list's own part of the address, canonical, and answers the address that opens it", async () => {
    const res = await save(support.cookie, {
      list: 'workers',
      name: 'Pending Smiths',
      query:
        '?tab=workers&page=4&q=smith&workertab=pending&status=nonsense&pageSize=50&view=table&cols=agency,status&x=1',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SavedView>()).toMatchObject({
      list: 'workers',
      name: 'Pending Smiths',
      query: 'workertab=pending&q=smith&pageSize=50&view=table&cols=status%2Cagency',
      address: '/workers?workertab=pending&q=smith&pageSize=50&view=table&cols=status%2Cagency',
      shared: false,
      isOwn: true,
      ownerName: 'Sam Support',
    });
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'saved_view'), eq(auditLog.entityId, String(res.json<SavedView>().id))));
    // The name and the address may name a person (a search): only that they were set is kept.
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      [
        'create',
        [{ field: 'list', to: 'workers' }, { field: 'name' }, { field: 'query' }, { field: 'shared', to: false }],
      ],
    ]);
  });

  it('refuses a second view of the same name (any case) by the same person, and a nameless one', async () => {
    expect((await save(support.cookie, { list: 'tickets', name: 'Overdue' })).statusCode).toBe(201);
    const again = await save(support.cookie, { list: 'tickets', name: 'OVERDUE ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DUPLICATE_NAME', message: savedViewMessages.nameTaken });
    // Another person may use the name.
    expect((await save(finance.cookie, { list: 'tickets', name: 'Overdue' })).statusCode).toBe(201);
    const nameless = await save(support.cookie, { list: 'tickets', name: '  ' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json<{ message: string }>().message).toBe(savedViewMessages.nameRequired);
  });

  it(`keeps at most ${SAVED_VIEWS_PER_LIST} views of a list per person`, async () => {
    const { cookie } = await signedIn(t, 'support');
    for (let i = 0; i < SAVED_VIEWS_PER_LIST; i += 1)
      expect((await save(cookie, { list: 'workers', name: `View ${i}` })).statusCode).toBe(201);
    const refused = await save(cookie, { list: 'workers', name: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(savedViewMessages.tooMany);
    expect((await save(cookie, { list: 'tickets', name: 'Another list' })).statusCode).toBe(201);
  });
});

describe('sharing and owning', () => {
  it('only an administrator shares a view; everyone then sees it, and only its owner changes or deletes it', async () => {
    const refused = await save(support.cookie, { list: 'tickets', name: unique('Mine to share'), shared: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(savedViewMessages.onlyAdminsShare);

    const shared = (
      await save(admin.cookie, { list: 'tickets', name: unique('Urgent'), query: 'priority=urgent', shared: true })
    ).json<SavedView>();
    const seen = (await viewsOf(finance.cookie, 'tickets')).find((v) => v.id === shared.id);
    expect(seen).toMatchObject({
      shared: true,
      isOwn: false,
      ownerName: 'Ada Admin',
      address: '/tickets?priority=urgent',
    });

    const one = savedViewPaths.one.build({ id: shared.id });
    const rename = await call(t, 'PATCH', one, { cookie: finance.cookie, payload: { name: 'Mine now' } });
    expect(rename.statusCode).toBe(403);
    expect(rename.json<{ message: string }>().message).toBe(savedViewMessages.notOwner);
    expect((await call(t, 'DELETE', one, { cookie: finance.cookie })).statusCode).toBe(403);

    const renamed = await call(t, 'PATCH', one, {
      cookie: admin.cookie,
      payload: { name: 'Urgent work', shared: false },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<SavedView>()).toMatchObject({ name: 'Urgent work', shared: false });
    // No longer shared: to anyone else it does not exist.
    expect((await viewsOf(finance.cookie, 'tickets')).some((v) => v.id === shared.id)).toBe(false);
    expect((await call(t, 'PATCH', one, { cookie: finance.cookie, payload: { name: 'x' } })).statusCode).toBe(404);

    const deleted = await call(t, 'DELETE', one, { cookie: admin.cookie });
    expect(deleted.json()).toEqual({ message: savedViewMessages.deleted });
    expect((await call(t, 'DELETE', one, { cookie: admin.cookie })).statusCode).toBe(404);
    const actions = await t.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'saved_view'), eq(auditLog.entityId, String(shared.id))))
      .orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('an edit that names nothing is refused; the address saved into a view is kept canonical', async () => {
    const view = (await save(support.cookie, { list: 'workers', name: unique('Edit me') })).json<SavedView>();
    const one = savedViewPaths.one.build({ id: view.id });
    expect((await call(t, 'PATCH', one, { cookie: support.cookie, payload: {} })).statusCode).toBe(400);
    const moved = await call(t, 'PATCH', one, {
      cookie: support.cookie,
      payload: { query: 'tab=workers&workertab=left&status=active&page=2' },
    });
    expect(moved.json<SavedView>().query).toBe('workertab=left');
  });
});

describe('counts (the list services count them)', () => {
  it('a workers view counts what its list shows as total; a removed worker never counts', async () => {
    const agency = await makeAgency(t);
    const kept = await makeWorker(t, { agencyId: agency.id, lastName: 'Countable' });
    const removed = await makeWorker(t, { agencyId: agency.id, lastName: 'Countable' });
    await makeWorker(t, { agencyId: agency.id, lastName: 'Countable', authorised: false, status: 'pending' });
    await t.ctx.db.update(workers).set({ deletedAt: new Date() }).where(eq(workers.id, removed.id));
    const queries = [
      `agency=${agency.id}`,
      `agency=${agency.id}&workertab=pending`,
      `q=countable&agency=${agency.id}`,
      `agency=${agency.id}&status=on_hold`,
      'rtw=lapsed',
      `agency=${agency.id}&workertab=left`,
    ];
    const views = [];
    for (const query of queries)
      views.push((await save(support.cookie, { list: 'workers', name: unique('Count'), query })).json<SavedView>());
    const counts = await countsOf(support.cookie, 'workers');
    for (const view of views) {
      const params = new URLSearchParams(view.query);
      const listed = await call(
        t,
        'GET',
        `${workerPaths.list.build()}?page=1&tab=${params.get('workertab') ?? 'authorised'}${params.get('agency') ? `&agencyId=${params.get('agency')}` : ''}${params.get('q') ? `&q=${params.get('q')}` : ''}${params.get('status') ? `&status=${params.get('status')}` : ''}${params.get('rtw') ? `&rtw=${params.get('rtw')}` : ''}`,
        { cookie: support.cookie },
      );
      expect(counts.get(view.id), view.query).toBe(listed.json<{ total: number }>().total);
    }
    expect(counts.get(views[0]!.id)).toBe(1);
    expect(counts.get(views[1]!.id)).toBe(1);
    expect(kept.id).toBeGreaterThan(0);
  });

  it("a tickets view counts its tab under its filters; 'me' is whoever opens it", async () => {
    const agency = await makeAgency(t);
    await makeTicket(t, { agencyId: agency.id, priority: 'urgent', notes: 'Payslip missing' });
    await makeTicket(t, {
      agencyId: agency.id,
      priority: 'urgent',
      assignedTo: support.user.id,
      status: 'in-progress',
    });
    const mine = (
      await save(admin.cookie, {
        list: 'tickets',
        name: unique('Mine'),
        query: 'tickettab=pending&assignee=me',
        shared: true,
      })
    ).json<SavedView>();
    const urgent = (
      await save(support.cookie, { list: 'tickets', name: unique('Urgent'), query: 'priority=urgent&q=payslip' })
    ).json<SavedView>();
    const supportCounts = await countsOf(support.cookie, 'tickets');
    expect(supportCounts.get(mine.id)).toBe(1);
    expect(supportCounts.get(urgent.id)).toBe(1);
    expect((await countsOf(admin.cookie, 'tickets')).get(mine.id)).toBe(0);
    const listed = await call(t, 'GET', `${ticketPaths.list.build()}?page=1&tab=open&priority=urgent&q=payslip`, {
      cookie: support.cookie,
    });
    expect(listed.json<{ total: number }>().total).toBe(1);
  });
});

describe('a client user with two agencies in the data (docs/domain.md, "Who sees what")', () => {
  it('reaches nothing of the other agency through views or their counts', async () => {
    const own = await makeAgency(t);
    const other = await makeAgency(t);
    const client = await signedIn(t, 'client', { agencyId: own.id });
    for (const agency of [own, own, other, other, other]) await makeWorker(t, { agencyId: agency.id });
    await makeTicket(t, { agencyId: own.id, priority: 'low', category: 'compliance' });
    await makeTicket(t, { agencyId: other.id, priority: 'low', category: 'compliance' });

    const everyone = (
      await save(admin.cookie, { list: 'workers', name: unique('All authorised'), shared: true })
    ).json<SavedView>();
    const otherAgency = (
      await save(admin.cookie, {
        list: 'workers',
        name: unique('Other agency'),
        query: `agency=${other.id}`,
        shared: true,
      })
    ).json<SavedView>();
    const compliance = (
      await save(admin.cookie, {
        list: 'tickets',
        name: unique('Compliance'),
        query: 'category=compliance&priority=low',
        shared: true,
      })
    ).json<SavedView>();

    const listed = await viewsOf(client.cookie, 'workers');
    expect(listed.some((v) => v.id === everyone.id)).toBe(true);
    // A shared view held to another agency is not shown to a client user, nor reachable by its id.
    expect(listed.some((v) => v.id === otherAgency.id)).toBe(false);
    expect(
      (
        await call(t, 'PATCH', savedViewPaths.one.build({ id: otherAgency.id }), {
          cookie: client.cookie,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(404);

    const counts = await countsOf(client.cookie, 'workers');
    expect(counts.get(everyone.id)).toBe(2);
    expect(counts.has(otherAgency.id)).toBe(false);
    expect((await countsOf(client.cookie, 'tickets')).get(compliance.id)).toBe(1);
    expect((await countsOf(admin.cookie, 'tickets')).get(compliance.id)).toBe(2);

    // Its own view naming the other agency counts nothing.
    const peek = (
      await save(client.cookie, { list: 'workers', name: 'Peek', query: `agency=${other.id}` })
    ).json<SavedView>();
    expect((await countsOf(client.cookie, 'workers')).get(peek.id)).toBe(0);
  });
});
