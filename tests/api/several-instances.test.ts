import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginAudits, rateLimitHits } from '../../src/server/db/schema/index.ts';
import type { EventPayload, Events } from '../../src/server/lib/events.ts';
import { sweepRateLimitHits } from '../../src/server/lib/rate-limit-store.ts';
import { createPeerApp, createTestApp, signedIn, type TestApp } from '../helpers/app.ts';
import { makeTicket, patchTicket } from '../helpers/tickets.ts';

/**
 * Several instances behind a load balancer on one PostgreSQL (docs/domain.md, "Several instances";
 * docs/operations.md): the public-form limits are one count for all of them, the client address is
 * taken from X-Forwarded-For only from a listed proxy (TRUST_PROXY), and an event raised by one
 * instance's request is heard by the others. The PostgreSQL part runs when TEST_DATABASE_URL is set
 * (.ci/run runs the API suite on both engines).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

let emailCounter = 0;
const accessRequest = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/access-requests',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { firstName: 'Vera', lastName: 'Visitor', email: `visitor${++emailCounter}-${Date.now()}@example.test` },
  });

/** The address the audit trail kept for the access request `res` created. */
async function auditedAddress(t: TestApp, res: Awaited<ReturnType<typeof accessRequest>>) {
  expect(res.statusCode, res.body).toBe(201);
  const id = String(res.json<{ id: number }>().id);
  const [entry] = await t.ctx.db
    .select({ ip: auditLog.ipAddress, type: auditLog.entityType })
    .from(auditLog)
    .where(eq(auditLog.entityId, id))
    .orderBy(desc(auditLog.id));
  return entry?.type === 'access_request' ? entry.ip : undefined;
}

/** Listens on `channel` (resolves once listening): `heard` is its first event, or fails after 10 s. */
async function listenFor(events: Events, channel: string) {
  let hear: (payload: EventPayload) => void = () => {};
  const heard = new Promise<EventPayload>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${channel} event within 10 s`)), 10_000);
    hear = (payload) => {
      clearTimeout(timer);
      resolve(payload);
    };
  });
  const stop = await events.subscribe(channel, (payload) => hear(payload));
  return { heard, stop };
}

describe('TRUST_PROXY unset: forwarded headers are never believed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the socket address whoever sends X-Forwarded-For', async () => {
    expect(await auditedAddress(t, await accessRequest(t, '127.0.0.1', '203.0.113.7'))).toBe('127.0.0.1');
    expect(await auditedAddress(t, await accessRequest(t, '198.51.100.20', '203.0.113.7'))).toBe('198.51.100.20');
  });

  it('counts the public-form limit per socket address: forwarded addresses do not escape it', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await accessRequest(t, '198.51.100.21', `203.0.113.${i}`)).statusCode).toBe(201);
    }
    expect((await accessRequest(t, '198.51.100.21', '203.0.113.99')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY=127.0.0.1: the forwarded client address from that proxy only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('audits the forwarded address of a request from the proxy, and the socket address of any other', async () => {
    expect(await auditedAddress(t, await accessRequest(t, '127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7');
    expect(await auditedAddress(t, await accessRequest(t, '198.51.100.22', '203.0.113.7'))).toBe('198.51.100.22');
    expect(await auditedAddress(t, await accessRequest(t, '127.0.0.1'))).toBe('127.0.0.1');
  });

  it("records the client's address in the login audit of a sign-in through the proxy", async () => {
    const { user } = await signedIn(t, 'support');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.40' },
      payload: { email: user.email, password: 'Wrong-password-1' },
    });
    expect(res.statusCode).toBe(401);
    const [row] = await t.ctx.db
      .select({ ip: loginAudits.ipAddress })
      .from(loginAudits)
      .orderBy(desc(loginAudits.id))
      .limit(1);
    expect(row).toEqual({ ip: '203.0.113.40' });
  });

  it('counts the public-form limit per client behind the proxy', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await accessRequest(t, '127.0.0.1', '203.0.113.50')).statusCode).toBe(201);
    }
    expect((await accessRequest(t, '127.0.0.1', '203.0.113.50')).statusCode).toBe(429);
    expect((await accessRequest(t, '127.0.0.1', '203.0.113.51')).statusCode).toBe(201);
  });
});

describe('events on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a ticket assigned raises ticket-assigned with its id and the assignee id, and an unassigned one none', async () => {
    const support = await signedIn(t, 'support');
    const ticket = await makeTicket(t);
    const heard: EventPayload[] = [];
    const stop = await t.ctx.events.subscribe('ticket-assigned', (payload) => {
      heard.push(payload);
    });
    const next = await listenFor(t.ctx.events, 'ticket-assigned');
    expect((await patchTicket(t, support.cookie, ticket.id, { assignedTo: support.user.id })).statusCode).toBe(200);
    expect(await next.heard).toEqual({ ticketId: ticket.id, assigneeId: support.user.id });
    expect((await patchTicket(t, support.cookie, ticket.id, { assignedTo: null })).statusCode).toBe(200);
    expect((await patchTicket(t, support.cookie, ticket.id, { priority: 'high' })).statusCode).toBe(200);
    await t.ctx.background.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stop();
    await next.stop();
    expect(heard).toEqual([{ ticketId: ticket.id, assigneeId: support.user.id }]);
  });

  it('refuses a channel name that is not lower-case words and hyphens, and a payload past 1,000 bytes', async () => {
    await expect(t.ctx.events.publish('Ticket Assigned', { ticketId: 1 })).rejects.toThrow(
      'invalid event channel "Ticket Assigned"',
    );
    await expect(t.ctx.events.publish('ticket-assigned', { note: 'x'.repeat(1001) })).rejects.toThrow(
      'event payload on ticket-assigned too large',
    );
  });
});

if (postgresUrl) {
  describe('on PostgreSQL, two instances on one database', () => {
    let clock = new Date();
    const now = () => clock;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await createTestApp({}, { now });
      b = await createPeerApp(a, {}, { now });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('share the public-form limit: 20 split across both, the 21st is 429 on either, until the window ends', async () => {
      for (let i = 0; i < 20; i += 1) {
        expect((await accessRequest(i % 2 === 0 ? a : b, '198.51.100.30')).statusCode).toBe(201);
      }
      for (const instance of [a, b]) {
        const blocked = await accessRequest(instance, '198.51.100.30');
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toMatchObject({
          code: 'RATE_LIMITED',
          message: 'Too many requests. Please try again later.',
        });
        expect(Number(blocked.headers['retry-after'])).toBe(900);
      }
      expect((await accessRequest(b, '198.51.100.31')).statusCode).toBe(201);

      clock = new Date(clock.getTime() + FIFTEEN_MINUTES - 1000);
      expect((await accessRequest(a, '198.51.100.30')).statusCode).toBe(429);
      expect(Number((await accessRequest(b, '198.51.100.30')).headers['retry-after'])).toBe(1);
      clock = new Date(clock.getTime() + 1000);
      const again = await accessRequest(b, '198.51.100.30');
      expect(again.statusCode).toBe(201);
      expect(again.headers['x-ratelimit-remaining']).toBe('19');
    });

    it('keep no address in the counters, and the sweep removes ended windows only', async () => {
      const rows = await a.ctx.db.select().from(rateLimitHits);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows) expect(row.key).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain('198.51.100');
      const live = rows.filter((row) => row.windowEndsAt >= clock).length;
      expect(await sweepRateLimitHits(a.ctx.db, clock)).toBe(rows.length - live);
      expect(await a.ctx.db.select().from(rateLimitHits)).toHaveLength(live);
    });

    it("an event raised by instance A's request reaches instance B's subscriber", async () => {
      const support = await signedIn(a, 'support');
      const ticket = await makeTicket(a);
      const onB = await listenFor(b.ctx.events, 'ticket-assigned');
      expect((await patchTicket(a, support.cookie, ticket.id, { assignedTo: support.user.id })).statusCode).toBe(200);
      expect(await onB.heard).toEqual({ ticketId: ticket.id, assigneeId: support.user.id });
    });

    it('B listens again after its listening connection is dropped', async () => {
      const heard: EventPayload[] = [];
      await b.ctx.events.subscribe('test-ping', (payload) => {
        heard.push(payload);
      });
      const admin = new pg.Client({ connectionString: a.databaseUrl });
      await admin.connect();
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
      );
      await admin.end();
      // Each instance listens from its start (the notification streams), so A's listener goes too.
      expect(rowCount).toBe(2);
      for (let i = 0; heard.length === 0 && i < 100; i += 1) {
        await a.ctx.events.publish('test-ping', { n: i });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(heard[0]).toEqual({ n: expect.any(Number) as unknown });
    });
  });
}
