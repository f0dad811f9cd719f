/**
 * POST /api/auth/change-password: every signed-in user's own password change (My Profile, issue 9
 * item 7), with the current password. A wrong current password is a password guess, counted like a
 * failed sign-in, so an open session cannot guess faster than the sign-in form allows.
 */
import { describe, expect, it } from 'vitest';
import { passwordMessages } from '../../src/shared/domain/password.ts';
import { call, login, signedIn, STRONG_PASSWORD, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t } = useTestApp();

const NEW_PASSWORD = 'Fresh-Start-42!';
const change = (cookie: string, payload: unknown, remoteAddress?: string) =>
  call(t, 'POST', '/api/auth/change-password', { cookie, payload, ...(remoteAddress ? { remoteAddress } : {}) });
const signIn = (email: string, password: string, remoteAddress?: string) =>
  call(t, 'POST', '/api/auth/login', { payload: { email, password }, ...(remoteAddress ? { remoteAddress } : {}) });

describe('POST /api/auth/change-password', () => {
  it.each(['support', 'finance', 'client', 'admin'] as const)(
    'a %s user changes their own password with the current one',
    async (role) => {
      const { user, cookie } = await signedIn(t, role);
      const res = await change(cookie, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Body>()).toEqual({ message: 'Password Changed Successfully' });
      // The session it was made from stays; the new password signs in, the old one no longer does.
      expect((await call(t, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
      expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await signIn(user.email, STRONG_PASSWORD)).statusCode).toBe(401);
    },
  );

  it('a wrong current password answers 400 naming the field, and changes nothing', async () => {
    const { user, cookie } = await signedIn(t, 'support');
    const res = await change(cookie, { currentPassword: 'Not-My-Pass-1', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Current password is incorrect',
      details: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
    expect((await signIn(user.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: STRONG_PASSWORD, newPassword: 'weakpass' }, passwordMessages.complexity],
    [
      { currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD },
      'New password must be different from current password',
    ],
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Current password is required'],
  ])('refuses %j with 400: %s', async (payload, message) => {
    const { user, cookie } = await signedIn(t, 'support');
    const res = await change(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe(message);
    expect((await signIn(user.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a wrong current password like a failed sign-in: past 10 from one address, 429 even with the right one, and sign-in is held too', async () => {
    const { user, cookie } = await signedIn(t, 'support');
    const address = '203.0.113.7';
    for (let i = 1; i <= 10; i += 1) {
      const res = await change(cookie, { currentPassword: `Wrong-Guess-${i}`, newPassword: NEW_PASSWORD }, address);
      expect(res.statusCode, `guess ${i}`).toBe(400);
    }
    const right = await change(cookie, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }, address);
    expect(right.statusCode).toBe(429);
    expect(right.json<Body>()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed password attempts. Please try again later.',
    });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The guesses used up the same allowance as the sign-in form's.
    const signInThere = await signIn(user.email, STRONG_PASSWORD, address);
    expect(signInThere.statusCode).toBe(429);
    // The password was never changed.
    expect((await signIn(user.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('failed sign-ins count against a change too: the limit is one allowance, whichever form guesses', async () => {
    const { user, cookie } = await signedIn(t, 'finance');
    const address = '203.0.113.8';
    for (let i = 1; i <= 10; i += 1)
      expect((await signIn(user.email, `Wrong-Guess-${i}`, address)).statusCode).toBe(401);
    const res = await change(cookie, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }, address);
    expect(res.statusCode).toBe(429);
  });

  it("a right current password gives its attempt back, so the owner's own typing mistakes do not pile up", async () => {
    const { user, cookie } = await signedIn(t, 'support');
    const address = '203.0.113.9';
    for (let i = 1; i <= 9; i += 1)
      expect(
        (await change(cookie, { currentPassword: `Typo-${i}`, newPassword: NEW_PASSWORD }, address)).statusCode,
      ).toBe(400);
    const ok = await change(cookie, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }, address);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await login(t, user.email, NEW_PASSWORD)).toBeTruthy();
    expect(
      (await change(cookie, { currentPassword: 'Typo-again-1', newPassword: 'Another-Start-43!' }, address)).statusCode,
    ).toBe(400);
  });

  it("the admin profile's current password is counted the same way", async () => {
    const { user, cookie } = await signedIn(t, 'admin');
    const address = '203.0.113.10';
    const body = { email: user.email, firstName: user.firstName, lastName: user.lastName, password: NEW_PASSWORD };
    for (let i = 1; i <= 10; i += 1) {
      const res = await call(t, 'PUT', '/api/admin/profile', {
        cookie,
        payload: { ...body, currentPassword: `Wrong-${i}` },
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await call(t, 'PUT', '/api/admin/profile', {
      cookie,
      payload: { ...body, currentPassword: STRONG_PASSWORD },
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(429);
  });

  it('signed out gets 401', async () => {
    expect(
      (
        await call(t, 'POST', '/api/auth/change-password', {
          payload: { currentPassword: 'x', newPassword: NEW_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });
});
