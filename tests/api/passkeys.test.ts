/**
 * Passkeys as a second factor (docs/domain.md, "Multi-factor sign-in", Passkeys; ADR 0021), driven
 * by a software authenticator (tests/helpers/passkeys.ts): added, listed and removed by their
 * owner; enrolled instead of the app; answering the sign-in's second step with a new session; each
 * challenge used once, the counter checked and stored.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passkeys, webauthnChallenges } from '../../src/server/db/schema/index.ts';
import { call, cookieOf, makeUser, match, signedIn, type Body } from '../helpers/app.ts';
import { auditEntriesAfter, lastAuditId } from '../helpers/audit.ts';
import { ageSession, enrolledUser, passwordSignIn } from '../helpers/mfa.ts';
import {
  addPasskey,
  signInWithPasskey,
  softwareAuthenticator,
  type RegistrationOptions,
  type SignInOptions,
} from '../helpers/passkeys.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const EXPIRED = 'The passkey request expired or was already answered. Please try again.';
const NOT_VERIFIED = 'The passkey could not be verified. Please try again.';
const me = (t: Parameters<typeof call>[0], cookie: string) => call(t, 'GET', '/api/auth/user', { cookie });

describe('a signed-in user adds, lists and removes passkeys', () => {
  // The password alone signs in here (MFA_REQUIRED_ROLES=none), until a user has a passkey.
  const { t } = useTestApp();

  it('registration options name this app as the relying party; the passkey added is listed without its key and audited', async () => {
    const { user, cookie } = await signedIn(t, 'support');
    const res = await call(t, 'POST', '/api/auth/passkeys/registration-options', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json<RegistrationOptions & Body>();
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Worker CRM' },
      user: { name: user.email, displayName: `${user.firstName} ${user.lastName}` },
      attestation: 'none',
      excludeCredentials: [],
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const before = await lastAuditId(t);
    const device = softwareAuthenticator();
    const added = await call(t, 'POST', '/api/auth/passkeys', {
      cookie,
      payload: { name: '  Work laptop ', response: device.register(options) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const passkey = { id: match.anyNumber, name: 'Work laptop', createdAt: match.isoInstant, lastUsedAt: null };
    expect(added.json<Body>()).toEqual({ passkey });
    expect(added.cookies).toEqual([]);
    const list = await call(t, 'GET', '/api/auth/passkeys', { cookie });
    expect(list.json<Body>()).toEqual({ passkeys: [passkey] });
    const written = await auditEntriesAfter(t, before);
    expect(written.map((e) => [e.action, e.entityType, e.entityId, e.userId])).toEqual([
      ['passkey_added', 'user', String(user.id), user.id],
    ]);
    // Stored: the credential id the authenticator made, its public key, the transports it named.
    const [row] = await t.ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row).toMatchObject({ credentialId: device.credentialId, counter: 0, transports: ['internal'] });
    expect(row!.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    // A second registration excludes the first passkey, so one authenticator is registered once.
    const again = await call(t, 'POST', '/api/auth/passkeys/registration-options', { cookie });
    expect(again.json<Body>().excludeCredentials).toEqual([
      { id: device.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
    const twice = await call(t, 'POST', '/api/auth/passkeys', {
      cookie,
      payload: { name: 'Again', response: device.register(again.json<RegistrationOptions>()) },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Body>()).toEqual({ code: 'CONFLICT', message: 'This passkey is already registered' });
  });

  it('a registration challenge is used once: the same answer again, or another one, is refused', async () => {
    const { cookie } = await signedIn(t, 'finance');
    const options = (
      await call(t, 'POST', '/api/auth/passkeys/registration-options', { cookie })
    ).json<RegistrationOptions>();
    const response = softwareAuthenticator().register(options);
    const first = await call(t, 'POST', '/api/auth/passkeys', { cookie, payload: { name: 'Phone', response } });
    expect(first.statusCode, first.body).toBe(201);
    for (const answer of [response, softwareAuthenticator().register(options)]) {
      const again = await call(t, 'POST', '/api/auth/passkeys', {
        cookie,
        payload: { name: 'Phone', response: answer },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json<Body>()).toEqual({
        code: 'VALIDATION_ERROR',
        message: EXPIRED,
        details: [{ field: 'response', message: EXPIRED }],
      });
    }
    expect(
      (await call(t, 'GET', '/api/auth/passkeys', { cookie })).json<{ passkeys: unknown[] }>().passkeys,
    ).toHaveLength(1);
  });

  it('an answer made for another origin is refused, and spends the challenge', async () => {
    const { cookie } = await signedIn(t, 'support');
    const options = (
      await call(t, 'POST', '/api/auth/passkeys/registration-options', { cookie })
    ).json<RegistrationOptions>();
    const elsewhere = softwareAuthenticator('https://phish.example.test').register(options);
    const res = await call(t, 'POST', '/api/auth/passkeys', {
      cookie,
      payload: { name: 'Phone', response: elsewhere },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({ code: 'VALIDATION_ERROR', message: NOT_VERIFIED });
    const [challenge] = await t.ctx.db.select().from(webauthnChallenges);
    expect(challenge).toBeUndefined();
  });

  it('a name is required, with a visible message', async () => {
    const { cookie } = await signedIn(t, 'support');
    const options = (
      await call(t, 'POST', '/api/auth/passkeys/registration-options', { cookie })
    ).json<RegistrationOptions>();
    const res = await call(t, 'POST', '/api/auth/passkeys', {
      cookie,
      payload: { name: '  ', response: softwareAuthenticator().register(options) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Name is required' });
  });

  it("removes the user's own passkey (audited); another user's answers 404 and stays", async () => {
    const owner = await signedIn(t, 'support');
    const other = await signedIn(t, 'admin');
    const { body } = await addPasskey(t, owner.cookie, softwareAuthenticator());
    const id = (body.passkey as { id: number }).id;
    const foreign = await call(t, 'DELETE', `/api/auth/passkeys/${id}`, { cookie: other.cookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Passkey not found' });
    expect((await call(t, 'GET', '/api/auth/passkeys', { cookie: owner.cookie })).json<Body>().passkeys).toHaveLength(
      1,
    );
    const before = await lastAuditId(t);
    const own = await call(t, 'DELETE', `/api/auth/passkeys/${id}`, { cookie: owner.cookie });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<Body>()).toEqual({ message: 'Passkey removed' });
    expect((await auditEntriesAfter(t, before)).map((e) => [e.action, e.userId])).toEqual([
      ['passkey_removed', owner.user.id],
    ]);
    expect((await call(t, 'GET', '/api/auth/passkeys', { cookie: owner.cookie })).json<Body>()).toEqual({
      passkeys: [],
    });
    expect((await call(t, 'DELETE', `/api/auth/passkeys/${id}`, { cookie: owner.cookie })).statusCode).toBe(404);
  });
});

describe('signing in with a passkey', () => {
  const { t } = useTestApp();

  async function userWithPasskey() {
    const { user, cookie } = await signedIn(t, 'support');
    const device = softwareAuthenticator();
    await addPasskey(t, cookie, device);
    return { user, device };
  }

  it('a user with only a passkey is asked at stage verify; the passkey finishes the sign-in with a new session id and the counter stored', async () => {
    const { user, device } = await userWithPasskey();
    const pending = await passwordSignIn(t, user.email, user.password);
    expect(pending.answer).toEqual({ mfaRequired: true, enrolmentRequired: false, passkey: true });
    expect((await me(t, pending.cookie)).json<Body>()).toEqual({
      code: 'MFA_REQUIRED',
      message: 'Enter the code from your authenticator app to finish signing in',
    });
    const options = await call(t, 'POST', '/api/auth/mfa/passkey-options', { cookie: pending.cookie });
    expect(options.json<Body>()).toMatchObject({
      rpId: 'localhost',
      allowCredentials: [{ id: device.credentialId, type: 'public-key', transports: ['internal'] }],
    });
    const response = device.assert(options.json<SignInOptions>());
    const ok = await call(t, 'POST', '/api/auth/mfa/passkey', { cookie: pending.cookie, payload: { response } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Body>()).toMatchObject({ message: 'Login successful', user: { id: user.id }, recoveryCodesLeft: 0 });
    const signedInCookie = cookieOf(ok);
    expect(signedInCookie).not.toBe(pending.cookie);
    expect((await me(t, pending.cookie)).statusCode).toBe(401);
    expect((await me(t, signedInCookie)).json<Body>()).toMatchObject({ id: user.id });
    const [row] = await t.ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const listed = await call(t, 'GET', '/api/auth/passkeys', { cookie: signedInCookie });
    expect(listed.json<{ passkeys: Body[] }>().passkeys[0]!.lastUsedAt).toEqual(match.isoInstant);
  });

  it('a sign-in challenge is used once: the same answer from the same pending session is refused', async () => {
    const { user, device } = await userWithPasskey();
    const pending = await passwordSignIn(t, user.email, user.password);
    const options = (
      await call(t, 'POST', '/api/auth/mfa/passkey-options', { cookie: pending.cookie })
    ).json<SignInOptions>();
    const response = device.assert(options);
    // Two answers at once to one challenge: one signs in.
    const answers = await Promise.all(
      [1, 2].map(() => call(t, 'POST', '/api/auth/mfa/passkey', { cookie: pending.cookie, payload: { response } })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    // The same answer again, from a new pending session: its challenge is not this one.
    const next = await passwordSignIn(t, user.email, user.password);
    await call(t, 'POST', '/api/auth/mfa/passkey-options', { cookie: next.cookie });
    const replay = await call(t, 'POST', '/api/auth/mfa/passkey', { cookie: next.cookie, payload: { response } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json<Body>()).toEqual({
      code: 'VALIDATION_ERROR',
      message: NOT_VERIFIED,
      details: [{ field: 'response', message: NOT_VERIFIED }],
    });
  });

  it('a counter that did not grow is refused (a cloned authenticator), and so is a signature by another key', async () => {
    const { user, device } = await userWithPasskey();
    expect(
      (await signInWithPasskey(t, (await passwordSignIn(t, user.email, user.password)).cookie, device)).statusCode,
    ).toBe(200);
    const pending = await passwordSignIn(t, user.email, user.password);
    const options = (
      await call(t, 'POST', '/api/auth/mfa/passkey-options', { cookie: pending.cookie })
    ).json<SignInOptions>();
    const stale = device.assert(options, { withCounter: 1 });
    const refused = await call(t, 'POST', '/api/auth/mfa/passkey', {
      cookie: pending.cookie,
      payload: { response: stale },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Body>().message).toBe(NOT_VERIFIED);
    // A different key claiming this credential id.
    const impostor = softwareAuthenticator();
    const options2 = (
      await call(t, 'POST', '/api/auth/mfa/passkey-options', { cookie: pending.cookie })
    ).json<SignInOptions>();
    const forged = { ...impostor.assert(options2), id: device.credentialId, rawId: device.credentialId };
    const res = await call(t, 'POST', '/api/auth/mfa/passkey', {
      cookie: pending.cookie,
      payload: { response: forged },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe(NOT_VERIFIED);
    const [row] = await t.ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row!.counter).toBe(1);
  });

  it("another user's passkey does not answer for this one", async () => {
    const { user } = await userWithPasskey();
    const stranger = await userWithPasskey();
    const pending = await passwordSignIn(t, user.email, user.password);
    const options = (
      await call(t, 'POST', '/api/auth/mfa/passkey-options', { cookie: pending.cookie })
    ).json<SignInOptions>();
    const res = await call(t, 'POST', '/api/auth/mfa/passkey', {
      cookie: pending.cookie,
      payload: { response: stranger.device.assert(options) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe('This passkey is not registered for this account');
  });

  it('passkey answers are throttled like codes: 5 wrong, then 429 even for a right one', async () => {
    const { user, device } = await userWithPasskey();
    const pending = await passwordSignIn(t, user.email, user.password);
    for (let i = 0; i < 5; i++) {
      const wrong = await call(t, 'POST', '/api/auth/mfa/passkey', {
        cookie: pending.cookie,
        payload: { response: device.assert({ challenge: 'bm90LWFza2Vk', rpId: 'localhost' }) },
      });
      expect(wrong.json<Body>().message).toBe(EXPIRED);
    }
    const right = await signInWithPasskey(t, pending.cookie, device);
    expect(right.statusCode).toBe(429);
    expect(right.json<Body>()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many wrong codes. Please try again later.',
    });
  });
});

describe('enrolling with a passkey instead of the app', () => {
  // Every role must use a second factor here: a pending session at stage 'enrol' may choose a passkey.
  const { t } = useTestApp({}, { MFA_REQUIRED_ROLES: 'admin,client,finance,support' });

  it('registering at stage enrol finishes the sign-in: new session, ten recovery codes, audited', async () => {
    const user = await makeUser(t, { role: 'finance' });
    const pending = await passwordSignIn(t, user.email, user.password);
    expect(pending.answer).toEqual({ mfaRequired: true, enrolmentRequired: true, passkey: false });
    // Listing and removing stay closed to the pending session.
    expect((await call(t, 'GET', '/api/auth/passkeys', { cookie: pending.cookie })).json<Body>().code).toBe(
      'MFA_REQUIRED',
    );
    const before = await lastAuditId(t);
    const device = softwareAuthenticator();
    const { res, body, cookie } = await addPasskey(t, pending.cookie, device, 'Security key');
    expect(body).toMatchObject({ passkey: { name: 'Security key' }, user: { id: user.id, email: user.email } });
    const codes = body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(res.cookies).toHaveLength(1);
    expect(cookie).not.toBe(pending.cookie);
    expect((await me(t, pending.cookie)).statusCode).toBe(401);
    expect((await me(t, cookie)).json<Body>()).toMatchObject({ id: user.id });
    const written = await auditEntriesAfter(t, before);
    expect(written.filter((e) => e.action === 'passkey_added').map((e) => e.userId)).toEqual([user.id]);
    // The next sign-in asks for the passkey; a recovery code works too.
    const next = await passwordSignIn(t, user.email, user.password);
    expect(next.answer).toEqual({ mfaRequired: true, enrolmentRequired: false, passkey: true });
    const signedIn2 = await signInWithPasskey(t, next.cookie, device);
    expect(signedIn2.statusCode, signedIn2.body).toBe(200);
    expect(signedIn2.json<Body>()).toMatchObject({ recoveryCodesLeft: 10 });
    const third = await passwordSignIn(t, user.email, user.password);
    const recovered = await call(t, 'POST', '/api/auth/mfa/verify', {
      cookie: third.cookie,
      payload: { recoveryCode: codes[0] },
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
  });

  it('a user with the app alone gets no passkey options at stage verify', async () => {
    const { user } = await enrolledUser(t, 'client');
    const pending = await passwordSignIn(t, user.email, user.password);
    expect(pending.answer).toEqual({ mfaRequired: true, enrolmentRequired: false, passkey: false });
    const res = await call(t, 'POST', '/api/auth/mfa/passkey-options', { cookie: pending.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toEqual({ code: 'BAD_REQUEST', message: 'No passkey is set up for this account' });
  });

  it('a session at stage verify may not register a passkey; a fully signed-in one gets no sign-in options', async () => {
    const user = await makeUser(t, { role: 'support' });
    const { cookie: signedInCookie } = await addPasskey(
      t,
      (await passwordSignIn(t, user.email, user.password)).cookie,
      softwareAuthenticator(),
    );
    const pending = await passwordSignIn(t, user.email, user.password);
    const res = await call(t, 'POST', '/api/auth/passkeys/registration-options', { cookie: pending.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json<Body>().code).toBe('MFA_REQUIRED');
    const options = await call(t, 'POST', '/api/auth/mfa/passkey-options', { cookie: signedInCookie });
    expect(options.statusCode).toBe(409);
    expect(options.json<Body>()).toEqual({ code: 'CONFLICT', message: 'You are already signed in' });
  });
});

describe('confirming it is you with a passkey (a fresh sign-in, docs/domain.md "Multi-factor sign-in")', () => {
  const { t } = useTestApp();

  it('a stale session of a passkey user: removing a passkey asks first; password and passkey confirm it; the answer is used once', async () => {
    const { user, cookie: first } = await signedIn(t, 'support');
    const device = softwareAuthenticator();
    const spare = softwareAuthenticator();
    await addPasskey(t, first, device, 'Phone');
    const { body: added } = await addPasskey(t, first, spare, 'Spare key');
    const spareId = (added as { passkey: { id: number } }).passkey.id;
    // Signed in again with the passkey, then left for longer than the rule allows.
    const pending = await passwordSignIn(t, user.email, user.password);
    const signed = await signInWithPasskey(t, pending.cookie, device);
    expect(signed.statusCode, signed.body).toBe(200);
    const cookie = cookieOf(signed);
    await ageSession(t, cookie);
    const remove = () => call(t, 'DELETE', `/api/auth/passkeys/${spareId}`, { cookie });
    const refused = await remove();
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body>().code).toBe('FRESH_SIGN_IN_REQUIRED');

    const options = await call(t, 'POST', '/api/auth/reauthenticate/passkey-options', { cookie });
    expect(options.statusCode, options.body).toBe(200);
    const answer = device.assert(options.json<SignInOptions>());
    const confirm = (passkey: unknown) =>
      call(t, 'POST', '/api/auth/reauthenticate', { cookie, payload: { password: user.password, passkey } });
    const confirmed = await confirm(answer);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await remove()).statusCode).toBe(200);
    // The same answer again: its challenge is spent.
    const replayed = await confirm(answer);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json<Body>()).toMatchObject({ message: EXPIRED });
  });

  it('the password alone is not enough for a passkey user: 400 asks for the second factor', async () => {
    const { user, cookie } = await signedIn(t, 'finance');
    await addPasskey(t, cookie, softwareAuthenticator());
    const res = await call(t, 'POST', '/api/auth/reauthenticate', { cookie, payload: { password: user.password } });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(res.json<Body>())).toContain('"field":"code"');
  });
});
