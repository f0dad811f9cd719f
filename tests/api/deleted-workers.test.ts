import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, workerDocuments, workers } from '../../src/server/db/schema/index.ts';
import { fileStoreFor } from '../../src/server/lib/file-store.ts';
import { purgeDeletedWorkers } from '../../src/server/modules/workers/workers-deleted.service.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { getReport, readCsv } from '../helpers/reports.ts';
import { makeWorker } from '../helpers/workers.ts';

// Deleted workers (docs/domain.md, "Deleted workers"): removal, the admin's list, restore and purge.
const DAY = 24 * 60 * 60 * 1000;
let now = new Date();
let t: TestApp;
let admin: string;
let agencyId: number;

/** Staff sign-ins expire with the app's clock: a fresh admin session at the current time. */
const freshAdmin = async () => (admin = (await signedIn(t, 'admin')).cookie);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  await freshAdmin();
  agencyId = (await makeAgency(t)).id;
});
afterAll(async () => {
  await t.close();
});

const remove = (id: number, cookie = admin) => call(t, 'DELETE', `/api/workers/${id}`, { cookie });
const restore = (id: number, cookie = admin) => call(t, 'POST', `/api/admin/deleted-workers/${id}/restore`, { cookie });
const deletedList = async () => {
  const res = await call(t, 'GET', '/api/admin/deleted-workers', { cookie: admin });
  expect(res.statusCode).toBe(200);
  return res.json<Body[]>();
};
const auditOf = (id: number, action: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'worker'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));

/** What the screens show of a worker: the list, its search, the counts, the export, a report and the dashboard. */
async function seenEverywhere(worker: { id: number; lastName: string; niNumber: string | null }) {
  const list = await call(t, 'GET', `/api/workers?page=1&pageSize=100&agencyId=${agencyId}`, { cookie: admin });
  const search = await call(t, 'GET', `/api/workers?page=1&pageSize=100&q=${worker.lastName}`, { cookie: admin });
  const byNi = await call(t, 'GET', `/api/workers?page=1&pageSize=100&q=${worker.niNumber}`, { cookie: admin });
  const exported = await call(t, 'POST', '/api/workers/export', {
    cookie: admin,
    payload: { exportType: 'csv', dataSource: 'filtered', filters: { agencyId } },
  });
  const report = readCsv((await getReport(t, admin, 'workers', { agencyId: String(agencyId) })).body);
  const metrics = (await call(t, 'GET', '/api/dashboard/metrics', { cookie: admin })).json<Body>();
  const ids = (res: typeof list) => (res.json<{ items: { id: number }[] }>().items ?? []).map((w) => w.id);
  return {
    page: (await call(t, 'GET', `/api/workers/${worker.id}`, { cookie: admin })).statusCode,
    list: ids(list).includes(worker.id),
    search: ids(search).includes(worker.id),
    byNi: ids(byNi).includes(worker.id),
    counts: list.json<{ counts: Body }>().counts,
    exported: readCsv(exported.body).rows.some((r) => r['Last Name'] === worker.lastName),
    report: report.rows.some((r) => r['Last Name'] === worker.lastName),
    activeWorkers: metrics.activeWorkers,
  };
}

describe('DELETE /api/workers/{id} then restore', () => {
  it('leaves the worker out of the list, search, counts, export, reports and dashboard; a restore brings it back exactly', async () => {
    const worker = await makeWorker(t, { agencyId, lastName: 'Vanishing' });
    const [before] = await t.ctx.db.select().from(workers).where(eq(workers.id, worker.id));
    const shown = await seenEverywhere(worker);
    expect(shown).toMatchObject({ page: 200, list: true, search: true, byNi: true, exported: true, report: true });
    expect(shown.counts).toMatchObject({ authorised: 1, pending: 0, left: 0 });

    expect((await remove(worker.id)).statusCode).toBe(200);
    const hidden = await seenEverywhere(worker);
    expect(hidden).toEqual({
      page: 404,
      list: false,
      search: false,
      byNi: false,
      counts: { authorised: 0, pending: 0, left: 0, rtwLapsed: 0 },
      exported: false,
      report: false,
      activeWorkers: (shown.activeWorkers as number) - 1,
    });
    // Its documents and logs are out of reach too: the worker answers 404 to everyone.
    expect((await call(t, 'GET', `/api/workers/${worker.id}/documents`, { cookie: admin })).statusCode).toBe(404);

    const listed = await deletedList();
    expect(listed).toEqual([
      expect.objectContaining({
        id: worker.id,
        firstName: 'John',
        lastName: 'Vanishing',
        daysLeft: 30,
        retentionStatus: 'normal',
        onHold: false,
      }),
    ]);

    const res = await restore(worker.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ id: worker.id, lastName: 'Vanishing', status: 'active' });
    const [after] = await t.ctx.db.select().from(workers).where(eq(workers.id, worker.id));
    const { updatedAt: _a, ...restored } = after!;
    const { updatedAt: _b, ...original } = before!;
    expect(restored).toEqual(original);
    expect(await seenEverywhere(worker)).toEqual(shown);
    expect(await deletedList()).toEqual([]);
    expect(await auditOf(worker.id, 'delete')).toHaveLength(1);
    expect(await auditOf(worker.id, 'restore')).toHaveLength(1);
  });

  it('a deleted worker’s NI number is free for a new worker; restoring the old one then answers 409', async () => {
    const old = await makeWorker(t, { agencyId });
    expect((await remove(old.id)).statusCode).toBe(200);
    await makeWorker(t, { agencyId, niNumber: old.niNumber });
    const res = await restore(old.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toEqual({
      code: 'CONFLICT',
      message:
        'This worker cannot be restored: another worker now has the same NI number. Change or remove that NI number first',
    });
    expect((await call(t, 'GET', `/api/workers/${old.id}`, { cookie: admin })).statusCode).toBe(404);
  });

  it('the list and restore are the admin’s: finance and a client user get 403; an unknown id 404', async () => {
    const worker = await makeWorker(t, { agencyId });
    expect((await remove(worker.id)).statusCode).toBe(200);
    const finance = (await signedIn(t, 'finance')).cookie;
    const client = (await signedIn(t, 'client', { agencyId })).cookie;
    for (const cookie of [finance, client]) {
      expect((await call(t, 'GET', '/api/admin/deleted-workers', { cookie })).statusCode).toBe(403);
      expect((await restore(worker.id, cookie)).statusCode).toBe(403);
    }
    const missing = await restore(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Deleted worker not found' });
    const live = await makeWorker(t, { agencyId });
    expect((await restore(live.id)).statusCode).toBe(404);
    expect((await restore(worker.id)).statusCode).toBe(200);
  });
});

describe('after 30 days', () => {
  it('restore answers 409 and the purge removes the worker with its documents and stored files; a held worker stays', async () => {
    const start = now;
    const doomed = await makeWorker(t, { agencyId, lastName: 'Doomed' });
    const held = await makeWorker(t, { agencyId, lastName: 'Held' });
    const store = fileStoreFor(t.ctx.config);
    const stored = await store.save(Readable.from([Buffer.from('%PDF-1.4 test')]), 'pdf');
    await t.ctx.db.insert(workerDocuments).values({
      workerId: doomed.id,
      documentType: 'passport',
      originalFileName: 'passport.pdf',
      storedFileName: stored.name,
      mimeType: 'application/pdf',
      sizeBytes: stored.sizeBytes,
    });
    expect((await remove(doomed.id)).statusCode).toBe(200);
    expect((await remove(held.id)).statusCode).toBe(200);
    // A hold placed on the deleted worker's agency keeps it (docs/domain.md, "Legal holds").
    const heldAgency = await makeAgency(t);
    await t.ctx.db.update(workers).set({ agencyId: heldAgency.id }).where(eq(workers.id, held.id));
    expect(
      (
        await call(t, 'POST', `/api/agencies/${heldAgency.id}/legal-hold`, {
          cookie: admin,
          payload: { reason: 'Tribunal claim', until: null },
        })
      ).statusCode,
    ).toBe(201);

    now = new Date(start.getTime() + 29 * DAY);
    await freshAdmin();
    expect((await deletedList()).find((w) => w.id === doomed.id)).toMatchObject({
      daysLeft: 1,
      retentionStatus: 'warning',
    });
    expect(await purgeDeletedWorkers(t.ctx, now)).toBe(0);

    now = new Date(start.getTime() + 30 * DAY + 1000);
    await freshAdmin();
    const res = await restore(doomed.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toEqual({
      code: 'CONFLICT',
      message: 'This worker was deleted more than 30 days ago and can no longer be restored',
    });
    expect(await purgeDeletedWorkers(t.ctx, now)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.db.select().from(workers).where(eq(workers.id, doomed.id))).toEqual([]);
    expect(await t.ctx.db.select().from(workerDocuments).where(eq(workerDocuments.workerId, doomed.id))).toEqual([]);
    await expect(store.read(stored.name)).rejects.toThrow();
    expect(await t.ctx.db.select({ id: workers.id }).from(workers).where(eq(workers.id, held.id))).toHaveLength(1);
    expect((await deletedList()).find((w) => w.id === held.id)).toMatchObject({ onHold: true, daysLeft: 0 });

    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'worker'), eq(auditLog.action, 'purge')));
    expect(entry).toMatchObject({ userId: null, userEmail: null });
    expect((entry!.changes as { field: string; to: number[] }[])[0]).toMatchObject({ field: 'purgedIds' });
    expect((entry!.changes as { to: number[] }[])[0]!.to).toContain(doomed.id);
    expect(JSON.stringify(entry)).not.toMatch(/Doomed|TW\d/);
    now = new Date();
    await freshAdmin();
  });
});
