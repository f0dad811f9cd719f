import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencies, auditLog } from '../../src/server/db/schema/index.ts';
import { call, makeAgency, signedIn, match, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { makeWorker } from '../helpers/workers.ts';

const { t, admin } = useTestApp({ admin: 'admin' });

let counter = 0;
const agencyBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Northern Staff ${++counter} ${Date.now()}`,
  contactName: 'Jane Contact',
  contactEmail: 'jane@northern.example',
  mainContactPhone: '01132 496000',
  address: '1 Park Row',
  city: 'Leeds',
  postalCode: 'ls1 5ab',
  businessType: 'recruitment',
  ...overrides,
});
const create = (payload: unknown, cookie = admin.cookie) => call(t, 'POST', '/api/agencies', { cookie, payload });
const NOT_FOUND = { code: 'NOT_FOUND', message: "The agency you're looking for doesn't exist." };

describe('POST /api/agencies', () => {
  it('creates the agency with the name upper-cased, answering canonical fields and aliases', async () => {
    const body = agencyBody({ name: 'acme recruitment' });
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({
      id: match.anyNumber,
      name: 'ACME RECRUITMENT',
      status: 'active',
      trustScore: 0,
      city: 'Leeds',
      postalCode: 'LS1 5AB',
      contactName: 'Jane Contact',
      mainContactName: 'Jane Contact',
      contactEmail: 'jane@northern.example',
      mainContactEmail: 'jane@northern.example',
      contactPhone: '01132 496000',
      mainContactPhone: '01132 496000',
      businessType: 'recruitment',
      fee: null,
      workerCount: 0,
      isArchived: false,
    });
  });

  it('accepts the alias fields and reads contract as contracting', async () => {
    const res = await create({
      name: `Alias ${Date.now()}`,
      mainContactName: 'Mo Main',
      mainContactEmail: 'MO@Main.Example',
      registrationNumber: '01234567',
      city: 'York',
      postalCode: 'YO1 7HH',
      businessType: 'contract',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({
      contactName: 'Mo Main',
      contactEmail: 'mo@main.example',
      companyNumber: '01234567',
      registrationNumber: '01234567',
      businessType: 'contracting',
    });
  });

  it('answers 409 DUPLICATE_NAME for a name taken in any case', async () => {
    const name = `Dupe Agency ${Date.now()}`;
    expect((await create(agencyBody({ name }))).statusCode).toBe(201);
    const res = await create(agencyBody({ name: name.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toEqual({ code: 'DUPLICATE_NAME', message: 'An agency with this name already exists' });
  });

  it("records an audit entry without the contact's personal values", async () => {
    const res = await create(agencyBody({ contactName: 'Private Person' }));
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'agency'), eq(auditLog.entityId, String(res.json<{ id: number }>().id))));
    expect(entry).toMatchObject({ action: 'create' });
    expect(entry!.changes).toEqual(
      match.arrayContaining([{ field: 'contactName' }, { field: 'contactEmail' }, { field: 'city', to: 'Leeds' }]),
    );
    expect(JSON.stringify(entry!.changes)).not.toMatch(/Private Person|jane@northern/);
  });

  it.each([
    [{ name: '  ' }, 'Agency name is required'],
    [{ contactName: '' }, 'Contact name is required'],
    [{ contactEmail: 'not-an-email' }, 'Valid email is required'],
    [{ city: '' }, 'City is required'],
    [{ postalCode: '' }, 'Postal code is required'],
    [{ name: 'N'.repeat(201) }, undefined],
    [{ businessType: 'bakery' }, undefined],
    [{ trustScore: 90 }, undefined],
  ])('refuses %j with 400', async (overrides, message) => {
    const res = await create(agencyBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json<Body>().message).toBe(message);
  });

  it.each(['support', 'finance'] as const)('%s may add an agency (permission agency)', async (role) => {
    const { cookie } = await signedIn(t, role);
    expect((await create(agencyBody(), cookie)).statusCode).toBe(201);
  });

  it('a client cannot add agencies; signed out gets 401', async () => {
    const { cookie } = await signedIn(t, 'client');
    const res = await create(agencyBody(), cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json<Body>()).toEqual({ code: 'FORBIDDEN', message: 'Client users cannot add agencies' });
    const out = await call(t, 'POST', '/api/agencies', { payload: agencyBody() });
    expect(out.statusCode).toBe(401);
  });
});

describe('GET /api/agencies', () => {
  it('lists agencies not archived, by name, with the fee in pounds', async () => {
    const stamp = Date.now();
    const b = await makeAgency(t, { name: `ZZ B ${stamp}`, feePence: 1250 });
    const a = await makeAgency(t, { name: `ZZ A ${stamp}` });
    const archived = await makeAgency(t, { name: `ZZ C ${stamp}`, archivedAt: new Date() });
    const res = await call(t, 'GET', '/api/agencies', { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: number; name: string; fee: number | null }[]>();
    const names = list.map((x) => x.name);
    expect(names).toEqual([...names].sort());
    expect(list.map((x) => x.id)).not.toContain(archived.id);
    expect(names.indexOf(a.name)).toBe(names.indexOf(b.name) - 1);
    expect(list.find((x) => x.id === b.id)!.fee).toBe(12.5);
  });

  it('a client sees only its own agency', async () => {
    const own = await makeAgency(t);
    const { cookie } = await signedIn(t, 'client', { agencyId: own.id });
    const res = await call(t, 'GET', '/api/agencies', { cookie });
    expect(res.json<{ id: number }[]>().map((x) => x.id)).toEqual([own.id]);
  });

  it("answers each agency's real workerCount: its workers who have not left, in every tab (issue 9 item 11)", async () => {
    const busy = await makeAgency(t);
    const quiet = await makeAgency(t);
    const empty = await makeAgency(t);
    await makeWorker(t, { agencyId: busy.id });
    await makeWorker(t, { agencyId: busy.id, authorised: false, status: 'pending' });
    await makeWorker(t, { agencyId: busy.id, status: 'on_hold' });
    await makeWorker(t, { agencyId: busy.id, status: 'left', p45Date: '2025-01-31' });
    await makeWorker(t, { agencyId: quiet.id });
    const res = await call(t, 'GET', '/api/agencies', { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const countOf = (id: number) =>
      res.json<{ id: number; workerCount: number }[]>().find((a) => a.id === id)?.workerCount;
    expect([countOf(busy.id), countOf(quiet.id), countOf(empty.id)]).toEqual([3, 1, 0]);

    // A worker moving agency or leaving is counted where it is now.
    const moved = await makeWorker(t, { agencyId: busy.id });
    await call(t, 'PATCH', `/api/workers/${moved.id}`, { cookie: admin.cookie, payload: { agencyId: quiet.id } });
    const after = await call(t, 'GET', '/api/agencies', { cookie: admin.cookie });
    const countAfter = (id: number) =>
      after.json<{ id: number; workerCount: number }[]>().find((a) => a.id === id)?.workerCount;
    expect([countAfter(busy.id), countAfter(quiet.id)]).toEqual([3, 2]);
  });

  it('a client sees its own agency with the count of its own workers only', async () => {
    const own = await makeAgency(t);
    const other = await makeAgency(t);
    await makeWorker(t, { agencyId: own.id });
    await makeWorker(t, { agencyId: own.id });
    await makeWorker(t, { agencyId: other.id });
    const { cookie } = await signedIn(t, 'client', { agencyId: own.id });
    const res = await call(t, 'GET', '/api/agencies', { cookie });
    expect(res.json<{ id: number; workerCount: number }[]>().map((a) => [a.id, a.workerCount])).toEqual([[own.id, 2]]);
    const detail = await call(t, 'GET', `/api/agencies/${own.id}`, { cookie });
    expect(detail.json<{ agency: { workerCount: number } }>().agency.workerCount).toBe(2);
  });

  it('signed out gets 401', async () => {
    expect((await call(t, 'GET', '/api/agencies')).statusCode).toBe(401);
  });
});

describe('GET /api/agencies/{id}', () => {
  it('answers the agency with its workers and comments', async () => {
    const agency = await makeAgency(t);
    const res = await call(t, 'GET', `/api/agencies/${agency.id}`, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toEqual({
      agency: match.objectContaining({ id: agency.id, name: agency.name }),
      workers: [],
      comments: [],
      workersTotal: 0,
      commentsTotal: 0,
    });
  });

  it('answers 404 for an unknown id, and for a client outside its agency', async () => {
    const unknown = await call(t, 'GET', '/api/agencies/999999', { cookie: admin.cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Body>()).toEqual(NOT_FOUND);
    const own = await makeAgency(t);
    const other = await makeAgency(t);
    const { cookie } = await signedIn(t, 'client', { agencyId: own.id });
    expect((await call(t, 'GET', `/api/agencies/${own.id}`, { cookie })).statusCode).toBe(200);
    const outside = await call(t, 'GET', `/api/agencies/${other.id}`, { cookie });
    expect(outside.statusCode).toBe(404);
    expect(outside.json<Body>()).toEqual(NOT_FOUND);
  });

  it.each(['abc', '0', '-1', '99999999999'])('refuses the id %s with 400', async (id) => {
    expect((await call(t, 'GET', `/api/agencies/${id}`, { cookie: admin.cookie })).statusCode).toBe(400);
  });

  it('the database refuses a duplicate name too (unique index)', async () => {
    const agency = await makeAgency(t);
    await expect(
      t.ctx.db.insert(agencies).values({ name: agency.name, city: 'x', postalCode: 'y', contactName: 'z' }),
    ).rejects.toThrow();
  });
});
