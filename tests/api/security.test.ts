import { describe, expect, it } from 'vitest';
import { call, createTestApp, makeUser, signedIn } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t } = useTestApp();

describe('API documentation (issue 7)', () => {
  it.each(['/api/docs', '/api/docs/json'])('%s is for signed-in admins only', async (url) => {
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
    const support = await signedIn(t, 'support');
    expect((await call(t, 'GET', url, { cookie: support.cookie })).statusCode).toBe(403);
    const admin = await signedIn(t, 'admin');
    const res = await call(t, 'GET', url, { cookie: admin.cookie });
    expect([200, 302]).toContain(res.statusCode);
    if (url.endsWith('/json')) expect(res.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  });
});

describe('same-origin check (issue 7)', () => {
  it('compares Origin with PUBLIC_URL only, never with the Host header', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://evil.example', host: 'evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Cross-site requests are not allowed' });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('headers (issue 7)', () => {
  it('logout asks the browser to clear what it kept of the site', async () => {
    const { cookie } = await signedIn(t, 'support');
    const res = await call(t, 'POST', '/api/auth/logout', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['clear-site-data']).toBe('"cache", "cookies", "storage"');
  });

  it('the CSP forbids <base>, and the reset page sends no referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/reset-password?token=abc' });
    expect(String(res.headers['content-security-policy'])).toContain("base-uri 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('session cookie over HTTPS (issue 7)', () => {
  it('is __Host- prefixed, Secure, path / and without a domain, and signs the user in', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://crm.example.co.uk' });
    try {
      const user = await makeUser(https);
      const res = await call(https, 'POST', '/api/auth/login', {
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode).toBe(200);
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-crm_sid=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toContain('Secure');
      expect(setCookie).toContain('Path=/');
      expect(setCookie).not.toMatch(/Domain=/i);
      const cookie = setCookie.split(';')[0]!;
      expect((await call(https, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
      const unprefixed = cookie.replace('__Host-crm_sid', 'crm_sid');
      expect((await call(https, 'GET', '/api/auth/user', { cookie: unprefixed })).statusCode).toBe(401);
    } finally {
      await https.close();
    }
  });
});
