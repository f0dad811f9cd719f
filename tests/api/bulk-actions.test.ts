import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkActionPaths, type BulkActionAnswer, type BulkUndoAnswer } from '../../src/shared/api/bulk-actions.ts';
import { bulkMessages } from '../../src/shared/domain/bulk-actions.ts';
import { auditLog, notifications, tickets, workers } from '../../src/server/db/schema/index.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeTicket, patchTicket } from '../helpers/tickets.ts';
import { makeWorker } from '../helpers/workers.ts';

/** Bulk actions (docs/domain.md, "Bulk actions"): rows checked, audited and undone one by one, written together. */
let t: TestApp;
let clock = Date.now();
let admin: Awaited<ReturnType<typeof signedIn>>;
let support: Awaited<ReturnType<typeof signedIn>>;
let finance: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  admin = await signedIn(t, 'admin', { firstName: 'Ada', lastName: 'Admin' });
  support = await signedIn(t, 'support', { firstName: 'Sam', lastName: 'Support' });
  finance = await signedIn(t, 'finance', { firstName: 'Fran', lastName: 'Finance' });
});
afterAll(async () => {
  await t.close();
});

const onTickets = (cookie: string, payload: Body) =>
  call(t, 'POST', bulkActionPaths.tickets.build(), { cookie, payload });
const onWorkers = (cookie: string, payload: Body) =>
  call(t, 'POST', bulkActionPaths.workers.build(), { cookie, payload });
const undo = (cookie: string, id: number) => call(t, 'POST', bulkActionPaths.undo.build({ id }), { cookie });
const ok = <T>(res: { statusCode: number; body: string; json: <U>() => U }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const ticketsOf = async (n: number, overrides: Parameters<typeof makeTicket>[1] = {}) => {
  const agency = await makeAgency(t);
  const made = [];
  for (let i = 0; i < n; i += 1) made.push(await makeTicket(t, { agencyId: agency.id, ...overrides }));
  return made;
};
const entriesOf = (entityType: string, ids: number[], action: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entityType),
        eq(auditLog.action, action),
        inArray(
          auditLog.entityId,
          ids.map((id) => String(id)),
        ),
      ),
    )
    .orderBy(asc(auditLog.id));

describe('tickets', () => {
  it('closes 30 tickets, each audited on its own, and undo puts all 30 back (audited)', async () => {
    const chosen = await ticketsOf(30);
    const ids = chosen.map((x) => x.id);
    const done = ok<BulkActionAnswer>(await onTickets(support.cookie, { action: 'close', ids }));
    expect(done).toMatchObject({ action: 'close', selected: 30, succeeded: 30, failed: [], message: '30 closed' });
    expect(Date.parse(done.undoUntil!) - clock).toBe(10 * 60_000);
    const closed = await t.ctx.db.select().from(tickets).where(inArray(tickets.id, ids));
    expect(closed.every((x) => x.status === 'archived' && x.queue === 'archive')).toBe(true);
    const entries = await entriesOf('ticket', ids, 'close');
    expect(entries).toHaveLength(30);
    expect(entries[0]).toMatchObject({ userId: support.user.id, ipAddress: '127.0.0.1' });
    expect(entries[0]!.changes).toEqual([
      { field: 'status', from: 'open', to: 'archived' },
      { field: 'bulkActionId', to: done.id },
    ]);

    const back = ok<BulkUndoAnswer>(await undo(support.cookie, done.id));
    expect(back).toEqual({ restored: 30, skipped: [], message: '30 put back' });
    const reopened = await t.ctx.db.select().from(tickets).where(inArray(tickets.id, ids));
    expect(reopened.every((x) => x.status === 'open' && x.queue === 'open')).toBe(true);
    expect(await entriesOf('ticket', ids, 'undo')).toHaveLength(30);
  });

  it('reports each row it could not do, and why: "28 closed, 2 could not be"', async () => {
    const chosen = await ticketsOf(28);
    const shut = await ticketsOf(2, { status: 'archived' });
    const ids = [...chosen, ...shut].map((x) => x.id);
    const done = ok<BulkActionAnswer>(await onTickets(support.cookie, { action: 'close', ids }));
    expect(done.message).toBe('28 closed, 2 could not be');
    expect(done.failed).toEqual(
      shut.map((x) => ({ id: x.id, label: x.ticketNumber, message: 'This ticket is already closed' })),
    );
  });

  it("claims only tickets free or already the caller's; one held by someone else is refused by name", async () => {
    const [free, held] = await ticketsOf(2);
    ok(await patchTicket(t, finance.cookie, held!.id, { assignedTo: finance.user.id }));
    const done = ok<BulkActionAnswer>(await onTickets(support.cookie, { action: 'claim', ids: [free!.id, held!.id] }));
    expect(done.message).toBe('1 claimed, 1 could not be');
    expect(done.failed[0]).toMatchObject({
      id: held!.id,
      message: 'This ticket has already been claimed by Fran Finance',
    });
    const [row] = await t.ctx.db.select().from(tickets).where(eq(tickets.id, free!.id));
    expect(row).toMatchObject({ assignedTo: support.user.id, assignedToName: 'Sam Support', status: 'in-progress' });
  });

  it('assigns to an active member of staff only, and sets the priority of many', async () => {
    const chosen = await ticketsOf(3);
    const ids = chosen.map((x) => x.id);
    const client = await signedIn(t, 'client');
    const refused = await onTickets(admin.cookie, { action: 'assign', assignedTo: client.user.id, ids });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'Tickets can only be assigned to an active member of staff',
    );
    const assigned = ok<BulkActionAnswer>(
      await onTickets(admin.cookie, { action: 'assign', assignedTo: finance.user.id, ids }),
    );
    expect(assigned.message).toBe('3 assigned');
    // The assignee hears of it once for the action, not once per ticket.
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.recipientId, finance.user.id));
    expect(told.filter((n) => n.subject === 'bulk_action').map((n) => [n.title, n.url])).toEqual([
      ['3 tickets were assigned to you', '/tickets?tickettab=pending&assignee=me'],
    ]);
    const high = ok<BulkActionAnswer>(await onTickets(admin.cookie, { action: 'priority', priority: 'high', ids }));
    expect(high.message).toBe('3 changed');
    const rows = await t.ctx.db.select().from(tickets).where(inArray(tickets.id, ids));
    expect(rows.every((x) => x.priority === 'high' && x.assignedTo === finance.user.id)).toBe(true);
    expect((await entriesOf('ticket', ids, 'update')).map((e) => e.changes)).toContainEqual([
      { field: 'priority', from: 'medium', to: 'high' },
      { field: 'bulkActionId', to: high.id },
    ]);
  });

  it('acts on every match of the list address, refusing when the list changed since the count was shown', async () => {
    const agency = await makeAgency(t);
    for (let i = 0; i < 4; i += 1)
      await makeTicket(t, { agencyId: agency.id, category: 'urgent-audit', priority: 'low' });
    const query = 'tab=tickets&tickettab=open&category=urgent-audit&priority=low&page=3';
    const changed = await onTickets(support.cookie, { action: 'close', query, expectedCount: 3 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json<{ message: string }>().message).toBe(bulkMessages.listChanged(4, 3));
    const done = ok<BulkActionAnswer>(await onTickets(support.cookie, { action: 'close', query, expectedCount: 4 }));
    expect(done).toMatchObject({ selected: 4, succeeded: 4 });
    const neither = await onTickets(support.cookie, { action: 'close' });
    expect(neither.statusCode).toBe(400);
  });

  it('a client user works no tickets in bulk (403)', async () => {
    const client = await signedIn(t, 'client');
    const res = await onTickets(client.cookie, { action: 'close', ids: [1] });
    expect(res.statusCode).toBe(403);
  });
});

describe('undo', () => {
  it('leaves a row changed since as it is and lists it; only the maker may undo, once', async () => {
    const chosen = await ticketsOf(3);
    const ids = chosen.map((x) => x.id);
    const done = ok<BulkActionAnswer>(await onTickets(support.cookie, { action: 'priority', priority: 'urgent', ids }));
    ok(await patchTicket(t, admin.cookie, ids[0]!, { priority: 'low' }));
    expect((await undo(admin.cookie, done.id)).statusCode).toBe(404);
    const back = ok<BulkUndoAnswer>(await undo(support.cookie, done.id));
    expect(back).toEqual({
      restored: 2,
      skipped: [{ id: ids[0], label: chosen[0]!.ticketNumber, message: bulkMessages.changedSince }],
      message: '2 put back, 1 changed since and left as they are',
    });
    const rows = await t.ctx.db.select().from(tickets).where(inArray(tickets.id, ids)).orderBy(asc(tickets.id));
    expect(rows.map((x) => x.priority)).toEqual(['low', 'medium', 'medium']);
    const again = await undo(support.cookie, done.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(bulkMessages.alreadyUndone);
  });

  it('is refused after ten minutes', async () => {
    const ids = (await ticketsOf(2)).map((x) => x.id);
    const done = ok<BulkActionAnswer>(await onTickets(support.cookie, { action: 'close', ids }));
    clock += 10 * 60_000 + 1000;
    try {
      const late = await undo(support.cookie, done.id);
      expect(late.statusCode).toBe(409);
      expect(late.json<{ message: string }>().message).toBe(bulkMessages.undoExpired);
    } finally {
      clock = Date.now();
    }
    const rows = await t.ctx.db.select().from(tickets).where(inArray(tickets.id, ids));
    expect(rows.every((x) => x.status === 'archived')).toBe(true);
  });

  it('two undos at once: exactly one applies', async () => {
    const ids = (await ticketsOf(5)).map((x) => x.id);
    const done = ok<BulkActionAnswer>(await onTickets(support.cookie, { action: 'close', ids }));
    const answers = await Promise.all([undo(support.cookie, done.id), undo(support.cookie, done.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 200)!.json<BulkUndoAnswer>().restored).toBe(5);
    expect(await entriesOf('ticket', ids, 'undo')).toHaveLength(5);
  });
});

describe('workers', () => {
  it('moves workers to Left with a P45 date, refuses one already left, and undo puts them back', async () => {
    const agency = await makeAgency(t);
    const staying = await makeWorker(t, { agencyId: agency.id, status: 'on_hold' });
    const active = await makeWorker(t, { agencyId: agency.id });
    const gone = await makeWorker(t, { agencyId: agency.id, status: 'left', p45Date: '2025-01-03' });
    const ids = [staying.id, active.id, gone.id];
    const done = ok<BulkActionAnswer>(await onWorkers(support.cookie, { action: 'leave', p45Date: '2026-02-27', ids }));
    expect(done.message).toBe('2 moved to Left, 1 could not be');
    expect(done.failed).toEqual([{ id: gone.id, label: `John ${gone.lastName}`, message: bulkMessages.alreadyLeft }]);
    const entries = await entriesOf('worker', [staying.id], 'update');
    expect(entries.at(-1)!.changes).toEqual([
      { field: 'status', from: 'on_hold', to: 'left' },
      { field: 'p45Date', from: null, to: '2026-02-27' },
      { field: 'bulkActionId', to: done.id },
    ]);
    const back = ok<BulkUndoAnswer>(await undo(support.cookie, done.id));
    expect(back.restored).toBe(2);
    const rows = await t.ctx.db.select().from(workers).where(inArray(workers.id, ids)).orderBy(asc(workers.id));
    expect(rows.map((w) => [w.status, w.p45Date])).toEqual([
      ['on_hold', null],
      ['active', null],
      ['left', '2025-01-03'],
    ]);
  });

  it('asks each worker for a document by a ticket; an unauthorised worker is refused; no undo', async () => {
    const agency = await makeAgency(t);
    const ready = await makeWorker(t, { agencyId: agency.id, firstName: 'Ravi', lastName: 'Patel' });
    const pending = await makeWorker(t, {
      agencyId: agency.id,
      authorised: false,
      status: 'pending',
      firstName: 'Pia',
      lastName: 'Ng',
    });
    const done = ok<BulkActionAnswer>(
      await onWorkers(support.cookie, {
        action: 'request-document',
        documentType: 'passport',
        ids: [ready.id, pending.id],
      }),
    );
    expect(done).toMatchObject({ message: '1 asked, 1 could not be', undoUntil: null });
    expect(done.failed).toEqual([
      { id: pending.id, label: 'Pia Ng', message: 'A ticket can only be raised about an authorised worker' },
    ]);
    const [raised] = await t.ctx.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.source, 'worker'), eq(tickets.sourceId, ready.id)));
    expect(raised).toMatchObject({
      sourceName: 'Ravi Patel',
      contactPerson: 'Ravi Patel',
      category: 'document-issue',
      notes: 'Please send: Passport.',
      status: 'open',
      agencyId: agency.id,
      createdBy: support.user.id,
    });
    expect(raised!.ticketNumber).toBe(`TKT-${String(raised!.id).padStart(5, '0')}`);
    expect(await entriesOf('ticket', [raised!.id], 'create')).toHaveLength(1);
    const refused = await undo(support.cookie, done.id);
    expect(refused.json<{ message: string }>().message).toBe(bulkMessages.notUndoable);
  });
});

describe('a client user with two agencies in the data', () => {
  it('reaches only its own agency: ids of the other are "not found", the list address matches its own only', async () => {
    const own = await makeAgency(t);
    const other = await makeAgency(t);
    const client = await signedIn(t, 'client', { agencyId: own.id });
    const mine = await makeWorker(t, { agencyId: own.id, lastName: 'Ownagency' });
    const theirs = await makeWorker(t, { agencyId: other.id, lastName: 'Ownagency' });
    const byIds = ok<BulkActionAnswer>(
      await onWorkers(client.cookie, { action: 'request-document', documentType: 'visa', ids: [mine.id, theirs.id] }),
    );
    expect(byIds.failed).toEqual([
      { id: theirs.id, label: `Worker ${theirs.id}`, message: bulkMessages.workerNotFound },
    ]);
    const byQuery = ok<BulkActionAnswer>(
      await onWorkers(client.cookie, {
        action: 'leave',
        p45Date: '2026-03-01',
        query: 'q=ownagency',
        expectedCount: 1,
      }),
    );
    expect(byQuery).toMatchObject({ selected: 1, succeeded: 1 });
    const [stillThere] = await t.ctx.db.select().from(workers).where(eq(workers.id, theirs.id));
    expect(stillThere!.status).toBe('active');
    // Undo of someone else's action: as if it did not exist.
    const staffAction = ok<BulkActionAnswer>(
      await onWorkers(support.cookie, { action: 'leave', p45Date: '2026-03-01', ids: [theirs.id] }),
    );
    expect((await undo(client.cookie, staffAction.id)).statusCode).toBe(404);
  });
});

describe('a thousand rows', () => {
  it('closes 1,000 tickets with 1,000 audit entries in under 5 s, and undo puts all of them back', async () => {
    const agency = await makeAgency(t);
    const inserted = await t.ctx.db.execute(sql`insert into tickets
        (ticket_number, source, source_id, source_name, agency_id, priority, category, sla_hours, due_date, is_manual, status)
      select 'BULK-' || g, 'agency', ${agency.id}, 'ACME STAFFING', ${agency.id}, 'medium', 'general', 24, now() + interval '1 day', true, 'open'
      from generate_series(1, 1000) g returning id`);
    const ids = (inserted as { rows: { id: number }[] }).rows.map((r) => r.id);
    expect(ids).toHaveLength(1000);

    const started = performance.now();
    const done = ok<BulkActionAnswer>(await onTickets(support.cookie, { action: 'close', ids }));
    const closedIn = performance.now() - started;
    expect(done).toMatchObject({ succeeded: 1000, failed: [], message: '1,000 closed' });
    expect(await entriesOf('ticket', ids, 'close')).toHaveLength(1000);

    const undoStarted = performance.now();
    const back = ok<BulkUndoAnswer>(await undo(support.cookie, done.id));
    const undoneIn = performance.now() - undoStarted;
    expect(back.restored).toBe(1000);
    expect(await entriesOf('ticket', ids, 'undo')).toHaveLength(1000);
    const open = await t.ctx.db.select({ status: tickets.status }).from(tickets).where(inArray(tickets.id, ids));
    expect(open.every((x) => x.status === 'open')).toBe(true);

    console.info(`bulk close of 1,000 tickets: ${Math.round(closedIn)} ms; undo: ${Math.round(undoneIn)} ms`);
    expect(closedIn).toBeLessThan(5000);
    expect(undoneIn).toBeLessThan(5000);
  });
});
