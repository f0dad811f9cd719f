import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rtwChecks, workers } from '../../src/server/db/schema/index.ts';
import { workerReportConditions } from '../../src/server/modules/reports/report-conditions.ts';
import { readReportWorkers } from '../../src/server/modules/reports/report-workers.repository.ts';
import type { RtwCheckInput } from '../../src/shared/api/rtw-checks.ts';
import { addDays } from '../../src/shared/domain/en-gb-dates.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { getReport, readCsv, readXlsx } from '../helpers/reports.ts';
import { makeWorker } from '../helpers/workers.ts';

/**
 * Right-to-work checks on the Dashboard and in the right-to-work report (docs/domain.md "Dashboard
 * figures", "Reports"): workers with known standings, the app's clock moved by the test.
 *
 *   worker     agency  state             latest passing check (checks recorded on the dates shown)  standing on 16/03/2026
 *   cont       A       authorised        List A 01/03 (a failed check after it, 10/03)              continuous
 *   soon       A       authorised        List B group 1 ending 26/03/2026                           due soon
 *   soon2      B       authorised        List B group 1 ending 26/03/2026                           due soon
 *   edge       B       authorised        List B group 1 ending 15/04/2026 (30 days)                 due soon
 *   later      A       authorised        List B group 1 ending 24/06/2026 (100 days)                due
 *   lapsed     A       authorised        List B group 1 ending 25/02/2026                           lapsed
 *   today      B       authorised        List B group 1 ending 16/03/2026 (today)                   lapsed
 *   nocheck    A       authorised        none                                                       none
 *   failed     A       authorised        none (one failed check)                                    none
 *   derived    B       authorised        derived from a document, 20/11/2025, no expiry            continuous, to review
 *   left       A       left              List B group 1 ending 01/03/2026                           (lapsed, not counted)
 *   pending    A       not authorised    List B group 1 ending 21/03/2026                           (due soon, not counted)
 */

const TODAY = '2026-03-16';
let clock = new Date(`${TODAY}T12:00:00Z`);
let t: TestApp;
let admin: string;
let clientA: string;
let agencyA: number;
let agencyB: number;
const ids: Record<string, number> = {};

const record = async (workerId: number, payload: RtwCheckInput) => {
  const res = await call(t, 'POST', `/api/workers/${workerId}/rtw-checks`, { cookie: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
};
const listB1 = (checkDate: string, permissionEndDate: string): RtwCheckInput => ({
  method: 'list-b-group-1',
  checkDate,
  permissionEndDate,
  outcome: 'pass',
});

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  const signedAdmin = await signedIn(t, 'admin', { firstName: 'Ada', lastName: 'Admin' });
  admin = signedAdmin.cookie;
  agencyA = (await makeAgency(t)).id;
  agencyB = (await makeAgency(t)).id;
  clientA = (await signedIn(t, 'client', { agencyId: agencyA })).cookie;
  const worker = async (name: string, agencyId: number, overrides: Parameters<typeof makeWorker>[1] = {}) =>
    (ids[name] = (await makeWorker(t, { agencyId, lastName: name, rtwChecked: false, ...overrides })).id);

  await record(await worker('cont', agencyA), { method: 'list-a', checkDate: '2026-03-01', outcome: 'pass' });
  await record(ids.cont!, { method: 'list-a', checkDate: '2026-03-10', outcome: 'fail' });
  await record(await worker('soon', agencyA), listB1('2026-03-02', '2026-03-26'));
  await record(await worker('soon2', agencyB), listB1('2026-03-02', '2026-03-26'));
  await record(await worker('edge', agencyB), listB1('2026-03-03', addDays(TODAY, 30)));
  await record(await worker('later', agencyA), listB1('2026-03-04', addDays(TODAY, 100)));
  await record(await worker('lapsed', agencyA), listB1('2026-01-10', '2026-02-25'));
  await record(await worker('today', agencyB), listB1('2026-03-05', TODAY));
  await worker('nocheck', agencyA);
  await record(await worker('failed', agencyA), { method: 'online', checkDate: '2026-03-06', outcome: 'fail' });
  // A check derived from a Right to Work document by migration 0035: no method, marked for review.
  await worker('derived', agencyB);
  await t.ctx.db.insert(rtwChecks).values({
    workerId: ids.derived!,
    method: null,
    checkDate: '2025-11-20',
    outcome: 'pass',
    followUpDate: null,
    checkedBy: signedAdmin.user.id,
    reviewNeeded: true,
  });
  await t.ctx.db
    .update(workers)
    .set({ rtwChecked: true, rtwFollowUpDate: null, rtwReviewNeeded: true })
    .where(eq(workers.id, ids.derived!));
  await record(await worker('left', agencyA), listB1('2026-01-11', '2026-03-01'));
  await t.ctx.db.update(workers).set({ status: 'left', p45Date: '2026-03-02' }).where(eq(workers.id, ids.left!));
  await record(
    await worker('pending', agencyA, { authorised: false, status: 'pending' }),
    listB1('2026-03-07', '2026-03-21'),
  );
});
afterAll(() => t.close());

const metrics = async () => {
  const res = await call(t, 'GET', '/api/dashboard/metrics', { cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Body>();
};

describe('GET /api/dashboard/metrics: the compliance card’s workers by right-to-work standing', () => {
  it('counts the authorised workers not left: no check, continuous, due, due soon, lapsed and to review', async () => {
    clock = new Date(`${TODAY}T12:00:00Z`);
    const answer = await metrics();
    expect(answer.authorisedWorkers).toBe(10);
    expect(answer.rightToWork).toEqual({ none: 2, continuous: 2, due: 1, dueSoon: 3, lapsed: 2, reviewNeeded: 1 });
  });

  it('follows the app’s clock: 70 days on, the due-soon follow-ups have lapsed and the later one is due soon', async () => {
    clock = new Date(`${addDays(TODAY, 70)}T12:00:00Z`);
    try {
      expect((await metrics()).rightToWork).toEqual({
        none: 2,
        continuous: 2,
        due: 0,
        dueSoon: 1,
        lapsed: 5,
        reviewNeeded: 1,
      });
    } finally {
      clock = new Date(`${TODAY}T12:00:00Z`);
    }
  });

  it('a London day: at 00:30 on the day a follow-up falls due (23:30 UTC the day before, summer time), it has lapsed', async () => {
    // 23:30 UTC on 14/04/2026 is 00:30 on 15/04 in London, the edge's follow-up date.
    clock = new Date('2026-04-14T23:30:00Z');
    try {
      const counts = (await metrics()).rightToWork as Record<string, number>;
      // soon, soon2, lapsed, today and edge (15/04 in London) have lapsed; later (24/06) is due.
      expect([counts.lapsed, counts.dueSoon, counts.due]).toEqual([5, 0, 1]);
    } finally {
      clock = new Date(`${TODAY}T12:00:00Z`);
    }
  });
});

const CHECK_COLUMNS = ['Check Method', 'Check Date', 'Checked By', 'Follow-up Date', 'Check Status'];
const checkCells = (row: Record<string, unknown>) => CHECK_COLUMNS.map((h) => row[h]);

describe('GET /api/reports/rtw: the latest passing check of each worker', () => {
  it('CSV: method, date, checker, follow-up date and the standing in the screens’ words', async () => {
    const res = await getReport(t, admin, 'rtw');
    expect(res.statusCode, res.body).toBe(200);
    const table = readCsv(res.body);
    expect(table.header.slice(0, 11)).toEqual([
      'Worker ID',
      'First Name',
      'Last Name',
      'Agency',
      'Status',
      ...CHECK_COLUMNS,
      'Nationality',
    ]);
    const byName = Object.fromEntries(table.rows.map((r) => [r['Last Name'], checkCells(r)]));
    expect(byName).toEqual({
      cont: ['Manual check, List A', '2026-03-01', 'Ada Admin', '', 'Checked (continuous)'],
      soon: ['Manual check, List B group 1', '2026-03-02', 'Ada Admin', '2026-03-26', 'Follow-up due soon: 26/03/2026'],
      soon2: [
        'Manual check, List B group 1',
        '2026-03-02',
        'Ada Admin',
        '2026-03-26',
        'Follow-up due soon: 26/03/2026',
      ],
      edge: ['Manual check, List B group 1', '2026-03-03', 'Ada Admin', '2026-04-15', 'Follow-up due soon: 15/04/2026'],
      later: ['Manual check, List B group 1', '2026-03-04', 'Ada Admin', '2026-06-24', 'Follow-up due on 24/06/2026'],
      lapsed: ['Manual check, List B group 1', '2026-01-10', 'Ada Admin', '2026-02-25', 'Lapsed since 25/02/2026'],
      today: ['Manual check, List B group 1', '2026-03-05', 'Ada Admin', '2026-03-16', 'Lapsed since 16/03/2026'],
      nocheck: ['', '', '', '', 'No right-to-work check'],
      failed: ['', '', '', '', 'No right-to-work check'],
      derived: [
        'Unknown (from a Right to Work document held before checks were kept)',
        '2025-11-20',
        'Ada Admin',
        '',
        'Checked (continuous)',
      ],
      pending: [
        'Manual check, List B group 1',
        '2026-03-07',
        'Ada Admin',
        '2026-03-21',
        'Follow-up due soon: 21/03/2026',
      ],
    });
  });

  it('.xlsx: the same columns, dates as date cells', async () => {
    const res = await getReport(t, admin, 'rtw', { format: 'xlsx', followUpDue: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    const table = await readXlsx(res.rawPayload);
    expect(table.header.slice(5, 10)).toEqual(CHECK_COLUMNS);
    const lapsed = table.rows.find((r) => r['Last Name'] === 'lapsed')!;
    expect(checkCells(lapsed)).toEqual([
      'Manual check, List B group 1',
      new Date('2026-01-10T00:00:00Z'),
      'Ada Admin',
      new Date('2026-02-25T00:00:00Z'),
      'Lapsed since 25/02/2026',
    ]);
  });

  it('the status follows the app’s clock', async () => {
    clock = new Date(`${addDays(TODAY, 70)}T12:00:00Z`);
    try {
      const rows = readCsv((await getReport(t, admin, 'rtw')).body).rows;
      expect(rows.find((r) => r['Last Name'] === 'later')!['Check Status']).toBe('Follow-up due soon: 24/06/2026');
      expect(rows.find((r) => r['Last Name'] === 'soon')!['Check Status']).toBe('Lapsed since 26/03/2026');
    } finally {
      clock = new Date(`${TODAY}T12:00:00Z`);
    }
  });
});

describe('GET /api/reports/rtw?followUpDue=true: the follow-ups due within 30 days or lapsed, soonest first', () => {
  const lastNames = async (query: Record<string, string>, cookie = admin) => {
    const res = await getReport(t, cookie, 'rtw', { followUpDue: 'true', ...query });
    expect(res.statusCode, res.body).toBe(200);
    return readCsv(res.body).rows.map((r) => r['Last Name']);
  };

  it('holds lapsed and due-soon workers by follow-up date, then id; Left workers only when asked', async () => {
    expect(await lastNames({})).toEqual(['lapsed', 'today', 'pending', 'soon', 'soon2', 'edge']);
    expect(await lastNames({ includeLeft: 'true' })).toEqual([
      'lapsed',
      'left',
      'today',
      'pending',
      'soon',
      'soon2',
      'edge',
    ]);
    expect(await lastNames({ status: 'pending' })).toEqual(['pending']);
  });

  it('a client user gets its own agency’s', async () => {
    expect(await lastNames({}, clientA)).toEqual(['lapsed', 'pending', 'soon']);
  });

  it('follows the app’s clock', async () => {
    clock = new Date(`${addDays(TODAY, 70)}T12:00:00Z`);
    try {
      expect(await lastNames({})).toEqual(['lapsed', 'today', 'pending', 'soon', 'soon2', 'edge', 'later']);
    } finally {
      clock = new Date(`${TODAY}T12:00:00Z`);
    }
  });

  it('reads in keyset batches by (follow-up date, id): the same rows two at a time', async () => {
    const selection = {
      scope: { kind: 'all' },
      agencyId: null,
      status: 'all',
      from: null,
      to: null,
      includeLeft: false,
      followUpDue: true,
      today: TODAY,
    } as const;
    const batches: string[][] = [];
    for await (const batch of readReportWorkers(t.ctx.db, {
      condition: workerReportConditions('rtw', selection),
      needs: new Set(['rtwCheck']),
      scope: selection.scope,
      batchSize: 2,
      order: 'followUp',
    }))
      batches.push(batch.map((w) => w.lastName));
    expect(batches).toEqual([
      ['lapsed', 'today'],
      ['pending', 'soon'],
      ['soon2', 'edge'],
    ]);
  });

  it('is refused on another report, and a value other than true or false is a 400', async () => {
    const other = await getReport(t, admin, 'workers', { followUpDue: 'true' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ message: 'The follow-up filter applies to the Right to Work report only' });
    expect((await getReport(t, admin, 'rtw', { followUpDue: 'yes' })).statusCode).toBe(400);
  });

  it('is kept with the Recent Reports entry', async () => {
    const res = await call(t, 'GET', '/api/reports/history?page=1&pageSize=100', { cookie: admin });
    const items = res.json<{ items: { type: string; filters: Body }[] }>().items;
    expect(items.some((i) => i.type === 'rtw' && i.filters.followUpDue === true)).toBe(true);
    expect(items.some((i) => i.type === 'rtw' && i.filters.followUpDue === false)).toBe(true);
  });
});
