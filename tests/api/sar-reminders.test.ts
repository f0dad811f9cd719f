import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema/index.ts';
import { runOnce } from '../../src/server/lib/jobs/jobs.ts';
import { call, createTestApp, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeWorker } from '../helpers/workers.ts';

/**
 * Subject access request reminders (docs/domain.md, "Notifications"): the daily run tells every admin
 * 7 days and 1 day before a request's due date, then each day while it is overdue and open; each
 * (admin, request, step) once, by the notifications' unique key. The app's clock is 16/03/2026; the
 * runs are as of simulated dates.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let otherAdmin: Awaited<ReturnType<typeof signedIn>>;
let finance: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-03-16T12:00:00Z') });
  admin = await signedIn(t, 'admin');
  otherAdmin = await signedIn(t, 'admin');
  finance = await signedIn(t, 'finance');
});
afterAll(() => t.close());

let keys = 0;
async function runDaily(asOf: string) {
  const job = t.jobs.definitions().find((one) => one.name === 'daily-reminders')!;
  keys += 1;
  const outcome = await runOnce(t.ctx.db, job, {
    runKey: `${asOf} #${keys}`,
    options: { 'as-of': asOf },
    now: new Date(),
  });
  expect(outcome.ran).toBe(true);
  return (outcome.summary as { sarCreated: number }).sarCreated;
}

const record = async (workerId: number, receivedDate: string) => {
  const res = await call(t, 'POST', '/api/admin/subject-access-requests', {
    cookie: admin.cookie,
    payload: { workerId, receivedDate },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; dueDate: string }>();
};

/** The titles of one user's reminders about subject access requests, oldest first. */
const sarTitles = async (userId: number) =>
  (
    await t.ctx.db
      .select({ title: notifications.title, step: notifications.step, url: notifications.url })
      .from(notifications)
      .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, 'sar-due')))
      .orderBy(notifications.id)
  ).map((n) => n.title);

describe('subject access request reminders', () => {
  it('7 days and 1 day before, then daily while overdue and open, to admins only, once a day per request', async () => {
    const wendy = await makeWorker(t, { firstName: 'Wendy', lastName: 'Waiting' });
    const olive = await makeWorker(t, { firstName: 'Olive', lastName: 'Overdue' });
    const waiting = await record(wendy.id, '2026-03-01');
    const overdue = await record(olive.id, '2026-02-10');
    expect([waiting.dueDate, overdue.dueDate]).toEqual(['2026-04-01', '2026-03-10']);

    expect(await runDaily('2026-03-24')).toBe(2);
    expect(await sarTitles(admin.user.id)).toEqual(['Subject access request of Olive Overdue 14 days overdue']);
    expect(await runDaily('2026-03-25')).toBe(4);
    // The same day again, under another key, makes nothing: the unique key, not the queue, decides.
    expect(await runDaily('2026-03-25')).toBe(0);
    expect(await sarTitles(otherAdmin.user.id)).toEqual([
      'Subject access request of Olive Overdue 14 days overdue',
      'Subject access request of Wendy Waiting due in 7 days',
      'Subject access request of Olive Overdue 15 days overdue',
    ]);
    expect(await sarTitles(finance.user.id)).toEqual([]);

    // Completed: no more reminders; due tomorrow, then nothing on the due day itself, then overdue.
    const done = await call(t, 'PATCH', `/api/admin/subject-access-requests/${overdue.id}`, {
      cookie: admin.cookie,
      payload: { status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await runDaily('2026-03-31')).toBe(2);
    expect(await runDaily('2026-04-01')).toBe(0);
    expect(await runDaily('2026-04-02')).toBe(2);
    expect(await runDaily('2026-04-04')).toBe(2);
    expect((await sarTitles(admin.user.id)).slice(-4)).toEqual([
      'Subject access request of Olive Overdue 15 days overdue',
      'Subject access request of Wendy Waiting due tomorrow',
      'Subject access request of Wendy Waiting 1 day overdue',
      'Subject access request of Wendy Waiting 3 days overdue',
    ]);
    const [latest] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, admin.user.id), eq(notifications.kind, 'sar-due')))
      .orderBy(sql`${notifications.id} desc`)
      .limit(1);
    expect(latest).toMatchObject({
      subject: 'subject-access-request',
      subjectId: waiting.id,
      step: 'overdue-3:2026-04-01',
      url: '/admin?admintab=subject-access',
      emailMode: 'digest',
    });

    // Extended: a new due date starts a new cycle (the step carries it).
    const extended = await call(t, 'PATCH', `/api/admin/subject-access-requests/${waiting.id}`, {
      cookie: admin.cookie,
      payload: { extensionReason: 'Records held by two agencies' },
    });
    expect(extended.json<Body>().dueDate).toBe('2026-06-01');
    expect(await runDaily('2026-04-05')).toBe(0);
    expect(await runDaily('2026-05-25')).toBe(2);
    expect((await sarTitles(admin.user.id)).at(-1)).toBe('Subject access request of Wendy Waiting due in 7 days');
  });

  it('shows in the bell of an admin and names a removed worker’s request without a name', async () => {
    const worker = await makeWorker(t, { firstName: 'Gone', lastName: 'Away' });
    const request = await record(worker.id, '2026-03-01');
    await t.ctx.db.execute(sql`delete from workers where id = ${worker.id}`);
    await runDaily('2026-03-25');
    const bell = await call(t, 'GET', '/api/notifications', { cookie: otherAdmin.cookie });
    expect(bell.json<{ items: Body[] }>().items).toContainEqual(
      expect.objectContaining({
        kind: 'sar-due',
        title: 'Subject access request of a removed worker due in 7 days',
        url: '/admin?admintab=subject-access',
      }),
    );
    expect(
      await t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.subject, 'subject-access-request'), eq(notifications.subjectId, request.id))),
    ).toHaveLength(2);
  });

  it('is a kind admins choose channels for (e-mail in the daily digest by default); no other role receives it', async () => {
    const prefs = await call(t, 'GET', '/api/notifications/preferences', { cookie: admin.cookie });
    expect(prefs.json<{ preferences: Body[] }>().preferences).toContainEqual({
      kind: 'sar-due',
      inApp: true,
      email: 'digest',
    });
    const refused = await call(t, 'PUT', '/api/notifications/preferences', {
      cookie: finance.cookie,
      payload: { preferences: [{ kind: 'sar-due', inApp: true, email: 'off' }] },
    });
    expect(refused.statusCode).toBe(400);
  });
});
