import { Secret, TOTP } from 'otpauth';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessions } from '../../src/server/db/schema/index.ts';
import { hashToken } from '../../src/server/modules/sessions/sessions.service.ts';
import { FRESH_SIGN_IN_MS } from '../../src/shared/domain/fresh-sign-in.ts';
import { call, cookieOf, makeAgency, makeUser, type Body, type TestApp } from './app.ts';

/**
 * Multi-factor sign-in in tests (docs/domain.md, "Multi-factor sign-in"): the code an authenticator
 * app would show, computed with otpauth from the secret the server gave, `steps` 30-second steps away.
 */
export const totpCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** POST /api/auth/login: the answer and the cookie it set. */
export async function passwordSignIn(t: TestApp, email: string, password: string) {
  const res = await call(t, 'POST', '/api/auth/login', { payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return { answer: res.json<Body>(), cookie: cookieOf(res) };
}

/** Sets up the authenticator app with a pending session: the secret, the recovery codes and the signed-in cookie. */
export async function enrolWith(t: TestApp, pendingCookie: string) {
  const setUp = await call(t, 'POST', '/api/auth/mfa/setup', { cookie: pendingCookie });
  expect(setUp.statusCode, setUp.body).toBe(200);
  const { secret } = setUp.json<{ secret: string }>();
  const code = totpCode(secret);
  const enabled = await call(t, 'POST', '/api/auth/mfa/enable', { cookie: pendingCookie, payload: { code } });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return {
    secret,
    code,
    recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes,
    cookie: cookieOf(enabled),
  };
}

type Role = 'admin' | 'client' | 'finance' | 'support';

/** A user of the role who has set up the app (MFA required for the role): row, password, secret, codes, signed-in cookie. */
export async function enrolledUser(t: TestApp, role: Role, overrides: Parameters<typeof makeUser>[1] = {}) {
  const agencyId = role === 'client' ? (await makeAgency(t)).id : null;
  const user = await makeUser(t, { role, agencyId, ...overrides });
  const { answer, cookie } = await passwordSignIn(t, user.email, user.password);
  expect(answer).toEqual({ mfaRequired: true, enrolmentRequired: true, passkey: false });
  return { user, ...(await enrolWith(t, cookie)) };
}

/** The session behind a cookie was last fully signed in longer ago than the fresh sign-in rule allows. */
export async function ageSession(t: TestApp, cookie: string, by = FRESH_SIGN_IN_MS + 1000) {
  const id = hashToken(cookie.slice(cookie.indexOf('=') + 1));
  const moved = await t.ctx.db
    .update(sessions)
    .set({ freshAt: new Date(Date.now() - by) })
    .where(eq(sessions.id, id))
    .returning({ id: sessions.id });
  expect(moved).toHaveLength(1);
}
