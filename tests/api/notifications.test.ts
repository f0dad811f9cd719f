import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { notifications } from '../../src/server/db/schema/index.ts';
import { runOnce } from '../../src/server/lib/jobs/jobs.ts';
import { notifyAccessRequest } from '../../src/server/modules/notifications/notifications.service.ts';
import {
  call,
  createPeerApp,
  createTestApp,
  makeAgency,
  outboxMessages,
  signedIn,
  type Body,
  type TestApp,
} from '../helpers/app.ts';
import { makeTicket, patchTicket } from '../helpers/tickets.ts';
import { makeWorker } from '../helpers/workers.ts';
import { workerDocuments } from '../../src/server/db/schema/index.ts';

/**
 * Notifications (docs/domain.md, "Notifications") on the engine the tests run on: PGlite, or
 * PostgreSQL when TEST_DATABASE_URL is set (then also two instances on one database).
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()!.close();
});
async function app(): Promise<TestApp> {
  const t = await createTestApp();
  open.push(t);
  return t;
}

type Item = { id: number; kind: string; title: string; url: string; createdAt: string; readAt: string | null };
type List = { items: Item[]; total: number; unread: number };
const list = async (t: TestApp, cookie: string, query = '') => {
  const res = await call(t, 'GET', `/api/notifications${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<List>();
};
const titles = async (t: TestApp, cookie: string) => (await list(t, cookie)).items.map((i) => i.title);

async function runDaily(t: TestApp, asOf: string, runKey = asOf, on: TestApp = t) {
  const job = on.jobs.definitions().find((one) => one.name === 'daily-reminders')!;
  return runOnce(on.ctx.db, job, { runKey, options: { 'as-of': asOf }, now: new Date() });
}

async function makeDocument(t: TestApp, workerId: number, documentType: string, expiryDate: string) {
  const [row] = await t.ctx.db
    .insert(workerDocuments)
    .values({
      workerId,
      documentType,
      expiryDate,
      originalFileName: `${documentType}.pdf`,
      storedFileName: `2025/01/${'0'.repeat(32)}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: 10,
    })
    .returning();
  return row!;
}

const mailsTo = (t: TestApp, email: string) => outboxMessages(t).filter((m) => m.includes(`To: ${email}`));

describe('document expiry reminders (the daily run)', () => {
  it('raises each step once, to staff and the worker agency client only, and reads older steps', async () => {
    const t = await app();
    const agencyA = await makeAgency(t);
    const agencyB = await makeAgency(t);
    const support = await signedIn(t, 'support');
    const clientA = await signedIn(t, 'client', { agencyId: agencyA.id });
    const clientB = await signedIn(t, 'client', { agencyId: agencyB.id });
    const worker = await makeWorker(t, { firstName: 'Jane', lastName: 'Smith', agencyId: agencyA.id });
    const doc = await makeDocument(t, worker.id, 'passport', '2026-03-31');

    const steps: [string, string, string][] = [
      ['2026-03-01', 'before-30', 'Passport of Jane Smith expires in 30 days'],
      ['2026-03-17', 'before-14', 'Passport of Jane Smith expires in 14 days'],
      ['2026-03-24', 'before-7', 'Passport of Jane Smith expires in 7 days'],
      ['2026-03-30', 'before-1', 'Passport of Jane Smith expires tomorrow'],
      ['2026-03-31', 'overdue-0', 'Passport of Jane Smith expires today'],
      ['2026-04-01', 'overdue-1', 'Passport of Jane Smith expired yesterday'],
      ['2026-04-03', 'overdue-3', 'Passport of Jane Smith expired 3 days ago'],
    ];
    for (const [asOf, step, title] of steps) {
      const outcome = await runDaily(t, asOf);
      expect(outcome.ran).toBe(true);
      const [row] = await t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, support.user.id), eq(notifications.step, step)));
      expect(row).toMatchObject({ kind: 'document-expiry', subject: 'document', subjectId: doc.id, title });
      expect((await list(t, support.cookie)).items[0]).toEqual({
        id: row!.id,
        kind: 'document-expiry',
        title,
        url: `/workers/${worker.id}`,
        createdAt: expect.any(String) as unknown,
        readAt: null,
      });
    }
    // A day that is no step raises nothing.
    expect((await runDaily(t, '2026-03-02')).summary).toMatchObject({ created: 0 });

    const mine = await list(t, support.cookie);
    expect(mine.total).toBe(7);
    // Each newer step marked the older ones read: one unread left.
    expect(mine.unread).toBe(1);
    expect(mine.items.filter((i) => i.readAt === null).map((i) => i.title)).toEqual([
      'Passport of Jane Smith expired 3 days ago',
    ]);
    expect(await titles(t, clientA.cookie)).toHaveLength(7);
    expect(await list(t, clientB.cookie)).toEqual({ items: [], total: 0, unread: 0 });
    expect(mailsTo(t, clientB.user.email)).toEqual([]);
  });

  it('fired ten times for one day, or under ten keys, makes each notification and each digest once', async () => {
    const t = await app();
    const support = await signedIn(t, 'support');
    const finance = await signedIn(t, 'finance');
    const worker = await makeWorker(t, { firstName: 'Amir', lastName: 'Khan' });
    await makeDocument(t, worker.id, 'visa', '2026-05-08');
    await makeDocument(t, worker.id, 'brp', '2026-05-01');

    const outcomes = await Promise.all(Array.from({ length: 10 }, () => runDaily(t, '2026-05-01')));
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    for (let i = 0; i < 10; i += 1) await runDaily(t, '2026-05-01', `again-${i}`);

    expect(await titles(t, support.cookie)).toEqual([
      'BRP of Amir Khan expires today',
      'Visa of Amir Khan expires in 7 days',
    ]);
    const digest = mailsTo(t, support.user.email);
    expect(digest).toHaveLength(1);
    expect(digest[0]).toContain('Subject: Your daily notifications: 2 new');
    expect(digest[0]).toContain('- Visa of Amir Khan expires in 7 days\n  http://localhost:3000/workers/');
    expect(mailsTo(t, finance.user.email)).toHaveLength(1);
  });
});

describe('right-to-work follow-up reminders (the daily run)', () => {
  const rtwRows = (t: TestApp, recipientId: number) =>
    t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, 'rtw-follow-up')));

  it('raises before-N to staff and the worker agency client only, then overdue-N each day while lapsed', async () => {
    const t = await app();
    const agencyA = await makeAgency(t);
    const agencyB = await makeAgency(t);
    const support = await signedIn(t, 'support');
    const clientA = await signedIn(t, 'client', { agencyId: agencyA.id });
    const clientB = await signedIn(t, 'client', { agencyId: agencyB.id });
    const worker = await makeWorker(t, {
      firstName: 'Tomasz',
      lastName: 'Kowalski',
      agencyId: agencyA.id,
      rtwChecked: true,
      rtwFollowUpDate: '2026-03-31',
    });

    const before14 = await runDaily(t, '2026-03-17');
    expect(before14.summary).toEqual({
      asOf: '2026-03-17',
      created: 0,
      rtwCreated: 2,
      sarCreated: 0,
      immediateMails: 0,
      digestMails: 2,
    });
    const title = 'Right-to-work follow-up for Tomasz Kowalski due in 14 days';
    for (const user of [support, clientA]) {
      expect(await rtwRows(t, user.user.id)).toMatchObject([
        { kind: 'rtw-follow-up', subject: 'worker', subjectId: worker.id, step: 'before-14:2026-03-31', title },
      ]);
      expect((await list(t, user.cookie)).items).toEqual([
        {
          id: expect.any(Number) as unknown,
          kind: 'rtw-follow-up',
          title,
          url: `/workers/${worker.id}`,
          createdAt: expect.any(String) as unknown,
          readAt: null,
        },
      ]);
      const digest = mailsTo(t, user.user.email);
      expect(digest).toHaveLength(1);
      expect(digest[0]).toContain(`- ${title}\n  http://localhost:3000/workers/${worker.id}`);
    }
    expect(await list(t, clientB.cookie)).toEqual({ items: [], total: 0, unread: 0 });
    expect(mailsTo(t, clientB.user.email)).toEqual([]);

    // A day that is no step raises nothing; then the other steps and the lapse, day by day.
    expect((await runDaily(t, '2026-03-18')).summary).toMatchObject({ rtwCreated: 0 });
    const steps: [string, string, string][] = [
      ['2026-03-01', 'before-30', 'Right-to-work follow-up for Tomasz Kowalski due in 30 days'],
      ['2026-03-24', 'before-7', 'Right-to-work follow-up for Tomasz Kowalski due in 7 days'],
      ['2026-03-30', 'before-1', 'Right-to-work follow-up for Tomasz Kowalski due tomorrow'],
      ['2026-03-31', 'overdue-0', 'Right-to-work of Tomasz Kowalski lapsed today'],
      ['2026-04-01', 'overdue-1', 'Right-to-work of Tomasz Kowalski lapsed yesterday'],
      ['2026-04-03', 'overdue-3', 'Right-to-work of Tomasz Kowalski lapsed 3 days ago'],
    ];
    for (const [asOf, step, stepTitle] of steps) {
      expect((await runDaily(t, asOf)).summary).toMatchObject({ rtwCreated: 2 });
      const rows = await rtwRows(t, support.user.id);
      expect(rows.find((row) => row.step === `${step}:2026-03-31`)?.title).toBe(stepTitle);
    }
    const mine = await list(t, support.cookie);
    expect(mine.total).toBe(7);
    expect(mine.items.filter((i) => i.readAt === null).map((i) => i.title)).toEqual([
      'Right-to-work of Tomasz Kowalski lapsed 3 days ago',
    ]);
    expect(await titles(t, clientA.cookie)).toHaveLength(7);
    expect(await list(t, clientB.cookie)).toEqual({ items: [], total: 0, unread: 0 });
  });

  it('a lapsed worker gets one a day, each once however often fired; a left or continuous worker gets none', async () => {
    const t = await app();
    const support = await signedIn(t, 'support');
    const lapsed = await makeWorker(t, {
      firstName: 'Amir',
      lastName: 'Khan',
      rtwChecked: true,
      rtwFollowUpDate: '2026-05-01',
    });
    await makeWorker(t, {
      firstName: 'Lee',
      lastName: 'Left',
      status: 'left',
      rtwChecked: true,
      rtwFollowUpDate: '2026-05-01',
    });
    await makeWorker(t, { firstName: 'Cara', lastName: 'Continuous', rtwChecked: true, rtwFollowUpDate: null });
    await makeWorker(t, { firstName: 'Nia', lastName: 'Nocheck', rtwChecked: false, rtwFollowUpDate: '2026-05-01' });

    for (const asOf of ['2026-05-05', '2026-05-06']) {
      const outcomes = await Promise.all(Array.from({ length: 3 }, () => runDaily(t, asOf)));
      expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
      for (let i = 0; i < 3; i += 1) {
        const again = await runDaily(t, asOf, `${asOf}-again-${i}`);
        expect(again.summary).toMatchObject({ rtwCreated: 0 });
      }
    }
    const rows = await t.ctx.db.select().from(notifications).where(eq(notifications.kind, 'rtw-follow-up'));
    expect(rows.map((row) => [row.recipientId, row.subjectId, row.step]).sort()).toEqual([
      [support.user.id, lapsed.id, 'overdue-4:2026-05-01'],
      [support.user.id, lapsed.id, 'overdue-5:2026-05-01'],
    ]);
    expect(await titles(t, support.cookie)).toEqual([
      'Right-to-work of Amir Khan lapsed 5 days ago',
      'Right-to-work of Amir Khan lapsed 4 days ago',
    ]);
  });
});

describe('a new follow-up cycle', () => {
  it('raises its steps again, however soon after the last cycle', async () => {
    const t = await app();
    const support = await signedIn(t, 'support');
    const worker = await makeWorker(t, {
      firstName: 'Ola',
      lastName: 'Nowak',
      rtwChecked: true,
      rtwFollowUpDate: '2026-03-31',
    });
    expect((await runDaily(t, '2026-03-17')).summary).toMatchObject({ rtwCreated: 1 });
    // A check while an in-time application is pending: the excuse runs to the end + 28 days.
    await t.ctx.db.execute(sql`update workers set rtw_follow_up_date = '2026-04-28' where id = ${worker.id}`);
    expect((await runDaily(t, '2026-04-14')).summary).toMatchObject({ rtwCreated: 1 });
    expect(await titles(t, support.cookie)).toEqual([
      'Right-to-work follow-up for Ola Nowak due in 14 days',
      'Right-to-work follow-up for Ola Nowak due in 14 days',
    ]);
  });
});

describe('a daily run past 65,535 notifications (one statement parameter each was the limit)', () => {
  it('makes them all and reads the older steps of every one the next day', async () => {
    const t = await app();
    const support = await signedIn(t, 'support');
    // 30 staff users and 2,300 overdue documents: 69,000 notifications a day.
    await t.ctx.db.execute(sql`insert into users (email, first_name, last_name, role, password_hash)
      select 'finance-' || g || '@example.test', 'Fin', 'Ance ' || g, 'finance', password_hash
      from users cross join generate_series(1, 29) g where id = ${support.user.id}`);
    const worker = await makeWorker(t, { firstName: 'Zoe', lastName: 'Brown' });
    await t.ctx.db.execute(sql`insert into worker_documents (worker_id, document_type, original_file_name,
      stored_file_name, mime_type, size_bytes, expiry_date)
      select ${worker.id}::int, 'passport', 'passport.pdf', '2025/01/' || lpad(g::text, 32, '0') || '.pdf',
        'application/pdf', 10, '2026-06-01'
      from generate_series(1, 2300) g`);

    expect((await runDaily(t, '2026-06-02')).summary).toEqual({
      asOf: '2026-06-02',
      created: 69_000,
      rtwCreated: 0,
      sarCreated: 0,
      immediateMails: 0,
      digestMails: 30,
    });
    expect((await runDaily(t, '2026-06-03')).summary).toMatchObject({ created: 69_000, digestMails: 30 });

    const mine = await list(t, support.cookie);
    expect(mine.total).toBe(4600);
    expect(mine.unread).toBe(2300);
    expect(mine.items[0]!.title).toBe('Passport of Zoe Brown expired 2 days ago');
    const unreadTitles = new Set((await list(t, support.cookie, '?unread=true&page=115')).items.map((i) => i.title));
    expect([...unreadTitles]).toEqual(['Passport of Zoe Brown expired 2 days ago']);
  }, 120_000);
});

describe('the daily run in chunks of NOTIFY_REMINDER_CHUNK_DOCUMENTS', () => {
  const CHUNK = { NOTIFY_REMINDER_CHUNK_DOCUMENTS: '2' };
  const asOf = '2026-07-01';
  // Ten documents with a reminder on 2026-07-01 (every step), two without, between them in id order.
  const expiries = ['2026-07-31', '2026-07-15', '2026-07-20', '2026-07-08', '2026-07-02', '2026-07-01'].concat([
    '2026-06-30',
    '2026-08-15',
    '2026-06-20',
    '2026-06-01',
    '2026-05-01',
    '2026-01-01',
  ]);
  const due = [
    'Passport of Jane Smith expires in 30 days',
    'Passport of Jane Smith expires in 14 days',
    'Passport of Jane Smith expires in 7 days',
    'Passport of Jane Smith expires tomorrow',
    'Passport of Jane Smith expires today',
    'Passport of Jane Smith expired yesterday',
    'Passport of Jane Smith expired 11 days ago',
    'Passport of Jane Smith expired 30 days ago',
    'Passport of Jane Smith expired 61 days ago',
    'Passport of Jane Smith expired 181 days ago',
  ];
  const count = async (t: TestApp) =>
    Number(rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from notifications`))[0]!.n);

  it('commits chunk by chunk: a query meanwhile sees part made; fired twice at once, each notification and e-mail once', async () => {
    const t = await createTestApp(CHUNK);
    open.push(t);
    const other = onPostgres ? await createPeerApp(t, CHUNK) : t;
    if (other !== t) open.push(other);
    const support = await signedIn(t, 'support');
    const admin = await signedIn(t, 'admin');
    const chosen = await call(t, 'PUT', '/api/notifications/preferences', {
      cookie: admin.cookie,
      payload: { preferences: [{ kind: 'document-expiry', inApp: true, email: 'immediate' }] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const worker = await makeWorker(t, { firstName: 'Jane', lastName: 'Smith' });
    for (const expiry of expiries) await makeDocument(t, worker.id, 'passport', expiry);

    // Counted back to back while the run goes: a count between none and all was answered between two commits.
    let done = false;
    const running = runDaily(t, asOf).finally(() => (done = true));
    const seen: number[] = [];
    while (!done) seen.push(await count(t));
    expect((await running).summary).toEqual({
      asOf,
      created: 20,
      rtwCreated: 0,
      sarCreated: 0,
      immediateMails: 10,
      digestMails: 1,
    });
    expect(
      seen.some((n) => n > 0 && n < 20),
      `counts seen: ${seen.join(',')}`,
    ).toBe(true);

    // The same day fired twice at once (on two instances on PostgreSQL), then under another key.
    const again = await Promise.all([runDaily(t, asOf, `${asOf}-again`), runDaily(t, asOf, `${asOf}-again`, other)]);
    expect(again.map((o) => o.ran).sort()).toEqual([false, true]);
    expect(again.find((o) => o.ran)!.summary).toEqual({
      asOf,
      created: 0,
      rtwCreated: 0,
      sarCreated: 0,
      immediateMails: 0,
      digestMails: 0,
    });
    expect(await count(t)).toBe(20);
    expect((await list(t, support.cookie)).items.map((i) => i.title).sort()).toEqual([...due].sort());
    const adminMails = [...mailsTo(t, admin.user.email), ...(other === t ? [] : mailsTo(other, admin.user.email))];
    expect(adminMails.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]).sort()).toEqual([...due].sort());
    const digest = mailsTo(t, support.user.email);
    expect(digest).toHaveLength(1);
    expect(digest[0]).toContain('Subject: Your daily notifications: 10 new');
  });

  it('made by two runs at once, neither ahead: each notification and immediate e-mail once', async () => {
    const t = await createTestApp(CHUNK);
    open.push(t);
    const other = onPostgres ? await createPeerApp(t, CHUNK) : t;
    if (other !== t) open.push(other);
    const admin = await signedIn(t, 'admin');
    const chosen = await call(t, 'PUT', '/api/notifications/preferences', {
      cookie: admin.cookie,
      payload: { preferences: [{ kind: 'document-expiry', inApp: true, email: 'immediate' }] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const finance = await signedIn(t, 'finance');
    const worker = await makeWorker(t, { firstName: 'Jane', lastName: 'Smith' });
    for (const expiry of expiries) await makeDocument(t, worker.id, 'passport', expiry);

    const outcomes = await Promise.all([runDaily(t, asOf), runDaily(t, asOf, asOf, other)]);
    expect(outcomes.map((o) => o.ran).sort()).toEqual([false, true]);
    expect(await count(t)).toBe(20);
    const adminMails = [...mailsTo(t, admin.user.email), ...(other === t ? [] : mailsTo(other, admin.user.email))];
    expect(adminMails).toHaveLength(10);
    expect(new Set(adminMails.map((m) => /^Subject: (.*)$/m.exec(m)?.[1])).size).toBe(10);
    const digests = [...mailsTo(t, finance.user.email), ...(other === t ? [] : mailsTo(other, finance.user.email))];
    expect(digests).toHaveLength(1);
    expect(digests[0]).toContain('Subject: Your daily notifications: 10 new');
  });
});

describe('tickets', () => {
  it('a ticket assigned by someone else notifies its assignee at once, in the app and by e-mail; a claim does not', async () => {
    const t = await app();
    const admin = await signedIn(t, 'admin');
    const support = await signedIn(t, 'support');
    const ticket = await makeTicket(t);
    expect((await patchTicket(t, admin.cookie, ticket.id, { assignedTo: support.user.id })).statusCode).toBe(200);
    await t.ctx.background.drain();
    expect((await list(t, support.cookie)).items).toEqual([
      {
        id: expect.any(Number) as unknown,
        kind: 'ticket-assigned',
        title: `Ticket ${ticket.ticketNumber} was assigned to you`,
        url: `/tickets?ticket=${ticket.id}`,
        createdAt: expect.any(String) as unknown,
        readAt: null,
      },
    ]);
    const mails = mailsTo(t, support.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: Ticket ${ticket.ticketNumber} was assigned to you`);
    expect(mails[0]).toContain(`Open it: http://localhost:3000/tickets?ticket=${ticket.id}`);

    const own = await makeTicket(t);
    expect((await patchTicket(t, admin.cookie, own.id, { assignedTo: admin.user.id })).statusCode).toBe(200);
    await t.ctx.background.drain();
    expect(await list(t, admin.cookie)).toEqual({ items: [], total: 0, unread: 0 });
  });

  it('a comment notifies the assignee and the creator, never its author', async () => {
    const t = await app();
    const admin = await signedIn(t, 'admin');
    const support = await signedIn(t, 'support');
    const finance = await signedIn(t, 'finance');
    const ticket = await makeTicket(t, { createdBy: admin.user.id, assignedTo: support.user.id });
    const res = await call(t, 'POST', `/api/tickets/${ticket.id}/comments`, {
      cookie: finance.cookie,
      payload: { content: 'Called the agency back' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.ctx.background.drain();
    const expected = [`New comment on ticket ${ticket.ticketNumber}`];
    expect(await titles(t, support.cookie)).toEqual(expected);
    expect(await titles(t, admin.cookie)).toEqual(expected);
    expect(await titles(t, finance.cookie)).toEqual([]);
    // ticket-comment e-mails are off by default.
    expect(outboxMessages(t)).toEqual([]);
  });
});

describe('access requests', () => {
  it('a new request notifies every admin and nobody else', async () => {
    const t = await app();
    const admins = [await signedIn(t, 'admin'), await signedIn(t, 'admin')];
    const support = await signedIn(t, 'support');
    const res = await call(t, 'POST', '/api/access-requests', {
      payload: { firstName: 'Ann', lastName: 'Smith', email: 'ann.smith@example.test' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.ctx.background.drain();
    for (const admin of admins) {
      expect((await list(t, admin.cookie)).items).toMatchObject([
        { kind: 'access-request', title: 'A new access request is waiting for approval', url: '/admin' },
      ]);
    }
    expect(await titles(t, support.cookie)).toEqual([]);
  });
});

describe('preferences', () => {
  it('answer the role defaults, save a choice, and refuse a kind the role does not receive', async () => {
    const t = await app();
    const support = await signedIn(t, 'support');
    const client = await signedIn(t, 'client');
    const get = async (cookie: string) =>
      (await call(t, 'GET', '/api/notifications/preferences', { cookie })).json<Body>();
    expect(await get(client.cookie)).toEqual({
      preferences: [
        { kind: 'document-expiry', inApp: true, email: 'digest' },
        { kind: 'rtw-follow-up', inApp: true, email: 'digest' },
        { kind: 'job-finished', inApp: true, email: 'off' },
      ],
    });
    const put = (payload: unknown) =>
      call(t, 'PUT', '/api/notifications/preferences', { cookie: support.cookie, payload });
    const saved = await put({ preferences: [{ kind: 'ticket-comment', inApp: false, email: 'immediate' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Body>()).toEqual({
      preferences: [
        { kind: 'document-expiry', inApp: true, email: 'digest' },
        { kind: 'rtw-follow-up', inApp: true, email: 'digest' },
        { kind: 'ticket-assigned', inApp: true, email: 'immediate' },
        { kind: 'ticket-comment', inApp: false, email: 'immediate' },
        { kind: 'job-finished', inApp: true, email: 'off' },
      ],
    });
    expect(await get(support.cookie)).toEqual(saved.json<Body>());
    const refused = await put({ preferences: [{ kind: 'access-request', inApp: true, email: 'off' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Body>().message).toBe('Your role does not receive access-request notifications');
  });

  it('turn each channel off: in-app off lists nothing, e-mail off sends nothing, both off make nothing', async () => {
    const t = await app();
    const admin = await signedIn(t, 'admin');
    const users = [await signedIn(t, 'support'), await signedIn(t, 'support'), await signedIn(t, 'support')];
    const choices = [
      { kind: 'ticket-assigned', inApp: false, email: 'immediate' },
      { kind: 'ticket-assigned', inApp: true, email: 'off' },
      { kind: 'ticket-assigned', inApp: false, email: 'off' },
    ];
    for (const [i, user] of users.entries()) {
      const res = await call(t, 'PUT', '/api/notifications/preferences', {
        cookie: user.cookie,
        payload: { preferences: [choices[i]] },
      });
      expect(res.statusCode).toBe(200);
      const ticket = await makeTicket(t);
      expect((await patchTicket(t, admin.cookie, ticket.id, { assignedTo: user.user.id })).statusCode).toBe(200);
    }
    await t.ctx.background.drain();
    const [emailOnly, appOnly, neither] = users;
    expect(await list(t, emailOnly!.cookie)).toEqual({ items: [], total: 0, unread: 0 });
    expect(mailsTo(t, emailOnly!.user.email)).toHaveLength(1);
    expect(await titles(t, appOnly!.cookie)).toHaveLength(1);
    expect(mailsTo(t, appOnly!.user.email)).toEqual([]);
    expect(await list(t, neither!.cookie)).toEqual({ items: [], total: 0, unread: 0 });
    expect(mailsTo(t, neither!.user.email)).toEqual([]);
    const rows = await t.ctx.db.select().from(notifications).where(eq(notifications.recipientId, neither!.user.id));
    expect(rows).toEqual([]);
  });
});

describe('the list and marking read', () => {
  it('pages newest first, filters unread, marks one or all read, and ignores ids of someone else', async () => {
    const t = await app();
    const admin = await signedIn(t, 'admin');
    const other = await signedIn(t, 'admin');
    for (let id = 1; id <= 25; id += 1) {
      const delivery = await t.ctx.db.transaction((tx) => notifyAccessRequest(t.ctx, tx, id));
      await delivery.afterCommit();
    }
    const first = await list(t, admin.cookie);
    expect([first.items.length, first.total, first.unread]).toEqual([20, 25, 25]);
    const second = await list(t, admin.cookie, '?page=2');
    expect(second.items).toHaveLength(5);
    const ids = [...first.items, ...second.items].map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const mark = (cookie: string, payload: unknown) => call(t, 'POST', '/api/notifications/read', { cookie, payload });
    const marked = await mark(admin.cookie, { ids: ids.slice(0, 2) });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<Body>()).toEqual({ unread: 23 });
    const unreadOnly = await list(t, admin.cookie, '?unread=true');
    expect([unreadOnly.total, unreadOnly.unread, unreadOnly.items[0]!.id]).toEqual([23, 23, ids[2]]);

    // Someone else's ids are ignored: nothing of theirs changes, and the answer is their own count.
    const theirs = (await list(t, other.cookie)).items.map((i) => i.id);
    expect((await mark(admin.cookie, { ids: theirs.slice(0, 3) })).json<Body>()).toEqual({ unread: 23 });
    expect((await list(t, other.cookie)).unread).toBe(25);

    expect((await mark(admin.cookie, { all: true })).json<Body>()).toEqual({ unread: 0 });
    expect(await list(t, admin.cookie, '?unread=true')).toEqual({ items: [], total: 0, unread: 0 });
    expect((await mark(admin.cookie, { ids: [] })).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/notifications?page=0', { cookie: admin.cookie })).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/notifications')).statusCode).toBe(401);
  });
});

/** Reads a server-sent events stream: each `event: notification` data as it arrives. */
async function openStream(t: TestApp, cookie: string) {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const abort = new AbortController();
  const res = await fetch(`${address}/api/notifications/stream`, { headers: { cookie }, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: unknown[] & { ended?: boolean } = [];
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) {
        events.ended = true;
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: notification\ndata: (.*)$/m.exec(block)?.[1];
        if (data) events.push(JSON.parse(data));
      }
    }
  })();
  open.push({ close: async () => abort.abort() });
  return events;
}

describe('the bell list queries', () => {
  it('read their index in the list order, all and unread only, with no sort', async () => {
    const t = await app();
    const plans: string[] = [];
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      // The page of notifications.repository.ts listPage, without and with Unread only.
      for (const unread of [sql``, sql`and read_at is null`])
        plans.push(
          rowsOf<{ 'QUERY PLAN': string }>(
            await tx.execute(sql`explain select id, title from notifications where recipient_id = 1
              and listed = true ${unread} order by created_at desc, id desc limit 20 offset 0`),
          )
            .map((r) => r['QUERY PLAN'])
            .join('\n'),
        );
    });
    expect(plans[0]).toContain('notifications_recipient_created_idx');
    expect(plans[1]).toContain('notifications_unread_idx');
    for (const plan of plans) expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe('the stream', () => {
  it('sends the unread count when it opens and within 2 s of a new notification (one app)', async () => {
    const t = await app();
    const admin = await signedIn(t, 'admin');
    const events = await openStream(t, admin.cookie);
    await expect.poll(() => events, { timeout: 2000 }).toEqual([{ unread: 0 }]);
    const delivery = await t.ctx.db.transaction((tx) => notifyAccessRequest(t.ctx, tx, 7));
    await delivery.afterCommit();
    await expect.poll(() => events, { timeout: 2000, interval: 50 }).toEqual([{ unread: 0 }, { unread: 1 }]);
  });

  it('ends when its session ends: signed out, the next notification is not sent and the stream closes', async () => {
    const t = await app();
    const admin = await signedIn(t, 'admin');
    const events = await openStream(t, admin.cookie);
    await expect.poll(() => events, { timeout: 2000 }).toEqual([{ unread: 0 }]);
    expect((await call(t, 'POST', '/api/auth/logout', { cookie: admin.cookie })).statusCode).toBe(200);
    const delivery = await t.ctx.db.transaction((tx) => notifyAccessRequest(t.ctx, tx, 8));
    await delivery.afterCommit();
    await expect.poll(() => events.ended, { timeout: 2000, interval: 50 }).toBe(true);
    expect([...events]).toEqual([{ unread: 0 }]);
  });

  it('refuses a signed-out caller', async () => {
    const t = await app();
    expect((await call(t, 'GET', '/api/notifications/stream')).statusCode).toBe(401);
  });
});

// Two instances share one database on PostgreSQL only: defined when TEST_DATABASE_URL is set.
if (onPostgres) {
  describe('two instances on one PostgreSQL database', () => {
    it('a notification made through A reaches a stream open on B within 2 s', async () => {
      const t = await app();
      const b = await createPeerApp(t);
      open.push(b);
      const admin = await signedIn(t, 'admin');
      const events = await openStream(b, admin.cookie);
      await expect.poll(() => events, { timeout: 2000 }).toEqual([{ unread: 0 }]);
      const res = await call(t, 'POST', '/api/access-requests', {
        payload: { firstName: 'Ann', lastName: 'Smith', email: 'ann.two@example.test' },
      });
      expect(res.statusCode).toBe(201);
      await expect.poll(() => events, { timeout: 2000, interval: 50 }).toEqual([{ unread: 0 }, { unread: 1 }]);
    });

    it('the daily run fired on both at once makes each notification and e-mail once', async () => {
      const t = await app();
      const b = await createPeerApp(t);
      open.push(b);
      const support = await signedIn(t, 'support');
      const worker = await makeWorker(t, { firstName: 'Amir', lastName: 'Khan' });
      await makeDocument(t, worker.id, 'passport', '2026-06-15');
      const fired = [];
      for (let i = 0; i < 10; i += 1) fired.push(runDaily(t, '2026-06-01', '2026-06-01', i % 2 ? b : t));
      const outcomes = await Promise.all(fired);
      expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
      expect(await titles(t, support.cookie)).toEqual(['Passport of Amir Khan expires in 14 days']);
      const mails = [...mailsTo(t, support.user.email), ...mailsTo(b, support.user.email)];
      expect(mails).toHaveLength(1);
    });
  });
}
