/**
 * With the password alone (docs/domain.md, "Multi-factor sign-in"), a user of each role reaches no
 * route but the second factor's calls and sign-out, whichever way in: sign-in, a password reset, a
 * forced password change, an approved access request. The routes are the app's registered ones
 * (as tests/api/access-matrix.test.ts walks them), so a route added later is probed too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MfaStage } from '../../src/server/lib/session-user.ts';
import { roles, type Role } from '../../src/shared/domain/permissions.ts';
import { call, createTestApp, makeAgency, makeUser, outboxMessages, type Body } from '../helpers/app.ts';
import { enrolledUser, passwordSignIn } from '../helpers/mfa.ts';

// Top-level await: the routes must be known when the test cases are collected.
const t = await createTestApp({ MFA_REQUIRED_ROLES: 'admin,client,finance,support' });
afterAll(() => t.close());

let adminCookie = '';
beforeAll(async () => {
  adminCookie = (await enrolledUser(t, 'admin')).cookie;
});

const concreteUrl = (url: string) => url.replace(/:\w+(\([^)]*\))?/g, '999999').replaceAll('*', '999999');
const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);
const NEW_PASSWORD = 'Fresh!Start-99';

/** The routes a pending session at this stage may call, besides the public ones (logout among them). */
const mfaRoutes = (stage: MfaStage) => t.routes.filter((r) => r.allowDuringMfa.includes(stage));

/** Every route that is not public and not the stage's own: each must answer 403 MFA_REQUIRED. */
async function routesReached(cookie: string, stage: MfaStage): Promise<string[]> {
  const reached: string[] = [];
  for (const route of t.routes) {
    if (route.access === 'public' || route.allowDuringMfa.includes(stage)) continue;
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers: { cookie },
      ...(hasBody(route.method) ? { payload: {} } : {}),
    });
    if (res.statusCode !== 403 || res.json<Body>().code !== 'MFA_REQUIRED') {
      reached.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
  }
  return reached;
}

let visitor = 0;
type Way = (role: Role) => Promise<{ cookie: string; stage: MfaStage }>;

async function pendingAfter(email: string, password: string, stage: MfaStage) {
  const { answer, cookie } = await passwordSignIn(t, email, password);
  expect(answer).toEqual({ mfaRequired: true, enrolmentRequired: stage === 'enrol', passkey: false });
  return { cookie, stage };
}

const agencyFor = async (role: Role) => (role === 'client' ? (await makeAgency(t)).id : null);

const ways: [string, Way][] = [
  [
    'sign-in',
    async (role) => {
      const user = await makeUser(t, { role, agencyId: await agencyFor(role) });
      return pendingAfter(user.email, user.password, 'enrol');
    },
  ],
  [
    'a password reset',
    async (role) => {
      const { user } = await enrolledUser(t, role);
      await call(t, 'POST', '/api/auth/forgot-password', { payload: { email: user.email } });
      await t.ctx.background.drain();
      const mail = outboxMessages(t).find((m) => m.includes(user.email))!;
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
      const reset = await call(t, 'POST', '/api/auth/reset-password', {
        payload: { token, newPassword: NEW_PASSWORD },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      return pendingAfter(user.email, NEW_PASSWORD, 'verify');
    },
  ],
  [
    'a forced password change',
    async (role) => {
      const user = await makeUser(t, { role, agencyId: await agencyFor(role), requirePasswordChange: true });
      const pending = await pendingAfter(user.email, user.password, 'enrol');
      const change = await call(t, 'POST', '/api/auth/change-password', {
        cookie: pending.cookie,
        payload: { currentPassword: user.password, newPassword: NEW_PASSWORD },
      });
      expect(change.json<Body>().code).toBe('MFA_REQUIRED');
      return pending;
    },
  ],
  [
    'an access-request approval',
    async (role) => {
      const email = `visitor${++visitor}-${Date.now()}@example.test`;
      const asked = await call(t, 'POST', '/api/access-requests', {
        payload: { firstName: 'Vera', lastName: 'Visitor', email },
        remoteAddress: `10.9.0.${visitor}`,
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const agencyId = await agencyFor(role);
      const approved = await call(t, 'POST', `/api/admin/access-requests/${asked.json<{ id: number }>().id}/approve`, {
        cookie: adminCookie,
        payload: { accessLevel: role, password: 'Initial-Pass-42', ...(agencyId ? { agencyId } : {}) },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      return pendingAfter(email, 'Initial-Pass-42', 'enrol');
    },
  ],
];

describe('the route list', () => {
  it('names the second factor calls for each stage', () => {
    expect(mfaRoutes('enrol').map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/auth/mfa/setup',
      'POST /api/auth/mfa/enable',
      'POST /api/auth/passkeys/registration-options',
      'POST /api/auth/passkeys',
    ]);
    expect(mfaRoutes('verify').map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/auth/mfa/verify',
      'POST /api/auth/mfa/passkey-options',
      'POST /api/auth/mfa/passkey',
    ]);
  });
});

describe.each(ways)('with the password alone, after %s', (_way, way) => {
  it.each(roles.map((role) => [role]))('role %s: reaches no route but the second factor and sign-out', async (role) => {
    const { cookie, stage } = await way(role);
    expect(await routesReached(cookie, stage)).toEqual([]);
    // The stage's own calls are let through (an empty body is a 400, not a refusal).
    const own = stage === 'enrol' ? '/api/auth/mfa/enable' : '/api/auth/mfa/verify';
    const res = await call(t, 'POST', own, { cookie, payload: {} });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
    // Sign-out ends the pending session.
    expect((await call(t, 'POST', '/api/auth/logout', { cookie })).statusCode).toBe(200);
    expect((await call(t, 'POST', own, { cookie, payload: {} })).statusCode).toBe(401);
  });
});
