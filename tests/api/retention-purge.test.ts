import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencyComments,
  auditLog,
  payrollRecords,
  purgeRuns,
  rtwCheckEvidence,
  rtwChecks,
  workerDocuments,
  workers,
} from '../../src/server/db/schema/index.ts';
import { fileStoreFor } from '../../src/server/lib/file-store.ts';
import { runOnce } from '../../src/server/lib/jobs/jobs.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeWorker } from '../helpers/workers.ts';

// The retention schedule and the nightly purge (docs/domain.md, "Retention and purge"), on PGlite
// or PostgreSQL (TEST_DATABASE_URL), through the nightly-purge job as `npm run jobs` runs it.
const now = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  admin = (await signedIn(t, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
});

const zero = {
  payrollRecords: 0,
  rightToWork: 0,
  workerDocuments: 0,
  anonymisedWorkers: 0,
  agencyRecords: 0,
  auditEntries: 0,
  deletedWorkers: 0,
};

async function purge(asOf: string, dryRun: boolean, keyPrefix = '') {
  const job = t.jobs.definitions().find((one) => one.name === 'nightly-purge')!;
  const options = dryRun ? { 'as-of': asOf, 'dry-run': true } : { 'as-of': asOf };
  const runKey = `${keyPrefix}${asOf}${dryRun ? ' dry' : ''}`;
  const outcome = await runOnce(t.ctx.db, job, { runKey, options, now: new Date() });
  expect(outcome.ran).toBe(true);
  const { asOf: day, dryRun: dry, ...counts } = outcome.summary!;
  expect({ day, dry }).toEqual({ day: asOf, dry: dryRun });
  return counts;
}

/** A dry run, then the real run, on the same date: the dry run predicted exactly what the run did. */
async function purgeChecked(asOf: string, keyPrefix = '') {
  const predicted = await purge(asOf, true, keyPrefix);
  const done = await purge(asOf, false, keyPrefix);
  expect(done, asOf).toEqual(predicted);
  return done;
}

const store = () => fileStoreFor(t.ctx.config);
const storeFile = async () => (await store().save(Readable.from([Buffer.from('%PDF-1.4 test')]), 'pdf')).name;
const exists = async (name: string) =>
  store()
    .read(name)
    .then(
      () => true,
      () => false,
    );

/** A Left worker (P45 29/02/2024) with a passport, a right-to-work document and check (with evidence), two payroll records and an old audit entry. */
async function leftWorker(agencyId: number) {
  const worker = await makeWorker(t, { agencyId, status: 'left', p45Date: '2024-02-29' });
  const files = { passport: await storeFile(), rtwDocument: await storeFile(), evidence: await storeFile() };
  const doc = (documentType: string, storedFileName: string) => ({
    workerId: worker.id,
    documentType,
    originalFileName: `${documentType}.pdf`,
    storedFileName,
    mimeType: 'application/pdf',
    sizeBytes: 13,
  });
  await t.ctx.db
    .insert(workerDocuments)
    .values([doc('passport', files.passport), doc('right_to_work', files.rtwDocument)]);
  const [check] = await t.ctx.db
    .insert(rtwChecks)
    .values({ workerId: worker.id, method: 'manual', checkDate: '2023-01-10', outcome: 'pass' })
    .returning();
  await t.ctx.db.insert(rtwCheckEvidence).values({
    checkId: check!.id,
    storedFileName: files.evidence,
    originalFileName: 'evidence.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 13,
  });
  const pay = (payDate: string) => ({
    workerId: worker.id,
    niNumber: worker.niNumber ?? 'QQ123456C',
    payDate,
    weekEnding: payDate,
    grossPence: 50000,
    taxPence: 5000,
    niPence: 3000,
    pensionPence: 1000,
    netPence: 41000,
    agencyId,
  });
  await t.ctx.db.insert(payrollRecords).values([pay('2020-04-05'), pay('2020-04-06')]);
  await t.ctx.db.insert(auditLog).values({
    action: 'update',
    entityType: 'worker',
    entityId: String(worker.id),
    createdAt: new Date('2020-01-15T12:00:00Z'),
  });
  return { ...worker, files };
}

async function whatIsLeftOf(id: number) {
  const [row] = await t.ctx.db.select().from(workers).where(eq(workers.id, id));
  const docs = await t.ctx.db.select().from(workerDocuments).where(eq(workerDocuments.workerId, id));
  const checks = await t.ctx.db.select().from(rtwChecks).where(eq(rtwChecks.workerId, id));
  const pay = await t.ctx.db.select().from(payrollRecords).where(eq(payrollRecords.workerId, id));
  const audit = await t.ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)));
  return {
    firstName: row?.firstName,
    niNumber: row?.niNumber ?? null,
    anonymised: row?.anonymisedAt != null,
    documents: docs.map((d) => d.documentType).sort(),
    checks: checks.length,
    payDates: pay.map((p) => p.payDate).sort(),
    oldAudit: audit.filter((a) => a.createdAt.getUTCFullYear() === 2020).length,
  };
}

describe('the nightly purge as of simulated dates', () => {
  it('deletes each class on its date and not a day before, anonymises the Left worker, keeps everything held, and logs each run', async () => {
    const agency = await makeAgency(t);
    const heldAgency = await makeAgency(t);
    const gone = await leftWorker(agency.id);
    const held = await leftWorker(agency.id);
    const ofHeldAgency = await leftWorker(heldAgency.id);
    const removed = await makeWorker(t, { agencyId: agency.id });
    for (const [url, status] of [
      [`/api/workers/${held.id}/legal-hold`, 201],
      [`/api/agencies/${heldAgency.id}/legal-hold`, 201],
    ] as const) {
      const res = await call(t, 'POST', url, { cookie: admin, payload: { reason: 'Tribunal claim', until: null } });
      expect(res.statusCode, res.body).toBe(status);
    }
    // Removed at 12:00 on 10/03/2026: restorable until 12:00 on 09/04/2026, so purged from the 10th.
    expect((await call(t, 'DELETE', `/api/workers/${removed.id}`, { cookie: admin })).statusCode).toBe(200);

    const steps: [string, Partial<typeof zero>][] = [
      ['2025-02-27', {}],
      ['2025-02-28', { workerDocuments: 1 }],
      ['2026-01-14', {}],
      ['2026-01-15', { auditEntries: 1 }],
      ['2026-02-27', {}],
      ['2026-02-28', { rightToWork: 2 }],
      ['2026-04-04', {}],
      ['2026-04-05', { payrollRecords: 1 }],
      ['2026-04-09', {}],
      ['2026-04-10', { deletedWorkers: 1 }],
      ['2027-04-04', {}],
      ['2027-04-05', { payrollRecords: 1 }],
      ['2030-02-27', {}],
      ['2030-02-28', { anonymisedWorkers: 1 }],
      ['2030-03-01', {}],
    ];
    for (const [asOf, expected] of steps) {
      expect({ asOf, counts: await purgeChecked(asOf) }).toEqual({ asOf, counts: { ...zero, ...expected } });
    }

    expect(await whatIsLeftOf(gone.id)).toEqual({
      firstName: 'Anonymised',
      niNumber: null,
      anonymised: true,
      documents: [],
      checks: 0,
      payDates: [],
      oldAudit: 0,
    });
    const [anonymised] = await t.ctx.db.select().from(workers).where(eq(workers.id, gone.id));
    expect(anonymised).toMatchObject({
      lastName: 'Anonymised',
      email: null,
      phone: null,
      dateOfBirth: null,
      addressLine1: null,
      postCode: null,
      sortCode: null,
      accountNumber: null,
      status: 'left',
      p45Date: '2024-02-29',
    });
    for (const name of Object.values(gone.files)) expect(await exists(name)).toBe(false);

    const untouched = {
      firstName: 'John',
      niNumber: expect.any(String) as unknown,
      anonymised: false,
      documents: ['passport', 'right_to_work'],
      checks: 1,
      payDates: ['2020-04-05', '2020-04-06'],
      oldAudit: 1,
    };
    expect(await whatIsLeftOf(held.id)).toEqual(untouched);
    expect(await whatIsLeftOf(ofHeldAgency.id)).toEqual(untouched);
    for (const name of [...Object.values(held.files), ...Object.values(ofHeldAgency.files)]) {
      expect(await exists(name)).toBe(true);
    }
    expect(await t.ctx.db.select().from(workers).where(eq(workers.id, removed.id))).toEqual([]);

    // The log: every run, dry and real, newest first, paged.
    expect(await t.ctx.db.select().from(purgeRuns)).toHaveLength(steps.length * 2);
    const page = await call(t, 'GET', '/api/admin/purge-runs?page=1&pageSize=2', { cookie: admin });
    expect(page.statusCode).toBe(200);
    const body = page.json<{ items: Body[]; total: number; page: number; pageSize: number }>();
    expect({ ...body, items: body.items.map(({ asOf, dryRun }) => ({ asOf, dryRun })) }).toEqual({
      items: [
        { asOf: '2030-03-01', dryRun: false },
        { asOf: '2030-03-01', dryRun: true },
      ],
      total: steps.length * 2,
      page: 1,
      pageSize: 2,
    });
    // The system's anonymise entry names the ids only.
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['anonymise']));
    expect(entries.map((e) => e.changes)).toEqual([[{ field: 'anonymisedIds', to: [gone.id] }]]);
  });
});

describe('agency records of a worker’s placement', () => {
  it('are anonymised a year after the worker’s last service through the agency, once the placement has ended, never when held', async () => {
    const agency = await makeAgency(t);
    const next = await makeAgency(t);
    const heldAgency = await makeAgency(t);
    const comment = async (agencyId: number, workerId: number, content: string, createdAt: string) => {
      const [row] = await t.ctx.db
        .insert(agencyComments)
        .values({ agencyId, workerId, content, createdAt: new Date(`${createdAt}T12:00:00Z`) })
        .returning();
      return row!.id;
    };
    const paid = (workerId: number, agencyId: number, payDate: string) =>
      t.ctx.db.insert(payrollRecords).values({
        workerId,
        niNumber: 'QQ123456C',
        payDate,
        weekEnding: payDate,
        grossPence: 100,
        taxPence: 0,
        niPence: 0,
        pensionPence: 0,
        netPence: 100,
        agencyId,
      });
    // Left the agency on 29/02/2024, last paid through it on 15/03/2024: its last service.
    const leaver = await makeWorker(t, { agencyId: agency.id, status: 'left', p45Date: '2024-02-29' });
    await paid(leaver.id, agency.id, '2024-03-15');
    const ofLeaver = await comment(agency.id, leaver.id, 'Good timekeeping', '2023-06-01');
    // Moved to another agency (still working): last paid through the first on 05/05/2023.
    const mover = await makeWorker(t, { agencyId: next.id });
    await paid(mover.id, agency.id, '2023-05-05');
    const ofMover = await comment(agency.id, mover.id, 'Asked for nights', '2023-01-10');
    // Still placed with the agency: its records stay whatever their age.
    const placed = await makeWorker(t, { agencyId: agency.id });
    const ofPlaced = await comment(agency.id, placed.id, 'Placed long ago', '2020-01-10');
    // Held: a worker's own hold, and the comment's agency's.
    const held = await makeWorker(t, { agencyId: agency.id, status: 'left', p45Date: '2023-01-31' });
    const ofHeld = await comment(agency.id, held.id, 'Under review', '2022-06-01');
    const movedFromHeld = await makeWorker(t, { agencyId: next.id });
    const ofHeldAgency = await comment(heldAgency.id, movedFromHeld.id, 'Dispute', '2022-06-01');
    for (const path of [`/api/workers/${held.id}/legal-hold`, `/api/agencies/${heldAgency.id}/legal-hold`]) {
      const res = await call(t, 'POST', path, { cookie: admin, payload: { reason: 'Claim', until: null } });
      expect(res.statusCode, res.body).toBe(201);
    }

    const steps: [string, number][] = [
      ['2024-05-04', 0],
      ['2024-05-05', 1],
      ['2025-03-14', 0],
      ['2025-03-15', 1],
      ['2031-01-01', 0],
    ];
    for (const [asOf, expected] of steps) {
      const counts = await purgeChecked(asOf, 'agency records ');
      expect({ asOf, agencyRecords: counts.agencyRecords }).toEqual({ asOf, agencyRecords: expected });
    }
    const rows = await t.ctx.db
      .select()
      .from(agencyComments)
      .where(inArray(agencyComments.id, [ofLeaver, ofMover, ofPlaced, ofHeld, ofHeldAgency]))
      .orderBy(agencyComments.id);
    expect(rows.map((r) => [r.id, r.workerId, r.content, r.tag])).toEqual([
      [ofLeaver, null, 'Anonymised', null],
      [ofMover, null, 'Anonymised', null],
      [ofPlaced, placed.id, 'Placed long ago', null],
      [ofHeld, held.id, 'Under review', null],
      [ofHeldAgency, movedFromHeld.id, 'Dispute', null],
    ]);
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'anonymise'), eq(auditLog.entityType, 'agency_comment')))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.changes)).toEqual([
      [{ field: 'anonymisedIds', to: [ofMover] }],
      [{ field: 'anonymisedIds', to: [ofLeaver] }],
    ]);
  });
});

describe('the retention schedule', () => {
  it('answers the classes; an admin lengthens a period (audited), never below the legal minimum', async () => {
    const res = await call(t, 'GET', '/api/admin/retention', { cookie: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ classes: Body[]; deletedWorkerDays: number }>();
    expect(body.deletedWorkerDays).toBe(30);
    expect(body.classes.map((c) => [c.class, c.defaultYears, c.currentYears])).toEqual([
      ['payroll_records', 6, 6],
      ['right_to_work', 2, 2],
      ['worker_documents', 1, 1],
      ['left_workers', 6, 6],
      ['agency_records', 1, 1],
      ['audit_entries', 6, 6],
    ]);

    const below = await call(t, 'PUT', '/api/admin/retention/payroll_records', {
      cookie: admin,
      payload: { years: 5 },
    });
    expect(below.statusCode).toBe(400);
    expect(below.json<Body>()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Payroll records must be kept at least 6 years (the legal minimum)',
    });
    const unknown = await call(t, 'PUT', '/api/admin/retention/nothing', { cookie: admin, payload: { years: 7 } });
    expect(unknown.statusCode).toBe(404);

    const longer = await call(t, 'PUT', '/api/admin/retention/worker_documents', {
      cookie: admin,
      payload: { years: 3 },
    });
    expect(longer.statusCode).toBe(200);
    expect(longer.json<{ classes: Body[] }>().classes.find((c) => c.class === 'worker_documents')).toMatchObject({
      currentYears: 3,
      minimumYears: 1,
    });
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'retention_set'));
    expect(entry).toMatchObject({
      entityType: 'retention',
      entityId: 'worker_documents',
      changes: [{ field: 'years', from: 1, to: 3 }],
    });

    // A Left worker's dates follow the periods in force: documents now 3 years after leaving.
    const left = await makeWorker(t, { status: 'left', p45Date: '2024-02-29' });
    const dates = await call(t, 'GET', `/api/workers/${left.id}/retention`, { cookie: admin });
    expect(dates.json<Body>()).toEqual({
      retention: {
        leftOn: '2024-02-29',
        rightToWork: '2026-02-28',
        workerDocuments: '2027-02-28',
        anonymised: '2030-02-28',
        lastPayrollRecord: null,
      },
    });
    const active = await makeWorker(t);
    expect((await call(t, 'GET', `/api/workers/${active.id}/retention`, { cookie: admin })).json<Body>()).toEqual({
      retention: null,
    });
  });

  it('is the admin’s: finance, support and client get 403 (the worker dates: client only)', async () => {
    const worker = await makeWorker(t, { status: 'left', p45Date: '2025-01-31' });
    for (const role of ['finance', 'support', 'client'] as const) {
      const cookie = (await signedIn(t, role)).cookie;
      expect((await call(t, 'GET', '/api/admin/retention', { cookie })).statusCode).toBe(403);
      expect(
        (await call(t, 'PUT', '/api/admin/retention/audit_entries', { cookie, payload: { years: 7 } })).statusCode,
      ).toBe(403);
      expect((await call(t, 'GET', '/api/admin/purge-runs', { cookie })).statusCode).toBe(403);
      expect((await call(t, 'POST', '/api/admin/purge-runs/dry-run', { cookie })).statusCode).toBe(403);
      const dates = await call(t, 'GET', `/api/workers/${worker.id}/retention`, { cookie });
      expect(dates.statusCode).toBe(role === 'client' ? 403 : 200);
    }
    const dry = await call(t, 'POST', '/api/admin/purge-runs/dry-run', { cookie: admin });
    expect(dry.statusCode).toBe(200);
    expect(Object.keys(dry.json<Body>()).sort()).toEqual(Object.keys(zero).sort());
    const [newest] = (await call(t, 'GET', '/api/admin/purge-runs', { cookie: admin })).json<{ items: Body[] }>().items;
    expect(newest).toMatchObject({ asOf: '2026-03-10', dryRun: true });
  });
});
