import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAudits, users, workers } from '../../src/server/db/schema/index.ts';
import { call, login, makeAgency, makeUser, signedIn, type Body } from '../helpers/app.ts';
import { ageSession as ageSessionOf, enrolledUser, totpCode } from '../helpers/mfa.ts';
import { payrollCsv, uploadPayroll } from '../helpers/payroll.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { generatedFile, uploadMapValidate, workersFingerprint, base } from '../helpers/worker-import.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';

// Admins must use a second factor here; finance and support sign in with the password alone.
const { t } = useTestApp({}, { MFA_REQUIRED_ROLES: 'admin' });

const REFUSAL = {
  code: 'FRESH_SIGN_IN_REQUIRED',
  message: 'Please confirm it is you to continue',
};

const ageSession = (cookie: string, by?: number) => ageSessionOf(t, cookie, by);

const reauthenticate = (cookie: string, payload: Record<string, string>) =>
  call(t, 'POST', '/api/auth/reauthenticate', { cookie, payload });

async function staleSignedIn(role: 'finance' | 'support') {
  const signed = await signedIn(t, role);
  await ageSession(signed.cookie);
  return signed;
}

describe('committing a payroll upload asks a fresh sign-in (docs/domain.md, "Multi-factor sign-in")', () => {
  it('a stale session gets 403 and nothing is saved; after re-authentication the same upload saves', async () => {
    const { user, cookie } = await staleSignedIn('finance');
    const worker = await makeWorker(t, { agencyId: (await makeAgency(t)).id });
    const file = payrollCsv([[worker.niNumber!, '2025-03-07', '100', '0', '0', '0', '100']]);
    const refused = await uploadPayroll(t, cookie, { bytes: file }, '2025-03-09');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body>()).toEqual(REFUSAL);
    const before = await call(t, 'GET', '/api/payroll-records?weekEnding=2025-03-09', { cookie });
    expect(before.json<Body[]>()).toEqual([]);

    const confirmed = await reauthenticate(cookie, { password: user.password });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Body>()).toEqual({ message: 'Thank you. You can carry on.' });
    const saved = await uploadPayroll(t, cookie, { bytes: file }, '2025-03-09');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Body>()).toMatchObject({ added: 1, rows: 1 });
  });

  it('a file with errors is answered first: the question comes only when the week would be saved', async () => {
    const { cookie } = await staleSignedIn('finance');
    const file = payrollCsv([['QQ123456C', '2025-03-07', '100', '0', '0', '0', '100']]);
    const res = await uploadPayroll(t, cookie, { bytes: file }, '2025-03-09');
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).not.toBe('FRESH_SIGN_IN_REQUIRED');
  });

  it('a session signed in just now uploads without being asked', async () => {
    const { cookie } = await signedIn(t, 'finance');
    const worker = await makeWorker(t, { agencyId: (await makeAgency(t)).id });
    const file = payrollCsv([[worker.niNumber!, '2025-04-04', '100', '0', '0', '0', '100']]);
    const res = await uploadPayroll(t, cookie, { bytes: file }, '2025-04-06');
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('changing a worker’s bank details asks a fresh sign-in', () => {
  it('a stale session: a new account number is refused and not saved; an edit leaving the bank details as they are passes', async () => {
    const { user, cookie } = await staleSignedIn('support');
    const worker = await makeWorker(t);
    const url = `/api/workers/${worker.id}`;
    const refused = await call(t, 'PATCH', url, { cookie, payload: { accountNumber: '87654321', city: 'Leeds' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body>()).toEqual(REFUSAL);
    const [kept] = await t.ctx.db.select().from(workers).where(eq(workers.id, worker.id));
    expect(kept).toMatchObject({ accountNumber: '12345678', city: worker.city });

    const unchanged = await call(t, 'PATCH', url, {
      cookie,
      payload: { sortCode: '123456', accountNumber: '12345678', accountName: 'J SMITH', city: 'Leeds' },
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json<Body>()).toMatchObject({ city: 'Leeds', sortCode: '12-34-56' });

    expect((await reauthenticate(cookie, { password: user.password })).statusCode).toBe(200);
    const saved = await call(t, 'PATCH', url, { cookie, payload: { accountNumber: '87654321' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Body>()).toMatchObject({ accountNumber: '87654321' });
  });

  it('a session signed in just now changes them at once', async () => {
    const { cookie } = await signedIn(t, 'finance');
    const worker = await makeWorker(t);
    const res = await call(t, 'PATCH', `/api/workers/${worker.id}`, { cookie, payload: { sortCode: '65-43-21' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ sortCode: '65-43-21' });
  });
});

describe('changing a user’s role asks a fresh sign-in, with the second factor when the user has one', () => {
  it('a stale admin: the role change is refused, other edits pass; the password alone is not enough; with a code it is', async () => {
    const admin = await enrolledUser(t, 'admin');
    await ageSession(admin.cookie);
    const target = await makeUser(t, { role: 'support' });
    const url = `/api/admin/users/${target.id}`;
    const refused = await call(t, 'PUT', url, { cookie: admin.cookie, payload: { role: 'finance' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body>()).toEqual(REFUSAL);
    const [still] = await t.ctx.db.select({ role: users.role }).from(users).where(eq(users.id, target.id));
    expect(still).toEqual({ role: 'support' });
    const sameRole = await call(t, 'PUT', url, {
      cookie: admin.cookie,
      payload: { role: 'support', firstName: 'Renamed' },
    });
    expect(sameRole.statusCode, sameRole.body).toBe(200);

    const passwordOnly = await reauthenticate(admin.cookie, { password: admin.user.password });
    expect(passwordOnly.statusCode).toBe(400);
    expect(passwordOnly.json<Body>()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Enter the code from your authenticator app',
      details: [{ field: 'code', message: 'Enter the code from your authenticator app' }],
    });
    expect((await call(t, 'PUT', url, { cookie: admin.cookie, payload: { role: 'finance' } })).statusCode).toBe(403);

    // The enrolment's code is spent; the next step's is accepted once.
    const code = totpCode(admin.secret, 1);
    const confirmed = await reauthenticate(admin.cookie, { password: admin.user.password, code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const changed = await call(t, 'PUT', url, { cookie: admin.cookie, payload: { role: 'finance' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Body>()).toMatchObject({ role: 'finance' });

    await ageSession(admin.cookie);
    const reused = await reauthenticate(admin.cookie, { password: admin.user.password, code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<Body>()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The code is not right or was already used',
      details: [{ field: 'code', message: 'The code is not right or was already used' }],
    });
    expect((await call(t, 'PUT', url, { cookie: admin.cookie, payload: { role: 'support' } })).statusCode).toBe(403);
  });

  it('a recovery code works once', async () => {
    const admin = await enrolledUser(t, 'admin');
    await ageSession(admin.cookie);
    const recoveryCode = admin.recoveryCodes[0]!;
    const used = await reauthenticate(admin.cookie, { password: admin.user.password, recoveryCode });
    expect(used.statusCode, used.body).toBe(200);
    await ageSession(admin.cookie);
    const again = await reauthenticate(admin.cookie, { password: admin.user.password, recoveryCode });
    expect(again.statusCode).toBe(400);
    expect(again.json<Body>()).toMatchObject({ message: 'The recovery code is not right or was already used' });
  });
});

describe('POST /api/auth/reauthenticate', () => {
  it('a wrong password is refused under its field, written to the login audit, and leaves the session stale', async () => {
    const { user, cookie } = await staleSignedIn('support');
    const res = await reauthenticate(cookie, { password: 'Not-the-password1!' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Password is incorrect',
      details: [{ field: 'password', message: 'Password is incorrect' }],
    });
    const [audit] = await t.ctx.db
      .select()
      .from(loginAudits)
      .where(eq(loginAudits.userId, user.id))
      .orderBy(desc(loginAudits.id))
      .limit(1);
    expect(audit).toMatchObject({ loginStatus: 'failed', failureReason: 'invalid_password' });
    const worker = await makeWorker(t);
    const patch = await call(t, 'PATCH', `/api/workers/${worker.id}`, { cookie, payload: { accountName: 'X' } });
    expect(patch.statusCode).toBe(403);
  });

  it('refreshes this session only: another session of the same user stays stale', async () => {
    const { user, cookie } = await staleSignedIn('support');
    const other = await login(t, user.email, user.password);
    await ageSession(other);
    expect((await reauthenticate(cookie, { password: user.password })).statusCode).toBe(200);
    const worker = await makeWorker(t);
    const url = `/api/workers/${worker.id}`;
    expect((await call(t, 'PATCH', url, { cookie: other, payload: { accountName: 'A B' } })).statusCode).toBe(403);
    expect((await call(t, 'PATCH', url, { cookie, payload: { accountName: 'A B' } })).statusCode).toBe(200);
    const successes = await t.ctx.db
      .select()
      .from(loginAudits)
      .where(and(eq(loginAudits.userId, user.id), eq(loginAudits.loginStatus, 'success')));
    // Two sign-ins and one re-authentication.
    expect(successes).toHaveLength(3);
  });

  it('needs a session', async () => {
    const res = await call(t, 'POST', '/api/auth/reauthenticate', { payload: { password: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('a bulk import that updates existing workers from a file with bank columns asks a fresh sign-in', () => {
  const submit = (cookie: string, sessionId: string, assignment: Body, extra: Body = {}) =>
    call(t, 'POST', `${base(sessionId)}/submit`, { cookie, payload: { ...assignment, ...extra } });

  it('refused before anything is written; after re-authentication the same submit updates the worker', async () => {
    const { user, cookie } = await staleSignedIn('support');
    const assignment = { agencyId: (await makeAgency(t)).id, payrollCompanyId: (await makePayrollCompany(t)).id };
    const existing = await makeWorker(t, { ...assignment, niNumber: 'LM000001A' }); // seed 4's first NI number
    const before = await workersFingerprint(t);
    const file = await generatedFile(3, 'csv', 4);
    const { sessionId } = await uploadMapValidate(t, cookie, { name: 'three.csv', bytes: file });
    const refused = await submit(cookie, sessionId, assignment, { duplicateActions: { '0': 'update' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body>()).toEqual(REFUSAL);
    expect(await workersFingerprint(t)).toEqual(before);

    expect((await reauthenticate(cookie, { password: user.password })).statusCode).toBe(200);
    const done = await submit(cookie, sessionId, assignment, { duplicateActions: { '0': 'update' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Body>()).toMatchObject({ createdWorkers: 2, updatedWorkers: 1 });
    const [updated] = await t.ctx.db.select().from(workers).where(eq(workers.id, existing.id));
    expect(updated!.email).not.toBe(existing.email);
  });

  it('a stale session that skips the duplicates is not asked', async () => {
    const { cookie } = await staleSignedIn('support');
    const assignment = { agencyId: (await makeAgency(t)).id, payrollCompanyId: (await makePayrollCompany(t)).id };
    const file = await generatedFile(2, 'csv', 5);
    const { sessionId } = await uploadMapValidate(t, cookie, { name: 'two.csv', bytes: file });
    const res = await submit(cookie, sessionId, assignment);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ createdWorkers: 2, updatedWorkers: 0 });
  });
});
