import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workers } from '../../src/server/db/schema/index.ts';
import { AppError } from '../../src/server/lib/app-error.ts';
import { findVisibleWorker } from '../../src/server/modules/workers/workers-list.service.ts';
import type { Worker, WorkerListAnswer } from '../../src/shared/api/workers.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';

/**
 * A client user sees only its own agency's workers; another agency's worker answers 404 exactly
 * like a missing one (docs/domain.md).
 */
let t: TestApp;
let client: { cookie: string; user: { id: number; agencyId: number | null } };
let ownAgencyId: number;
let otherAgencyId: number;
let own: { id: number };
let ownPending: { id: number };
let other: { id: number; lastName: string };
beforeAll(async () => {
  t = await createTestApp();
  ownAgencyId = (await makeAgency(t)).id;
  otherAgencyId = (await makeAgency(t)).id;
  client = await signedIn(t, 'client', { agencyId: ownAgencyId });
  own = await makeWorker(t, { agencyId: ownAgencyId, lastName: 'Ownley', city: 'Ownton' });
  ownPending = await makeWorker(t, {
    agencyId: ownAgencyId,
    lastName: 'Ownpend',
    authorised: false,
    status: 'pending',
    taxCode: null,
  });
  other = await makeWorker(t, { agencyId: otherAgencyId, lastName: 'Otherley', city: 'Otherton' });
  await makeWorker(t, { agencyId: otherAgencyId, status: 'left', p45Date: '2025-01-01' });
});
afterAll(async () => {
  await t.close();
});

const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  call(t, method, url, { cookie: client.cookie, payload });
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Worker not found' };

describe("a client user and another agency's worker", () => {
  it.each([
    ['GET', ''],
    ['PATCH', ''],
    ['PATCH', '/authorize'],
  ] as const)('%s /api/workers/{id}%s answers 404 Worker not found', async (method, suffix) => {
    const res = await as(method, `/api/workers/${other.id}${suffix}`, method === 'PATCH' ? { notes: 'x' } : undefined);
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>()).toEqual(NOT_FOUND);
  });

  it('leaves that worker untouched', async () => {
    const [row] = await t.ctx.db.select().from(workers).where(eq(workers.id, other.id));
    expect(row).toMatchObject({ notes: null, lastName: 'Otherley' });
  });

  it("findVisibleWorker refuses it and returns the client's own", async () => {
    const user = { role: 'client', agencyId: ownAgencyId } as const;
    await expect(findVisibleWorker(t.ctx, user, other.id)).rejects.toMatchObject({
      status: 404,
      message: 'Worker not found',
    });
    await expect(findVisibleWorker(t.ctx, user, other.id)).rejects.toBeInstanceOf(AppError);
    expect((await findVisibleWorker(t.ctx, user, own.id)).id).toBe(own.id);
    expect((await findVisibleWorker(t.ctx, { role: 'support', agencyId: null }, other.id)).id).toBe(other.id);
    await expect(findVisibleWorker(t.ctx, { role: 'client', agencyId: null }, own.id)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("a client user's lists", () => {
  it("the plain list holds only its agency's workers", async () => {
    const list = (await as('GET', '/api/workers')).json<Worker[]>();
    expect(list.map((w) => w.id).sort()).toEqual([own.id, ownPending.id].sort());
  });

  it('tab pages and counts are scoped, whatever agencyId is asked for', async () => {
    const res = (await as('GET', '/api/workers?tab=authorised&page=1')).json<WorkerListAnswer>();
    expect(res).toMatchObject({ total: 1, counts: { authorised: 1, pending: 1, left: 0 } });
    expect(res.items.map((w) => w.id)).toEqual([own.id]);
    const asked = (await as('GET', `/api/workers?tab=authorised&agencyId=${otherAgencyId}`)).json<WorkerListAnswer>();
    expect(asked).toMatchObject({ items: [], total: 0, counts: { authorised: 0, pending: 0, left: 0 } });
  });

  it('search does not reach other agencies', async () => {
    expect((await as('GET', '/api/workers?tab=authorised&q=otherley')).json<WorkerListAnswer>().total).toBe(0);
    expect((await as('GET', '/api/workers?q=otherley')).json<Worker[]>()).toEqual([]);
  });

  it("autofill suggests only values of its agency's workers", async () => {
    const values = (await as('GET', '/api/autofill-suggestions?field=city&q=o'))
      .json<{ value: string }[]>()
      .map((s) => s.value);
    expect(values).toContain('Ownton');
    expect(values).not.toContain('Otherton');
  });

  it('a client without an agency sees no workers', async () => {
    const { cookie } = await signedIn(t, 'client', { agencyId: null });
    expect((await call(t, 'GET', '/api/workers', { cookie })).json<Worker[]>()).toEqual([]);
    expect((await call(t, 'GET', '/api/workers?tab=authorised', { cookie })).json<WorkerListAnswer>().counts).toEqual({
      authorised: 0,
      pending: 0,
      left: 0,
      rtwLapsed: 0,
    });
  });
});

describe("a client user's own workers", () => {
  const body = async (overrides: Record<string, unknown> = {}) => ({
    title: 'MR',
    initial: 'C',
    firstName: 'Carl',
    lastName: 'Client',
    gender: 'MALE',
    maritalStatus: 'MARRIED',
    nationality: 'IRISH',
    dateOfBirth: '01/02/1985',
    email: 'carl@example.test',
    phone: '07700900321',
    addressLine1: '2 Low Road',
    city: 'York',
    postCode: 'YO1 7HH',
    accountName: 'C CLIENT',
    sortCode: '20-00-00',
    accountNumber: '55779911',
    niNumber: `PR${Date.now().toString().slice(-6)}A`,
    workStartDate: '01/03/2024',
    paymentFrequency: 'Monthly',
    niCategory: 'A',
    taxCode: 'BR',
    wk1Mth1Basis: '0',
    payrollCompanyId: (await makePayrollCompany(t)).id,
    ...overrides,
  });

  it('reads and edits them', async () => {
    expect((await as('GET', `/api/workers/${own.id}`)).statusCode).toBe(200);
    const res = await as('PATCH', `/api/workers/${own.id}`, { notes: 'seen by the client' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('creates workers in its own agency when none is given', async () => {
    const res = await as('POST', '/api/workers', await body());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({ agencyId: ownAgencyId, completionPercentage: 100, authorised: false });
  });

  it('cannot create a worker in another agency (400, as for an agency that does not exist)', async () => {
    const res = await as('POST', '/api/workers', await body({ agencyId: otherAgencyId }));
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'The selected agency does not exist' });
  });

  it('cannot move a worker to another agency or out of its own', async () => {
    for (const agencyId of [otherAgencyId, null]) {
      const res = await as('PATCH', `/api/workers/${own.id}`, { agencyId });
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>()).toMatchObject({ message: 'The selected agency does not exist' });
    }
    const [row] = await t.ctx.db.select().from(workers).where(eq(workers.id, own.id));
    expect(row!.agencyId).toBe(ownAgencyId);
  });

  it('cannot remove them, nor any other worker: 403, and the worker stays (docs/domain.md, Who sees what; issue 9)', async () => {
    const worker = await makeWorker(t, { agencyId: ownAgencyId });
    for (const id of [worker.id, other.id, 999999]) {
      const res = await as('DELETE', `/api/workers/${id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json<Body>()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
    }
    expect(await t.ctx.db.select({ id: workers.id }).from(workers).where(eq(workers.id, worker.id))).toHaveLength(1);
  });

  it('may still move them to Left', async () => {
    const worker = await makeWorker(t, { agencyId: ownAgencyId });
    const res = await as('PATCH', `/api/workers/${worker.id}`, { status: 'left', p45Date: '2025-06-30' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ status: 'left', p45Date: '2025-06-30' });
  });
});
