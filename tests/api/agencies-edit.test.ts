import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, auditLog } from '../../src/server/db/schema/index.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeWorker } from '../helpers/workers.ts';

let t: TestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  support = (await signedIn(t, 'support')).cookie;
});
afterAll(async () => {
  await t.close();
});

const NOT_FOUND = { code: 'NOT_FOUND', message: "The agency you're looking for doesn't exist." };
const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
type Page = { items: { id: number; name: string }[]; total: number; page: number; pageSize: number };

describe('GET /api/agencies with page: the paged list (docs/domain.md, Agencies)', () => {
  it('answers alphabetical pages of the chosen size with the total; search covers name, contact and city', async () => {
    const tag = stamp();
    const made = [];
    for (const letter of ['C', 'A', 'B', 'E', 'D', 'F'])
      made.push(await makeAgency(t, { name: `PAGED ${tag} ${letter}`, city: `Town${tag}` }));
    const first = await call(t, 'GET', `/api/agencies?page=1&pageSize=5&q=${tag}`, { cookie: admin });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<Page>();
    expect(page1.total).toBe(6);
    expect(page1.items.map((a) => a.name.slice(-1))).toEqual(['A', 'B', 'C', 'D', 'E']);
    const page2 = (await call(t, 'GET', `/api/agencies?page=2&pageSize=5&q=${tag}`, { cookie: admin })).json<Page>();
    expect(page2.items.map((a) => a.name.slice(-1))).toEqual(['F']);
    const byCity = (
      await call(t, 'GET', `/api/agencies?page=1&pageSize=10&q=town${tag}`, { cookie: admin })
    ).json<Page>();
    expect(byCity.total).toBe(6);
    const contact = await makeAgency(t, { contactName: `Zed Contact${tag}` });
    const byContact = (
      await call(t, 'GET', `/api/agencies?page=1&pageSize=10&q=zed%20contact${tag}`, { cookie: admin })
    ).json<Page>();
    expect(byContact.items.map((a) => a.id)).toEqual([contact.id]);
  });

  it('answers 20 a page when no size is asked (docs/domain.md, "The list")', async () => {
    const tag = stamp();
    for (let i = 1; i <= 21; i++) await makeAgency(t, { name: `DEFAULT SIZE ${tag} ${String(i).padStart(2, '0')}` });
    const res = await call(t, 'GET', `/api/agencies?page=1&q=${tag}`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    expect({ total: page.total, pageSize: page.pageSize, shown: page.items.length }).toEqual({
      total: 21,
      pageSize: 20,
      shown: 20,
    });
    const twenty = await call(t, 'GET', `/api/agencies?page=2&pageSize=20&q=${tag}`, { cookie: admin });
    expect(twenty.json<Page>().items.map((a) => a.name)).toEqual([`DEFAULT SIZE ${tag} 21`]);
  });

  it('filters by status and keeps the plain array without page', async () => {
    const tag = stamp();
    const held = await makeAgency(t, { name: `STATUS ${tag} 1`, status: 'on_hold' });
    await makeAgency(t, { name: `STATUS ${tag} 2` });
    const res = await call(t, 'GET', `/api/agencies?page=1&pageSize=10&q=STATUS%20${tag}&status=on_hold`, {
      cookie: admin,
    });
    expect(res.json<Page>().items.map((a) => a.id)).toEqual([held.id]);
    const plain = await call(t, 'GET', '/api/agencies', { cookie: admin });
    expect(Array.isArray(plain.json())).toBe(true);
  });

  it.each(['pageSize=7', 'pageSize=0', 'page=0', 'status=archived', 'sort=name'])('refuses %s with 400', async (q) => {
    const res = await call(t, 'GET', `/api/agencies?page=1&${q}`, { cookie: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
  });
});

describe('the archived list, archive and unarchive (admin only)', () => {
  it('archives and unarchives, each once, audited; the lists follow', async () => {
    const agency = await makeAgency(t);
    const archived = await call(t, 'PUT', `/api/agencies/${agency.id}/archive`, { cookie: admin });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<Body>()).toMatchObject({ id: agency.id, isArchived: true });
    const again = await call(t, 'PUT', `/api/agencies/${agency.id}/archive`, { cookie: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe('This agency is already archived');
    const list = (await call(t, 'GET', '/api/agencies/archived', { cookie: admin })).json<{ id: number }[]>();
    expect(list.map((a) => a.id)).toContain(agency.id);
    const active = (await call(t, 'GET', '/api/agencies', { cookie: admin })).json<{ id: number }[]>();
    expect(active.map((a) => a.id)).not.toContain(agency.id);
    const back = await call(t, 'PUT', `/api/agencies/${agency.id}/unarchive`, { cookie: admin });
    expect(back.json<Body>()).toMatchObject({ isArchived: false });
    expect((await call(t, 'PUT', `/api/agencies/${agency.id}/unarchive`, { cookie: admin })).statusCode).toBe(409);
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'agency'), eq(auditLog.entityId, String(agency.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['archive', 'unarchive']);
  });

  it('the archived list pages too', async () => {
    const res = await call(t, 'GET', '/api/agencies/archived?page=1&pageSize=10', { cookie: admin });
    expect(res.json<Page>()).toMatchObject({ page: 1, pageSize: 10 });
  });

  it.each(['support', 'finance', 'client'] as const)(
    '%s gets 403 on archive, unarchive and the archived list',
    async (role) => {
      const { cookie } = await signedIn(t, role);
      const agency = await makeAgency(t);
      for (const [method, url] of [
        ['PUT', `/api/agencies/${agency.id}/archive`],
        ['PUT', `/api/agencies/${agency.id}/unarchive`],
        ['GET', '/api/agencies/archived'],
      ] as const)
        expect((await call(t, method, url, { cookie })).statusCode).toBe(403);
    },
  );

  it('answers 404 for an unknown agency', async () => {
    const res = await call(t, 'PUT', '/api/agencies/999999/archive', { cookie: admin });
    expect(res.json<Body>()).toEqual(NOT_FOUND);
  });
});

describe('PUT /api/agencies/{id}: the full edit or status alone', () => {
  const full = {
    name: 'edited',
    contactName: 'Ed',
    contactEmail: 'ed@x.example',
    contactPhone: '0113',
    city: 'York',
    postalCode: 'yo1 7hh',
    businessType: 'temporary',
  };

  it('staff edit every field; the name is upper-cased; the contact is audited without its values', async () => {
    const agency = await makeAgency(t);
    const name = `EDITED ${stamp()}`;
    const res = await call(t, 'PUT', `/api/agencies/${agency.id}`, { cookie: support, payload: { ...full, name } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ name, city: 'York', postalCode: 'YO1 7HH', mainContactName: 'Ed' });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(agency.id)), eq(auditLog.action, 'update')));
    expect(JSON.stringify(entry!.changes)).not.toContain('ed@x.example');
    expect(entry!.changes).toEqual(
      expect.arrayContaining([{ field: 'contactEmail' }, { field: 'city', from: 'Leeds', to: 'York' }]),
    );
  });

  it.each([
    [{ ...full, name: '' }, 'Agency name is required'],
    [{ ...full, contactName: undefined }, 'Contact name is required'],
    [{ ...full, contactEmail: 'nope' }, 'Valid email is required'],
    [{ ...full, city: ' ' }, 'City is required'],
    [{ ...full, postalCode: undefined }, 'Postal code is required'],
    [{ city: 'Leeds' }, 'Agency name is required'],
  ])('refuses %j with the spec message', async (payload, message) => {
    const agency = await makeAgency(t);
    const res = await call(t, 'PUT', `/api/agencies/${agency.id}`, { cookie: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe(message);
  });

  it('status alone is admin only', async () => {
    const agency = await makeAgency(t);
    const denied = await call(t, 'PUT', `/api/agencies/${agency.id}`, { cookie: support, payload: { status: 'left' } });
    expect(denied.statusCode).toBe(403);
    const res = await call(t, 'PUT', `/api/agencies/${agency.id}`, {
      cookie: admin,
      payload: { status: 'going_bust' },
    });
    expect(res.json<Body>().status).toBe('going_bust');
  });

  it('a duplicate name is 409', async () => {
    const one = await makeAgency(t);
    const two = await makeAgency(t);
    const res = await call(t, 'PUT', `/api/agencies/${two.id}`, {
      cookie: admin,
      payload: { ...full, name: one.name.toLowerCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().code).toBe('DUPLICATE_NAME');
  });
});

describe('PATCH /api/agencies/{id} and PATCH /field', () => {
  it('admin sets trust score and status; staff get 403 for them but edit other fields', async () => {
    const agency = await makeAgency(t);
    const trust = await call(t, 'PATCH', `/api/agencies/${agency.id}`, { cookie: admin, payload: { trustScore: 90 } });
    expect(trust.json<Body>()).toMatchObject({ trustScore: 90 });
    const denied = await call(t, 'PATCH', `/api/agencies/${agency.id}`, {
      cookie: support,
      payload: { trustScore: 10 },
    });
    expect(denied.statusCode).toBe(403);
    const notes = await call(t, 'PATCH', `/api/agencies/${agency.id}`, { cookie: support, payload: { notes: 'Good' } });
    expect(notes.json<Body>()).toMatchObject({ notes: 'Good', trustScore: 90 });
  });

  it.each([
    [{ trustScore: 95 }, 'Trust score must be 0 to 100 in steps of 10'],
    [{ status: 'archived' }, 'Status must be one of Active, On Hold, Left, Going Bust'],
    [{ fee: -1 }, 'Fee must be an amount in pounds of 0 or more, with at most two decimal places'],
    [{ fee: '1.234' }, 'Fee must be an amount in pounds of 0 or more, with at most two decimal places'],
    [{}, 'Nothing to update'],
    [{ name: '' }, 'Agency name is required'],
  ])('refuses %j', async (payload, message) => {
    const agency = await makeAgency(t);
    const res = await call(t, 'PATCH', `/api/agencies/${agency.id}`, { cookie: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe(message);
  });

  it('PATCH /field takes the API names and aliases; fee in pounds is stored as pence', async () => {
    const agency = await makeAgency(t);
    const url = `/api/agencies/${agency.id}/field`;
    expect(
      (await call(t, 'PATCH', url, { cookie: support, payload: { field: 'fee', value: '12.50' } })).json<Body>(),
    ).toMatchObject({ fee: 12.5 });
    expect(
      (
        await call(t, 'PATCH', url, { cookie: support, payload: { field: 'mainContactPhone', value: '0113 496 0000' } })
      ).json<Body>(),
    ).toMatchObject({ contactPhone: '0113 496 0000' });
    expect(
      (
        await call(t, 'PATCH', url, { cookie: support, payload: { field: 'paymentTerms', value: '14 Days' } })
      ).json<Body>(),
    ).toMatchObject({ paymentTerms: '14 Days' });
    const unknown = await call(t, 'PATCH', url, { cookie: support, payload: { field: 'workerCount', value: 3 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Body>().message).toBe('Unknown field');
    const denied = await call(t, 'PATCH', url, { cookie: support, payload: { field: 'status', value: 'left' } });
    expect(denied.statusCode).toBe(403);
  });
});

describe('client scope: its own agency only, read-only (docs/domain.md, Agencies)', () => {
  it('another agency is 404 on every call; its own agency is 403 for edits', async () => {
    const own = await makeAgency(t);
    const other = await makeAgency(t);
    const { cookie } = await signedIn(t, 'client', { agencyId: own.id });
    for (const url of [
      `/api/agencies/${other.id}`,
      `/api/agencies/${other.id}/enhanced`,
      `/api/agencies/${other.id}/commercial`,
    ]) {
      const res = await call(t, 'GET', url, { cookie });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<Body>()).toEqual(NOT_FOUND);
    }
    expect((await call(t, 'PATCH', `/api/agencies/${other.id}`, { cookie, payload: { notes: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await call(t, 'PATCH', `/api/agencies/${own.id}`, { cookie, payload: { notes: 'x' } })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'PUT', `/api/agencies/${own.id}`, { cookie, payload: { status: 'left' } })).statusCode).toBe(
      403,
    );
    const page = (await call(t, 'GET', '/api/agencies?page=1&pageSize=5', { cookie })).json<Page>();
    expect(page.items.map((a) => a.id)).toEqual([own.id]);
  });
});

describe('summary and workers', () => {
  it('counts trust bands over active agencies with the search applied', async () => {
    const tag = stamp();
    for (const trustScore of [90, 70, 60, 50, 40, 0])
      await makeAgency(t, { name: `BANDS ${tag} ${trustScore}`, trustScore });
    const res = await call(t, 'GET', `/api/agencies/summary?q=BANDS%20${tag}`, { cookie: admin });
    expect(res.json<Body>()).toEqual({ total: 6, high: 2, medium: 2, low: 2 });
  });

  it('pages an agency workers by name, with the total', async () => {
    const agency = await makeAgency(t);
    for (const lastName of ['Cole', 'Adams', 'Baker']) await makeWorker(t, { agencyId: agency.id, lastName });
    const res = await call(t, 'GET', `/api/agencies/${agency.id}/workers?page=1&pageSize=2`, { cookie: admin });
    expect(res.json<Body>()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.json<{ items: { lastName: string }[] }>().items.map((w) => w.lastName)).toEqual(['Adams', 'Baker']);
  });
});

describe('the list total without a search comes from counts the database keeps', () => {
  it('follows creates, status changes, archiving and deletes, per status and archived state', async () => {
    const totals = async () => {
      const get = async (url: string) => (await call(t, 'GET', url, { cookie: admin })).json<Page>().total;
      return [
        await get('/api/agencies?page=1&pageSize=5'),
        await get('/api/agencies?page=1&pageSize=5&status=left'),
        await get('/api/agencies/archived?page=1&pageSize=5'),
      ];
    };
    const actual = async () => {
      const rows = await t.ctx.db.select().from(agencies);
      return [
        rows.filter((r) => !r.archivedAt).length,
        rows.filter((r) => !r.archivedAt && r.status === 'left').length,
        rows.filter((r) => r.archivedAt).length,
      ];
    };
    const a = await makeAgency(t);
    const b = await makeAgency(t);
    await call(t, 'PATCH', `/api/agencies/${a.id}`, { cookie: admin, payload: { status: 'left' } });
    await call(t, 'PUT', `/api/agencies/${b.id}/archive`, { cookie: admin });
    expect(await totals()).toEqual(await actual());
    await t.ctx.db.delete(agencies).where(eq(agencies.id, b.id));
    expect(await totals()).toEqual(await actual());
  });
});
