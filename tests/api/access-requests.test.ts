import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessRequests, users } from '../../src/server/db/schema/index.ts';
import { passwordMessages } from '../../src/shared/domain/password.ts';
import { call, login, makeAgency, makeUser, outboxMessages, signedIn, match, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t, admin } = useTestApp({ admin: 'admin' });

/** Each visitor call comes from its own address, so the per-IP form limit only bites where a test means it to. */
let ipCounter = 0;
const submit = (payload: unknown, remoteAddress = `10.0.0.${++ipCounter}`) =>
  call(t, 'POST', '/api/access-requests', { payload, remoteAddress });

let emailCounter = 0;
const freshEmail = () => `visitor${++emailCounter}-${Date.now()}@example.test`;

async function pendingRequest(email = freshEmail()) {
  const res = await submit({ firstName: 'Vera', lastName: 'Visitor', email });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ id: number }>().id, email };
}

const approve = (id: number, payload: unknown, cookie = admin.cookie) =>
  call(t, 'POST', `/api/admin/access-requests/${id}/approve`, { cookie, payload });

describe('POST /api/access-requests (public)', () => {
  it('stores a pending request with the e-mail lower-cased and lists it for admins, newest first', async () => {
    const first = await pendingRequest();
    const res = await submit({ firstName: ' Ann ', lastName: 'Smith', email: 'Ann.Smith@Example.TEST' });
    expect(res.statusCode).toBe(201);
    expect(res.json<Body>()).toEqual({
      message: 'Your request has been sent to the administrator for approval.',
      id: match.anyNumber,
    });
    const list = await call(t, 'GET', '/api/admin/access-requests', { cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ id: number }[]>();
    expect(rows[0]).toEqual({
      id: res.json<Body>().id,
      firstName: 'Ann',
      lastName: 'Smith',
      email: 'ann.smith@example.test',
      requestedAccessLevel: null,
      status: 'pending',
      createdAt: match.isoInstant,
      processedAt: null,
      rejectionReason: null,
    });
    expect(rows.findIndex((r) => r.id === first.id)).toBeGreaterThan(0);
  });

  it.each([
    [{ firstName: 'A', lastName: 'B', email: 'a@b.co', role: 'admin' }, 'VALIDATION_ERROR'],
    [{ firstName: '', lastName: 'B', email: 'a@b.co' }, 'First name is required'],
    [{ firstName: 'A', lastName: '  ', email: 'a@b.co' }, 'Last name is required'],
    [{ firstName: 'A', lastName: 'B', email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ firstName: 'A'.repeat(101), lastName: 'B', email: 'a@b.co' }, 'VALIDATION_ERROR'],
    [{ firstName: 'A', lastName: 'B', email: `${'x'.repeat(250)}@b.co` }, 'Please enter a valid email address'],
  ])('refuses %j with 400', async (payload, expected) => {
    const res = await submit(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    if (expected !== 'VALIDATION_ERROR') expect(body.message).toBe(expected);
  });

  it('answers 409 DUPLICATE_REQUEST while a request for the e-mail is pending, whatever its case', async () => {
    const { email } = await pendingRequest();
    const res = await submit({ firstName: 'Vera', lastName: 'Visitor', email: email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    const message = 'You already have a pending access request. Please wait for administrator approval.';
    expect(res.json<Body>()).toEqual({
      error: 'DUPLICATE_REQUEST',
      code: 'DUPLICATE_REQUEST',
      message,
      details: [{ field: 'email', message }],
    });
  });

  it('answers 409 DUPLICATE_EMAIL when an account has the e-mail, but not for a deleted account', async () => {
    const user = await makeUser(t);
    const res = await submit({ firstName: 'Vera', lastName: 'Visitor', email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    const message =
      'An account with this email address already exists. Please contact an administrator if you need access.';
    expect(res.json<Body>()).toEqual({
      error: 'DUPLICATE_EMAIL',
      code: 'DUPLICATE_EMAIL',
      message,
      details: [{ field: 'email', message }],
    });

    const deleted = await makeUser(t, { deletedAt: new Date() });
    expect((await submit({ firstName: 'Vera', lastName: 'Visitor', email: deleted.email })).statusCode).toBe(201);
  });

  it('limits one address to 20 submissions in 15 minutes (429 RATE_LIMITED)', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await submit(
        { firstName: 'Flood', lastName: 'Er', email: `flood${i}-${Date.now()}@example.test` },
        '10.9.9.9',
      );
      expect(res.statusCode).toBe(201);
    }
    const blocked = await submit({ firstName: 'Flood', lastName: 'Er', email: freshEmail() }, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<Body>()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submit({ firstName: 'Other', lastName: 'Ip', email: freshEmail() }, '10.9.9.10')).statusCode).toBe(
      201,
    );
  });
});

describe('admin calls need access_requests', () => {
  it.each(['support', 'finance', 'client'] as const)('%s gets 403 on every admin call', async (role) => {
    const { cookie } = await signedIn(t, role);
    const { id } = await pendingRequest();
    const calls = [
      call(t, 'GET', '/api/admin/access-requests', { cookie }),
      call(t, 'GET', '/api/admin/access-requests/expired', { cookie }),
      approve(id, { accessLevel: 'support', password: 'Kx9!mPq2#vRw' }, cookie),
      call(t, 'POST', `/api/admin/access-requests/${id}/reject`, { cookie, payload: { reason: 'No' } }),
      call(t, 'POST', '/api/admin/cleanup-expired-access-requests', { cookie }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json<Body>()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
    }
  });

  it('signed out gets 401', async () => {
    const res = await call(t, 'GET', '/api/admin/access-requests');
    expect(res.statusCode).toBe(401);
    expect(res.json<Body>().code).toBe('UNAUTHENTICATED');
    expect((await call(t, 'POST', '/api/admin/cleanup-expired-access-requests')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/access-requests/{id}/approve', () => {
  it('creates the user with the typed password, forces a change, and e-mails the sign-in address', async () => {
    const { id, email } = await pendingRequest();
    const res = await approve(id, { accessLevel: 'finance', password: 'Initial-Pass-42' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Body>();
    expect(body).toMatchObject({
      message: 'Access request approved successfully',
      emailSent: true,
      userId: match.anyNumber,
    });
    expect(body.request).toMatchObject({
      id,
      status: 'approved',
      requestedAccessLevel: 'finance',
      processedAt: match.anyString,
    });

    const [created] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.id, body.userId as number));
    expect(created).toMatchObject({
      email,
      role: 'finance',
      requirePasswordChange: true,
      agencyId: null,
      firstName: 'Vera',
    });

    const mail = outboxMessages(t).find((m) => m.includes(`To: ${email}`));
    expect(mail).toContain('Your Worker CRM access has been approved');
    expect(mail).toContain('http://localhost:3000/login');
    expect(mail).not.toContain('Initial-Pass-42');

    const cookie = await login(t, email, 'Initial-Pass-42');
    const me = await call(t, 'GET', '/api/auth/user', { cookie });
    expect(me.json<Body>()).toMatchObject({ email, role: 'finance', requirePasswordChange: true });
    const blocked = await call(t, 'GET', '/api/agencies', { cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json<Body>().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('ties a client to an existing agency, and refuses a client without one', async () => {
    const agency = await makeAgency(t);
    const { id } = await pendingRequest();
    const missing = await approve(id, { accessLevel: 'client', password: 'Initial-Pass-42' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Body>()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Agency Required' });
    const unknown = await approve(id, { accessLevel: 'client', password: 'Initial-Pass-42', agencyId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Body>()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The selected agency does not exist',
    });
    const ok = await approve(id, { accessLevel: 'client', password: 'Initial-Pass-42', agencyId: agency.id });
    expect(ok.statusCode).toBe(200);
    const [created] = await t.ctx.db.select().from(users).where(eq(users.id, ok.json<{ userId: number }>().userId));
    expect(created).toMatchObject({ role: 'client', agencyId: agency.id });
  });

  it.each([
    [{ password: 'Initial-Pass-42' }, 'Access Level Required'],
    [{ accessLevel: 'owner', password: 'Initial-Pass-42' }, 'Access Level Required'],
    [{ accessLevel: 'support' }, 'Password Required'],
    [{ accessLevel: 'support', password: 'short' }, passwordMessages.tooShort],
    [{ accessLevel: 'support', password: 'x'.repeat(129) }, passwordMessages.tooLong],
    [{ accessLevel: 'support', password: 'Initial-Pass-42', extra: 1 }, undefined],
    [{ accessLevel: 'support', password: 'password1' }, passwordMessages.common],
  ])('refuses %j with 400 and leaves the request pending', async (payload, message) => {
    const { id } = await pendingRequest();
    const res = await approve(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json<Body>().message).toBe(message);
    const [row] = await t.ctx.db.select().from(accessRequests).where(eq(accessRequests.id, id));
    expect(row!.status).toBe('pending');
  });

  it('answers 409 when the e-mail got an account meanwhile, 409 when already processed, 404 when unknown', async () => {
    const { id, email } = await pendingRequest();
    await makeUser(t, { email });
    const taken = await approve(id, { accessLevel: 'support', password: 'Initial-Pass-42' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Body>()).toMatchObject({
      code: 'DUPLICATE_EMAIL',
      message: 'A user with this email already exists',
    });

    const other = await pendingRequest();
    expect((await approve(other.id, { accessLevel: 'support', password: 'Initial-Pass-42' })).statusCode).toBe(200);
    const again = await approve(other.id, { accessLevel: 'support', password: 'Initial-Pass-42' });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>()).toEqual({ code: 'CONFLICT', message: 'This access request has already been processed' });

    const unknown = await approve(999999, { accessLevel: 'support', password: 'Initial-Pass-42' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Access request not found' });
  });
});

describe('POST /api/admin/access-requests/{id}/reject', () => {
  it('records and e-mails the reason; the visitor may then ask again', async () => {
    const { id, email } = await pendingRequest();
    const res = await call(t, 'POST', `/api/admin/access-requests/${id}/reject`, {
      cookie: admin.cookie,
      payload: { reason: '  Not an employee  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      message: 'Access request rejected',
      emailSent: true,
      request: { id, status: 'rejected', rejectionReason: 'Not an employee' },
    });
    const mail = outboxMessages(t).find((m) => m.includes(`To: ${email}`));
    expect(mail).toContain('Reason: Not an employee');

    const again = await call(t, 'POST', `/api/admin/access-requests/${id}/reject`, {
      cookie: admin.cookie,
      payload: { reason: 'Still no' },
    });
    expect(again.statusCode).toBe(409);
    expect((await submit({ firstName: 'Vera', lastName: 'Visitor', email })).statusCode).toBe(201);
  });

  it.each([[{}], [{ reason: '   ' }], [{ reason: 'x'.repeat(1001) }], [{ reason: 'ok', note: 'x' }]])(
    'refuses %j with 400',
    async (payload) => {
      const { id } = await pendingRequest();
      const res = await call(t, 'POST', `/api/admin/access-requests/${id}/reject`, { cookie: admin.cookie, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
    },
  );
});

describe('expired requests (completed more than 30 days ago)', () => {
  it('lists and cleans up only completed requests processed over 30 days ago', async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    const old = await pendingRequest();
    await call(t, 'POST', `/api/admin/access-requests/${old.id}/reject`, {
      cookie: admin.cookie,
      payload: { reason: 'No' },
    });
    await t.ctx.db
      .update(accessRequests)
      .set({ processedAt: daysAgo(31) })
      .where(eq(accessRequests.id, old.id));
    const recent = await pendingRequest();
    await call(t, 'POST', `/api/admin/access-requests/${recent.id}/reject`, {
      cookie: admin.cookie,
      payload: { reason: 'No' },
    });
    await t.ctx.db
      .update(accessRequests)
      .set({ processedAt: daysAgo(29) })
      .where(eq(accessRequests.id, recent.id));
    const oldPending = await pendingRequest();
    await t.ctx.db
      .update(accessRequests)
      .set({ createdAt: daysAgo(90) })
      .where(eq(accessRequests.id, oldPending.id));

    const expired = await call(t, 'GET', '/api/admin/access-requests/expired', { cookie: admin.cookie });
    expect(expired.statusCode).toBe(200);
    expect(expired.json<{ id: number }[]>().map((r) => r.id)).toEqual([old.id]);

    const cleanup = await call(t, 'POST', '/api/admin/cleanup-expired-access-requests', {
      cookie: admin.cookie,
      payload: {},
    });
    expect(cleanup.statusCode).toBe(200);
    expect(cleanup.json<Body>()).toEqual({ deletedCount: 1 });
    const left = (await call(t, 'GET', '/api/admin/access-requests', { cookie: admin.cookie }))
      .json<{ id: number }[]>()
      .map((r) => r.id);
    expect(left).not.toContain(old.id);
    expect(left).toEqual(match.arrayContaining([recent.id, oldPending.id]));
    expect(
      (await call(t, 'POST', '/api/admin/cleanup-expired-access-requests', { cookie: admin.cookie })).json<Body>(),
    ).toEqual({ deletedCount: 0 });
  });
});

it('the database keeps one pending request per e-mail, whatever its case', async () => {
  const insert = (email: string) => t.ctx.db.insert(accessRequests).values({ firstName: 'A', lastName: 'B', email });
  await insert('One@Example.test');
  await expect(insert('one@example.TEST')).rejects.toThrow();
  await t.ctx.db.update(accessRequests).set({ status: 'rejected' }).where(eq(accessRequests.email, 'One@Example.test'));
  await insert('one@example.TEST');
});
