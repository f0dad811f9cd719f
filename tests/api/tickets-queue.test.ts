import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketCategories, ticketPriorities, type TicketTab } from '../../src/shared/domain/tickets.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeTicket, patchTicket, type TicketAnswer } from '../helpers/tickets.ts';

/**
 * The paged queue (docs/domain.md "Tickets"): one set of tickets with every combination of tab,
 * source, priority, category, assignee, agency and due date, and each query's expected answer
 * worked out here from the same rows, so a filter that drops or keeps one ticket too many fails.
 */
let t: TestApp;
let admin: string;
let support: { cookie: string; id: number };
let finance: { id: number };
let client: string;
let clientAgencyId: number;

type Fixture = {
  id: number;
  ticketNumber: string;
  tab: TicketTab;
  source: string;
  priority: string;
  category: string;
  assignedTo: number | null;
  agencyId: number;
  createdAt: number;
  dueDate: number;
  search: string;
};
const fixtures: Fixture[] = [];
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  const s = await signedIn(t, 'support', { firstName: 'Sam', lastName: 'Support' });
  support = { cookie: s.cookie, id: s.user.id };
  finance = { id: (await signedIn(t, 'finance', { firstName: 'Fran', lastName: 'Finance' })).user.id };
  const c = await signedIn(t, 'client');
  client = c.cookie;
  clientAgencyId = c.user.agencyId!;
  const otherAgencyId = (await makeAgency(t)).id;
  const now = Date.now();
  for (let i = 0; i < 36; i += 1) {
    const kind = i % 4; // 0 open, 1 claimed by Sam, 2 claimed by Fran, 3 closed
    const assignedTo = kind === 1 || (kind === 3 && i % 8 === 3) ? support.id : kind === 2 ? finance.id : null;
    // Creation times and due dates in orders of their own, so the two sorts differ; every fifth is overdue.
    const createdAt = now - (((i * 7) % 36) + 30) * HOUR;
    const dueDate = i % 5 === 0 ? now - (i + 1) * HOUR : now + (((i * 13) % 36) + 1) * HOUR;
    const source = i % 2 === 0 ? 'agency' : 'worker';
    const contactPerson = i % 6 === 0 ? 'Priya Patel' : 'Tom Jones';
    const notes = `Call ${i}: ${i % 3 === 0 ? 'payslip missing' : 'invoice 50% query'}`;
    const row = await makeTicket(t, {
      agencyId: i % 3 === 0 ? clientAgencyId : otherAgencyId,
      source,
      sourceName: source === 'agency' ? 'NORTHERN STAFF' : `Worker Number${i}`,
      contactPerson,
      notes,
      priority: ticketPriorities[i % 4],
      category: ticketCategories[i % 3],
      status: kind === 3 ? 'archived' : assignedTo === null ? 'open' : 'in-progress',
      assignedTo,
      assignedToName: assignedTo === support.id ? 'Sam Support' : assignedTo === null ? null : 'Fran Finance',
      createdAt: new Date(createdAt),
      dueDate: new Date(dueDate),
    });
    fixtures.push({
      id: row.id,
      ticketNumber: row.ticketNumber,
      tab: kind === 3 ? 'archive' : assignedTo === null ? 'open' : 'pending',
      source,
      priority: row.priority,
      category: row.category,
      assignedTo,
      agencyId: row.agencyId!,
      createdAt,
      dueDate,
      search: `${row.ticketNumber} ${row.sourceName} ${contactPerson} ${notes}`.toLowerCase(),
    });
  }
});
afterAll(async () => {
  await t.close();
});

type Query = Record<string, string>;
type Page = { items: TicketAnswer[]; total: number; page: number; pageSize: number; counts: Record<TicketTab, number> };

/** The fixtures a query selects (all tabs), as the server should filter them. */
function matching(query: Query, viewer: { id: number; agencyId?: number }): Fixture[] {
  const now = Date.now();
  return fixtures.filter(
    (f) =>
      (viewer.agencyId === undefined || f.agencyId === viewer.agencyId) &&
      (!query.source || query.source === 'all' || f.source === query.source) &&
      (!query.priority || f.priority === query.priority) &&
      (!query.category || f.category === query.category) &&
      (!query.assignedTo || f.assignedTo === (query.assignedTo === 'me' ? viewer.id : Number(query.assignedTo))) &&
      (query.overdue !== 'true' || (f.dueDate < now && f.tab !== 'archive')) &&
      (!query.q || f.search.includes(query.q.toLowerCase())),
  );
}

function expected(query: Query, viewer: { id: number; agencyId?: number }) {
  const tab = (query.tab ?? 'open') as TicketTab;
  const sort = query.sort ?? (tab === 'archive' ? 'newest' : 'due');
  const all = matching(query, viewer);
  const ids = all
    .filter((f) => f.tab === tab)
    .sort((a, b) => (sort === 'due' ? a.dueDate - b.dueDate || a.id - b.id : b.createdAt - a.createdAt || b.id - a.id))
    .map((f) => f.id);
  const counts = { open: 0, pending: 0, archive: 0 };
  for (const f of all) counts[f.tab] += 1;
  return { ids, counts };
}

const list = async (query: Query, cookie = admin) => {
  const res = await call(t, 'GET', `/api/tickets?${new URLSearchParams(query).toString()}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};

describe('GET /api/tickets?page=... (one page of a tab, with the counts of the three tabs)', () => {
  const queries: [string, () => Query][] = [
    ['the Open tab (default), by due date', () => ({})],
    ['the Pending tab', () => ({ tab: 'pending' })],
    ['the Archive tab, newest first by default', () => ({ tab: 'archive' })],
    ['Open, newest first', () => ({ tab: 'open', sort: 'newest' })],
    ['Archive by due date', () => ({ tab: 'archive', sort: 'due' })],
    ['source worker', () => ({ source: 'worker', tab: 'pending' })],
    ['source agency', () => ({ source: 'agency' })],
    ['source all is no filter', () => ({ source: 'all' })],
    ['priority high', () => ({ priority: 'high', tab: 'archive' })],
    ['category compliance', () => ({ category: 'compliance', tab: 'pending' })],
    ['source, priority and category together', () => ({ source: 'agency', priority: 'urgent', category: 'general' })],
    ['assigned to a user', () => ({ assignedTo: String(finance.id), tab: 'pending' })],
    ['assigned to me', () => ({ assignedTo: 'me', tab: 'archive' })],
    ['overdue', () => ({ overdue: 'true' })],
    ['overdue in Pending', () => ({ overdue: 'true', tab: 'pending' })],
    ['overdue=false is no filter', () => ({ overdue: 'false' })],
    ['q over the notes', () => ({ q: 'payslip' })],
    ['q in capitals', () => ({ q: 'PAYSLIP', tab: 'pending' })],
    ['q with a LIKE wildcard taken literally', () => ({ q: '50%', tab: 'archive' })],
    ['q over the contact', () => ({ q: 'priya', tab: 'pending' })],
    ['q over the source name', () => ({ q: 'number1', tab: 'open' })],
    ['q over the ticket number', () => ({ q: fixtures[7]!.ticketNumber.toLowerCase(), tab: 'archive' })],
    ['q with every filter', () => ({ q: 'invoice', source: 'worker', overdue: 'true', tab: 'pending' })],
    ['q matching nothing', () => ({ q: 'zzzz' })],
  ];

  it.each(queries)('%s', async (_label, build) => {
    const query: Query = { page: '1', pageSize: '100', ...build() };
    const viewer = { id: query.assignedTo === 'me' ? support.id : 0 };
    const page = await list(query, query.assignedTo === 'me' ? support.cookie : admin);
    const want = expected(query, viewer);
    expect(page.items.map((x) => x.id)).toEqual(want.ids);
    expect(page.counts).toEqual(want.counts);
    expect(page.total).toBe(want.ids.length);
    expect(page).toMatchObject({ page: 1, pageSize: 100 });
    expect(page.items.every((x) => x.tab === (query.tab ?? 'open'))).toBe(true);
  });

  it('counts without a search, an assignee or overdue come from the kept counts and equal a real count', async () => {
    for (const query of [{}, { source: 'worker' }, { priority: 'low', category: 'general' }] as Query[]) {
      const page = await list({ page: '1', ...query });
      expect(page.counts).toEqual(expected(query, { id: 0 }).counts);
    }
  });

  it('marks overdue tickets (due date passed, not closed)', async () => {
    const page = await list({ page: '1', pageSize: '100', overdue: 'true', tab: 'pending' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((x) => x.isOverdue)).toBe(true);
    const archived = await list({ page: '1', pageSize: '100', tab: 'archive' });
    expect(archived.items.some((x) => Date.parse(x.dueDate as string) < Date.now())).toBe(true);
    expect(archived.items.every((x) => !x.isOverdue)).toBe(true);
  });

  it('pages: the second page follows the first; a page past the end is empty with the right total', async () => {
    const want = expected({ tab: 'open' }, { id: 0 }).ids;
    const first = await list({ page: '1', pageSize: '10' });
    const second = await list({ page: '2', pageSize: '10' });
    expect([...first.items, ...second.items].map((x) => x.id)).toEqual(want.slice(0, 20));
    const past = await list({ page: '50', pageSize: '10' });
    expect(past).toMatchObject({ items: [], total: want.length, page: 50, pageSize: 10 });
  });

  it('a client user sees only the tickets about its own agency, in the lists and the counts', async () => {
    const viewer = { id: 0, agencyId: clientAgencyId };
    for (const query of [{}, { tab: 'archive' }, { q: 'call', tab: 'pending' }, { overdue: 'true' }] as Query[]) {
      const page = await list({ page: '1', pageSize: '100', ...query }, client);
      const want = expected(query, viewer);
      expect(page.items.map((x) => x.id)).toEqual(want.ids);
      expect(page.counts).toEqual(want.counts);
    }
    const plain = (await call(t, 'GET', '/api/tickets', { cookie: client })).json<TicketAnswer[]>();
    expect(plain.map((x) => x.id).sort((a, b) => a - b)).toEqual(
      fixtures
        .filter((f) => f.agencyId === clientAgencyId)
        .map((f) => f.id)
        .sort((a, b) => a - b),
    );
  });

  it.each([
    [{ tab: 'closed' }],
    [{ pageSize: '7' }],
    [{ sort: 'oldest' }],
    [{ priority: 'asap' }],
    [{ assignedTo: 'you' }],
    [{ overdue: 'yes' }],
    [{ colour: 'red' }],
  ])('refuses %j (400)', async (query) => {
    const res = await call(t, 'GET', `/api/tickets?${new URLSearchParams({ page: '1', ...query }).toString()}`, {
      cookie: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/tickets without page (the spec plain array)', () => {
  it('lists every ticket newest first, with the answer fields', async () => {
    const res = await call(t, 'GET', '/api/tickets', { cookie: admin });
    const items = res.json<TicketAnswer[]>();
    expect(items.map((x) => x.id)).toEqual(
      [...fixtures].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id).map((f) => f.id),
    );
    expect(items[0]).toMatchObject({ isOverdue: expect.any(Boolean) as unknown, tab: expect.any(String) as unknown });
  });
});

describe('ticket_queue_counts (kept by statement triggers)', () => {
  it('matches a real count after claims, closes, reopens, edits, comments and new tickets', async () => {
    const [a, b, c, d] = fixtures.filter((f) => f.tab === 'open');
    await patchTicket(t, support.cookie, a!.id, { assignedTo: support.id });
    await patchTicket(t, support.cookie, b!.id, { status: 'archived' });
    await patchTicket(t, support.cookie, b!.id, { status: 'open' });
    await patchTicket(t, support.cookie, c!.id, { priority: 'urgent', category: 'document-issue' });
    await patchTicket(t, support.cookie, d!.id, { status: 'closed' });
    await call(t, 'POST', `/api/tickets/${a!.id}/comments`, { cookie: support.cookie, payload: { content: 'On it' } });
    const pending = fixtures.find((f) => f.tab === 'pending' && f.assignedTo === support.id)!;
    await patchTicket(t, support.cookie, pending.id, { assignedTo: null });
    await call(t, 'POST', '/api/tickets/manual', {
      cookie: admin,
      payload: { source: 'agency', sourceId: clientAgencyId, contactPerson: 'Jo', notes: 'New one', priority: 'low' },
    });
    const real = await t.ctx.db.execute(
      sql`select queue, source, priority, category, count(*)::int as n from tickets group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    );
    const kept = await t.ctx.db.execute(
      sql`select queue, source, priority, category, tickets as n from ticket_queue_counts where tickets <> 0 order by 1, 2, 3, 4`,
    );
    const rowsOf = (result: unknown): unknown[] =>
      Array.isArray(result) ? (result as unknown[]) : (result as { rows: unknown[] }).rows;
    expect(rowsOf(kept)).toEqual(rowsOf(real));
    const page = await list({ page: '1' });
    const counted = await list({ page: '1', q: 'a' });
    expect(page.counts).toEqual(counted.counts);
  });
});
