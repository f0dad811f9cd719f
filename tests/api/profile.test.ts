import { describe, expect, it } from 'vitest';
import { passwordMessages } from '../../src/shared/domain/password.ts';
import { call, login, makeUser, signedIn, match, STRONG_PASSWORD, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t } = useTestApp();

const isSignedIn = async (cookie: string) => (await call(t, 'GET', '/api/auth/user', { cookie })).statusCode === 200;
const profileBody = (user: { email: string }, overrides: Record<string, unknown> = {}) => ({
  email: user.email,
  firstName: 'Ada',
  lastName: 'Admin',
  ...overrides,
});

describe('GET /api/admin/profile', () => {
  it("answers the signed-in admin's own account", async () => {
    const { user, cookie } = await signedIn(t, 'admin', { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await call(t, 'GET', '/api/admin/profile', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'admin',
      isActive: true,
      createdAt: user.createdAt.toISOString(),
      updatedAt: match.anyString,
    });
  });
});

describe('PUT /api/admin/profile', () => {
  it('updates names and e-mail (stored lower-case) and keeps the session', async () => {
    const { user, cookie } = await signedIn(t, 'admin');
    const email = `Renamed-${Date.now()}@Example.TEST`;
    const res = await call(t, 'PUT', '/api/admin/profile', {
      cookie,
      payload: { email, firstName: ' Grace ', lastName: 'Hopper' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      id: user.id,
      email: email.toLowerCase(),
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'admin',
    });
    expect(await isSignedIn(cookie)).toBe(true);
    expect((await call(t, 'GET', '/api/admin/profile', { cookie })).json<Body>().email).toBe(email.toLowerCase());
  });

  it("a new password ends the admin's other sessions only, and signs in from then on", async () => {
    const { user, cookie } = await signedIn(t, 'admin');
    const other = await login(t, user.email, user.password);
    const res = await call(t, 'PUT', '/api/admin/profile', {
      cookie,
      payload: profileBody(user, { password: 'Another-Pass-9', currentPassword: user.password }),
    });
    expect(res.statusCode).toBe(200);
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    expect(
      (await call(t, 'POST', '/api/auth/login', { payload: { email: user.email, password: user.password } }))
        .statusCode,
    ).toBe(401);
    const fresh = await login(t, user.email, 'Another-Pass-9');
    expect((await call(t, 'GET', '/api/auth/user', { cookie: fresh })).json<Body>().requirePasswordChange).toBe(false);
  });

  it('answers 409 DUPLICATE_EMAIL when another account has the e-mail', async () => {
    const { user, cookie } = await signedIn(t, 'admin');
    const other = await makeUser(t);
    const res = await call(t, 'PUT', '/api/admin/profile', {
      cookie,
      payload: profileBody(user, { email: other.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({
      code: 'DUPLICATE_EMAIL',
      message: 'A user with this email already exists',
    });
  });

  it.each([
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '   ' }, 'Last name is required'],
    [{ firstName: 'F'.repeat(101) }, undefined],
    [{ password: 'short', currentPassword: STRONG_PASSWORD }, passwordMessages.tooShort],
    [{ password: '', currentPassword: STRONG_PASSWORD }, passwordMessages.tooShort],
    [{ password: 'password1', currentPassword: STRONG_PASSWORD }, passwordMessages.common],
    [{ password: 'Another-Pass-9' }, 'Enter your current password to change it'],
    [{ password: 'Another-Pass-9', currentPassword: '' }, 'Enter your current password to change it'],
    [{ password: 'Another-Pass-9', currentPassword: 'Not-my-pass-1' }, 'Current password is incorrect'],
    [{ role: 'support' }, undefined],
  ])('refuses %j with 400 and changes nothing', async (overrides, message) => {
    const { user, cookie } = await signedIn(t, 'admin', { firstName: 'Keep' });
    const res = await call(t, 'PUT', '/api/admin/profile', { cookie, payload: profileBody(user, overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json<Body>().message).toBe(message);
    expect((await call(t, 'GET', '/api/admin/profile', { cookie })).json<Body>()).toMatchObject({
      firstName: 'Keep',
      role: 'admin',
    });
  });

  it('refuses a body without the required fields', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const res = await call(t, 'PUT', '/api/admin/profile', { cookie, payload: { firstName: 'Only' } });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ details: { field: string }[] }>().details.map((d) => d.field);
    expect(fields).toEqual(match.arrayContaining(['email', 'lastName']));
  });
});

describe('who may use the admin profile', () => {
  it.each(['support', 'finance', 'client'] as const)('%s gets 403', async (role) => {
    const { user, cookie } = await signedIn(t, role);
    const get = await call(t, 'GET', '/api/admin/profile', { cookie });
    expect(get.statusCode).toBe(403);
    expect(get.json<Body>().code).toBe('FORBIDDEN');
    expect((await call(t, 'PUT', '/api/admin/profile', { cookie, payload: profileBody(user) })).statusCode).toBe(403);
  });

  it('signed out gets 401', async () => {
    const res = await call(t, 'GET', '/api/admin/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json<Body>().code).toBe('UNAUTHENTICATED');
  });
});
