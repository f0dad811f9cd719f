import { and, eq } from 'drizzle-orm';
import { runOnce } from '../../src/server/lib/jobs/jobs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, legalHolds, workerDocuments } from '../../src/server/db/schema/index.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeWorker } from '../helpers/workers.ts';

// Legal holds (docs/domain.md, "Legal holds"): admin only, one active per record, a held worker cannot be removed.
let t: TestApp;
let admin: string;
let agencyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  agencyId = (await makeAgency(t)).id;
});
afterAll(async () => {
  await t.close();
});

const holdOf = (kind: 'workers' | 'agencies', id: number, cookie = admin) =>
  call(t, 'GET', `/api/${kind}/${id}/legal-hold`, { cookie });
const place = (kind: 'workers' | 'agencies', id: number, payload: unknown, cookie = admin) =>
  call(t, 'POST', `/api/${kind}/${id}/legal-hold`, { cookie, payload });
const lift = (kind: 'workers' | 'agencies', id: number, cookie = admin) =>
  call(t, 'DELETE', `/api/${kind}/${id}/legal-hold`, { cookie });

describe('a legal hold on a worker', () => {
  it('is placed, shown, blocks the removal with 409, and once lifted the worker can be removed', async () => {
    const worker = await makeWorker(t, { agencyId });
    expect((await holdOf('workers', worker.id)).json<Body>()).toEqual({ legalHold: null });

    const placed = await place('workers', worker.id, { reason: '  Employment tribunal  ', until: '2099-12-31' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Body>()).toEqual({
      reason: 'Employment tribunal',
      until: '2099-12-31',
      setAt: expect.any(String),
      ended: false,
    });
    expect((await holdOf('workers', worker.id)).json<Body>()).toEqual({
      legalHold: { reason: 'Employment tribunal', until: '2099-12-31', setAt: expect.any(String), ended: false },
    });

    const again = await place('workers', worker.id, { reason: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>()).toEqual({ code: 'CONFLICT', message: 'This record is already under a legal hold' });

    const removal = await call(t, 'DELETE', `/api/workers/${worker.id}`, { cookie: admin });
    expect(removal.statusCode).toBe(409);
    expect(removal.json<Body>()).toEqual({
      code: 'CONFLICT',
      message: 'This worker is under a legal hold and cannot be deleted until the hold is lifted',
    });
    expect((await call(t, 'GET', `/api/workers/${worker.id}`, { cookie: admin })).statusCode).toBe(200);

    const lifted = await lift('workers', worker.id);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json<Body>()).toEqual({ message: 'Legal hold lifted' });
    expect((await holdOf('workers', worker.id)).json<Body>()).toEqual({ legalHold: null });
    expect((await lift('workers', worker.id)).statusCode).toBe(404);
    // The lifted hold stays as history.
    const rows = await t.ctx.db.select().from(legalHolds).where(eq(legalHolds.entityId, worker.id));
    expect(rows).toEqual([expect.objectContaining({ entityType: 'worker', liftedAt: expect.any(Date) })]);
    expect((await call(t, 'DELETE', `/api/workers/${worker.id}`, { cookie: admin })).statusCode).toBe(200);
    // A removed worker is not found for a hold either.
    expect((await place('workers', worker.id, { reason: 'Late' })).statusCode).toBe(404);

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'worker'), eq(auditLog.entityId, String(worker.id))));
    const set = audit.find((e) => e.action === 'legal_hold_set');
    expect(set!.changes).toEqual([{ field: 'holdUntil', to: '2099-12-31' }, { field: 'holdReason' }]);
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['legal_hold_set', 'legal_hold_lifted']));
  });

  it('has no end date when until is left out; a reason is required and an end date in the past is refused', async () => {
    const worker = await makeWorker(t, { agencyId });
    const empty = await place('workers', worker.id, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Body>()).toMatchObject({ message: 'Please enter the reason for the hold' });
    const past = await place('workers', worker.id, { reason: 'Audit', until: '2000-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json<Body>()).toMatchObject({ message: 'The end date cannot be in the past' });
    expect((await place('workers', worker.id, { reason: 'Audit' })).json<Body>()).toMatchObject({ until: null });
  });

  it('is the admin’s: finance and support get 403, a client user of the worker’s agency 403', async () => {
    const worker = await makeWorker(t, { agencyId });
    const others = [
      (await signedIn(t, 'finance')).cookie,
      (await signedIn(t, 'support')).cookie,
      (await signedIn(t, 'client', { agencyId })).cookie,
    ];
    for (const cookie of others) {
      expect((await holdOf('workers', worker.id, cookie)).statusCode).toBe(403);
      expect((await place('workers', worker.id, { reason: 'x' }, cookie)).statusCode).toBe(403);
      expect((await lift('workers', worker.id, cookie)).statusCode).toBe(403);
      expect((await holdOf('agencies', agencyId, cookie)).statusCode).toBe(403);
    }
  });
});

describe('a legal hold on an agency', () => {
  it('is placed and lifted like a worker’s, audited on the agency; an unknown agency is 404', async () => {
    const agency = await makeAgency(t);
    expect((await place('agencies', agency.id, { reason: 'Regulator inquiry', until: null })).statusCode).toBe(201);
    expect((await holdOf('agencies', agency.id)).json<Body>()).toEqual({
      legalHold: { reason: 'Regulator inquiry', until: null, setAt: expect.any(String), ended: false },
    });
    expect((await lift('agencies', agency.id)).statusCode).toBe(200);
    const actions = (
      await t.ctx.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'agency'), eq(auditLog.entityId, String(agency.id))))
    ).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['legal_hold_set', 'legal_hold_lifted']));
    expect((await place('agencies', 999999, { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('a legal hold whose end date has passed', () => {
  // Its own app, whose clock the test moves: 16/03/2026, then past the hold's last day.
  let clock = new Date('2026-03-16T12:00:00Z');
  let timed: TestApp;
  let timedAdmin: string;
  beforeAll(async () => {
    timed = await createTestApp({}, { now: () => clock });
    timedAdmin = (await signedIn(timed, 'admin')).cookie;
  });
  afterAll(async () => {
    await timed.close();
  });

  const dryRunDocuments = async (asOf: string) => {
    const job = timed.jobs.definitions().find((one) => one.name === 'nightly-purge')!;
    const outcome = await runOnce(timed.ctx.db, job, {
      runKey: `holds ${asOf}`,
      options: { 'as-of': asOf, 'dry-run': true },
      now: new Date(),
    });
    return (outcome.summary as { workerDocuments: number }).workerDocuments;
  };

  it('lifts by itself: it stops neither the purge nor a removal or an erasure after its last day, and shows as ended', async () => {
    const worker = await makeWorker(timed, { status: 'left', p45Date: '2024-01-31' });
    const agencyWorker = await makeWorker(timed, { status: 'left', p45Date: '2024-01-31' });
    await timed.ctx.db.insert(workerDocuments).values(
      [worker.id, agencyWorker.id].map((workerId) => ({
        workerId,
        documentType: 'passport',
        originalFileName: 'passport.pdf',
        storedFileName: `2026/03/held-${workerId}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 10,
      })),
    );
    const hold = (path: string) =>
      call(timed, 'POST', path, { cookie: timedAdmin, payload: { reason: 'Tribunal claim', until: '2026-03-20' } });
    expect((await hold(`/api/workers/${worker.id}/legal-hold`)).statusCode).toBe(201);
    expect((await hold(`/api/agencies/${agencyWorker.agencyId}/legal-hold`)).statusCode).toBe(201);

    // On its last day both documents are held; the day after, neither is.
    expect(await dryRunDocuments('2026-03-20')).toBe(0);
    expect(await dryRunDocuments('2026-03-21')).toBe(2);

    const erasure = (id: number) => call(timed, 'GET', `/api/admin/workers/${id}/erasure`, { cookie: timedAdmin });
    expect((await erasure(worker.id)).json<{ plan: { refusal: string | null } }>().plan.refusal).toBe(
      'This worker is under a legal hold and cannot be erased until the hold ends or is lifted',
    );

    clock = new Date('2026-03-21T09:00:00Z');
    expect(
      (await call(timed, 'GET', `/api/workers/${worker.id}/legal-hold`, { cookie: timedAdmin })).json<Body>(),
    ).toEqual({
      legalHold: { reason: 'Tribunal claim', until: '2026-03-20', setAt: expect.any(String), ended: true },
    });
    // Nothing to lift any more; the erasure and the removal go ahead.
    const lifted = await call(timed, 'DELETE', `/api/workers/${worker.id}/legal-hold`, { cookie: timedAdmin });
    expect(lifted.statusCode).toBe(404);
    expect((await erasure(worker.id)).json<{ plan: { refusal: string | null } }>().plan.refusal).toBeNull();
    expect((await erasure(agencyWorker.id)).json<{ plan: { refusal: string | null } }>().plan.refusal).toBeNull();
    const erased = await call(timed, 'POST', `/api/admin/workers/${worker.id}/erasure`, { cookie: timedAdmin });
    expect(erased.statusCode, erased.body).toBe(200);
    const removal = await call(timed, 'DELETE', `/api/workers/${agencyWorker.id}`, { cookie: timedAdmin });
    expect(removal.statusCode, removal.body).toBe(200);

    // A new hold takes the ended one's place; the ended one is closed as history, lifted by nobody.
    const again = await call(timed, 'POST', `/api/agencies/${agencyWorker.agencyId}/legal-hold`, {
      cookie: timedAdmin,
      payload: { reason: 'Appeal', until: null },
    });
    expect(again.statusCode, again.body).toBe(201);
    const rows = await timed.ctx.db
      .select()
      .from(legalHolds)
      .where(and(eq(legalHolds.entityType, 'agency'), eq(legalHolds.entityId, agencyWorker.agencyId!)))
      .orderBy(legalHolds.id);
    expect(rows.map((r) => [r.reason, r.liftedAt === null, r.liftedBy])).toEqual([
      ['Tribunal claim', false, null],
      ['Appeal', true, null],
    ]);
  });
});
