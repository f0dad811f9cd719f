/**
 * Managing the second factor (docs/domain.md, "Managing the second factor"): My Profile's status,
 * new recovery codes, setting an app up and turning it off where the role allows, and an admin's
 * reset of another user's, audited and e-mailed.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mfaFactors, mfaRecoveryCodes } from '../../src/server/db/schema/index.ts';
import { call, cookieOf, makeAgency, makeUser, outboxMessages, type Body } from '../helpers/app.ts';
import { ageSession, enrolledUser, passwordSignIn, totpCode } from '../helpers/mfa.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Staff must use a second factor; client users may.
const { t } = useTestApp({}, { MFA_REQUIRED_ROLES: 'admin,finance,support' });

const status = (cookie: string) => call(t, 'GET', '/api/auth/mfa', { cookie });
const verify = (cookie: string, payload: unknown) => call(t, 'POST', '/api/auth/mfa/verify', { cookie, payload });
const auditActions = async (entityId: number) =>
  (
    await t.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(entityId))))
  ).map((r) => r.action);

describe('My Profile: the status and new recovery codes', () => {
  it('says the app is set up, how many codes are left and that the role must use it', async () => {
    const { user, recoveryCodes } = await enrolledUser(t, 'finance');
    const again = await passwordSignIn(t, user.email, user.password);
    const signed = await verify(again.cookie, { recoveryCode: recoveryCodes[0] });
    expect(signed.statusCode, signed.body).toBe(200);
    const res = await status(cookieOf(signed));
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toEqual({ app: true, passkey: false, recoveryCodesLeft: 9, required: true });
  });

  it('regenerating gives ten new codes: the old ones stop working, a new one works once', async () => {
    const { user, cookie, recoveryCodes } = await enrolledUser(t, 'support');
    const res = await call(t, 'POST', '/api/auth/mfa/recovery-codes', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => recoveryCodes.includes(c))).toEqual([]);
    expect((await status(cookie)).json<Body>()).toMatchObject({ recoveryCodesLeft: 10 });

    const pending = await passwordSignIn(t, user.email, user.password);
    const old = await verify(pending.cookie, { recoveryCode: recoveryCodes[1] });
    expect(old.statusCode).toBe(400);
    expect(old.json<Body>().message).toBe('The recovery code is not right or was already used');
    expect((await verify(pending.cookie, { recoveryCode: fresh[0] })).statusCode).toBe(200);
    expect(await auditActions(user.id)).toContain('mfa_recovery_codes_regenerated');
  });

  it('without an app there are no codes to regenerate (409)', async () => {
    const agency = await makeAgency(t);
    const user = await makeUser(t, { role: 'client', agencyId: agency.id });
    const { answer, cookie } = await passwordSignIn(t, user.email, user.password);
    expect(answer).toMatchObject({ message: 'Login successful' });
    expect((await status(cookie)).json<Body>()).toEqual({
      app: false,
      passkey: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    const res = await call(t, 'POST', '/api/auth/mfa/recovery-codes', { cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toEqual({
      code: 'CONFLICT',
      message: 'No authenticator app or passkey is set up for this account',
    });
  });
});

describe('setting the app up and turning it off from My Profile', () => {
  it('a client user sets one up signed in (the session stays), is asked for it next time, and may turn it off', async () => {
    const agency = await makeAgency(t);
    const user = await makeUser(t, { role: 'client', agencyId: agency.id });
    const { cookie } = await passwordSignIn(t, user.email, user.password);
    const setUp = await call(t, 'POST', '/api/auth/mfa/setup', { cookie });
    expect(setUp.statusCode, setUp.body).toBe(200);
    const { secret } = setUp.json<{ secret: string }>();
    const enabled = await call(t, 'POST', '/api/auth/mfa/enable', { cookie, payload: { code: totpCode(secret) } });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
    expect(enabled.headers['set-cookie']).toBeUndefined();
    expect((await status(cookie)).json<Body>()).toEqual({
      app: true,
      passkey: false,
      recoveryCodesLeft: 10,
      required: false,
    });

    const next = await passwordSignIn(t, user.email, user.password);
    expect(next.answer).toEqual({ mfaRequired: true, enrolmentRequired: false, passkey: false });

    const off = await call(t, 'DELETE', '/api/auth/mfa', { cookie });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<Body>()).toEqual({ message: 'Your authenticator app is turned off' });
    expect(await t.ctx.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id))).toEqual([]);
    expect((await passwordSignIn(t, user.email, user.password)).answer).toMatchObject({ message: 'Login successful' });
    expect(await auditActions(user.id)).toEqual(expect.arrayContaining(['mfa_enabled', 'mfa_disabled']));

    const twice = await call(t, 'DELETE', '/api/auth/mfa', { cookie });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Body>().message).toBe('No authenticator app is set up for this account');
  });

  it('a role that must use it cannot turn it off (409), and the app stays', async () => {
    const { user, cookie } = await enrolledUser(t, 'admin');
    const off = await call(t, 'DELETE', '/api/auth/mfa', { cookie });
    expect(off.statusCode).toBe(409);
    expect(off.json<Body>()).toEqual({
      code: 'CONFLICT',
      message: 'Your role must use two-step sign-in: keep at least one authenticator app or passkey',
    });
    expect(await t.ctx.db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id))).toHaveLength(1);
  });
});

describe("an admin resets another user's second factor", () => {
  it('removes the app and codes, signs the user out, audits it and e-mails the user', async () => {
    const admin = await enrolledUser(t, 'admin');
    const target = await enrolledUser(t, 'finance');
    const res = await call(t, 'POST', `/api/admin/users/${target.user.id}/reset-mfa`, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toEqual({
      message: 'Two-step sign-in reset. The user sets it up again at their next sign-in.',
      emailSent: true,
    });
    expect((await call(t, 'GET', '/api/auth/user', { cookie: target.cookie })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(mfaFactors).where(eq(mfaFactors.userId, target.user.id))).toEqual([]);
    expect(await t.ctx.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, target.user.id))).toEqual(
      [],
    );
    const next = await passwordSignIn(t, target.user.email, target.user.password);
    expect(next.answer).toEqual({ mfaRequired: true, enrolmentRequired: true, passkey: false });
    expect(await auditActions(target.user.id)).toContain('mfa_reset_by_admin');
    const mail = outboxMessages(t).find((m) => m.includes(`To: ${target.user.email}`));
    expect(mail).toContain('Subject: Your Worker CRM two-step sign-in was reset');
    expect(mail).toContain('An administrator has reset the two-step sign-in of your Worker CRM account');
    expect(mail).not.toContain(target.secret);
  });

  it('is for admins only, not for oneself, and 404 for a user that does not exist', async () => {
    const admin = await enrolledUser(t, 'admin');
    const finance = await enrolledUser(t, 'finance');
    const byFinance = await call(t, 'POST', `/api/admin/users/${admin.user.id}/reset-mfa`, { cookie: finance.cookie });
    expect(byFinance.statusCode).toBe(403);
    const own = await call(t, 'POST', `/api/admin/users/${admin.user.id}/reset-mfa`, { cookie: admin.cookie });
    expect(own.statusCode).toBe(400);
    expect(own.json<Body>().message).toBe('Use My Profile to change your own two-step sign-in');
    const missing = await call(t, 'POST', '/api/admin/users/999999/reset-mfa', { cookie: admin.cookie });
    expect(missing.statusCode).toBe(404);
    expect(await t.ctx.db.select().from(mfaFactors).where(eq(mfaFactors.userId, admin.user.id))).toHaveLength(1);
  });
});

describe('each change to a second factor asks a fresh sign-in (docs/domain.md, "Multi-factor sign-in")', () => {
  const REFUSAL = { code: 'FRESH_SIGN_IN_REQUIRED', message: 'Please confirm it is you to continue' };

  it('turning the app off and new recovery codes: 403 with a stale session, done after re-authentication', async () => {
    const agency = await makeAgency(t);
    const user = await makeUser(t, { role: 'client', agencyId: agency.id });
    const { cookie } = await passwordSignIn(t, user.email, user.password);
    const { secret } = (await call(t, 'POST', '/api/auth/mfa/setup', { cookie })).json<{ secret: string }>();
    expect(
      (await call(t, 'POST', '/api/auth/mfa/enable', { cookie, payload: { code: totpCode(secret) } })).statusCode,
    ).toBe(200);
    await ageSession(t, cookie);
    for (const [method, url] of [
      ['POST', '/api/auth/mfa/recovery-codes'],
      ['DELETE', '/api/auth/mfa'],
    ] as const) {
      const refused = await call(t, method, url, { cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<Body>()).toEqual(REFUSAL);
    }
    expect((await status(cookie)).json<Body>()).toMatchObject({ app: true, recoveryCodesLeft: 10 });
    const confirmed = await call(t, 'POST', '/api/auth/reauthenticate', {
      cookie,
      payload: { password: user.password, code: totpCode(secret, 1) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await call(t, 'POST', '/api/auth/mfa/recovery-codes', { cookie })).statusCode).toBe(200);
    expect((await call(t, 'DELETE', '/api/auth/mfa', { cookie })).statusCode).toBe(200);
  });

  it("an admin's reset of another's: 403 with a stale session, nothing removed; done after re-authentication", async () => {
    const admin = await enrolledUser(t, 'admin');
    const target = await enrolledUser(t, 'support');
    await ageSession(t, admin.cookie);
    const url = `/api/admin/users/${target.user.id}/reset-mfa`;
    const refused = await call(t, 'POST', url, { cookie: admin.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body>()).toEqual(REFUSAL);
    expect(await t.ctx.db.select().from(mfaFactors).where(eq(mfaFactors.userId, target.user.id))).toHaveLength(1);
    const confirmed = await call(t, 'POST', '/api/auth/reauthenticate', {
      cookie: admin.cookie,
      payload: { password: admin.user.password, recoveryCode: admin.recoveryCodes[0] },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await call(t, 'POST', url, { cookie: admin.cookie })).statusCode).toBe(200);
  });

  it('a recovery code used to sign in or to confirm is in the audit trail', async () => {
    const { user, recoveryCodes } = await enrolledUser(t, 'finance');
    const pending = await passwordSignIn(t, user.email, user.password);
    expect((await verify(pending.cookie, { recoveryCode: recoveryCodes[2] })).statusCode).toBe(200);
    expect((await auditActions(user.id)).filter((a) => a === 'mfa_recovery_code_used')).toHaveLength(1);
  });
});
