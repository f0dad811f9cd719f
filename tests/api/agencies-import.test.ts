import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { multipart } from '../fixtures/documents.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
});

const tag = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const importJson = (agencies: unknown, cookie = admin) =>
  call(t, 'POST', '/api/agencies/import', { cookie, payload: { agencies } });

async function importFile(content: string | Buffer, name = 'agencies.csv', cookie = admin) {
  const { payload, contentType } = await multipart(
    {},
    { field: 'file', name, bytes: Buffer.from(content), type: 'text/csv' },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/agencies/import',
    headers: { cookie, 'content-type': contentType },
    payload,
  });
}

describe('POST /api/agencies/import (docs/domain.md, Agencies)', () => {
  it('adds valid rows in one go and skips the rest with row, name and reason', async () => {
    const stamp = tag();
    const existing = await makeAgency(t, { name: `TAKEN ${stamp}` });
    const res = await importJson([
      { 'Name*': `new one ${stamp}`, 'Contact Name': 'Ann', City: 'Leeds', 'Postal Code': 'ls1 4ap', Fee: '12.50' },
      { 'Name*': existing.name.toLowerCase(), 'Contact Name': 'Bob', City: 'York', 'Postal Code': 'YO1 7HH' },
      { 'Name*': `no city ${stamp}`, 'Contact Name': 'Cy', City: '', 'Postal Code': 'YO1 7HH' },
      { 'Name*': `new one ${stamp}`, 'Contact Name': 'Dup', City: 'Leeds', 'Postal Code': 'LS1 4AP' },
      {
        'Name*': `bad mail ${stamp}`,
        mainContactName: 'Ed',
        'Main Contact Email': 'nope',
        City: 'Hull',
        postcode: 'HU1 1AA',
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toEqual({
      added: 1,
      skipped: 4,
      skippedRows: [
        { row: 2, name: existing.name, reason: 'An agency with this name already exists' },
        { row: 3, name: `NO CITY ${stamp}`, reason: 'City is required' },
        { row: 4, name: `NEW ONE ${stamp}`, reason: 'An agency with this name already exists' },
        { row: 5, name: `BAD MAIL ${stamp}`, reason: 'Valid email is required' },
      ],
    });
    const page = await call(t, 'GET', `/api/agencies?page=1&pageSize=5&q=NEW%20ONE%20${stamp}`, { cookie: admin });
    expect(page.json<{ items: Body[] }>().items).toEqual([
      expect.objectContaining({ name: `NEW ONE ${stamp}`, postalCode: 'LS1 4AP', fee: 12.5 }),
    ]);
  });

  it('reads a CSV file with a BOM, CRLF, quoted commas and quotes', async () => {
    const stamp = tag();
    const csv =
      '\uFEFFName*,Contact Name,Address,City,Postal Code,Notes\r\n' +
      `"Smith, Jones ${stamp}",Ann,"1 High St, Floor 2",Leeds,LS1 4AP,"She said ""hi"""\r\n` +
      `Plain ${stamp},Bob,,York,YO1 7HH,\r\n`;
    const res = await importFile(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ added: 2, skipped: 0 });
    const page = await call(t, 'GET', `/api/agencies?page=1&pageSize=5&q=${stamp}`, { cookie: admin });
    expect(page.json<{ items: Body[] }>().items[1]).toMatchObject({
      name: `SMITH, JONES ${stamp}`,
      address: '1 High St, Floor 2',
      notes: 'She said "hi"',
    });
  });

  it.each([
    ['a header only', 'Name,City\r\n', 'CSV file must contain headers and at least one data row'],
    ['an unclosed quote', 'Name,City\r\n"Open,Leeds\r\n', 'Failed to parse CSV file'],
    [
      'bytes that are not UTF-8',
      Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe, 0x0a]),
      'Failed to parse CSV file',
    ],
  ])('refuses %s', async (_what, content, message) => {
    const res = await importFile(content);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe(message);
  });

  it('refuses a file that is not .csv and an empty JSON list', async () => {
    expect((await importFile('a,b\n1,2\n', 'agencies.xlsx')).statusCode).toBe(415);
    const empty = await importJson([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Body>().message).toBe('CSV file must contain headers and at least one data row');
  });

  it.each(['support', 'finance', 'client'] as const)('is admin only: %s gets 403', async (role) => {
    const { cookie } = await signedIn(t, role);
    expect(
      (await importJson([{ Name: 'X', City: 'Y', 'Postal Code': 'Z', 'Contact Name': 'Q' }], cookie)).statusCode,
    ).toBe(403);
  });
});
