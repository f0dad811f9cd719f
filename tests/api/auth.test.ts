import { describe, expect, it } from 'vitest';
import { login, makeUser, outboxMessages } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t } = useTestApp();

describe('POST /api/auth/login', () => {
  it('signs in, sets an HttpOnly SameSite=Lax cookie and answers the current user', async () => {
    const user = await makeUser(t, { role: 'finance' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^crm_sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(res.json().user).toMatchObject({ email: user.email, role: 'finance', requirePasswordChange: false });
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const user = await makeUser(t);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'whatever1A!' },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'whatever1A!' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it.each([
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'x' }, 'Invalid email address'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('answers 429 with Retry-After after 10 failures for one account in 15 minutes', async () => {
    const user = await makeUser(t);
    for (let i = 0; i < 10; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'Wrong-pass1' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(blocked.json().code).toBe('RATE_LIMITED');
  });
});

describe('sessions', () => {
  it('GET /api/auth/user is 401 signed out and the user signed in; logout ends the session', async () => {
    const user = await makeUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const cookie = await login(t, user.email, user.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a user flagged requirePasswordChange gets 403 on everything but current user, change-password and logout', async () => {
    const user = await makeUser(t, { role: 'admin', requirePasswordChange: true });
    const cookie = await login(t, user.email, user.password);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    const other = await t.app.inject({ method: 'GET', url: '/api/agencies', headers: { cookie } });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: user.password, newPassword: 'N3w!Passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/agencies', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('e-mails a single-use link built from PUBLIC_URL, and the reset ends old sessions', async () => {
    const user = await makeUser(t);
    const oldCookie = await login(t, user.email, user.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    await t.ctx.background.drain();
    const mail = outboxMessages(t).find((m) => m.includes(user.email));
    expect(mail).toBeDefined();
    const token = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!)?.[1];
    expect(token).toBeDefined();
    expect(mail).not.toContain('evil.example');

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
    );

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Fresh!Start99' },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: oldCookie } })).statusCode,
    ).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Fresh!Start100' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This password reset link is invalid or has expired.');
    await login(t, user.email, 'Fresh!Start99');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = outboxMessages(t).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@example.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('If the email exists, a reset link has been sent to your inbox.');
    await t.ctx.background.drain();
    expect(outboxMessages(t).length).toBe(before);
  });
});
