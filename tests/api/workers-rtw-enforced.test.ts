import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, workers } from '../../src/server/db/schema/index.ts';
import type { RtwCheckInput } from '../../src/shared/api/rtw-checks.ts';
import type { Worker, WorkerListAnswer } from '../../src/shared/api/workers.ts';
import { addDays } from '../../src/shared/domain/en-gb-dates.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { payrollCsv, uploadPayroll } from '../helpers/payroll.ts';
import { makeWorker } from '../helpers/workers.ts';

/**
 * The right-to-work standing enforced and flagged (docs/domain.md "Right-to-work checks", issue 29
 * item 4): authorising refused without a passing check or with a lapsed one, the lapsed filter and
 * count of the workers' list, and the payroll upload's warning. The server's clock is moved.
 */

const TODAY = '2026-03-16';
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);
let clock = atNoon(TODAY);
let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  admin = await signedIn(t, 'admin');
});
afterAll(() => t.close());
beforeEach(() => {
  clock = atNoon(TODAY);
});

const NO_CHECK = 'This worker has no passing right-to-work check: record one before authorising';
const lapsedOn = (ddmmyyyy: string) =>
  `This worker's right to work lapsed on ${ddmmyyyy}: record a follow-up check before authorising`;

const record = async (workerId: number, check: Omit<RtwCheckInput, 'checkDate'> & { checkDate?: string }) => {
  const res = await call(t, 'POST', `/api/workers/${workerId}/rtw-checks`, {
    cookie: admin.cookie,
    payload: { checkDate: addDays(TODAY, -20), ...check },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const authorise = (id: number) => call(t, 'PATCH', `/api/workers/${id}/authorize`, { cookie: admin.cookie });
const pending = () => makeWorker(t, { authorised: false, status: 'active' });

async function authoriseEntries(id: number) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'worker'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'authorise')));
}

/** The refusal leaves the worker as it was and audits nothing. */
async function expectUnchanged(id: number) {
  const [row] = await t.ctx.db.select().from(workers).where(eq(workers.id, id));
  expect(row).toMatchObject({ authorised: false, status: 'active', authorisedAt: null, authorisedBy: null });
  expect(await authoriseEntries(id)).toEqual([]);
}

describe('PATCH /api/workers/{id}/authorize needs a passing right-to-work check', () => {
  it('refuses a worker without any check with 409, changing and auditing nothing', async () => {
    const worker = await pending();
    const res = await authorise(worker.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toEqual({ code: 'CONFLICT', message: NO_CHECK });
    await expectUnchanged(worker.id);
  });

  it('refuses a worker whose only checks failed or were referred', async () => {
    const worker = await pending();
    await record(worker.id, { method: 'list-a', outcome: 'fail' });
    await record(worker.id, { method: 'list-a', outcome: 'referred' });
    const res = await authorise(worker.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toEqual({ code: 'CONFLICT', message: NO_CHECK });
    await expectUnchanged(worker.id);
  });

  it('refuses a worker whose excuse lapses today, naming the date', async () => {
    const worker = await pending();
    await record(worker.id, { method: 'list-b-group-1', outcome: 'pass', permissionEndDate: TODAY });
    const res = await authorise(worker.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toEqual({ code: 'CONFLICT', message: lapsedOn('16/03/2026') });
    await expectUnchanged(worker.id);
  });

  it('authorises the day before the excuse lapses, and refuses once the clock reaches it', async () => {
    const [early, late] = [await pending(), await pending()];
    for (const worker of [early, late])
      await record(worker.id, { method: 'list-b-group-1', outcome: 'pass', permissionEndDate: addDays(TODAY, 10) });
    clock = atNoon(addDays(TODAY, 9));
    expect((await authorise(early.id)).statusCode).toBe(200);
    clock = atNoon(addDays(TODAY, 10));
    const res = await authorise(late.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toEqual({ code: 'CONFLICT', message: lapsedOn('26/03/2026') });
    await expectUnchanged(late.id);
  });

  it('authorises with a passing check, and a follow-up check ends a lapse', async () => {
    const worker = await pending();
    await record(worker.id, { method: 'list-b-group-1', outcome: 'pass', permissionEndDate: addDays(TODAY, -1) });
    expect((await authorise(worker.id)).statusCode).toBe(409);
    await record(worker.id, { method: 'list-a', outcome: 'pass', checkDate: TODAY });
    const res = await authorise(worker.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Worker>()).toMatchObject({ authorised: true, status: 'active', rtwStatus: 'continuous' });
    expect(await authoriseEntries(worker.id)).toHaveLength(1);
  });

  it('the worker answer carries the standing the screen words the refusal from', async () => {
    const worker = await pending();
    const answer = (await call(t, 'GET', `/api/workers/${worker.id}`, { cookie: admin.cookie })).json<Worker>();
    expect(answer).toMatchObject({ rtwStatus: 'none', rtwFollowUpDate: null });
  });
});

describe('GET /api/workers: the lapsed right to work filter and count', () => {
  let agencyId: number;
  let otherAgencyId: number;
  const names = (answer: WorkerListAnswer) => answer.items.map((w) => w.lastName);
  const list = async (query: string, cookie = admin.cookie) => {
    const res = await call(t, 'GET', `/api/workers?${query}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<WorkerListAnswer>();
  };

  beforeAll(async () => {
    agencyId = (await makeAgency(t)).id;
    otherAgencyId = (await makeAgency(t)).id;
    const standing = (lastName: string, rtwFollowUpDate: string | null, more: Parameters<typeof makeWorker>[1] = {}) =>
      makeWorker(t, { agencyId, lastName, rtwChecked: true, rtwFollowUpDate, ...more });
    await standing('Alder', addDays(TODAY, -40));
    await standing('Birch', TODAY);
    await standing('Cedar', addDays(TODAY, 1));
    await standing('Dogwood', null);
    await standing('Elm', addDays(TODAY, -3), { status: 'on_hold', sortCode: null });
    await standing('Fir', addDays(TODAY, -5), { authorised: false });
    await standing('Gum', addDays(TODAY, -5), { status: 'left', p45Date: '2026-01-01' });
    await makeWorker(t, { agencyId, lastName: 'Hazel', authorised: false });
    await makeWorker(t, {
      agencyId: otherAgencyId,
      lastName: 'Ivy',
      rtwChecked: true,
      rtwFollowUpDate: addDays(TODAY, -2),
    });
  });

  it('counts the Authorised tab’s lapsed workers beside the tab counts, on every tab', async () => {
    for (const tab of ['authorised', 'pending', 'left'])
      expect((await list(`tab=${tab}&page=1&agencyId=${agencyId}`)).counts).toEqual({
        authorised: 5,
        pending: 2,
        left: 1,
        rtwLapsed: 3,
      });
  });

  it('filters a tab to its workers whose excuse has lapsed (on the follow-up date itself too)', async () => {
    const lapsed = await list(`tab=authorised&page=1&agencyId=${agencyId}&rtw=lapsed`);
    expect(names(lapsed)).toEqual(['Alder', 'Birch', 'Elm']);
    expect(lapsed).toMatchObject({ total: 3, counts: { authorised: 5, pending: 2, left: 1, rtwLapsed: 3 } });
    expect(names(await list(`tab=pending&page=1&agencyId=${agencyId}&rtw=lapsed`))).toEqual(['Fir']);
    expect(names(await list(`tab=authorised&page=1&agencyId=${agencyId}&rtw=lapsed&status=active`))).toEqual([
      'Alder',
      'Birch',
    ]);
    expect(names(await list(`tab=authorised&page=1&agencyId=${agencyId}&rtw=`))).toHaveLength(5);
  });

  it('pages the filtered list, and keeps the filter with a search and on the plain list', async () => {
    const second = await list(`tab=authorised&page=2&pageSize=2&agencyId=${agencyId}&rtw=lapsed`);
    expect(second).toMatchObject({ total: 3, page: 2 });
    expect(names(second)).toEqual(['Elm']);
    expect(names(await list(`tab=authorised&page=1&pageSize=2&agencyId=${agencyId}&rtw=lapsed&dir=desc`))).toEqual([
      'Elm',
      'Birch',
    ]);
    const searched = await list(`tab=authorised&page=1&agencyId=${agencyId}&rtw=lapsed&q=birch`);
    expect(searched).toMatchObject({ total: 1, counts: { authorised: 1, pending: 0, left: 0, rtwLapsed: 1 } });
    const plain = (
      await call(t, 'GET', `/api/workers?agencyId=${agencyId}&rtw=lapsed&authorised=true`, {
        cookie: admin.cookie,
      })
    ).json<Worker[]>();
    expect(plain.map((w) => w.lastName)).toEqual(['Alder', 'Birch', 'Elm']);
  });

  it('follows the app clock: tomorrow Cedar has lapsed too, with nothing written meanwhile', async () => {
    expect((await list(`tab=authorised&page=2&agencyId=${agencyId}`)).counts.rtwLapsed).toBe(3);
    clock = atNoon(addDays(TODAY, 1));
    expect((await list(`tab=authorised&page=2&agencyId=${agencyId}`)).counts.rtwLapsed).toBe(4);
    expect(names(await list(`tab=authorised&page=1&agencyId=${agencyId}&rtw=lapsed`))).toEqual([
      'Alder',
      'Birch',
      'Cedar',
      'Elm',
    ]);
  });

  it("a client user counts and filters its own agency's workers only", async () => {
    const own = await signedIn(t, 'client', { agencyId });
    const answer = await list('tab=authorised&page=1&rtw=lapsed', own.cookie);
    expect(names(answer)).toEqual(['Alder', 'Birch', 'Elm']);
    expect(answer.counts.rtwLapsed).toBe(3);
    const other = await signedIn(t, 'client', { agencyId: otherAgencyId });
    const theirs = await list('tab=authorised&page=1&rtw=lapsed', other.cookie);
    expect(names(theirs)).toEqual(['Ivy']);
    expect((await list('tab=authorised&page=1', other.cookie)).counts.rtwLapsed).toBe(1);
    const none = await signedIn(t, 'client', { agencyId: null });
    expect((await list('tab=authorised&page=1&rtw=lapsed', none.cookie)).counts).toEqual({
      authorised: 0,
      pending: 0,
      left: 0,
      rtwLapsed: 0,
    });
  });

  it('refuses an unknown value of the filter with 400', async () => {
    const res = await call(t, 'GET', '/api/workers?tab=authorised&rtw=due', { cookie: admin.cookie });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/payroll-records/upload warns of pay after the right to work lapsed', () => {
  it('one warning per row paid after the lapse date, naming it; the rows are saved', async () => {
    const finance = await signedIn(t, 'finance');
    const lapsed = await makeWorker(t, { rtwChecked: true, rtwFollowUpDate: '2030-01-08' });
    const continuous = await makeWorker(t);
    const file = payrollCsv([
      [lapsed.niNumber!, '2030-01-07', '100', '10', '5', '5', '80'],
      [lapsed.niNumber!, '2030-01-08', '100', '10', '5', '5', '80'],
      [lapsed.niNumber!, '2030-01-09', '100', '10', '5', '5', '80'],
      [continuous.niNumber!, '2030-01-09', '100', '10', '5', '5', '80'],
      [lapsed.niNumber!, '2030-01-11', '100', '10', '5', '5', '80'],
    ]);
    const res = await uploadPayroll(t, finance.cookie, { bytes: file }, '2030-01-12');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ added: 5, warningCount: 2 });
    const message = 'Pay Date is after the worker’s right to work lapsed on 08/01/2030: record a follow-up check';
    expect(res.json<Body>().warnings).toEqual([
      { row: 4, field: 'payDate', message },
      { row: 6, field: 'payDate', message },
    ]);
  });
});
