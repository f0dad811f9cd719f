import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, tickets, workerCommunicationLogs } from '../../src/server/db/schema/index.ts';
import { call, match, signedIn, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { makeWorker } from '../helpers/workers.ts';

const { t, admin } = useTestApp({ admin: ['admin', { firstName: 'Ada', lastName: 'Admin' }] });

const logBody = (overrides: Record<string, unknown> = {}) => ({
  contactPerson: 'Sam Caller',
  communicationMethod: 'Phone',
  content: 'Asked about missing payslip',
  outcome: 'Resolved',
  ...overrides,
});
const addLog = (workerId: number, payload: unknown, cookie = admin.cookie) =>
  call(t, 'POST', `/api/workers/${workerId}/communication-logs`, { cookie, payload });
const listLogs = (workerId: number, cookie = admin.cookie) =>
  call(t, 'GET', `/api/workers/${workerId}/communication-logs`, { cookie });

describe('POST /api/workers/{id}/communication-logs', () => {
  it('saves the log with who wrote it, and no ticket for other outcomes', async () => {
    const worker = await makeWorker(t);
    const res = await addLog(worker.id, logBody({ communicationMethod: 'WhatsApp' }));
    expect(res.statusCode, res.body).toBe(201);
    const log = res.json<Body>();
    expect(log).toMatchObject({
      id: match.anyNumber,
      workerId: worker.id,
      contactPerson: 'Sam Caller',
      communicationMethod: 'WhatsApp',
      content: 'Asked about missing payslip',
      outcome: 'Resolved',
      createdBy: match.anyNumber,
      createdByName: 'Ada Admin',
      createdAt: match.isoInstant,
      ticketNumber: null,
    });
    expect(log.ticket).toBeUndefined();
    expect(await t.ctx.db.select().from(tickets).where(eq(tickets.sourceId, worker.id))).toEqual([]);
  });

  it('raises a ticket about the worker with Raise Ticket, numbered TKT-00001 then TKT-00002', async () => {
    const worker = await makeWorker(t, { firstName: 'Maria', lastName: 'Lopez' });
    const before = Date.now();
    const first = await addLog(
      worker.id,
      logBody({ outcome: 'Raise Ticket', content: 'Bank details wrong', communicationMethod: 'Email' }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const ticket = first.json<{ ticket: Body }>().ticket;
    expect(ticket).toMatchObject({
      ticketNumber: 'TKT-00001',
      source: 'worker',
      sourceId: worker.id,
      sourceName: 'Maria Lopez',
      agencyId: worker.agencyId,
      contactPerson: 'Sam Caller',
      communicationMethod: 'Email',
      outcome: 'Raise Ticket',
      notes: 'Bank details wrong',
      priority: 'medium',
      category: 'general',
      slaHours: 24,
      isManual: false,
      status: 'open',
      assignedTo: null,
      isOverdue: false,
    });
    const due = Date.parse(ticket.dueDate as string) - Date.parse(ticket.createdAt as string);
    expect(Math.abs(due - 24 * 3600 * 1000)).toBeLessThan(60_000);
    expect(Date.parse(ticket.dueDate as string)).toBeGreaterThanOrEqual(before + 24 * 3600 * 1000 - 1000);

    const second = await addLog(worker.id, logBody({ outcome: 'Raise Ticket' }));
    expect(second.json<{ ticket: Body }>().ticket.ticketNumber).toBe('TKT-00002');

    // The log says which ticket it raised, when saved and whenever it is listed (issue 9 item 5).
    expect(first.json<Body>().ticketNumber).toBe('TKT-00001');
    await addLog(worker.id, logBody({ outcome: 'No Response' }));
    const listed = (await listLogs(worker.id)).json<Body[]>();
    expect(listed.map((l) => [l.outcome, l.ticketNumber])).toEqual([
      ['No Response', null],
      ['Raise Ticket', 'TKT-00002'],
      ['Raise Ticket', 'TKT-00001'],
    ]);

    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'ticket'), eq(auditLog.entityId, String(ticket.id))));
    expect(entry).toMatchObject({ action: 'create' });
    expect(JSON.stringify(entry!.changes)).not.toMatch(/Maria|Lopez|Sam Caller|Bank details/);
  });

  it.each([
    [{ contactPerson: '' }, 'Contact person is required'],
    [{ contactPerson: '   ' }, 'Contact person is required'],
    [{ contactPerson: undefined }, 'Contact person is required'],
    [{ communicationMethod: undefined }, 'Communication method is required'],
    [{ communicationMethod: 'Fax' }, 'Communication method is required'],
    [{ outcome: 'Escalated' }, undefined],
    [{ content: 'x'.repeat(5001) }, undefined],
  ])('refuses %j with 400 and saves nothing', async (overrides, message) => {
    const worker = await makeWorker(t);
    const res = await addLog(worker.id, logBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json<Body>().message).toBe(message);
    expect(
      await t.ctx.db.select().from(workerCommunicationLogs).where(eq(workerCommunicationLogs.workerId, worker.id)),
    ).toEqual([]);
  });

  it('answers 404 Worker not found for an unknown worker', async () => {
    const res = await addLog(999999, logBody());
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Worker not found' });
  });
});

describe('GET and DELETE', () => {
  it('lists newest first and deletes a log, with an audit entry', async () => {
    const worker = await makeWorker(t);
    const firstId = (await addLog(worker.id, logBody({ contactPerson: 'First' }))).json<{ id: number }>().id;
    await addLog(worker.id, logBody({ contactPerson: 'Second', content: null, outcome: null }));
    const list = await listLogs(worker.id);
    expect(list.statusCode).toBe(200);
    expect(list.json<Body[]>().map((l) => l.contactPerson)).toEqual(['Second', 'First']);
    expect(list.json<Body[]>()[0]).toMatchObject({ content: null, outcome: null });

    const res = await call(t, 'DELETE', `/api/worker-communication-logs/${firstId}`, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listLogs(worker.id)).json<Body[]>().map((l) => l.contactPerson)).toEqual(['Second']);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'worker_communication_log'),
          eq(auditLog.entityId, String(firstId)),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(entry).toBeDefined();

    const again = await call(t, 'DELETE', `/api/worker-communication-logs/${firstId}`, { cookie: admin.cookie });
    expect(again.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Communication log not found' });
  });

  it("keeps a client user to its own agency's workers (404 elsewhere)", async () => {
    const own = await makeWorker(t);
    const foreign = await makeWorker(t);
    const client = (await signedIn(t, 'client', { agencyId: own.agencyId })).cookie;
    const foreignLog = (await addLog(foreign.id, logBody())).json<{ id: number }>().id;

    expect((await addLog(own.id, logBody({ outcome: 'Raise Ticket' }), client)).statusCode).toBe(201);
    expect((await listLogs(own.id, client)).json<Body[]>()).toHaveLength(1);

    expect((await addLog(foreign.id, logBody(), client)).statusCode).toBe(404);
    expect((await listLogs(foreign.id, client)).statusCode).toBe(404);
    const del = await call(t, 'DELETE', `/api/worker-communication-logs/${foreignLog}`, { cookie: client });
    expect(del.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Communication log not found' });
    expect((await listLogs(foreign.id)).json<Body[]>()).toHaveLength(1);
  });
});

describe('GET /api/tickets', () => {
  it('lists tickets newest first; a client sees only those about its agency', async () => {
    const own = await makeWorker(t);
    const foreign = await makeWorker(t);
    const ownTicket = (await addLog(own.id, logBody({ outcome: 'Raise Ticket' }))).json<{ ticket: Body }>().ticket;
    const foreignTicket = (await addLog(foreign.id, logBody({ outcome: 'Raise Ticket' }))).json<{ ticket: Body }>()
      .ticket;

    const all = await call(t, 'GET', '/api/tickets', { cookie: admin.cookie });
    expect(all.statusCode).toBe(200);
    const numbers = all.json<Body[]>().map((x) => x.ticketNumber);
    expect(numbers.indexOf(foreignTicket.ticketNumber)).toBeLessThan(numbers.indexOf(ownTicket.ticketNumber));

    const client = (await signedIn(t, 'client', { agencyId: own.agencyId })).cookie;
    const scoped = await call(t, 'GET', '/api/tickets', { cookie: client });
    expect(scoped.json<Body[]>().map((x) => x.id)).toEqual([ownTicket.id]);

    const noAgency = (await signedIn(t, 'client', { agencyId: null })).cookie;
    expect((await call(t, 'GET', '/api/tickets', { cookie: noAgency })).json()).toEqual([]);
  });

  it('flags a ticket past its due date and still open as overdue, a closed one not', async () => {
    const worker = await makeWorker(t);
    const open = (await addLog(worker.id, logBody({ outcome: 'Raise Ticket' }))).json<{ ticket: { id: number } }>()
      .ticket;
    const closed = (await addLog(worker.id, logBody({ outcome: 'Raise Ticket' }))).json<{ ticket: { id: number } }>()
      .ticket;
    const past = new Date(Date.now() - 3600 * 1000);
    await t.ctx.db.update(tickets).set({ dueDate: past }).where(eq(tickets.id, open.id));
    await t.ctx.db.update(tickets).set({ dueDate: past, status: 'archived' }).where(eq(tickets.id, closed.id));
    const list = (await call(t, 'GET', '/api/tickets', { cookie: admin.cookie })).json<Body[]>();
    expect(list.find((x) => x.id === open.id)).toMatchObject({ isOverdue: true, status: 'open' });
    expect(list.find((x) => x.id === closed.id)).toMatchObject({ isOverdue: false, status: 'archived' });
  });
});
