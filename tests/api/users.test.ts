import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, loginAudits, users } from '../../src/server/db/schema/index.ts';
import { passwordMessages } from '../../src/shared/domain/password.ts';
import { call, login, makeAgency, makeUser, signedIn, STRONG_PASSWORD, match, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t, admin } = useTestApp({ admin: 'admin' });

const DAY = 24 * 60 * 60 * 1000;
let emailCounter = 0;
const freshEmail = () => `new${++emailCounter}-${Date.now()}@example.test`;
const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(t, method, url, { cookie: admin.cookie, payload });
const newUserBody = (overrides: Record<string, unknown> = {}) => ({
  email: freshEmail(),
  firstName: 'Nina',
  lastName: 'New',
  password: 'Initial-Pass-42',
  role: 'support',
  ...overrides,
});
const setDeletedAt = (id: number, at: Date) => t.ctx.db.update(users).set({ deletedAt: at }).where(eq(users.id, id));
const isSignedIn = async (cookie: string) => (await call(t, 'GET', '/api/auth/user', { cookie })).statusCode === 200;

describe('GET /api/admin/users', () => {
  it('lists users that are not deleted, with their agency name and never a password hash', async () => {
    const agency = await makeAgency(t);
    const client = await makeUser(t, { role: 'client', agencyId: agency.id });
    const deleted = await makeUser(t, { deletedAt: new Date() });
    const res = await asAdmin('GET', '/api/admin/users');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: number }[]>();
    expect(list.map((u) => u.id)).not.toContain(deleted.id);
    expect(list.find((u) => u.id === client.id)).toEqual({
      id: client.id,
      email: client.email,
      firstName: 'Test',
      lastName: client.lastName,
      role: 'client',
      agencyId: agency.id,
      agencyName: agency.name,
      isActive: true,
      requirePasswordChange: false,
      createdAt: client.createdAt.toISOString(),
      updatedAt: match.anyString,
      deletedAt: null,
      lastLoginAt: null,
    });
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('$argon2');
  });

  it('pages and searches with ?page, pageSize and q', async () => {
    const tag = `pager${Date.now()}`;
    for (let i = 0; i < 3; i += 1) await makeUser(t, { email: `${tag}-${i}@example.test` });
    const res = await asAdmin('GET', `/api/admin/users?page=1&pageSize=2&q=${tag.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.json<{ items: unknown[] }>().items).toHaveLength(2);
    const second = (await asAdmin('GET', `/api/admin/users?page=2&pageSize=2&q=${tag}`)).json<{ items: unknown[] }>();
    expect(second.items).toHaveLength(1);
    const plain = await asAdmin('GET', `/api/admin/users?q=${tag}`);
    expect(plain.json<Body>()).toHaveLength(3);
    // LIKE wildcards are searched for literally: no e-mail here holds an underscore.
    expect((await asAdmin('GET', '/api/admin/users?q=_')).json<Body>()).toEqual([]);
    expect((await asAdmin('GET', '/api/admin/users?q=%25')).json<Body>()).toEqual([]);
  });

  it.each(['?page=0', '?pageSize=500', '?sort=name', `?q=${'x'.repeat(101)}`])(
    'refuses the query %s with 400',
    async (query) => {
      const res = await asAdmin('GET', `/api/admin/users${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
    },
  );
});

describe('POST /api/admin/users', () => {
  it('creates a user who must change the typed password at first sign-in; the audit masks personal values', async () => {
    const body = newUserBody({ role: 'finance' });
    const res = await asAdmin('POST', '/api/admin/users', body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ id: number }>();
    expect(created).toMatchObject({
      email: body.email,
      role: 'finance',
      agencyId: null,
      requirePasswordChange: true,
      isActive: true,
    });
    const cookie = await login(t, body.email, body.password);
    expect((await call(t, 'GET', '/api/auth/user', { cookie })).json<Body>().requirePasswordChange).toBe(true);

    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(created.id))));
    expect(entry).toMatchObject({ action: 'create', userId: admin.user.id });
    expect(entry!.changes).toEqual(
      match.arrayContaining([{ field: 'email' }, { field: 'firstName' }, { field: 'role', to: 'finance' }]),
    );
    expect(JSON.stringify(entry!.changes)).not.toContain(body.email);
  });

  it('ties a client to an existing agency', async () => {
    const agency = await makeAgency(t);
    const res = await asAdmin('POST', '/api/admin/users', newUserBody({ role: 'client', agencyId: agency.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json<Body>()).toMatchObject({ role: 'client', agencyId: agency.id, agencyName: agency.name });
  });

  it('answers 409 DUPLICATE_EMAIL for a taken e-mail in any case, and points to Deleted Users for a deleted one', async () => {
    const existing = await makeUser(t);
    const res = await asAdmin('POST', '/api/admin/users', newUserBody({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({
      code: 'DUPLICATE_EMAIL',
      message: 'A user with this email already exists',
    });
    const deleted = await makeUser(t, { deletedAt: new Date() });
    const again = await asAdmin('POST', '/api/admin/users', newUserBody({ email: deleted.email }));
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>()).toMatchObject({
      code: 'DUPLICATE_EMAIL',
      message: 'A deleted user with this email already exists. Recover it from Deleted Users instead.',
    });
  });

  it.each([
    [{ isAdmin: true }, undefined],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: ' ' }, 'Last name is required'],
    [{ lastName: 'L'.repeat(101) }, undefined],
    [{ password: 'short' }, passwordMessages.tooShort],
    [{ password: 'password1' }, passwordMessages.common],
    [{ role: 'owner' }, 'Please select a role'],
    [{ role: 'client' }, 'Agency assignment is required for Client users'],
    [{ role: 'client', agencyId: 999999 }, 'The selected agency does not exist'],
  ])('refuses %j with 400', async (overrides, message) => {
    const res = await asAdmin('POST', '/api/admin/users', newUserBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json<Body>().message).toBe(message);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('edits names and e-mail; a taken e-mail is a 409', async () => {
    const user = await makeUser(t);
    const email = freshEmail();
    const res = await asAdmin('PUT', `/api/admin/users/${user.id}`, {
      firstName: 'Edited',
      lastName: 'Name',
      email: email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      id: user.id,
      firstName: 'Edited',
      lastName: 'Name',
      email,
      role: 'support',
    });
    const other = await makeUser(t);
    const taken = await asAdmin('PUT', `/api/admin/users/${user.id}`, { email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Body>()).toMatchObject({
      code: 'DUPLICATE_EMAIL',
      message: 'A user with this email already exists',
    });
  });

  it("a role change ends the user's sessions; an edit of names does not", async () => {
    const user = await makeUser(t, { role: 'support' });
    const cookie = await login(t, user.email, user.password);
    await asAdmin('PUT', `/api/admin/users/${user.id}`, { firstName: 'Still' });
    expect(await isSignedIn(cookie)).toBe(true);
    const res = await asAdmin('PUT', `/api/admin/users/${user.id}`, { role: 'finance' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>().role).toBe('finance');
    expect((await call(t, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
  });

  it('changing to client needs an agency; leaving client drops the agency', async () => {
    const user = await makeUser(t);
    const missing = await asAdmin('PUT', `/api/admin/users/${user.id}`, { role: 'client' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Body>()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Agency assignment is required for Client users',
    });
    const unknown = await asAdmin('PUT', `/api/admin/users/${user.id}`, { role: 'client', agencyId: 999999 });
    expect(unknown.json<Body>().message).toBe('The selected agency does not exist');
    const agency = await makeAgency(t);
    const ok = await asAdmin('PUT', `/api/admin/users/${user.id}`, { role: 'client', agencyId: agency.id });
    expect(ok.json<Body>()).toMatchObject({ role: 'client', agencyId: agency.id });
    const back = await asAdmin('PUT', `/api/admin/users/${user.id}`, { role: 'support' });
    expect(back.json<Body>()).toMatchObject({ role: 'support', agencyId: null });
  });

  it('deactivation ends the sessions and stops sign-in', async () => {
    const user = await makeUser(t);
    const cookie = await login(t, user.email, user.password);
    const res = await asAdmin('PUT', `/api/admin/users/${user.id}`, { isActive: false });
    expect(res.json<Body>().isActive).toBe(false);
    expect(await isSignedIn(cookie)).toBe(false);
    const attempt = await call(t, 'POST', '/api/auth/login', {
      payload: { email: user.email, password: user.password },
    });
    expect(attempt.statusCode).toBe(401);
  });

  it('an admin cannot remove their own admin role or deactivate themselves', async () => {
    const demote = await asAdmin('PUT', `/api/admin/users/${admin.user.id}`, { role: 'support' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json<Body>()).toEqual({ code: 'BAD_REQUEST', message: 'You cannot remove your own admin role' });
    const deactivate = await asAdmin('PUT', `/api/admin/users/${admin.user.id}`, { isActive: false });
    expect(deactivate.json<Body>()).toEqual({ code: 'BAD_REQUEST', message: 'You cannot deactivate your own account' });
    expect((await asAdmin('PUT', `/api/admin/users/${admin.user.id}`, { firstName: 'Self' })).statusCode).toBe(200);
  });

  it.each([
    [{ role: 'root' }, 'Please select a role'],
    [{ email: 'bad' }, 'Please enter a valid email address'],
    [{ firstName: '' }, 'First name is required'],
    [{ password: 'Kx9!mPq2#vRw' }, undefined],
  ])('refuses %j with 400', async (payload, message) => {
    const user = await makeUser(t);
    const res = await asAdmin('PUT', `/api/admin/users/${user.id}`, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json<Body>().message).toBe(message);
  });

  it('answers 404 for an unknown or deleted user', async () => {
    const deleted = await makeUser(t, { deletedAt: new Date() });
    for (const id of [999999, deleted.id]) {
      const res = await asAdmin('PUT', `/api/admin/users/${id}`, { firstName: 'X' });
      expect(res.statusCode).toBe(404);
      expect(res.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    }
    expect((await asAdmin('PUT', '/api/admin/users/abc', { firstName: 'X' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/users/{id} and recovery', () => {
  it('soft-deletes: the session ends, sign-in fails, the user is listed as deleted, then recovered with the same password', async () => {
    const user = await makeUser(t);
    const cookie = await login(t, user.email, user.password);
    const res = await asAdmin('DELETE', `/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toEqual({
      message: 'User moved to deleted users. It will be permanently removed after 30 days.',
    });
    expect(await isSignedIn(cookie)).toBe(false);
    expect(
      (await call(t, 'POST', '/api/auth/login', { payload: { email: user.email, password: user.password } }))
        .statusCode,
    ).toBe(401);
    expect((await asAdmin('GET', '/api/admin/users')).json<{ id: number }[]>().map((u) => u.id)).not.toContain(user.id);
    const deleted = (await asAdmin('GET', '/api/admin/users/deleted'))
      .json<{ id: number }[]>()
      .find((u) => u.id === user.id);
    expect(deleted).toMatchObject({ daysLeft: 30, retentionStatus: 'normal', deletedAt: match.anyString });
    expect((await asAdmin('DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(404);

    const recovered = await asAdmin('POST', `/api/admin/users/${user.id}/recover`);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json<Body>()).toMatchObject({ id: user.id, deletedAt: null, isActive: true });
    await login(t, user.email, user.password);
  });

  it('an admin cannot delete themselves', async () => {
    const res = await asAdmin('DELETE', `/api/admin/users/${admin.user.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toEqual({ code: 'BAD_REQUEST', message: 'You cannot delete your own account' });
  });

  it('shows days left and the retention badge', async () => {
    const warning = await makeUser(t, { deletedAt: new Date(Date.now() - 25 * DAY) });
    const expired = await makeUser(t, { deletedAt: new Date(Date.now() - 31 * DAY) });
    const list = (await asAdmin('GET', '/api/admin/users/deleted')).json<{ id: number }[]>();
    expect(list.find((u) => u.id === warning.id)).toMatchObject({ daysLeft: 5, retentionStatus: 'warning' });
    expect(list.find((u) => u.id === expired.id)).toMatchObject({ daysLeft: -1, retentionStatus: 'expired' });
    const late = await asAdmin('POST', `/api/admin/users/${expired.id}/recover`);
    expect(late.statusCode).toBe(409);
    expect(late.json<Body>()).toEqual({
      code: 'CONFLICT',
      message: 'This user was deleted more than 30 days ago and can no longer be recovered',
    });
  });

  it('recover answers 404 for a user that is not deleted', async () => {
    const live = await makeUser(t);
    const res = await asAdmin('POST', `/api/admin/users/${live.id}/recover`);
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Deleted user not found' });
  });

  it('cleanup removes only users deleted more than 30 days ago, keeping their login history', async () => {
    const expired = await makeUser(t);
    await login(t, expired.email, expired.password);
    await setDeletedAt(expired.id, new Date(Date.now() - 30 * DAY - 60 * 1000));
    const recent = await makeUser(t);
    await setDeletedAt(recent.id, new Date(Date.now() - 29 * DAY));
    const res = await asAdmin('POST', '/api/admin/cleanup-expired-users', {});
    expect(res.statusCode).toBe(200);
    const { deletedCount } = res.json<{ deletedCount: number }>();
    expect(deletedCount).toBeGreaterThanOrEqual(1);
    const ids = (await t.ctx.db.select({ id: users.id }).from(users)).map((r) => r.id);
    expect(ids).not.toContain(expired.id);
    expect(ids).toContain(recent.id);
    const history = await t.ctx.db.select().from(loginAudits).where(eq(loginAudits.email, expired.email));
    expect(history).toHaveLength(1);
    expect(history[0]!.userId).toBeNull();
    expect((await asAdmin('POST', '/api/admin/cleanup-expired-users')).json<Body>()).toEqual({ deletedCount: 0 });
  });
});

describe('POST /api/admin/users/{id}/reset-password', () => {
  it("sets the typed password, forces a change and ends the user's sessions", async () => {
    const user = await makeUser(t);
    const cookie = await login(t, user.email, user.password);
    const res = await asAdmin('POST', `/api/admin/users/${user.id}/reset-password`, { password: 'Brand-New-77' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toEqual({ message: 'Password reset. The user must change it at next sign-in.' });
    expect(await isSignedIn(cookie)).toBe(false);
    expect(
      (await call(t, 'POST', '/api/auth/login', { payload: { email: user.email, password: STRONG_PASSWORD } }))
        .statusCode,
    ).toBe(401);
    const fresh = await login(t, user.email, 'Brand-New-77');
    expect((await call(t, 'GET', '/api/auth/user', { cookie: fresh })).json<Body>().requirePasswordChange).toBe(true);
  });

  it.each([
    [{ password: 'password1' }, 400, passwordMessages.common],
    [{ password: 'short' }, 400, passwordMessages.tooShort],
    [{}, 400, 'Password Required'],
    [{ password: 'Brand-New-77', force: true }, 400, undefined],
  ])('refuses %j', async (payload, status, message) => {
    const user = await makeUser(t);
    const res = await asAdmin('POST', `/api/admin/users/${user.id}/reset-password`, payload);
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json<Body>().message).toBe(message);
  });

  it('answers 404 for an unknown user', async () => {
    expect(
      (await asAdmin('POST', '/api/admin/users/999999/reset-password', { password: 'Brand-New-77' })).statusCode,
    ).toBe(404);
  });
});

describe('who may manage users', () => {
  it.each(['support', 'finance', 'client'] as const)('%s gets 403 on every user-management call', async (role) => {
    const { cookie } = await signedIn(t, role);
    const target = await makeUser(t);
    const calls = [
      call(t, 'GET', '/api/admin/users', { cookie }),
      call(t, 'POST', '/api/admin/users', { cookie, payload: newUserBody() }),
      call(t, 'PUT', `/api/admin/users/${target.id}`, { cookie, payload: { firstName: 'X' } }),
      call(t, 'DELETE', `/api/admin/users/${target.id}`, { cookie }),
      call(t, 'POST', `/api/admin/users/${target.id}/reset-password`, {
        cookie,
        payload: { password: 'Brand-New-77' },
      }),
      call(t, 'GET', '/api/admin/users/deleted', { cookie }),
      call(t, 'POST', `/api/admin/users/${target.id}/recover`, { cookie }),
      call(t, 'POST', '/api/admin/cleanup-expired-users', { cookie }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json<Body>().code).toBe('FORBIDDEN');
    }
  });

  it('signed out gets 401', async () => {
    for (const res of await Promise.all([
      call(t, 'GET', '/api/admin/users'),
      call(t, 'GET', '/api/admin/users/deleted'),
      call(t, 'DELETE', '/api/admin/users/1'),
    ])) {
      expect(res.statusCode).toBe(401);
      expect(res.json<Body>().code).toBe('UNAUTHENTICATED');
    }
  });
});
