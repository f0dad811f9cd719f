/**
 * Multi-factor sign-in (docs/domain.md, "Multi-factor sign-in"; ADR 0020): the password opens a
 * session that reaches only the second factor's calls; a code is accepted once, a recovery code
 * once, the session id changes, and code guesses are counted like passwords.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mfaFactors, mfaRecoveryCodes } from '../../src/server/db/schema/index.ts';
import { call, makeUser, match, type Body } from '../helpers/app.ts';
import { enrolledUser, enrolWith, passwordSignIn, totpCode } from '../helpers/mfa.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Every role must use a second factor here (the other test files run with MFA_REQUIRED_ROLES=none).
const { t } = useTestApp({}, { MFA_REQUIRED_ROLES: 'admin,client,finance,support' });

const WRONG_CODE = 'The code is not right or was already used';
const WRONG_RECOVERY_CODE = 'The recovery code is not right or was already used';
const me = (cookie: string) => call(t, 'GET', '/api/auth/user', { cookie });
const verify = (cookie: string, payload: unknown) => call(t, 'POST', '/api/auth/mfa/verify', { cookie, payload });

describe('enrolment at the first sign-in of a required role', () => {
  it('the password answers mfaRequired with enrolmentRequired; set-up gives a base32 secret and its otpauth address', async () => {
    const user = await makeUser(t, { role: 'finance' });
    const { answer, cookie } = await passwordSignIn(t, user.email, user.password);
    expect(answer).toEqual({ mfaRequired: true, enrolmentRequired: true, passkey: false });
    const mine = await me(cookie);
    expect(mine.statusCode).toBe(403);
    expect(mine.json<Body>()).toEqual({
      code: 'MFA_REQUIRED',
      message: 'Set up your authenticator app to finish signing in',
    });
    const setUp = await call(t, 'POST', '/api/auth/mfa/setup', { cookie });
    expect(setUp.statusCode).toBe(200);
    const { secret, otpauthUrl } = setUp.json<{ secret: string; otpauthUrl: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Worker%20CRM:${encodeURIComponent(user.email)}?issuer=Worker%20CRM&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // The pending session may not give a code before enrolling.
    const early = await verify(cookie, { code: totpCode(secret) });
    expect(early.json<Body>().code).toBe('MFA_REQUIRED');
  });

  it('a wrong first code is refused; the right one answers ten recovery codes and a new, signed-in session', async () => {
    const user = await makeUser(t, { role: 'support' });
    const { cookie } = await passwordSignIn(t, user.email, user.password);
    const { secret } = (await call(t, 'POST', '/api/auth/mfa/setup', { cookie })).json<{ secret: string }>();
    const wrong = await call(t, 'POST', '/api/auth/mfa/enable', { cookie, payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<Body>()).toEqual({
      code: 'VALIDATION_ERROR',
      message: WRONG_CODE,
      details: [{ field: 'code', message: WRONG_CODE }],
    });
    const right = await call(t, 'POST', '/api/auth/mfa/enable', { cookie, payload: { code: totpCode(secret) } });
    expect(right.statusCode, right.body).toBe(200);
    const body = right.json<{ recoveryCodes: string[]; user: { email: string } }>();
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(body.user.email).toBe(user.email);
    const newCookie = right.cookies.find((c) => c.name === 'crm_sid')!.value;
    expect(`crm_sid=${newCookie}`).not.toBe(cookie);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(`crm_sid=${newCookie}`)).statusCode).toBe(200);
    // Stored: the secret sealed, the codes hashed.
    const [factor] = await t.ctx.db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id));
    expect(factor!.secretEncrypted).not.toContain(secret);
    expect(factor!.secretEncrypted).toMatch(/^v1\./);
    const stored = await t.ctx.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash).sort()).not.toEqual(body.recoveryCodes.sort());
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true);
  });

  it('a fully signed-in session cannot set up an app again or verify again (409)', async () => {
    const { cookie } = await enrolledUser(t, 'admin');
    const again = await call(t, 'POST', '/api/auth/mfa/setup', { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>()).toEqual({
      code: 'CONFLICT',
      message: 'An authenticator app is already set up for this account',
    });
    const verifyAgain = await verify(cookie, { code: '123456' });
    expect(verifyAgain.statusCode).toBe(409);
    expect(verifyAgain.json<Body>()).toEqual({ code: 'CONFLICT', message: 'You are already signed in' });
  });
});

describe('the code after the password', () => {
  it('an enrolled user is asked for the code; a code is refused on its second use; the session id changes', async () => {
    const { user, secret, code } = await enrolledUser(t, 'client');
    // The enrolment's own code is spent: the next sign-in cannot reuse it.
    const first = await passwordSignIn(t, user.email, user.password);
    expect(first.answer).toEqual({ mfaRequired: true, enrolmentRequired: false, passkey: false });
    const replayed = await verify(first.cookie, { code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json<Body>().message).toBe(WRONG_CODE);
    // The next step's code (within the tolerated drift) signs in, with a new session id.
    const nextCode = totpCode(secret, 1);
    const ok = await verify(first.cookie, { code: nextCode });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Body>()).toMatchObject({ message: 'Login successful', recoveryCodesLeft: 10 });
    const signedInCookie = `crm_sid=${ok.cookies.find((c) => c.name === 'crm_sid')!.value}`;
    expect(signedInCookie).not.toBe(first.cookie);
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(signedInCookie)).json<Body>()).toMatchObject({ id: user.id });
    // The same code again, from a fresh password sign-in: refused.
    const second = await passwordSignIn(t, user.email, user.password);
    const reused = await verify(second.cookie, { code: nextCode });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<Body>()).toMatchObject({ code: 'VALIDATION_ERROR', message: WRONG_CODE });
  });

  it('a code further than one step away is refused', async () => {
    const { user, secret } = await enrolledUser(t, 'support');
    const { cookie } = await passwordSignIn(t, user.email, user.password);
    expect((await verify(cookie, { code: totpCode(secret, 3) })).statusCode).toBe(400);
    expect((await verify(cookie, { code: totpCode(secret, -3) })).statusCode).toBe(400);
  });

  it('each recovery code works once, in any case and with or without dashes; the answer says how many are left', async () => {
    const { user, recoveryCodes } = await enrolledUser(t, 'finance');
    const [a, b] = recoveryCodes;
    const first = await passwordSignIn(t, user.email, user.password);
    const used = await verify(first.cookie, { recoveryCode: a!.toLowerCase() });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json<Body>()).toMatchObject({ recoveryCodesLeft: 9 });
    const second = await passwordSignIn(t, user.email, user.password);
    const again = await verify(second.cookie, { recoveryCode: a! });
    expect(again.statusCode).toBe(400);
    expect(again.json<Body>()).toEqual({
      code: 'VALIDATION_ERROR',
      message: WRONG_RECOVERY_CODE,
      details: [{ field: 'recoveryCode', message: WRONG_RECOVERY_CODE }],
    });
    const other = await verify(second.cookie, { recoveryCode: b!.replaceAll('-', '') });
    expect(other.statusCode).toBe(200);
    expect(other.json<Body>()).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it('5 parallel uses of one recovery code: exactly one signs in', async () => {
    const { user, recoveryCodes } = await enrolledUser(t, 'support');
    // Five pending sessions, opened one after another; their codes are then sent at once.
    const sessions = [];
    for (let i = 0; i < 5; i++) sessions.push(await passwordSignIn(t, user.email, user.password));
    const answers = await Promise.all(sessions.map((s) => verify(s.cookie, { recoveryCode: recoveryCodes[0] })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('asks for the code or a recovery code, not both nor neither', async () => {
    const { user, secret, recoveryCodes } = await enrolledUser(t, 'admin');
    const { cookie } = await passwordSignIn(t, user.email, user.password);
    const message = 'Enter the code from your authenticator app or a recovery code';
    for (const payload of [{}, { code: totpCode(secret, 1), recoveryCode: recoveryCodes[0] }]) {
      const res = await verify(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    const letters = await verify(cookie, { code: 'abcdef' });
    expect(letters.json<Body>()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Enter the 6-digit code' });
  });

  it('50 parallel wrong codes: 5 are checked and refused, 45 answer 429 with Retry-After, and then the right one too', async () => {
    const { user, secret } = await enrolledUser(t, 'finance');
    const { cookie } = await passwordSignIn(t, user.email, user.password);
    const wrong = totpCode(secret, 1) === '123456' ? '654321' : '123456';
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(cookie, { code: wrong })));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    const limited = answers.find((r) => r.statusCode === 429)!;
    expect(limited.json<Body>()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many wrong codes. Please try again later.',
      details: { retryAfter: match.anyNumber },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    const right = await verify(cookie, { code: totpCode(secret, 1) });
    expect(right.statusCode).toBe(429);
  });
});

describe('MFA_REQUIRED_ROLES leaves a role out', () => {
  const narrow = useTestApp({}, { MFA_REQUIRED_ROLES: 'admin' });

  it('a support user who has not enrolled signs in with the password; an admin is asked to enrol', async () => {
    const support = await makeUser(narrow.t, { role: 'support' });
    const res = await call(narrow.t, 'POST', '/api/auth/login', {
      payload: { email: support.email, password: support.password },
    });
    expect(res.json<Body>()).toMatchObject({ message: 'Login successful', user: { id: support.id } });
    const admin = await makeUser(narrow.t, { role: 'admin' });
    const asked = await passwordSignIn(narrow.t, admin.email, admin.password);
    expect(asked.answer).toEqual({ mfaRequired: true, enrolmentRequired: true, passkey: false });
  });

  it('a user of a role left out who enrolled while it was required is asked for the code anyway', async () => {
    const { user } = await enrolledUser(t, 'support');
    // The same account, in the narrowed app's database: its factor is copied over.
    const moved = await makeUser(narrow.t, { role: 'support' });
    const [factor] = await t.ctx.db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id));
    await narrow.t.ctx.db.insert(mfaFactors).values({ ...factor!, userId: moved.id });
    const asked = await passwordSignIn(narrow.t, moved.email, moved.password);
    expect(asked.answer).toEqual({ mfaRequired: true, enrolmentRequired: false, passkey: false });
  });
});

describe('the enrolment helper', () => {
  it('enrols through a pending session only', async () => {
    const user = await makeUser(t, { role: 'support' });
    const { cookie } = await passwordSignIn(t, user.email, user.password);
    const enrolled = await enrolWith(t, cookie);
    expect(enrolled.recoveryCodes).toHaveLength(10);
  });
});
