/**
 * One rule for a ticket's source, inside the insert's transaction (issue 25; docs/domain.md,
 * "Ticket sources"): the manual form and a log's Raise Ticket refuse an archived agency and a
 * worker who is not authorised, and an archive committed while the ticket is being raised is seen.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencies, tickets } from '../../src/server/db/schema/index.ts';
import { call, makeAgency, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { makeWorker } from '../helpers/workers.ts';

const { t, admin } = useTestApp({ admin: 'admin' });

const ticketsOf = (source: 'worker' | 'agency', sourceId: number) =>
  t.ctx.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(sql`${tickets.source} = ${source} and ${tickets.sourceId} = ${sourceId}`);
const archive = (agencyId: number) => call(t, 'PUT', `/api/agencies/${agencyId}/archive`, { cookie: admin.cookie });

describe("a communication log's Raise Ticket checks its source like the manual form", () => {
  it("an archived agency's log raises no ticket and saves no log: 409", async () => {
    const agency = await makeAgency(t);
    expect((await archive(agency.id)).statusCode).toBe(200);
    const res = await call(t, 'POST', `/api/agencies/${agency.id}/communication-logs`, {
      cookie: admin.cookie,
      payload: { contactPerson: 'Jo', communicationMethod: 'Phone', outcome: 'Raise Ticket', content: 'Call back' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<Body>()).toEqual({
      message: 'A ticket cannot be raised about an archived agency',
      code: 'CONFLICT',
    });
    expect(await ticketsOf('agency', agency.id)).toEqual([]);
    const logs = await call(t, 'GET', `/api/agencies/${agency.id}/communication-logs`, { cookie: admin.cookie });
    expect(logs.json<unknown[]>()).toEqual([]);
  });

  it("an unauthorised worker's log raises no ticket and saves no log: 409", async () => {
    const worker = await makeWorker(t, { authorised: false, status: 'pending' });
    const res = await call(t, 'POST', `/api/workers/${worker.id}/communication-logs`, {
      cookie: admin.cookie,
      payload: { contactPerson: 'Jo', communicationMethod: 'Phone', outcome: 'Raise Ticket', content: 'Call back' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<Body>()).toEqual({
      message: 'A ticket can only be raised about an authorised worker',
      code: 'CONFLICT',
    });
    expect(await ticketsOf('worker', worker.id)).toEqual([]);
    const logs = await call(t, 'GET', `/api/workers/${worker.id}/communication-logs`, { cookie: admin.cookie });
    expect(logs.json<unknown[]>()).toEqual([]);
  });

  it('a worker who left raises no ticket from a log either; other outcomes still save', async () => {
    const worker = await makeWorker(t, { status: 'left', p45Date: '2026-01-05' });
    const raise = await call(t, 'POST', `/api/workers/${worker.id}/communication-logs`, {
      cookie: admin.cookie,
      payload: { contactPerson: 'Jo', communicationMethod: 'Phone', outcome: 'Raise Ticket' },
    });
    expect(raise.statusCode, raise.body).toBe(409);
    const resolved = await call(t, 'POST', `/api/workers/${worker.id}/communication-logs`, {
      cookie: admin.cookie,
      payload: { contactPerson: 'Jo', communicationMethod: 'Phone', outcome: 'Resolved' },
    });
    expect(resolved.statusCode, resolved.body).toBe(201);
  });

  it('an authorised worker and an agency in use still raise their tickets', async () => {
    const worker = await makeWorker(t);
    const fromWorker = await call(t, 'POST', `/api/workers/${worker.id}/communication-logs`, {
      cookie: admin.cookie,
      payload: { contactPerson: 'Jo', communicationMethod: 'Phone', outcome: 'Raise Ticket' },
    });
    expect(fromWorker.statusCode, fromWorker.body).toBe(201);
    expect(await ticketsOf('worker', worker.id)).toHaveLength(1);
    const agency = await makeAgency(t);
    const fromAgency = await call(t, 'POST', `/api/agencies/${agency.id}/communication-logs`, {
      cookie: admin.cookie,
      payload: { contactPerson: 'Jo', communicationMethod: 'Phone', outcome: 'Raise Ticket' },
    });
    expect(fromAgency.statusCode, fromAgency.body).toBe(201);
    expect(await ticketsOf('agency', agency.id)).toHaveLength(1);
  });
});

describe('the manual ticket checks its source inside its own transaction', () => {
  it('an archive committed while the ticket is being raised is seen: 400, no ticket', async () => {
    const agency = await makeAgency(t);
    // The archive holds the agency row, uncommitted, while the manual ticket is asked for; on
    // PostgreSQL the ticket's check must wait for it and then see the agency archived.
    let posted: ReturnType<typeof call> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(agencies).set({ archivedAt: new Date() }).where(eq(agencies.id, agency.id));
      posted = call(t, 'POST', '/api/tickets/manual', {
        cookie: admin.cookie,
        payload: { source: 'agency', sourceId: agency.id, contactPerson: 'Jo', notes: 'Raced' },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const res = await posted!;
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>().details).toEqual([{ field: 'sourceId', message: 'The source was not found' }]);
    expect(await ticketsOf('agency', agency.id)).toEqual([]);
  });
});
