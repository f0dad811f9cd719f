import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, workers } from '../../src/server/db/schema/index.ts';
import type { WorkerListAnswer } from '../../src/shared/api/workers.ts';
import { call, match, signedIn, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { makeWorker } from '../helpers/workers.ts';

const { t, admin } = useTestApp({ admin: 'admin' });

const authorise = (id: number, cookie = admin.cookie, payload?: unknown) =>
  call(t, 'PATCH', `/api/workers/${id}/authorize`, { cookie, payload });
/**
 * A complete worker waiting in the Pending tab, with a passing right-to-work check recorded (List
 * A, continuous), which authorising needs (docs/domain.md "Right-to-work checks"; the refusals
 * without one are tests/api/workers-authorise-rtw.test.ts).
 */
async function awaiting(overrides: Parameters<typeof makeWorker>[1] = {}) {
  const worker = await makeWorker(t, { authorised: false, status: 'active', ...overrides });
  const check = { method: 'list-a', checkDate: '2025-01-02', outcome: 'pass' };
  const res = await call(t, 'POST', `/api/workers/${worker.id}/rtw-checks`, { cookie: admin.cookie, payload: check });
  expect(res.statusCode, res.body).toBe(201);
  return worker;
}

describe('PATCH /api/workers/{id}/authorize', () => {
  it.each(['admin', 'finance', 'support'] as const)(
    '%s authorises a complete worker, recording when and by whom',
    async (role) => {
      const { user, cookie } = await signedIn(t, role);
      const worker = await awaiting();
      const res = await authorise(worker.id, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Body>()).toMatchObject({
        id: worker.id,
        authorised: true,
        status: 'active',
        authorisedAt: match.isoInstant,
      });
      const [row] = await t.ctx.db.select().from(workers).where(eq(workers.id, worker.id));
      expect(row).toMatchObject({ authorised: true, authorisedBy: user.id });
    },
  );

  it('moves the worker from the Pending tab to the Authorised tab', async () => {
    const worker = await awaiting();
    const tab = async (name: string) =>
      (await call(t, 'GET', `/api/workers?tab=${name}&agencyId=${worker.agencyId}`, { cookie: admin.cookie }))
        .json<WorkerListAnswer>()
        .items.map((w) => w.id);
    expect(await tab('pending')).toEqual([worker.id]);
    await authorise(worker.id);
    expect(await tab('pending')).toEqual([]);
    expect(await tab('authorised')).toEqual([worker.id]);
  });

  it('authorises a pending-status worker at 100% too, setting it active', async () => {
    const worker = await awaiting({ status: 'pending' });
    expect((await authorise(worker.id)).json<Body>()).toMatchObject({ authorised: true, status: 'active' });
  });

  it('accepts no body, an empty body or any fields (ignored)', async () => {
    for (const payload of [undefined, {}, { authorised: true, status: 'left' }]) {
      const worker = await awaiting();
      const res = await authorise(worker.id, admin.cookie, payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Body>()).toMatchObject({ authorised: true, status: 'active' });
    }
  });

  it('refuses a client user with 403, even for a worker of its own agency', async () => {
    const worker = await awaiting();
    const { cookie } = await signedIn(t, 'client', { agencyId: worker.agencyId });
    const res = await authorise(worker.id, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json<Body>()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to authorise workers' });
    const [row] = await t.ctx.db.select().from(workers).where(eq(workers.id, worker.id));
    expect(row!.authorised).toBe(false);
  });

  it('refuses a worker below 100% with 400', async () => {
    const worker = await awaiting({ status: 'pending', sortCode: null });
    const res = await authorise(worker.id);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Only workers at 100% completion can be authorised',
    });
  });

  it('refuses a worker who has left with 400', async () => {
    const worker = await awaiting({ status: 'left', p45Date: '2025-01-31' });
    const res = await authorise(worker.id);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({ code: 'BAD_REQUEST', message: match.anyString });
  });

  it('refuses a worker already authorised with 409', async () => {
    const worker = await makeWorker(t);
    const res = await authorise(worker.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toEqual({ code: 'CONFLICT', message: 'This worker is already authorised' });
  });

  it('answers 404 for an unknown worker', async () => {
    const res = await authorise(999999);
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Worker not found' });
  });

  it('writes an audit entry', async () => {
    const worker = await awaiting();
    await authorise(worker.id);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'worker'),
          eq(auditLog.entityId, String(worker.id)),
          eq(auditLog.action, 'authorise'),
        ),
      );
    expect(entry!.changes).toEqual(match.arrayContaining([{ field: 'authorised', from: false, to: true }]));
  });

  it('signed out gets 401', async () => {
    const worker = await awaiting();
    expect((await call(t, 'PATCH', `/api/workers/${worker.id}/authorize`, {})).statusCode).toBe(401);
  });
});
