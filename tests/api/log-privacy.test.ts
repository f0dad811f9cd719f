import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import { hashToken } from '../../src/server/modules/sessions/sessions.service.ts';
import {
  call,
  createTestApp,
  match,
  login,
  makeAgency,
  makeUser,
  STRONG_PASSWORD,
  type Body,
  type TestApp,
} from '../helpers/app.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';

/**
 * Failed queries are logged by error code and statement, never with their parameters or row values
 * (issue 7). The database itself is made to refuse each statement (a CHECK (false) constraint, a
 * renamed column), so the failure reaches the error handler as it would in production.
 */
let t: TestApp;
const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
const logText = () => lines.join('');
const logEntries = () => lines.map((line) => JSON.parse(line) as Body);
const exec = (statement: string) => t.ctx.db.execute(sql.raw(statement));

let admin: { id: number; email: string; cookie: string; passwordHash: string };
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream });
  const user = await makeUser(t, { role: 'admin', firstName: 'Ottoline', lastName: 'Fairweather' });
  const [row] = await t.ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  admin = {
    id: user.id,
    email: user.email,
    cookie: await login(t, user.email, user.password),
    passwordHash: row!.passwordHash,
  };
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  lines.length = 0;
});

/** The log holds none of the values, and no 64-hex string (session id hashes, reset token hashes). */
function expectLogFreeOf(values: string[]) {
  const text = logText();
  expect(text.length).toBeGreaterThan(0);
  for (const value of values) expect(text, `log holds ${value}`).not.toContain(value);
  expect(text).not.toMatch(/[0-9a-f]{64}/);
  expect(text).not.toContain('$argon2');
  expect(text).not.toContain('Failed query');
  expect(text).not.toContain('params');
  expect(text).not.toContain('Failing row');
}

const failedQueryEntry = (fields: Body) =>
  expect(logEntries()).toContainEqual(
    expect.objectContaining({ level: 50, msg: 'request failed', err: expect.objectContaining(fields) as unknown }),
  );

describe('a failed query is logged without personal data', () => {
  it('worker create and update: no NI number, bank details or names', async () => {
    const agencyId = (await makeAgency(t)).id;
    const payrollCompanyId = (await makePayrollCompany(t)).id;
    const worker = {
      title: 'MS',
      firstName: 'Philippa',
      lastName: 'Quenby',
      dateOfBirth: '17/05/1990',
      email: 'philippa.quenby@example.com',
      phone: '07700 900456',
      addressLine1: '7 Larkspur Row',
      city: 'Leeds',
      postCode: 'LS1 4AP',
      accountName: 'P QUENBY',
      sortCode: '404784',
      accountNumber: '31926819',
      niNumber: 'JK482913C',
      workStartDate: '08/01/2024',
      paymentFrequency: 'Weekly',
      niCategory: 'A',
      taxCode: '1257L',
      wk1Mth1Basis: '1',
      agencyId,
      payrollCompanyId,
      addedVia: 'manual',
    };
    const created = await call(t, 'POST', '/api/workers', { cookie: admin.cookie, payload: worker });
    expect(created.statusCode, created.body).toBe(201);
    await exec('ALTER TABLE workers ADD CONSTRAINT log_probe CHECK (false) NOT VALID');
    try {
      lines.length = 0;
      const insert = await call(t, 'POST', '/api/workers', {
        cookie: admin.cookie,
        payload: { ...worker, niNumber: 'JK482914D', accountNumber: '31926827' },
      });
      expect(insert.statusCode).toBe(500);
      expect(insert.json<Body>()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      });
      const update = await call(t, 'PATCH', `/api/workers/${created.json<{ id: number }>().id}`, {
        cookie: admin.cookie,
        payload: { lastName: 'Quenby-Marsh', accountNumber: '55512349' },
      });
      expect(update.statusCode).toBe(500);
    } finally {
      await exec('ALTER TABLE workers DROP CONSTRAINT log_probe');
    }
    expectLogFreeOf([
      'JK482913C',
      'JK482914D',
      '404784',
      '40-47-84',
      '31926819',
      '31926827',
      '55512349',
      'Philippa',
      'PHILIPPA',
      'Quenby',
      'QUENBY',
      'Larkspur',
      'LARKSPUR',
      'philippa.quenby',
      '900456',
    ]);
    failedQueryEntry({
      type: 'DatabaseError',
      code: '23514',
      constraint: 'log_probe',
      table: 'workers',
      statement: 'insert workers',
    });
    failedQueryEntry({
      type: 'DatabaseError',
      code: '23514',
      constraint: 'log_probe',
      table: 'workers',
      statement: 'update workers',
    });
  });

  it('a trigger raising with the new values: its message is not logged', async () => {
    const { id } = await makeWorker(t);
    await exec(
      `CREATE FUNCTION log_probe() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused % %', NEW.ni_number, NEW.last_name; END $$`,
    );
    await exec('CREATE TRIGGER log_probe BEFORE UPDATE ON workers FOR EACH ROW EXECUTE FUNCTION log_probe()');
    try {
      lines.length = 0;
      const update = await call(t, 'PATCH', `/api/workers/${id}`, {
        cookie: admin.cookie,
        payload: { niNumber: 'JK482915A', lastName: 'Ravenscroft' },
      });
      expect(update.statusCode).toBe(500);
    } finally {
      await exec('DROP TRIGGER log_probe ON workers');
      await exec('DROP FUNCTION log_probe()');
    }
    expectLogFreeOf(['JK482915A', 'Ravenscroft', 'RAVENSCROFT', 'refused']);
    failedQueryEntry({
      type: 'DatabaseError',
      code: 'P0001',
      message: 'database error P0001',
      statement: 'update workers',
    });
  });

  it('user update, password change and sign-in: no password hash, e-mail or names', async () => {
    const other = await makeUser(t, { role: 'support', firstName: 'Winifred', lastName: 'Abernethy' });
    const [row] = await t.ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, other.id));
    const otherCookie = await login(t, other.email, other.password);
    await exec('ALTER TABLE users ADD CONSTRAINT log_probe CHECK (false) NOT VALID');
    try {
      lines.length = 0;
      // The new hash is a parameter of the failing update.
      const change = await call(t, 'POST', '/api/auth/change-password', {
        cookie: otherCookie,
        payload: { currentPassword: other.password, newPassword: 'Vt4#nQz8!pLe' },
      });
      expect(change.statusCode).toBe(500);
      const update = await call(t, 'PUT', `/api/admin/users/${other.id}`, {
        cookie: admin.cookie,
        payload: { firstName: 'Winnie', lastName: 'Abbott' },
      });
      expect(update.statusCode).toBe(500);
      // Sign-in writes lastLoginAt on the user row, which now fails.
      const signIn = await call(t, 'POST', '/api/auth/login', {
        payload: { email: other.email, password: other.password },
      });
      expect(signIn.statusCode).toBe(500);
    } finally {
      await exec('ALTER TABLE users DROP CONSTRAINT log_probe');
    }
    const hashDigest = row!.passwordHash.split('$').at(-1)!;
    expectLogFreeOf([
      row!.passwordHash,
      hashDigest,
      admin.passwordHash.split('$').at(-1)!,
      other.email,
      other.password,
      'Winifred',
      'Winnie',
      'Abernethy',
      'Abbott',
    ]);
    failedQueryEntry({
      type: 'DatabaseError',
      code: '23514',
      constraint: 'log_probe',
      table: 'users',
      statement: 'update users',
    });
  });

  it('session lookup and sign-in: no session id hash, cookie token or e-mail', async () => {
    const token = admin.cookie.split('=')[1]!;
    await exec('ALTER TABLE sessions ADD CONSTRAINT log_probe CHECK (false) NOT VALID');
    try {
      lines.length = 0;
      const signIn = await call(t, 'POST', '/api/auth/login', {
        payload: { email: admin.email, password: STRONG_PASSWORD },
      });
      expect(signIn.statusCode).toBe(500);
    } finally {
      await exec('ALTER TABLE sessions DROP CONSTRAINT log_probe');
    }
    await exec('ALTER TABLE sessions RENAME COLUMN last_seen_at TO last_seen_at_moved');
    try {
      const me = await call(t, 'GET', '/api/auth/user', { cookie: admin.cookie });
      expect(me.statusCode).toBe(500);
    } finally {
      await exec('ALTER TABLE sessions RENAME COLUMN last_seen_at_moved TO last_seen_at');
    }
    expectLogFreeOf([hashToken(token), token, admin.email]);
    failedQueryEntry({
      type: 'DatabaseError',
      code: '23514',
      constraint: 'log_probe',
      table: 'sessions',
      statement: 'insert sessions',
    });
    failedQueryEntry({ type: 'DatabaseError', code: '42703', statement: 'select sessions' });
    // The application works again once the database does.
    expect((await call(t, 'GET', '/api/auth/user', { cookie: admin.cookie })).statusCode).toBe(200);
  });
});

describe('an e-mail sent is logged without its recipient', () => {
  it('a password reset e-mail: the log says a mail went, not to whom', async () => {
    const user = await makeUser(t, { firstName: 'Perpetua', lastName: 'Quillfeather' });
    const answer = await call(t, 'POST', '/api/auth/forgot-password', { payload: { email: user.email } });
    expect(answer.statusCode).toBe(200);
    await t.ctx.background.drain();
    expect(logEntries()).toContainEqual(expect.objectContaining({ msg: 'mail sent' }));
    expectLogFreeOf([user.email, user.email.split('@')[0]!, 'Perpetua', 'Quillfeather']);
  });
});

describe('one line per answered request', () => {
  it('holds the request id, the user id, the method, the route pattern, the status and the time: no address, query or name', async () => {
    const { id } = await makeWorker(t);
    lines.length = 0;
    const read = await call(t, 'GET', `/api/workers/${id}?search=${encodeURIComponent(admin.email)}`, {
      cookie: admin.cookie,
    });
    expect(read.statusCode).toBe(200);
    const missing = await call(t, 'GET', '/api/no-such-place/JK482913C');
    expect(missing.statusCode).toBe(404);
    const done = logEntries().filter((entry) => entry.msg === 'request completed');
    expect(done).toEqual([
      {
        level: 30,
        time: match.anyNumber,
        pid: process.pid,
        hostname: expect.any(String) as unknown,
        reqId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/) as unknown,
        userId: admin.id,
        method: 'GET',
        route: '/api/workers/:id',
        status: 200,
        responseTime: match.anyNumber,
        msg: 'request completed',
      },
      expect.objectContaining({ userId: null, route: 'unmatched', status: 404 }),
    ]);
    expect(done[0]!.reqId).not.toBe(done[1]!.reqId);
    expectLogFreeOf([`/api/workers/${id}`, admin.email, 'JK482913C', 'no-such-place', 'search']);
  });
});
