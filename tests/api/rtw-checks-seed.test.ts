/**
 * seed:demo's right-to-work checks (issue 29 item 8; docs/domain.md, "Right-to-work checks"):
 * every kind of check there, follow-up dates by the shared rule, the workers' standing columns
 * agreeing with their checks, the API answering a seeded worker's checks and standing, the same
 * seed giving the same checks, and the summary line.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyRtwTally, rtwSummary, STUDENT_RESTRICTIONS } from '../../scripts/seed/demo-rtw-checks.ts';
import { seedDemo, type SeedDemoResult } from '../../scripts/seed/seed-demo.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { addDays } from '../../src/shared/domain/en-gb-dates.ts';
import { followUpDate, rtwStanding, type RtwCheckFacts } from '../../src/shared/domain/right-to-work.ts';
import { call, createTestApp, signedIn, type Body, type TestApp } from '../helpers/app.ts';

const TODAY = '2026-03-16';
const clock = new Date(`${TODAY}T12:00:00Z`);
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let seeded: SeedDemoResult;

type CheckRow = RtwCheckFacts & {
  id: number;
  workerId: number;
  nationality: string | null;
  shareCode: string | null;
  shareCodeGivenOn: string | null;
  restrictions: string | null;
  followUpDate: string | null;
  checkedBy: number | null;
  reviewNeeded: boolean;
};

const read = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.ctx.db.execute(query));
const checkRows = () =>
  read<CheckRow>(sql`select c.id, c.worker_id as "workerId", w.nationality, c.method,
      c.check_date::text as "checkDate", c.permission_end_date::text as "permissionEndDate",
      c.notice_date::text as "noticeDate", c.application_pending as "applicationPending", c.share_code as "shareCode",
      c.share_code_given_on::text as "shareCodeGivenOn", c.restrictions, c.outcome,
      c.follow_up_date::text as "followUpDate", c.checked_by as "checkedBy",
      c.review_needed as "reviewNeeded"
    from rtw_checks c join workers w on w.id = c.worker_id order by c.id`);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  // Before any staff user exists: these checks name no one.
  await seedDemo(t.ctx.db, { workers: 40, seed: 2, today: TODAY, now: clock });
  admin = await signedIn(t, 'admin', { firstName: 'Ada', lastName: 'Admin' });
  seeded = await seedDemo(t.ctx.db, { workers: 400, seed: 11, today: TODAY, now: clock });
});
afterAll(() => t.close());

const byWorker = (rows: CheckRow[]) => {
  const map = new Map<number, CheckRow[]>();
  for (const row of rows) map.set(row.workerId, [...(map.get(row.workerId) ?? []), row]);
  return map;
};

describe('seed:demo right-to-work checks', () => {
  it('records every kind of check, with valid share codes, past check dates and the shared follow-up dates', async () => {
    const rows = await checkRows();
    const workers = await read<{ id: number }>(sql`select id from workers order by id`);
    const first = new Set(workers.slice(0, 40).map((w) => w.id));
    const late = rows.filter((r) => !first.has(r.workerId));
    // Checked by the staff user there; before one existed, by no one.
    expect(new Set(rows.filter((r) => first.has(r.workerId)).map((r) => r.checkedBy))).toEqual(new Set([null]));
    expect(new Set(late.map((r) => r.checkedBy))).toEqual(new Set([admin.user.id]));
    for (const row of rows) {
      expect(row.checkDate < TODAY).toBe(true);
      expect(row.followUpDate).toBe(followUpDate(row));
      if (row.shareCode !== null) expect(row.shareCode).toMatch(/^W[A-Z0-9]{8}$/);
      if (row.shareCode !== null) expect(row.shareCodeGivenOn).not.toBeNull();
    }
    const some = (what: string, test: (r: CheckRow) => boolean) =>
      expect(late.filter(test).length, what).toBeGreaterThan(0);
    const passed = (r: CheckRow) => r.outcome === 'pass';
    const british = (r: CheckRow) => r.nationality === 'BRITISH' || r.nationality === 'IRISH';
    some('List A for British or Irish', (r) => passed(r) && british(r) && r.method === 'list-a');
    some('an identity service provider', (r) => passed(r) && r.method === 'idsp');
    some('settled status', (r) => passed(r) && r.method === 'online' && r.permissionEndDate === null);
    some('a visa lapsed', (r) => passed(r) && r.method === 'online' && r.permissionEndDate! < TODAY);
    some('a visa ending within 30 days', (r) => r.method === 'online' && inNext30Days(r.permissionEndDate));
    some('a visa ending in years', (r) => r.method === 'online' && r.permissionEndDate! > addDays(TODAY, 730));
    some('a notice', (r) => passed(r) && r.method === 'list-b-group-2' && r.noticeDate !== null);
    some('a pending application', (r) => passed(r) && r.applicationPending && r.permissionEndDate !== null);
    some('a student', (r) => passed(r) && r.restrictions === STUDENT_RESTRICTIONS);
    some('a stale share code', (r) => r.shareCodeGivenOn !== null && addDays(r.shareCodeGivenOn, 90) < r.checkDate);
    some('derived from a document, to review', (r) => passed(r) && r.method === null && r.reviewNeeded);
    // Only British and Irish workers (or of no known nationality) take List A and IDSP checks.
    expect(late.filter((r) => ['list-a', 'idsp'].includes(r.method ?? '') && r.nationality && !british(r))).toEqual([]);
    const checks = byWorker(late);
    const failedOnly = [...checks.values()].filter((c) => c.every((r) => r.outcome === 'fail'));
    expect(failedOnly.length).toBeGreaterThan(0);
    expect(workers.filter((w) => !first.has(w.id) && !checks.has(w.id)).length).toBeGreaterThan(0);
  });

  it("sets the workers' standing columns from their latest passing check, and counts them in the summary", async () => {
    const [disagreeing] = await read<{ n: number }>(sql`
      with latest as (
        select distinct on (worker_id) worker_id, follow_up_date, review_needed from rtw_checks where outcome = 'pass'
        order by worker_id, check_date desc, id desc)
      select count(*)::int as n from workers w left join latest l on l.worker_id = w.id
      where w.rtw_checked <> (l.worker_id is not null) or w.rtw_follow_up_date is distinct from l.follow_up_date
        or w.rtw_review_needed <> coalesce(l.review_needed, false)`);
    expect(disagreeing!.n).toBe(0);

    const rows = await checkRows();
    const workers = await read<{ id: number }>(sql`select id from workers order by id offset 40`);
    const checks = byWorker(rows);
    const tally = emptyRtwTally();
    for (const { id } of workers) {
      const standing = rtwStanding(checks.get(id) ?? [], TODAY);
      tally[standing.status] += 1;
      if (standing.reviewNeeded) tally.toReview += 1;
      tally.checks += checks.get(id)?.length ?? 0;
    }
    expect(seeded.rtw).toEqual(tally);
    for (const status of ['continuous', 'due', 'due-soon', 'lapsed', 'none'] as const)
      expect(tally[status], status).toBeGreaterThan(0);
    expect(tally.toReview).toBeGreaterThan(0);
    expect(
      rtwSummary({ checks: 1234, toReview: 12, continuous: 900, due: 200, 'due-soon': 40, lapsed: 30, none: 64 }),
    ).toBe(
      'Recorded 1,234 right-to-work checks: 900 continuous, 200 due, 40 due soon, 30 lapsed, 64 without a check, 12 derived from a document and to review (no evidence files).',
    );
  });

  it("answers a seeded worker's checks and standing through the API, as the shared rule gives them", async () => {
    const checks = byWorker(await checkRows());
    // One worker of each status, with its history.
    const seen = new Map<string, number>();
    for (const [workerId, own] of checks) seen.set(rtwStanding(own, TODAY).status, workerId);
    expect([...seen.keys()].sort()).toEqual(['continuous', 'due', 'due-soon', 'lapsed', 'none']);
    for (const workerId of seen.values()) {
      const own = checks.get(workerId)!;
      const standing = rtwStanding(own, TODAY);
      const response = await call(t, 'GET', `/api/workers/${workerId}/rtw-checks`, { cookie: admin.cookie });
      expect(response.statusCode).toBe(200);
      const body = response.json<Body>();
      expect(body).toMatchObject({ rtwStatus: standing.status, rtwFollowUpDate: standing.followUpDate });
      const latestFirst = [...own].sort((a, b) =>
        b.checkDate > a.checkDate ? 1 : b.checkDate < a.checkDate ? -1 : b.id - a.id,
      );
      expect((body.checks as Body[]).map((c) => [c.id, c.method, c.outcome, c.followUpDate, c.evidence])).toEqual(
        latestFirst.map((c) => [c.id, c.method, c.outcome, c.followUpDate, []]),
      );
      const worker = (await call(t, 'GET', `/api/workers/${workerId}`, { cookie: admin.cookie })).json<Body>();
      expect(worker).toMatchObject({ rtwStatus: standing.status, rtwFollowUpDate: standing.followUpDate });
    }
  });

  it('gives the same checks for the same seed', async () => {
    const maxId = async () => (await read<{ max: number }>(sql`select max(id)::int as max from rtw_checks`))[0]!.max;
    const facts = async (after: number, upTo: number) =>
      (await checkRows())
        .filter((r) => r.id > after && r.id <= upTo)
        .map(({ id: _id, workerId: _worker, ...rest }) => rest);
    const before = await maxId();
    const lastWorker = (await read<{ id: number }>(sql`select max(id)::int as id from workers`))[0]!.id;
    await seedDemo(t.ctx.db, { workers: 30, seed: 5, today: TODAY, now: clock });
    const middle = await maxId();
    const once = await facts(before, middle);
    // Its workers (and their checks) removed, so their NI numbers are free and the same workers come again.
    await t.ctx.db.execute(sql`delete from workers where id > ${lastWorker}`);
    await seedDemo(t.ctx.db, { workers: 30, seed: 5, today: TODAY, now: clock });
    expect(once.length).toBeGreaterThan(0);
    expect(await facts(middle, await maxId())).toEqual(once);
  });
});

const inNext30Days = (date: string | null) => date !== null && date >= TODAY && date <= addDays(TODAY, 30);
