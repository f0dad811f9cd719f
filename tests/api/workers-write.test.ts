import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, workerCommunicationLogs, workerDocuments, workers } from '../../src/server/db/schema/index.ts';
import { fileStoreFor } from '../../src/server/lib/file-store.ts';
import { call, createTestApp, makeAgency, match, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';

let t: TestApp;
let admin: string;
let adminId: number;
let agencyId: number;
let payrollCompanyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const signedInAdmin = await signedIn(t, 'admin');
  admin = signedInAdmin.cookie;
  adminId = signedInAdmin.user.id;
  agencyId = (await makeAgency(t)).id;
  payrollCompanyId = (await makePayrollCompany(t)).id;
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
/** A unique valid NI number (prefix CE; the factory uses TW). */
const ni = () => `CE${String(++counter).padStart(6, '0')}A`;

/** The Add New Worker form, every counted field filled, as the spec's client sends it. */
const fullBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'MS',
  initial: 'A',
  firstName: 'Alice',
  lastName: 'Walker',
  gender: 'FEMALE',
  maritalStatus: 'SINGLE',
  nationality: 'BRITISH',
  dateOfBirth: '17/05/1990',
  email: '  Alice.Walker@Example.COM ',
  phone: '07700 900123',
  addressLine1: '1 High Street',
  city: 'Leeds',
  county: 'West Yorkshire',
  postCode: 'ls14ap',
  accountName: 'A WALKER',
  sortCode: '123456',
  accountNumber: '12345678',
  niNumber: ni(),
  workStartDate: '08/01/2024',
  paymentFrequency: 'Weekly',
  niCategory: 'A',
  taxCode: '1257l',
  wk1Mth1Basis: '1',
  agencyId,
  payrollCompanyId,
  completionPercentage: 100,
  authorised: true,
  addedVia: 'manual',
  ...overrides,
});
const create = (payload: unknown, cookie = admin) => call(t, 'POST', '/api/workers', { cookie, payload });
const patch = (id: number, payload: unknown, cookie = admin) =>
  call(t, 'PATCH', `/api/workers/${id}`, { cookie, payload });
const auditOf = (id: number, action: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'worker'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));

describe('POST /api/workers', () => {
  it('creates a complete worker as Pending (no right-to-work check yet), formatting every field', async () => {
    const res = await create(fullBody({ niNumber: 'ce 99 00 01 b', sortCode: '123456', postCode: 'sw1a1aa' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({
      id: match.anyNumber,
      firstName: 'Alice',
      email: 'alice.walker@example.com',
      phone: '07700900123',
      postCode: 'SW1A 1AA',
      sortCode: '12-34-56',
      niNumber: 'CE990001B',
      taxCode: '1257L',
      dateOfBirth: '1990-05-17',
      workStartDate: '2024-01-08',
      completionPercentage: 100,
      authorised: false,
      status: 'pending',
      addedVia: 'manual',
      authorisedAt: null,
      rtwStatus: 'none',
      agency: { id: agencyId, name: match.anyString },
      payrollCompany: { id: payrollCompanyId, name: match.anyString },
    });
  });

  it('computes completion itself: a client claiming 100% and authorised lands in Pending at the real figure', async () => {
    const res = await create(fullBody({ payrollCompanyId: null, completionPercentage: 100, authorised: true }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({
      completionPercentage: 95,
      authorised: false,
      status: 'pending',
      authorisedAt: null,
    });
  });

  it('records who created it; nobody has authorised it yet', async () => {
    const { user, cookie } = await signedIn(t, 'finance');
    const res = await create(fullBody(), cookie);
    const [row] = await t.ctx.db.select().from(workers).where(eq(workers.id, res.json<{ id: number }>().id));
    expect(row).toMatchObject({ createdBy: user.id, authorisedBy: null, authorised: false, addedVia: 'manual' });
  });

  it('a complete worker added by a client user stays in Pending (clients may not authorise)', async () => {
    const { user, cookie } = await signedIn(t, 'client');
    const res = await create(fullBody({ agencyId: user.agencyId }), cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({ completionPercentage: 100, authorised: false, status: 'pending' });
  });

  it('refuses below 80% with the form message', async () => {
    // 19 of 24 counted fields: 79%.
    const res = await create(
      fullBody({ agencyId: null, payrollCompanyId: null, title: null, maritalStatus: null, gender: undefined }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please complete at least 80% of the form before submitting.',
    });
    const atEighty = await create(
      fullBody({ agencyId: null, payrollCompanyId: null, title: null, maritalStatus: null }),
    );
    expect(atEighty.statusCode, atEighty.body).toBe(201);
    expect(atEighty.json<Body>()).toMatchObject({ completionPercentage: 83, status: 'pending' });
  });

  it('answers 409 DUPLICATE_NI for an NI number already on file, however it is typed', async () => {
    const niNumber = ni();
    expect((await create(fullBody({ niNumber }))).statusCode).toBe(201);
    const res = await create(fullBody({ niNumber: ` ${niNumber.toLowerCase().slice(0, 2)} ${niNumber.slice(2)}` }));
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({
      code: 'DUPLICATE_NI',
      message: 'A worker with this NI number already exists',
    });
  });

  it.each([
    ['niNumber', 'AB123456E', 'NI number must end in A, B, C or D'],
    ['postCode', 'XX1 1XXX', 'Must be a valid UK post code, like SW1A 1AA'],
    ['sortCode', '12345', 'Sort code must be 6 digits'],
    ['accountNumber', '1234567', 'Account number must be exactly 8 digits'],
    ['accountNumber', '123456789', 'Account number must be exactly 8 digits'],
    ['phone', '077009001234', 'Must be 11 digits, like 07123456789'],
    ['phone', '12345', 'Must be 11 digits, like 07123456789'],
    ['phone', '17700900123', 'Must be 11 digits, like 07123456789'],
    ['email', 'not-an-email', 'Must be a valid email format'],
    ['taxCode', 'ZZ99', 'Must be a valid HMRC tax code, like 1257L, K475, BR, D0 or S1257L'],
    ['dateOfBirth', '31/02/1990', 'Must be a real date in DD/MM/YYYY format'],
    ['workStartDate', '2024-13-01', 'Must be a real date in DD/MM/YYYY format'],
    ['title', 'LORD', 'Choose MR, MRS, MS, MISS, MX or DR'],
    ['niCategory', 'Q', 'Choose A, B, C, D, E, F, H, I, J, K, L, M, N, S, V, X or Z'],
    ['firstName', 'x'.repeat(101), 'Must be at most 100 characters'],
    ['addressLine1', 'x'.repeat(201), 'Must be at most 200 characters'],
    ['firstName', '   ', 'First name is required'],
  ])('refuses %s %j with 400: %s', async (field, value, message) => {
    const res = await create(fullBody({ [field]: value }));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; details: { field: string; message: string }[] }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe(message);
    expect(body.details).toContainEqual({ field, message });
  });

  it.each([
    [{ unknownField: 'x' }],
    [{ notes: 'x'.repeat(5001) }],
    [{ agencyId: 'abc' }],
    [{ completionPercentage: 101 }],
    [{ status: 'retired' }],
    [{ addedVia: 'x'.repeat(41) }],
    [{ id: 'seven' }],
  ])('refuses %j with 400', async (overrides) => {
    const res = await create(fullBody(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
  });

  it('refuses an unknown or archived agency and an unknown payroll company with 400', async () => {
    const archived = await makeAgency(t, { archivedAt: new Date() });
    for (const id of [999999, archived.id]) {
      const res = await create(fullBody({ agencyId: id }));
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'The selected agency does not exist',
      });
    }
    const res = await create(fullBody({ payrollCompanyId: 999999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({
      message: 'The selected payroll company does not exist',
      details: [{ field: 'payrollCompanyId', message: match.anyString }],
    });
  });

  it('writes an audit entry naming the fields, without personal values', async () => {
    const res = await create(fullBody({ firstName: 'Secretia', niNumber: 'CE777777C' }));
    const [entry] = await auditOf(res.json<{ id: number }>().id, 'create');
    expect(entry).toBeDefined();
    expect(entry!.changes).toEqual(
      match.arrayContaining([
        { field: 'firstName' },
        { field: 'niNumber' },
        { field: 'status', to: 'pending' },
        { field: 'agencyId', to: agencyId },
      ]),
    );
    expect(JSON.stringify(entry!.changes)).not.toMatch(/Secretia|CE777777C|alice|07700900123|12-34-56|1990/i);
  });

  it('signed out gets 401; a role without workers cannot exist, every role may add', async () => {
    expect((await call(t, 'POST', '/api/workers', { payload: fullBody() })).statusCode).toBe(401);
    const { cookie } = await signedIn(t, 'support');
    expect((await create(fullBody(), cookie)).statusCode).toBe(201);
  });
});

describe('PATCH /api/workers/{id}', () => {
  it('updates the given fields, formatted, and recomputes completion', async () => {
    const worker = await makeWorker(t);
    const res = await patch(worker.id, {
      email: 'NEW@Example.com',
      postCode: 'm11ae',
      payrollCompanyId: null,
      completionPercentage: 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      email: 'new@example.com',
      postCode: 'M1 1AE',
      payrollCompany: null,
      completionPercentage: 95,
      firstName: worker.firstName,
    });
  });

  it('fills an empty initial from the first name, on create and on update, and keeps a typed one', async () => {
    const created = await create(fullBody({ initial: undefined, firstName: 'łucja' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Body>()).toMatchObject({ initial: 'Ł' });
    const worker = await makeWorker(t, { initial: null, firstName: 'Zoe' });
    expect((await patch(worker.id, { city: 'Hull' })).json<Body>()).toMatchObject({ initial: 'Z' });
    expect((await patch(worker.id, { initial: 'q' })).json<Body>()).toMatchObject({ initial: 'Q' });
    expect((await patch(worker.id, { firstName: 'Amy' })).json<Body>()).toMatchObject({
      initial: 'Q',
      firstName: 'Amy',
    });
  });

  it('saves bank details that fail the modulus check, with a warning, and drops it once they pass', async () => {
    const worker = await makeWorker(t);
    const failing = await patch(worker.id, { sortCode: '08-99-99', accountNumber: '66374959' });
    expect(failing.statusCode, failing.body).toBe(200);
    expect(failing.json<Body>()).toMatchObject({
      sortCode: '08-99-99',
      accountNumber: '66374959',
      warnings: [
        {
          field: 'accountNumber',
          message: "Sort code and account number do not pass the bank's modulus check. Please check them.",
        },
      ],
    });
    const got = await call(t, 'GET', `/api/workers/${worker.id}`, { cookie: admin });
    expect(got.json<Body>().warnings).toHaveLength(1);
    const passing = await patch(worker.id, { accountNumber: '66374958' });
    expect(passing.json<Body>()).toMatchObject({ accountNumber: '66374958', warnings: [] });
  });

  it('accepts the worker answer echoed back with an edit, and ignores its read-only fields', async () => {
    const worker = await makeWorker(t);
    const other = await makeWorker(t);
    const got = await call(t, 'GET', `/api/workers/${worker.id}`, { cookie: admin });
    const echoed = {
      ...got.json<Body>(),
      id: other.id,
      addedVia: 'bulk',
      createdAt: '2001-01-01T00:00:00.000Z',
      city: 'Leeds',
    };
    const res = await patch(worker.id, echoed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      id: worker.id,
      city: 'Leeds',
      addedVia: 'manual',
      createdAt: got.json<Body>().createdAt,
    });
    const untouched = await call(t, 'GET', `/api/workers/${other.id}`, { cookie: admin });
    expect(untouched.json<Body>()).toMatchObject({ city: other.city });
  });

  it('authorised and active with a required field missing goes to on_hold, and says so', async () => {
    const worker = await makeWorker(t);
    const res = await patch(worker.id, { phone: '' });
    expect(res.json<Body>()).toMatchObject({
      status: 'on_hold',
      authorised: true,
      phone: null,
      statusChanged: { from: 'active', to: 'on_hold' },
    });
  });

  it('authorised and on_hold with nothing missing and 100% goes to active', async () => {
    const worker = await makeWorker(t, { status: 'on_hold', phone: null });
    const res = await patch(worker.id, { phone: '07700900456' });
    expect(res.json<Body>()).toMatchObject({
      status: 'active',
      completionPercentage: 100,
      statusChanged: { from: 'on_hold', to: 'active' },
    });
  });

  it('authorised and on_hold stays on_hold while below 100%', async () => {
    const worker = await makeWorker(t, { status: 'on_hold', phone: null, payrollCompanyId: null });
    const res = await patch(worker.id, { phone: '07700900456' });
    expect(res.json<Body>()).toMatchObject({ status: 'on_hold', completionPercentage: 95, statusChanged: null });
  });

  it('not authorised and active with fields missing goes to pending', async () => {
    const worker = await makeWorker(t, { authorised: false, status: 'active' });
    const res = await patch(worker.id, { taxCode: null });
    expect(res.json<Body>()).toMatchObject({
      status: 'pending',
      authorised: false,
      statusChanged: { from: 'active', to: 'pending' },
    });
  });

  it('pending with 100% completion goes to active (still not authorised: Pending tab)', async () => {
    const worker = await makeWorker(t, { authorised: false, status: 'pending', sortCode: null });
    const res = await patch(worker.id, { sortCode: '40 47 84' });
    expect(res.json<Body>()).toMatchObject({
      status: 'active',
      authorised: false,
      sortCode: '40-47-84',
      statusChanged: { from: 'pending', to: 'active' },
    });
  });

  it('ignores authorised and any other status sent by the client', async () => {
    const worker = await makeWorker(t, { authorised: false, status: 'pending', sortCode: null });
    const res = await patch(worker.id, { authorised: true, status: 'on_hold', notes: 'called' });
    expect(res.json<Body>()).toMatchObject({
      authorised: false,
      status: 'pending',
      notes: 'called',
      statusChanged: null,
    });
  });

  it('moving to Left needs a P45 date', async () => {
    const worker = await makeWorker(t);
    const refused = await patch(worker.id, { status: 'left' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Body>()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please select a P45 date.',
      details: [{ field: 'p45Date', message: 'Please select a P45 date.' }],
    });
    const res = await patch(worker.id, { status: 'left', p45Date: '14/03/2025' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      status: 'left',
      p45Date: '2025-03-14',
      statusChanged: { from: 'active', to: 'left' },
    });
    const cleared = await patch(worker.id, { p45Date: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json<Body>().message).toBe('Please select a P45 date.');
  });

  it('a left worker stays left on other edits', async () => {
    const worker = await makeWorker(t, { status: 'left', p45Date: '2025-01-10' });
    const res = await patch(worker.id, { phone: '' });
    expect(res.json<Body>()).toMatchObject({ status: 'left', statusChanged: null });
  });

  it('unarchive: status active on a left worker makes it active again and clears the P45 date', async () => {
    const worker = await makeWorker(t, { status: 'left', p45Date: '2025-01-10' });
    const res = await patch(worker.id, { status: 'active' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      status: 'active',
      p45Date: null,
      authorised: true,
      statusChanged: { from: 'left', to: 'active' },
    });
  });

  it('unarchive: an authorised worker without a passing right-to-work check, or with a lapsed one, comes back not authorised', async () => {
    const unchecked = await makeWorker(t, { status: 'left', p45Date: '2025-01-10', rtwChecked: false });
    const lapsed = await makeWorker(t, {
      status: 'left',
      p45Date: '2025-01-10',
      rtwChecked: true,
      rtwFollowUpDate: '2025-02-01',
    });
    for (const worker of [unchecked, lapsed]) {
      const res = await patch(worker.id, { status: 'active' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Body>()).toMatchObject({ authorised: false, status: 'active', p45Date: null });
      const [entry] = await auditOf(worker.id, 'update');
      expect(entry!.changes).toEqual(match.arrayContaining([{ field: 'authorised', from: true, to: false }]));
    }
  });

  it('unarchive then applies the automatic transitions (incomplete: on_hold / pending)', async () => {
    const authorised = await makeWorker(t, { status: 'left', p45Date: '2025-01-10', email: null });
    expect((await patch(authorised.id, { status: 'active' })).json<Body>()).toMatchObject({
      status: 'on_hold',
      statusChanged: { from: 'left', to: 'on_hold' },
    });
    const pending = await makeWorker(t, { authorised: false, status: 'left', p45Date: '2025-01-10', email: null });
    expect((await patch(pending.id, { status: 'active' })).json<Body>()).toMatchObject({ status: 'pending' });
  });

  it('answers 409 DUPLICATE_NI when the new NI number belongs to another worker', async () => {
    const other = await makeWorker(t);
    const worker = await makeWorker(t);
    const res = await patch(worker.id, { niNumber: other.niNumber });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({ code: 'DUPLICATE_NI' });
  });

  it('validates like create: bad values, unknown fields, unknown agency, empty names', async () => {
    const worker = await makeWorker(t);
    for (const payload of [
      { niNumber: 'AB123456E' },
      { dateOfBirth: '31/02/1990' },
      { foo: 1 },
      { agencyId: 999999 },
      { firstName: '' },
      { payrollCompanyId: 999999 },
    ]) {
      const res = await patch(worker.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('moves a worker to another agency', async () => {
    const worker = await makeWorker(t);
    const target = await makeAgency(t);
    const res = await patch(worker.id, { agencyId: target.id });
    expect(res.json<Body>()).toMatchObject({ agencyId: target.id, agency: { id: target.id, name: target.name } });
  });

  it('audits the changed fields only, personal values masked, status values shown', async () => {
    const worker = await makeWorker(t);
    await patch(worker.id, {
      email: 'hidden.person@example.test',
      phone: '',
      paymentFrequency: 'Monthly',
      city: worker.city,
    });
    const [entry] = await auditOf(worker.id, 'update');
    expect(entry!.changes).toEqual(
      match.arrayContaining([
        { field: 'email' },
        { field: 'phone' },
        { field: 'paymentFrequency', from: 'Weekly', to: 'Monthly' },
        { field: 'status', from: 'active', to: 'on_hold' },
      ]),
    );
    expect((entry!.changes as { field: string }[]).map((c) => c.field)).not.toContain('city');
    expect(JSON.stringify(entry!.changes)).not.toMatch(/hidden\.person|07700/);
  });

  it('answers 404 Worker not found for an unknown id, 400 for a malformed one', async () => {
    const res = await patch(999999, { notes: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Worker not found' });
    expect((await patch(0, { notes: 'x' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/workers/{id}', () => {
  it('moves the worker to Deleted Workers and says so: the row stays, marked deleted by whom; the worker answers 404', async () => {
    const worker = await makeWorker(t);
    const res = await call(t, 'DELETE', `/api/workers/${worker.id}`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toEqual({
      message: 'Worker moved to Deleted Workers. It can be restored for 30 days.',
    });
    const [row] = await t.ctx.db.select().from(workers).where(eq(workers.id, worker.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.deletedBy).toBe(adminId);
    expect((await call(t, 'GET', `/api/workers/${worker.id}`, { cookie: admin })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/workers/${worker.id}`, { cookie: admin })).statusCode).toBe(404);
  });

  it("is for staff: finance and support remove too, a client user of the worker's own agency gets 403 (docs/domain.md, Who sees what)", async () => {
    for (const role of ['finance', 'support'] as const) {
      const worker = await makeWorker(t);
      const { cookie } = await signedIn(t, role);
      expect((await call(t, 'DELETE', `/api/workers/${worker.id}`, { cookie })).statusCode, role).toBe(200);
    }
    const worker = await makeWorker(t);
    const { cookie } = await signedIn(t, 'client', { agencyId: worker.agencyId });
    const res = await call(t, 'DELETE', `/api/workers/${worker.id}`, { cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json<Body>()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await t.ctx.db.select({ id: workers.id }).from(workers).where(eq(workers.id, worker.id))).toHaveLength(1);
  });

  it("keeps the worker's documents, their stored files and communication logs until the purge", async () => {
    const worker = await makeWorker(t);
    const store = fileStoreFor(t.ctx.config);
    const stored = await store.save(Readable.from([Buffer.from('%PDF-1.4 test')]), 'pdf');
    await t.ctx.db.insert(workerDocuments).values({
      workerId: worker.id,
      documentType: 'passport',
      originalFileName: 'passport.pdf',
      storedFileName: stored.name,
      mimeType: 'application/pdf',
      sizeBytes: stored.sizeBytes,
    });
    await t.ctx.db
      .insert(workerCommunicationLogs)
      .values({ workerId: worker.id, contactPerson: 'Jo', communicationMethod: 'Phone' });
    expect((await call(t, 'DELETE', `/api/workers/${worker.id}`, { cookie: admin })).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(workerDocuments).where(eq(workerDocuments.workerId, worker.id))).toHaveLength(
      1,
    );
    expect(
      await t.ctx.db.select().from(workerCommunicationLogs).where(eq(workerCommunicationLogs.workerId, worker.id)),
    ).toHaveLength(1);
    expect((await store.read(stored.name)).sizeBytes).toBe(stored.sizeBytes);
  });

  it('leaves an audit entry without personal data', async () => {
    const worker = await makeWorker(t, { firstName: 'Forgettable' });
    await call(t, 'DELETE', `/api/workers/${worker.id}`, { cookie: admin });
    const [entry] = await auditOf(worker.id, 'delete');
    expect(entry).toMatchObject({ action: 'delete', entityType: 'worker' });
    expect(JSON.stringify(entry)).not.toMatch(/Forgettable|Smith|TW\d/);
  });
});
