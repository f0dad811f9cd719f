import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/domain/en-gb-dates.ts';
import { createTestApp, signedIn, type TestApp } from '../helpers/app.ts';
import { getReport, makeReportsFixture, readCsv, readXlsx, type ReportsFixture } from '../helpers/reports.ts';
import { makeWorker } from '../helpers/workers.ts';

let t: TestApp;
let admin: string;
let f: ReportsFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  f = await makeReportsFixture(t);
});
afterAll(() => t.close());

type Name = keyof ReportsFixture['workers'];
const names = (...list: Name[]) => list.map((n) => f.workers[n].id).sort((a, b) => a - b);

/** The worker ids of a worker report's CSV, sorted. */
async function workerIds(type: string, query: Record<string, string>, cookie = admin): Promise<number[]> {
  const res = await getReport(t, cookie, type, query);
  expect(res.statusCode, res.body).toBe(200);
  return readCsv(res.body)
    .rows.map((r) => Number(r['Worker ID']))
    .sort((a, b) => a - b);
}

/** (pay date, last name) of each payroll report row, in the report's order. */
async function payLines(query: Record<string, string>, cookie = admin): Promise<string[]> {
  const res = await getReport(t, cookie, 'payroll', query);
  expect(res.statusCode, res.body).toBe(200);
  return readCsv(res.body).rows.map((r) => `${String(r['Pay Date'])} ${String(r['Last Name'])}`);
}

describe('the status filter (the badge the screens show)', () => {
  it.each<[string, Name[]]>([
    ['all', ['alice', 'pat', 'oscar', 'len', 'evil', 'bob']],
    ['active', ['alice', 'evil', 'bob']],
    ['pending', ['pat']],
    ['on_hold', ['oscar']],
    ['left', ['len']],
  ])('workers with status %s', async (status, expected) =>
    expect(await workerIds('workers', { status })).toEqual(names(...expected)),
  );

  it('on the payroll report it is the worker’s status', async () => {
    expect(await payLines({ status: 'left' })).toEqual(['2025-03-07 Left', '2025-04-11 Left']);
  });

  it.each([
    ['all', ['REPORT AGENCY A', 'REPORT AGENCY B']],
    ['on_hold', ['REPORT AGENCY B']],
    ['active', ['REPORT AGENCY A']],
    ['pending', []],
  ])('on the agencies report it is the agency’s own: %s', async (status, expected) => {
    const rows = readCsv((await getReport(t, admin, 'agencies', { status })).body).rows.map((r) => r.Name);
    expect(rows.filter((n) => String(n).startsWith('REPORT AGENCY'))).toEqual(expected);
  });
});

describe('the date filter applies to each report’s own date', () => {
  it('workers: work start date', async () => {
    expect(await workerIds('workers', { from: '2024-01-01', to: '2024-12-31' })).toEqual(
      names('alice', 'pat', 'evil', 'bob'),
    );
    expect(await workerIds('workers', { from: '2025-01-01' })).toEqual(names('oscar'));
    expect(await workerIds('workers', { to: '2023-12-31' })).toEqual(names('len'));
  });

  it('agencies: the day it was added', async () => {
    const rows = readCsv((await getReport(t, admin, 'agencies', { from: '2024-01-15', to: '2024-01-15' })).body).rows;
    expect(rows.map((r) => r.Name)).toEqual(['REPORT AGENCY A']);
  });

  it('payroll: pay date, in pay date order', async () => {
    expect(await payLines({})).toEqual([
      '2025-03-07 Active',
      '2025-03-07 Left',
      '2025-03-07 Elsewhere',
      '2025-03-14 Active',
      '2025-04-11 Left',
    ]);
    expect(await payLines({ from: '2025-03-08', to: '2025-04-30' })).toEqual(['2025-03-14 Active', '2025-04-11 Left']);
  });

  it('compliance: any document’s expiry', async () => {
    expect(await workerIds('compliance', { from: f.today, to: addDays(f.today, 30) })).toEqual(names('pat'));
    expect(await workerIds('compliance', { from: '2024-12-01', to: '2024-12-31' })).toEqual(names('oscar'));
    expect(await workerIds('compliance', {})).toEqual(names('alice', 'pat', 'oscar', 'len', 'evil', 'bob'));
  });

  it('right to work: the expiry of a right-to-work, passport, visa or BRP document', async () => {
    expect(await workerIds('rtw', { from: '2029-01-01', to: '2031-01-01' })).toEqual(names('alice'));
    expect(await workerIds('rtw', { from: f.today, to: addDays(f.today, 30) })).toEqual(names('pat'));
  });

  it('right to work: Left workers only when asked (Include Left workers) or chosen by status', async () => {
    expect(await workerIds('rtw', {})).toEqual(names('alice', 'pat', 'oscar', 'evil', 'bob'));
    expect(await workerIds('rtw', { includeLeft: 'false' })).toEqual(names('alice', 'pat', 'oscar', 'evil', 'bob'));
    expect(await workerIds('rtw', { includeLeft: 'true' })).toEqual(
      names('alice', 'pat', 'oscar', 'len', 'evil', 'bob'),
    );
    expect(await workerIds('rtw', { status: 'left' })).toEqual(names('len'));
    // Only the right-to-work report: the others keep their leavers.
    expect(await workerIds('workers', {})).toContain(f.workers.len.id);
    expect((await getReport(t, admin, 'rtw', { includeLeft: 'yes' })).statusCode).toBe(400);
  });

  it('P45: leavers only, by their P45 date', async () => {
    expect(await workerIds('p45', {})).toEqual(names('len'));
    expect(await workerIds('p45', { from: '2025-03-31', to: '2025-03-31' })).toEqual(names('len'));
    expect(await workerIds('p45', { from: '2025-04-01' })).toEqual([]);
    expect(await workerIds('p45', { status: 'active' })).toEqual([]);
  });
});

describe('the agency filter', () => {
  it('narrows each report to one agency', async () => {
    expect(await workerIds('workers', { agencyId: String(f.agencyB.id) })).toEqual(names('bob'));
    expect(await workerIds('compliance', { agencyId: String(f.agencyA.id) })).toEqual(
      names('alice', 'pat', 'oscar', 'len', 'evil'),
    );
    expect(await payLines({ agencyId: String(f.agencyB.id) })).toEqual(['2025-03-07 Elsewhere']);
    const agencies = readCsv((await getReport(t, admin, 'agencies', { agencyId: String(f.agencyA.id) })).body).rows;
    expect(agencies.map((r) => r.Name)).toEqual(['REPORT AGENCY A']);
  });
  it('all or empty is no filter', async () => {
    expect(await workerIds('workers', { agencyId: 'all' })).toHaveLength(6);
    expect(await workerIds('workers', { agencyId: '' })).toHaveLength(6);
  });
});

describe('include fields add and remove columns', () => {
  it('personal adds the personal columns; without it they are absent', async () => {
    const plain = readCsv((await getReport(t, admin, 'workers')).body);
    expect(plain.header).not.toContain('Date of Birth');
    const personal = readCsv((await getReport(t, admin, 'workers', { fields: 'personal' })).body);
    expect(personal.header).toEqual(expect.arrayContaining(['Date of Birth', 'Email', 'NI Number', 'Post Code']));
    expect(personal.rows.find((r) => r['Last Name'] === 'Left')).toMatchObject({ 'Date of Birth': '1985-02-03' });
  });

  it('audit adds when and by whom (the London day of each instant)', async () => {
    const { user } = await signedIn(t, 'support');
    await makeWorker(t, {
      firstName: 'Aud',
      lastName: 'Itor',
      agencyId: f.agencyB.id,
      authorised: false,
      status: 'pending',
      createdBy: user.id,
    });
    const csv = readCsv((await getReport(t, admin, 'workers', { fields: 'audit' })).body);
    expect(csv.rows.find((r) => r['Last Name'] === 'Itor')).toMatchObject({
      'Added Via': 'manual',
      Created: f.today,
      'Created By': `${user.firstName} ${user.lastName}`,
      'Authorised Date': '',
    });
    const plain = readCsv((await getReport(t, admin, 'workers')).body);
    expect(plain.header).not.toContain('Created');
  });

  it('payroll adds the pay figures and the P45 tax-year sums (money in pounds)', async () => {
    const p45 = readCsv((await getReport(t, admin, 'p45', { fields: 'payroll' })).body);
    // Len left 31/03/2025: tax year 2024/25 holds the 07/03 payment, not the one of 11/04 (after leaving).
    expect(p45.rows[0]).toMatchObject({
      'Pay In Tax Year': '300.00',
      'Tax In Tax Year': '30.00',
      'Total Gross Pay': '400.00',
      Payments: '2',
    });
  });

  it('several groups together, in the checkboxes’ order whatever the query’s', async () => {
    const a = readCsv((await getReport(t, admin, 'payroll', { fields: 'compliance,audit' })).body);
    const b = readCsv((await getReport(t, admin, 'payroll', { fields: 'audit,compliance' })).body);
    expect(a.header).toEqual(b.header);
    expect(a.header.slice(-7)).toEqual([
      'Record ID',
      'Uploaded',
      'Uploaded By',
      'Upload File',
      'Worker Authorised',
      'Paid After Leaving',
      'Net Pay Differs',
    ]);
    expect(a.rows.find((r) => r['Pay Date'] === '2025-04-11')).toMatchObject({
      'Paid After Leaving': 'Yes',
      'Upload File': 'payroll.csv',
    });
  });

  it('the payroll report with personal fields reads the workers’ details (an .xlsx date cell too)', async () => {
    const xlsx = await readXlsx(
      (await getReport(t, admin, 'payroll', { fields: 'personal', format: 'xlsx' })).rawPayload,
    );
    const len = xlsx.rows.find((r) => r['Last Name'] === 'Left')!;
    expect(len['Date of Birth']).toEqual(new Date('1985-02-03T00:00:00Z'));
    expect(len['Email']).toBe(f.workers.len.email);
  });
});

describe('a client user’s reports cover its own agency', () => {
  let client: string;
  beforeAll(async () => {
    client = (await signedIn(t, 'client', { agencyId: f.agencyA.id })).cookie;
  });

  it('other agencies’ workers are absent', async () => {
    expect(await workerIds('workers', {}, client)).toEqual(names('alice', 'pat', 'oscar', 'len', 'evil'));
    expect(await workerIds('compliance', {}, client)).not.toContain(f.workers.bob.id);
    const agencies = readCsv((await getReport(t, client, 'agencies')).body).rows;
    expect(agencies.map((r) => r.Name)).toEqual(['REPORT AGENCY A']);
  });

  it('naming another agency does not widen it: 404 as for a missing agency', async () => {
    const res = await getReport(t, client, 'workers', { agencyId: String(f.agencyB.id) });
    expect(res.statusCode).toBe(404);
    expect((await getReport(t, client, 'workers', { agencyId: '999999' })).statusCode).toBe(404);
    expect(await workerIds('workers', { agencyId: String(f.agencyA.id) }, client)).toHaveLength(5);
  });

  it('a client user without an agency gets empty reports', async () => {
    const { cookie } = await signedIn(t, 'client', { agencyId: null });
    expect(await workerIds('workers', {}, cookie)).toEqual([]);
    expect(await payLines({}, cookie)).toEqual([]);
  });

  it('the payroll report holds its own agency’s records only, whichever filters it sends', async () => {
    const own = ['2025-03-07 Active', '2025-03-07 Left', '2025-03-14 Active', '2025-04-11 Left'];
    expect(await payLines({}, client)).toEqual(own);
    expect(await payLines({ agencyId: String(f.agencyA.id), fields: 'payroll,personal' }, client)).toEqual(own);
    const xlsx = await getReport(t, client, 'payroll', { format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect((await readXlsx(xlsx.rawPayload)).rows.map((r) => r['Last Name'])).toEqual([
      'Active',
      'Left',
      'Active',
      'Left',
    ]);
    // The other agency's records are there (an admin sees Bob's), never in the client's file.
    expect(await payLines({})).toContain('2025-03-07 Elsewhere');
    expect((await getReport(t, client, 'payroll', { agencyId: String(f.agencyB.id) })).statusCode).toBe(404);
  });

  it('pay totals on its workers count the records paid through its agency only', async () => {
    // One of Alice's records paid through agency B (she worked there that week).
    await t.ctx.db.execute(
      sql`update payroll_records set agency_id = ${f.agencyB.id} where worker_id = ${f.workers.alice.id} and pay_date = '2025-03-14'`,
    );
    try {
      const rows = readCsv((await getReport(t, client, 'workers', { fields: 'payroll' })).body).rows;
      const alice = rows.find((r) => r['First Name'] === 'Alice')!;
      expect([alice.Payments, alice['Total Gross Pay'], alice['Last Pay Date']]).toEqual(['1', '500.00', '2025-03-07']);
      const staff = readCsv((await getReport(t, admin, 'workers', { fields: 'payroll' })).body).rows;
      expect(staff.find((r) => r['First Name'] === 'Alice')!.Payments).toBe('2');
    } finally {
      await t.ctx.db.execute(
        sql`update payroll_records set agency_id = ${f.agencyA.id} where worker_id = ${f.workers.alice.id} and pay_date = '2025-03-14'`,
      );
    }
  });
});

describe('who may generate what', () => {
  it.each([
    ['support', 'payroll', {}, 403],
    ['support', 'workers', { fields: 'payroll' }, 403],
    ['support', 'agencies', { fields: 'payroll' }, 403],
    ['support', 'workers', { fields: 'personal,compliance' }, 200],
    ['support', 'p45', {}, 200],
    ['client', 'payroll', {}, 200],
    ['client', 'workers', { fields: 'payroll' }, 200],
    ['client', 'rtw', {}, 200],
    ['finance', 'payroll', {}, 200],
    ['finance', 'workers', { fields: 'payroll' }, 200],
  ] as const)('%s: %s %j -> %i', async (role, type, query, status) => {
    const { cookie } = await signedIn(t, role, role === 'client' ? { agencyId: f.agencyA.id } : {});
    const res = await getReport(t, cookie, type, query);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 403)
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You do not have permission to see payroll figures',
      });
  });

  it('signed out: 401', async () => {
    expect((await getReport(t, undefined, 'workers')).statusCode).toBe(401);
  });
});
