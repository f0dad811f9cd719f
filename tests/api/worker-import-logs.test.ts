import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { base, csvBytes, templateHeaders, uploadImport, uploadMapValidate } from '../helpers/worker-import.ts';
import { makePayrollCompany } from '../helpers/workers.ts';

/**
 * An import's rows are personal data from end to end: no cell value reaches the log, neither in a
 * normal import nor when the database refuses a statement carrying the rows (issue 7's logging).
 */

let t: TestApp;
let admin: string;
const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };

const person = {
  'Forename *': 'Ottilie',
  'Surname *': 'Quarrington',
  'Address Line 1 *': '14 Larkspur Mews',
  'City *': 'Leeds',
  'Post Code *': 'LS1 4AP',
  'Email *': 'ottilie.quarrington@example.test',
  'Phone *': '07700900456',
  'Date of Birth *': '17/05/1990',
  'NI Number *': 'JM482913C',
  'Sort Code': '40-11-60',
  'Account Number': '01234588',
};
const secrets = ['Ottilie', 'Quarrington', 'Larkspur', 'ottilie.quarrington', '07700900456', 'JM482913C', '01234588'];
const file = () =>
  csvBytes(templateHeaders, [templateHeaders.map((header) => person[header as keyof typeof person] ?? '')]);

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream });
  admin = (await signedIn(t, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  lines.length = 0;
});

function expectLogFreeOfTheRow() {
  const text = lines.join('');
  expect(text.length).toBeGreaterThan(0);
  for (const value of secrets) expect(text, `log holds ${value}`).not.toContain(value);
  expect(text).not.toContain('Failed query');
  expect(text).not.toContain('params');
}

describe('the log of an import', () => {
  it('a whole import: upload, map, validate, review, error file, submit', async () => {
    const assignment = { agencyId: (await makeAgency(t)).id, payrollCompanyId: (await makePayrollCompany(t)).id };
    const { sessionId } = await uploadMapValidate(t, admin, { name: 'people.csv', bytes: file() });
    await call(t, 'GET', `${base(sessionId)}/rows`, { cookie: admin });
    await call(t, 'GET', `${base(sessionId)}/error-file?format=csv`, { cookie: admin });
    const res = await call(t, 'POST', `${base(sessionId)}/submit`, { cookie: admin, payload: assignment });
    expect(res.json<Body>()).toMatchObject({ createdWorkers: 1 });
    expectLogFreeOfTheRow();
  });

  it('the database refusing the rows of an upload: a 500 logged without them', async () => {
    await t.ctx.db.execute(sql`alter table worker_import_rows add constraint refuse_rows check (false) not valid`);
    try {
      const res = await uploadImport(t, admin, { name: 'people.csv', bytes: file() });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('Quarrington');
    } finally {
      await t.ctx.db.execute(sql`alter table worker_import_rows drop constraint refuse_rows`);
    }
    expect(lines.join('')).toContain('request failed');
    expectLogFreeOfTheRow();
  });
});
