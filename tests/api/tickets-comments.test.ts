import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketMessages } from '../../src/shared/api/tickets.ts';
import { ticketBadgeOf } from '../../src/shared/domain/tickets.ts';
import { call, createTestApp, match, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeTicket, patchTicket, ticketAudit, type TicketAnswer } from '../helpers/tickets.ts';

let t: TestApp;
let support: { cookie: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  const s = await signedIn(t, 'support', { firstName: 'Sam', lastName: 'Support' });
  support = { cookie: s.cookie, id: s.user.id };
});
afterAll(async () => {
  await t.close();
});

const comment = (id: number, content: unknown, cookie = support.cookie) =>
  call(t, 'POST', `/api/tickets/${id}/comments`, { cookie, payload: { content } });
const comments = (id: number, cookie = support.cookie) => call(t, 'GET', `/api/tickets/${id}/comments`, { cookie });

describe('ticket comments (docs/domain.md, Tickets)', () => {
  it('adds comments with the author name and lists them oldest first', async () => {
    const ticket = await makeTicket(t);
    const first = await comment(ticket.id, '  Rang the agency  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: match.anyNumber,
      ticketId: ticket.id,
      content: 'Rang the agency',
      createdBy: 'Sam Support',
      createdById: support.id,
      createdAt: match.isoInstant,
    });
    await comment(ticket.id, 'Waiting on a reply');
    const listed = await comments(ticket.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Body[]>().map((c) => c.content)).toEqual(['Rang the agency', 'Waiting on a reply']);
  });

  it('counts them: a claimed ticket with comments is highlighted In Progress', async () => {
    const ticket = await makeTicket(t);
    const claimed = (await patchTicket(t, support.cookie, ticket.id, { assignedTo: support.id })).json<TicketAnswer>();
    expect(ticketBadgeOf(claimed)).toEqual({ label: 'In Progress', isHighlighted: false });
    await comment(ticket.id, 'Started');
    const after = (await call(t, 'GET', `/api/tickets/${ticket.id}`, { cookie: support.cookie })).json<TicketAnswer>();
    expect(after.commentCount).toBe(1);
    expect(ticketBadgeOf(after)).toEqual({ label: 'In Progress', isHighlighted: true });
  });

  it.each(['archived', 'closed'])(
    "refuses a comment on a %s ticket: 409 'Comments are disabled for archived tickets'",
    async (status) => {
      const ticket = await makeTicket(t, { status });
      const res = await comment(ticket.id, 'Too late');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'Comments are disabled for archived tickets' });
      expect(ticketMessages.commentsDisabled).toBe('Comments are disabled for archived tickets');
      // Nothing was written: neither the comment, nor the count, nor an audit entry.
      expect((await comments(ticket.id)).json<Body[]>()).toEqual([]);
      const read = await call(t, 'GET', `/api/tickets/${ticket.id}`, { cookie: support.cookie });
      expect(read.json<Body>().commentCount).toBe(0);
      expect(await ticketAudit(t, ticket.id)).toEqual([]);
    },
  );

  it('a ticket closed after comments keeps them readable, and refuses new ones', async () => {
    const ticket = await makeTicket(t);
    await comment(ticket.id, 'Before closing');
    await patchTicket(t, support.cookie, ticket.id, { status: 'archived' });
    expect((await comment(ticket.id, 'After')).statusCode).toBe(409);
    expect((await comments(ticket.id)).json<Body[]>().map((c) => c.content)).toEqual(['Before closing']);
  });

  it.each([[''], ['   '], [null]])("refuses %j: 'Comment content is required'", async (content) => {
    const ticket = await makeTicket(t);
    const res = await comment(ticket.id, content);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe('Comment content is required');
  });

  it('answers 404 for a ticket that does not exist', async () => {
    expect((await comment(999999, 'Hello')).statusCode).toBe(404);
    expect((await comments(999999)).statusCode).toBe(404);
  });

  it('audits that a comment was added, never its text', async () => {
    const ticket = await makeTicket(t);
    const added = (await comment(ticket.id, 'NI number AB123456C')).json<Body>();
    const entries = await ticketAudit(t, ticket.id);
    expect(entries.map((e) => [e.action, e.userId])).toEqual([['comment', support.id]]);
    expect(entries[0]!.changes).toEqual([
      { field: 'commentId', to: added.id },
      { field: 'commentCount', from: 0, to: 1 },
    ]);
    expect(JSON.stringify(entries)).not.toContain('AB123456C');
  });
});

describe('a client user reads and adds comments on its own agency tickets only', () => {
  it("comments on its own; another agency's ticket answers 404 both ways and stays untouched", async () => {
    const { user, cookie } = await signedIn(t, 'client', { firstName: 'Cara', lastName: 'Client' });
    const own = await makeTicket(t, { agencyId: user.agencyId });
    const added = await comment(own.id, 'Worker confirmed', cookie);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<Body>().createdBy).toBe('Cara Client');
    expect((await comments(own.id, cookie)).json<Body[]>()).toHaveLength(1);
    const other = await makeTicket(t);
    for (const res of [await comment(other.id, 'Peek', cookie), await comments(other.id, cookie)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<Body>().message).toBe('Ticket not found');
    }
    // A closed ticket of another agency is still a 404, not a 409 that would say it exists.
    const closedOther = await makeTicket(t, { status: 'archived' });
    expect((await comment(closedOther.id, 'Peek', cookie)).statusCode).toBe(404);
    const read = await call(t, 'GET', `/api/tickets/${other.id}`, { cookie: support.cookie });
    expect(read.json<Body>().commentCount).toBe(0);
  });
});
