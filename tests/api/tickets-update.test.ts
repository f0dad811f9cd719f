import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketMessages } from '../../src/shared/api/tickets.ts';
import { call, createTestApp, makeUser, match, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeTicket, patchTicket, ticketAudit, type TicketAnswer } from '../helpers/tickets.ts';

let t: TestApp;
let admin: { cookie: string; id: number };
let support: { cookie: string; id: number };
let finance: { cookie: string; id: number };
const staff = async (role: 'admin' | 'support' | 'finance', firstName: string, lastName: string) => {
  const { user, cookie } = await signedIn(t, role, { firstName, lastName });
  return { cookie, id: user.id };
};
beforeAll(async () => {
  t = await createTestApp();
  admin = await staff('admin', 'Ada', 'Admin');
  support = await staff('support', 'Sam', 'Support');
  finance = await staff('finance', 'Fran', 'Finance');
});
afterAll(async () => {
  await t.close();
});

const patch = (cookie: string, id: number, payload: unknown) => patchTicket(t, cookie, id, payload);

describe('claim, close and reopen (docs/domain.md, Tickets)', () => {
  it('claiming sets the assignee, its name, assignedAt and in-progress: the ticket moves to Pending', async () => {
    const ticket = await makeTicket(t);
    const before = Date.now();
    const res = await patch(support.cookie, ticket.id, { assignedTo: support.id });
    expect(res.statusCode, res.body).toBe(200);
    const claimed = res.json<TicketAnswer>();
    expect(claimed).toMatchObject({
      status: 'in-progress',
      tab: 'pending',
      assignedTo: support.id,
      assignedToName: 'Sam Support',
      assignedAt: match.isoInstant,
    });
    expect(Date.parse(claimed.assignedAt!)).toBeGreaterThanOrEqual(before - 1000);
    const listed = await call(t, 'GET', '/api/tickets?page=1&tab=pending', { cookie: admin.cookie });
    expect(listed.json<{ items: TicketAnswer[] }>().items.map((x) => x.id)).toContain(ticket.id);
  });

  it('a second user claiming it gets 409 naming who has it', async () => {
    const ticket = await makeTicket(t);
    expect((await patch(support.cookie, ticket.id, { assignedTo: support.id })).statusCode).toBe(200);
    const second = await patch(finance.cookie, ticket.id, { assignedTo: finance.id });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This ticket has already been claimed by Sam Support',
    });
    // Claiming one's own ticket again changes nothing.
    const again = await patch(support.cookie, ticket.id, { assignedTo: support.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<TicketAnswer>().assignedTo).toBe(support.id);
  });

  it('of two claims at once exactly one wins; the other is told who won', async () => {
    const ticket = await makeTicket(t);
    const answers = await Promise.all([
      patch(support.cookie, ticket.id, { assignedTo: support.id }),
      patch(finance.cookie, ticket.id, { assignedTo: finance.id }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json<TicketAnswer>();
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json<Body>().message).toBe(ticketMessages.claimedByOther(winner.assignedToName!));
    const claims = (await ticketAudit(t, ticket.id)).filter((e) => e.action === 'claim');
    expect(claims).toHaveLength(1);
  });

  it('close sends it to Archive (shown Closed) keeping the assignee; reopen keeps the assignee too', async () => {
    const ticket = await makeTicket(t);
    await patch(support.cookie, ticket.id, { assignedTo: support.id });
    const closed = await patch(support.cookie, ticket.id, { status: 'archived' });
    expect(closed.json<TicketAnswer>()).toMatchObject({ status: 'archived', tab: 'archive', assignedTo: support.id });
    const archive = await call(t, 'GET', '/api/tickets?page=1&tab=archive', { cookie: admin.cookie });
    expect(archive.json<{ items: TicketAnswer[] }>().items.map((x) => x.id)).toContain(ticket.id);
    const reopened = await patch(support.cookie, ticket.id, { status: 'open' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    // Someone has it, so it is back in Pending as in progress (docs/domain.md "Tickets").
    expect(reopened.json<TicketAnswer>()).toMatchObject({
      status: 'in-progress',
      tab: 'pending',
      assignedTo: support.id,
      assignedToName: 'Sam Support',
    });
  });

  it('reopening an unclaimed closed ticket brings it back to Open; closed is accepted as a close', async () => {
    const ticket = await makeTicket(t);
    expect((await patch(finance.cookie, ticket.id, { status: 'closed' })).json<TicketAnswer>().tab).toBe('archive');
    const reopened = await patch(finance.cookie, ticket.id, { status: 'open' });
    expect(reopened.json<TicketAnswer>()).toMatchObject({ status: 'open', tab: 'open', assignedTo: null });
  });

  it('release (assignedTo null) by the assignee puts it back in Open; an admin may hand it over', async () => {
    const ticket = await makeTicket(t);
    await patch(support.cookie, ticket.id, { assignedTo: support.id });
    const handed = await patch(admin.cookie, ticket.id, { assignedTo: finance.id });
    expect(handed.json<TicketAnswer>()).toMatchObject({ assignedTo: finance.id, assignedToName: 'Fran Finance' });
    const released = await patch(finance.cookie, ticket.id, { assignedTo: null });
    expect(released.json<TicketAnswer>()).toMatchObject({
      status: 'open',
      tab: 'open',
      assignedTo: null,
      assignedToName: null,
      assignedAt: null,
    });
    expect((await ticketAudit(t, ticket.id)).map((e) => e.action)).toEqual(['claim', 'update', 'release']);
  });
});

describe('PATCH refusals, each with its message', () => {
  it.each([
    ['nothing sent', () => ({}), 400, ticketMessages.nothingToUpdate],
    ['in-progress without an assignee', () => ({ status: 'in-progress' }), 400, ticketMessages.inProgressNeedsAssignee],
    ['a due date before creation', () => ({ dueDate: '2001-01-01T00:00:00Z' }), 400, ticketMessages.dueBeforeCreated],
    ['a user who does not exist as assignee', () => ({ assignedTo: 99999 }), 400, ticketMessages.assigneeNotStaff],
  ])('%s -> %i', async (_label, body, status, message) => {
    const ticket = await makeTicket(t);
    const res = await patch(admin.cookie, ticket.id, body());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<Body>().message).toBe(message);
  });

  it('refuses a client user, a deactivated or deleted user as assignee (400)', async () => {
    const ticket = await makeTicket(t);
    for (const overrides of [
      { role: 'client', agencyId: ticket.agencyId },
      { role: 'support', isActive: false },
      { role: 'support', deletedAt: new Date() },
    ]) {
      const user = await makeUser(t, overrides);
      const res = await patch(admin.cookie, ticket.id, { assignedTo: user.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: ticketMessages.assigneeNotStaff,
        details: [{ field: 'assignedTo', message: ticketMessages.assigneeNotStaff }],
      });
    }
  });

  it('a closed ticket changes only by reopening (409); closing it again is 409', async () => {
    const ticket = await makeTicket(t, { status: 'archived' });
    const edit = await patch(admin.cookie, ticket.id, { priority: 'high' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<Body>().message).toBe(ticketMessages.closedNoChange);
    const close = await patch(admin.cookie, ticket.id, { status: 'closed' });
    expect(close.statusCode).toBe(409);
    expect(close.json<Body>().message).toBe(ticketMessages.alreadyClosed);
  });

  it('refuses an unknown status, priority or category by the schema (400)', async () => {
    const ticket = await makeTicket(t);
    for (const body of [{ status: 'done' }, { priority: 'asap' }, { category: 'misc' }, { colour: 'red' }]) {
      expect((await patch(admin.cookie, ticket.id, body)).statusCode).toBe(400);
    }
  });

  it('answers 404 for a ticket that does not exist', async () => {
    const res = await patch(admin.cookie, 999999, { priority: 'high' });
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>().message).toBe('Ticket not found');
  });
});

describe('edits and their audit entries (docs/domain.md, Audit trail)', () => {
  it('writes only what changes; personal values are masked', async () => {
    const ticket = await makeTicket(t);
    const due = new Date(Date.now() + 72 * 3600_000).toISOString();
    const res = await patch(support.cookie, ticket.id, {
      priority: 'urgent',
      category: 'payroll-issue',
      dueDate: due,
      notes: 'Agency called back',
    });
    expect(res.json<TicketAnswer>()).toMatchObject({
      priority: 'urgent',
      category: 'payroll-issue',
      notes: 'Agency called back',
      status: 'open',
    });
    expect(Date.parse(res.json<TicketAnswer>().dueDate as string)).toBe(Date.parse(due));
    const entries = await ticketAudit(t, ticket.id);
    // The factory writes through the repository, so the PATCH's entry is the only one.
    expect(entries.map((e) => e.action)).toEqual(['update']);
    const changes = entries[0]!.changes as { field: string; from?: unknown; to?: unknown }[];
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'priority', from: 'medium', to: 'urgent' },
        { field: 'category', from: 'general', to: 'payroll-issue' },
        { field: 'notes' },
      ]),
    );
    expect(JSON.stringify(changes)).not.toContain('Agency called back');
  });

  it('a patch that changes nothing answers the ticket as it is, without an audit entry', async () => {
    const ticket = await makeTicket(t);
    const res = await patch(support.cookie, ticket.id, { priority: 'medium', notes: 'Invoice query' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TicketAnswer>().updatedAt).toBe(ticket.updatedAt.toISOString());
    expect(await ticketAudit(t, ticket.id)).toEqual([]);
  });

  it('the claim, close and reopen entries record status and assignee changes without the name', async () => {
    const ticket = await makeTicket(t);
    await patch(support.cookie, ticket.id, { assignedTo: support.id });
    await patch(support.cookie, ticket.id, { status: 'archived' });
    await patch(support.cookie, ticket.id, { status: 'open' });
    const entries = await ticketAudit(t, ticket.id);
    expect(entries.map((e) => [e.action, e.userId])).toEqual([
      ['claim', support.id],
      ['close', support.id],
      ['reopen', support.id],
    ]);
    expect(entries[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'assignedTo', from: null, to: support.id },
        { field: 'assignedToName' },
        { field: 'status', from: 'open', to: 'in-progress' },
      ]),
    );
    expect(JSON.stringify(entries.map((e) => e.changes))).not.toContain('Sam Support');
  });
});

describe('client users (docs/domain.md, Tickets: they see and comment, they do not work tickets)', () => {
  it('may edit the notes of its own agency tickets, and gets 403 for claim, close, priority and the rest', async () => {
    const { user, cookie } = await signedIn(t, 'client');
    const own = await makeTicket(t, { agencyId: user.agencyId });
    const notes = await patch(cookie, own.id, { notes: 'Worker rang back' });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json<TicketAnswer>().notes).toBe('Worker rang back');
    for (const body of [
      { assignedTo: user.id },
      { status: 'archived' },
      { priority: 'high' },
      { category: 'compliance' },
      { dueDate: new Date(Date.now() + 3600_000).toISOString() },
      { assignedTo: null },
    ]) {
      const res = await patch(cookie, own.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json<Body>().message).toBe(ticketMessages.staffOnly);
    }
  });

  it("answers 404 for another agency's ticket, on GET and PATCH alike", async () => {
    const { cookie } = await signedIn(t, 'client');
    const other = await makeTicket(t);
    for (const res of [
      await call(t, 'GET', `/api/tickets/${other.id}`, { cookie }),
      await patch(cookie, other.id, { notes: 'x' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<Body>().message).toBe('Ticket not found');
    }
  });
});

describe('GET /api/tickets/{id} and GET /api/tickets/assignees', () => {
  it('answers one ticket with isOverdue, tab and commentCount; 404 when unknown', async () => {
    const ticket = await makeTicket(t, { dueDate: new Date(Date.now() - 3600_000) });
    const res = await call(t, 'GET', `/api/tickets/${ticket.id}`, { cookie: finance.cookie });
    expect(res.json()).toMatchObject({
      id: ticket.id,
      ticketNumber: ticket.ticketNumber,
      isOverdue: true,
      tab: 'open',
      commentCount: 0,
    });
    expect((await call(t, 'GET', '/api/tickets/999999', { cookie: admin.cookie })).statusCode).toBe(404);
  });

  it('lists active staff by name (not clients, deactivated or deleted users); a client user gets 403', async () => {
    await makeUser(t, { role: 'support', firstName: 'Zed', lastName: 'Gone', deletedAt: new Date() });
    await makeUser(t, { role: 'finance', firstName: 'Off', lastName: 'Duty', isActive: false });
    const noName = await makeUser(t, { role: 'support', firstName: '', lastName: '' });
    const res = await call(t, 'GET', '/api/tickets/assignees', { cookie: support.cookie });
    expect(res.statusCode).toBe(200);
    const names = res.json<{ id: number; name: string }[]>().map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(names).toEqual(expect.arrayContaining(['Ada Admin', 'Fran Finance', 'Sam Support', noName.email]));
    expect(names).not.toEqual(expect.arrayContaining(['Zed Gone']));
    expect(names).not.toContain('Off Duty');
    const { cookie } = await signedIn(t, 'client', { firstName: 'Cli', lastName: 'Ent' });
    expect(names).not.toContain('Cli Ent');
    expect((await call(t, 'GET', '/api/tickets/assignees', { cookie })).statusCode).toBe(403);
  });
});
