/**
 * Bad input is a 400 naming the field, never a 500 (issue 7; docs/domain.md, "Input"): NUL and
 * other control characters, unpaired UTF-16 surrogates, days that are not on the calendar, ids
 * that are not whole numbers in range, and a multipart body cut short.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '../../src/shared/api/documents.ts';
import { inputMessages } from '../../src/shared/api/common.ts';
import {
  call,
  createTestApp,
  makeAgency,
  makeUser,
  signedIn,
  STRONG_PASSWORD,
  type Body,
  type TestApp,
} from '../helpers/app.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';
import { multipart, pdfBytes } from '../fixtures/documents.ts';

let t: TestApp;
let admin: string;
let workerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  workerId = (await makeWorker(t)).id;
});
afterAll(async () => {
  await t.close();
});

const NUL = 'a\u0000b';
const agency = { name: 'Acme', contactName: 'Jane', city: 'Leeds', postalCode: 'LS1 4AP' };
const user = {
  email: 'new.user@example.test',
  firstName: 'New',
  lastName: 'User',
  password: STRONG_PASSWORD,
  role: 'support',
};

let address = 0;
/** Public forms are limited per address: each call comes from its own. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

/** The answer must be a 400 whose details name the field with the message. */
async function expectRefused(
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: Body,
  field: string,
  message: string,
  cookie: string | undefined = admin,
) {
  const res = await call(t, method, url, { cookie, payload, remoteAddress: nextAddress() });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json<Body>().details).toEqual(expect.arrayContaining([{ field, message }]));
}

describe('text fields refuse control characters and unpaired surrogates', () => {
  const bodies: [string, 'POST' | 'PUT' | 'PATCH', () => string, Body, string, boolean][] = [
    [
      'feedback title',
      'POST',
      () => '/api/feedback',
      { title: '~', description: 'x', category: 'other' },
      'title',
      true,
    ],
    ['payroll company name', 'POST', () => '/api/payroll-companies', { name: '~' }, 'name', true],
    ['agency contact name', 'POST', () => '/api/agencies', { ...agency, contactName: '~' }, 'contactName', true],
    ['agency name', 'POST', () => '/api/agencies', { ...agency, name: '~' }, 'name', true],
    ['worker notes', 'PATCH', () => `/api/workers/${workerId}`, { notes: '~' }, 'notes', true],
    ['worker first name', 'PATCH', () => `/api/workers/${workerId}`, { firstName: '~' }, 'firstName', true],
    ['new worker last name', 'POST', () => '/api/workers', { firstName: 'Ann', lastName: '~' }, 'lastName', true],
    [
      'communication log contact',
      'POST',
      () => `/api/workers/${workerId}/communication-logs`,
      { contactPerson: '~', communicationMethod: 'Phone' },
      'contactPerson',
      true,
    ],
    [
      'access request first name',
      'POST',
      () => '/api/access-requests',
      { firstName: '~', lastName: 'x', email: 'a@example.test' },
      'firstName',
      false,
    ],
    [
      'contact form name',
      'POST',
      () => '/api/contact',
      { name: '~', email: 'a@example.test', message: 'Hello' },
      'name',
      false,
    ],
    [
      'admin profile first name',
      'PUT',
      () => '/api/admin/profile',
      { email: 'me@example.test', firstName: '~', lastName: 'x' },
      'firstName',
      true,
    ],
    ['new user first name', 'POST', () => '/api/admin/users', { ...user, firstName: '~' }, 'firstName', true],
    ['new user password', 'POST', () => '/api/admin/users', { ...user, password: 'abcdefgh~' }, 'password', true],
    ['sign-in e-mail', 'POST', () => '/api/auth/login', { email: 'a~@example.test', password: 'x' }, 'email', false],
    ['forgot-password e-mail', 'POST', () => '/api/auth/forgot-password', { email: 'a~@example.test' }, 'email', false],
    [
      'reset token',
      'POST',
      () => '/api/auth/reset-password',
      { token: 'abc~', newPassword: STRONG_PASSWORD },
      'token',
      false,
    ],
    [
      'export filter',
      'POST',
      () => '/api/workers/export',
      { dataSource: 'filtered', filters: { q: '~' } },
      'filters.q',
      true,
    ],
  ];

  it.each(bodies)('%s with NUL answers 400', async (_name, method, url, body, field, signed) => {
    const payload = JSON.parse(JSON.stringify(body).replace('~', '\\u0000')) as Body;
    expect(JSON.stringify(payload)).toContain('\\u0000');
    await expectRefused(method, url(), payload, field, inputMessages.controlCharacters, signed ? admin : undefined);
  });

  it.each(bodies)('%s with a lone surrogate answers 400', async (_name, method, url, body, field, signed) => {
    const payload = JSON.parse(JSON.stringify(body).replace('~', '\\ud800')) as Body;
    await expectRefused(method, url(), payload, field, inputMessages.invalidCharacters, signed ? admin : undefined);
  });
});

describe('query strings refuse control characters and days not on the calendar', () => {
  it.each([
    ['/api/workers?q=%00', 'q', inputMessages.controlCharacters],
    ['/api/workers?q=a%00b&page=1', 'q', inputMessages.controlCharacters],
    ['/api/workers?q=%1B', 'q', inputMessages.controlCharacters],
    ['/api/workers?from=2024-02-30&page=1', 'from', inputMessages.date],
    ['/api/workers?from=9999-99-99&tab=authorised', 'from', inputMessages.date],
    ['/api/workers?to=0000-00-00&tab=pending', 'to', inputMessages.date],
    ['/api/workers?from=0000-01-01&page=1', 'from', inputMessages.date],
    ['/api/workers?agencyId=99999999999', 'agencyId', inputMessages.id],
    ['/api/workers?agencyId=0x10', 'agencyId', inputMessages.id],
    ['/api/admin/audit-trail?userEmail=%00', 'userEmail', inputMessages.controlCharacters],
    ['/api/admin/audit-trail?entityType=%00', 'entityType', inputMessages.controlCharacters],
    ['/api/admin/audit-trail?from=0000-01-01', 'from', inputMessages.date],
    ['/api/admin/audit-trail?to=2024-02-30', 'to', inputMessages.date],
    ['/api/admin/login-audits?email=%00', 'email', inputMessages.controlCharacters],
    ['/api/admin/login-audits?fromDate=0000-01-01', 'fromDate', inputMessages.date],
    ['/api/admin/login-audits?toDate=9999-99-99', 'toDate', inputMessages.date],
    ['/api/admin/users?q=%00&page=1', 'q', inputMessages.controlCharacters],
    ['/api/autofill-suggestions?field=firstName&q=%00', 'q', inputMessages.controlCharacters],
  ])('GET %s answers 400', async (url, field, message) => {
    const res = await call(t, 'GET', url, { cookie: admin });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>()).toMatchObject({ message, code: 'VALIDATION_ERROR', details: [{ field, message }] });
  });

  it.each([
    [{ from: '2024-02-30' }, 'filters.from', inputMessages.date],
    [{ to: '9999-99-99' }, 'filters.to', inputMessages.date],
    [{ from: '0000-00-00' }, 'filters.from', inputMessages.date],
    [{ agencyId: 99999999999 }, 'filters.agencyId', inputMessages.id],
  ])('the export filter %j answers 400', async (filters, field, message) => {
    await expectRefused('POST', '/api/workers/export', { dataSource: 'filtered', filters }, field, message);
  });
});

describe('ids are whole numbers from 1 to 2147483647', () => {
  it.each(['0x10', '1e3', '1e999', '-1', '0', '1.5', '%20%201', '%00', '99999999999'])(
    'GET /api/workers/%s answers 400',
    async (id) => {
      const res = await call(t, 'GET', `/api/workers/${id}`, { cookie: admin });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<Body>()).toMatchObject({
        message: inputMessages.id,
        details: [{ field: 'id', message: inputMessages.id }],
      });
    },
  );

  it.each([
    ['POST', '/api/workers/export', { dataSource: 'filtered', workerIds: [99999999999] }, 'workerIds.0'],
    ['POST', '/api/admin/users', { ...user, role: 'client', agencyId: 99999999999 }, 'agencyId'],
    ['PUT', '/api/admin/users/1', { agencyId: 99999999999 }, 'agencyId'],
    [
      'POST',
      '/api/admin/access-requests/1/approve',
      { accessLevel: 'client', password: STRONG_PASSWORD, agencyId: 99999999999 },
      'agencyId',
    ],
  ] as const)('%s %s with an id past the integer range answers 400', async (method, url, payload, field) => {
    await expectRefused(method, url, payload, field, inputMessages.id);
  });
});

describe('JSON bodies of the wrong shape answer 400', () => {
  it.each([
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"text"'],
    ['a huge number', '{"agencyId": 1e400}'],
    ['a prototype key', '{"__proto__": {"x": 1}}'],
    ['a constructor key', '{"constructor": {"prototype": {"x": 1}}}'],
  ])('PATCH /api/workers/{id} with %s', async (_name, payload) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/workers/${workerId}`,
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('a PATCH or PUT of changes that names no field answers 400 Nothing to update', () => {
  const routes: [string, 'PATCH' | 'PUT', () => Promise<string>][] = [
    ['a payroll company', 'PATCH', async () => `/api/payroll-companies/${(await makePayrollCompany(t)).id}`],
    ['a worker', 'PATCH', async () => `/api/workers/${(await makeWorker(t)).id}`],
    ["an agency's commercial terms", 'PUT', async () => `/api/agencies/${(await makeAgency(t)).id}/commercial`],
    ['a user', 'PUT', async () => `/api/admin/users/${(await makeUser(t, { role: 'support' })).id}`],
  ];
  it.each(routes)('%s: {} is refused and changes nothing', async (_name, method, urlOf) => {
    const url = await urlOf();
    const res = await call(t, method, url, { cookie: admin, payload: {} });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>()).toEqual({
      message: 'Nothing to update',
      code: 'VALIDATION_ERROR',
      details: [{ field: '', message: 'Nothing to update' }],
    });
  });
  it.each(routes)('%s: only unknown fields are refused by name', async (_name, method, urlOf) => {
    const res = await call(t, method, await urlOf(), { cookie: admin, payload: { colour: 'red', size: 2 } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>().message).toBe('Unrecognized keys: "colour", "size"');
  });
});

describe('a multipart upload cut short answers 400', () => {
  const boundary = 'XyZfuzz';
  const head = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`;
  it.each([
    [
      'the file cut off',
      `${head('documentType')}passport\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc`,
    ],
    ['a field cut off', `${head('documentType')}pass`],
    ['a part header cut off', `--${boundary}\r\nContent-Dispo`],
    ['no boundary at all', 'garbage'],
  ])('%s', async (_name, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/workers/${workerId}/documents`,
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>()).toEqual({ message: documentMessages.incompleteUpload, code: 'BAD_REQUEST' });
  });

  it('a file part without a file name is no file (400), not a crash', async () => {
    const payload = `${head('documentType')}passport\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream\r\n\r\n%PDF-1.4 abc\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/workers/${workerId}/documents`,
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>()).toEqual({ message: documentMessages.noFile, code: 'BAD_REQUEST' });
  });

  it('a multipart content type without a boundary', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/workers/${workerId}/documents`,
      headers: { cookie: admin, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(res.statusCode, res.body).toBe(400);
  });

  it.each([
    ['notes', { documentType: 'passport', notes: NUL }, inputMessages.controlCharacters],
    ['expiryDate', { documentType: 'passport', expiryDate: '01/01/0000' }, documentMessages.invalidExpiry],
    ['expiryDate', { documentType: 'passport', expiryDate: '0000-01-01' }, documentMessages.invalidExpiry],
  ])('a %s field that is bad answers 400', async (field, fields, message) => {
    const { payload, contentType } = await multipart(fields, {
      name: 'a.pdf',
      bytes: pdfBytes(),
      type: 'application/pdf',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/workers/${workerId}/documents`,
      headers: { cookie: admin, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>().details).toEqual([{ field, message }]);
  });
});
