import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { auditLog, feedback } from '../../src/server/db/schema/index.ts';
import { feedbackStatuses } from '../../src/shared/domain/feedback.ts';
import { call, createTestApp, match, signedIn, type Body, type TestApp } from '../helpers/app.ts';

type Item = { id: number; title: string; status: string; category: string; priority: string; adminNotes: string };
type Page = { items: Item[]; total: number; page: number; pageSize: number };

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let support: Awaited<ReturnType<typeof signedIn>>;
/** The 30 rows the paging tests read, newest first (ids in the order the list must give). */
let seeded: { id: number; status: string; category: string; priority: string }[];

const categories = ['feature_request', 'bug_report', 'improvement', 'other'];
const priorities = ['low', 'medium', 'high', 'urgent'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', { firstName: 'Ada', lastName: 'Admin' });
  support = await signedIn(t, 'support', { firstName: 'Sam', lastName: 'Support' });
  // 30 rows one minute apart; every fifth pair shares its instant, so the id breaks the tie.
  const base = Date.UTC(2025, 0, 1, 9, 0, 0);
  const values = Array.from({ length: 30 }, (_, i) => ({
    userId: support.user.id,
    title: `Seeded ${i}`,
    description: 'Seeded feedback',
    category: categories[i % 4]!,
    priority: priorities[Math.floor(i / 4) % 4]!,
    status: feedbackStatuses[i % 3]!,
    createdAt: new Date(base + (i % 5 === 1 ? i - 1 : i) * 60_000),
  }));
  const rows = await t.ctx.db.insert(feedback).values(values).returning();
  seeded = rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map(({ id, status, category, priority }) => ({ id, status, category, priority }));
});
afterAll(async () => {
  await t.close();
});

const get = (query: string, cookie = admin.cookie) => call(t, 'GET', `/api/feedback${query}`, { cookie });
const page = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const submit = async (overrides: Record<string, unknown> = {}) => {
  const res = await call(t, 'POST', '/api/feedback', {
    cookie: support.cookie,
    payload: { title: 'Export is slow', description: 'It takes a minute.', category: 'improvement', ...overrides },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Item>();
};
const patch = (id: number | string, payload: unknown, cookie = admin.cookie) =>
  call(t, 'PATCH', `/api/feedback/${id}`, { cookie, payload });
/** The entries of the admin's changes to a feedback item (its submission's 'create' entry left aside). */
const auditOf = (id: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'feedback'), eq(auditLog.entityId, String(id)), ne(auditLog.action, 'create')))
    .orderBy(auditLog.id);

describe('GET /api/feedback with page (Feedback Management)', () => {
  it('answers the paged shape, newest first, the id breaking ties, every row once', async () => {
    const first = await page('?page=1&pageSize=10&category=&status=&priority=');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 10 });
    const pages = [first, await page('?page=2&pageSize=10'), await page('?page=3&pageSize=10')];
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(seeded.map((s) => s.id));
    expect(await page('?page=4&pageSize=10')).toEqual({ items: [], total: 30, page: 4, pageSize: 10 });
    expect(first.items[0]).toEqual({
      id: seeded[0]!.id,
      title: 'Seeded 29',
      description: 'Seeded feedback',
      category: seeded[0]!.category,
      priority: seeded[0]!.priority,
      status: seeded[0]!.status,
      adminNotes: null,
      userId: support.user.id,
      userFirstName: 'Sam',
      userLastName: 'Support',
      userEmail: support.user.email,
      contactName: null,
      contactEmail: null,
      createdAt: '2025-01-01T09:29:00.000Z',
      updatedAt: match.isoInstant,
    });
  });

  it('uses 20 a page when pageSize is left out', async () => {
    expect(await page('?page=1')).toMatchObject({ total: 30, page: 1, pageSize: 20 });
  });

  it.each([
    ['status=in_progress', (s: (typeof seeded)[number]) => s.status === 'in_progress'],
    ['category=bug_report', (s: (typeof seeded)[number]) => s.category === 'bug_report'],
    ['priority=urgent', (s: (typeof seeded)[number]) => s.priority === 'urgent'],
    [
      'status=open&category=feature_request&priority=low',
      (s: (typeof seeded)[number]) => s.status === 'open' && s.category === 'feature_request' && s.priority === 'low',
    ],
    ['status=closed', () => false],
  ])('filters by %s, the total counting the filtered rows', async (filter, keep) => {
    const expected = seeded.filter(keep).map((s) => s.id);
    const res = await page(`?page=1&pageSize=5&${filter}`);
    expect(res.total).toBe(expected.length);
    expect(res.items.map((i) => i.id)).toEqual(expected.slice(0, 5));
    const second = await page(`?page=2&pageSize=5&${filter}`);
    expect(second.items.map((i) => i.id)).toEqual(expected.slice(5, 10));
  });

  it.each([
    'status=done',
    'category=praise',
    'priority=critical',
    'page=0',
    'page=abc',
    'page=1&pageSize=0',
    'page=1&pageSize=201',
    'page=1&sort=oldest',
  ])('refuses ?%s with 400', async (query) => {
    const res = await get(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
  });

  it('without page the plain list stays an array, newest first and filtered', async () => {
    const plain = (await get('?status=resolved')).json<Item[]>();
    expect(Array.isArray(plain)).toBe(true);
    expect(plain.map((i) => i.id)).toEqual(seeded.filter((s) => s.status === 'resolved').map((s) => s.id));
  });

  it('each filter and the unfiltered list read an index in the list order, with no sort', async () => {
    const plans: string[] = [];
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // The page-ids query of feedback.repository.ts listFeedback, for each filter.
      for (const where of [
        sql``,
        sql`where status = 'open'`,
        sql`where category = 'other'`,
        sql`where priority = 'high'`,
      ])
        plans.push(
          rowsOf<{ 'QUERY PLAN': string }>(
            await tx.execute(
              sql`explain select id from feedback ${where} order by created_at desc, id desc limit 10 offset 20`,
            ),
          )
            .map((r) => r['QUERY PLAN'])
            .join('\n'),
        );
    });
    const indexes = ['feedback_created_idx', 'feedback_status_created_idx', 'feedback_category_created_idx'];
    plans.forEach((plan, i) => {
      expect(plan).toContain(indexes[i] ?? 'feedback_priority_created_idx');
      expect(plan).not.toMatch(/\bSort\b/);
    });
  });
});

describe('contact form messages in Feedback Management (docs/domain.md, Forms and records)', () => {
  it('appear under category other, titled "Contact form: NAME", with the visitor as sender', async () => {
    const sent = await call(t, 'POST', '/api/contact', {
      payload: { name: 'Vera Visitor', email: 'Vera@Example.TEST', message: 'Do you place drivers?' },
      remoteAddress: '10.2.0.1',
    });
    expect(sent.statusCode).toBe(201);
    const others = await page('?page=1&pageSize=5&category=other&status=open');
    expect(others.items[0]).toMatchObject({
      title: 'Contact form: Vera Visitor',
      description: 'Do you place drivers?',
      category: 'other',
      priority: 'medium',
      status: 'open',
      userId: null,
      userFirstName: 'Vera Visitor',
      userLastName: '',
      userEmail: 'vera@example.test',
    });
    // Triaged like any other feedback.
    const id = others.items[0]!.id;
    expect((await patch(id, { status: 'resolved', adminNotes: 'Called back' })).json<Body>()).toMatchObject({
      status: 'resolved',
      adminNotes: 'Called back',
      contactName: 'Vera Visitor',
    });
  });
});

describe('PATCH /api/feedback/{id}', () => {
  it('sets the status and trimmed notes; blank notes are left out, so the stored notes stay', async () => {
    const { id } = await submit();
    const res = await patch(id, { status: 'in_progress', adminNotes: '  Looking into it \n' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({ id, status: 'in_progress', adminNotes: 'Looking into it' });
    const resolved = await patch(id, { status: 'resolved', adminNotes: '   ' });
    expect(resolved.json<Body>()).toMatchObject({ status: 'resolved', adminNotes: 'Looking into it' });
    const closed = await patch(id, { status: 'closed', adminNotes: null });
    expect(closed.json<Body>()).toMatchObject({ status: 'closed', adminNotes: 'Looking into it' });
    const notesOnly = await patch(id, { adminNotes: 'Shipped in 2.3' });
    expect(notesOnly.json<Body>()).toMatchObject({ status: 'closed', adminNotes: 'Shipped in 2.3' });
    const [row] = await t.ctx.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ status: 'closed', adminNotes: 'Shipped in 2.3' });
  });

  it.each(feedbackStatuses)('accepts status %s', async (status) => {
    const { id } = await submit();
    expect((await patch(id, { status })).json<Body>()).toMatchObject({ status });
  });

  it.each([
    ['nothing', {}, 'Send a status or admin notes to update'],
    ['only blank notes', { adminNotes: '  \t ' }, 'Send a status or admin notes to update'],
    ['only null notes', { adminNotes: null }, 'Send a status or admin notes to update'],
    ['an unknown status', { status: 'done' }, 'Please choose a valid status'],
    ['a status label', { status: 'In Progress' }, 'Please choose a valid status'],
    ['a null status', { status: null }, 'Please choose a valid status'],
    ['2001 characters of notes', { adminNotes: 'N'.repeat(2001) }, 'Admin notes must be at most 2000 characters'],
    ['notes as a number', { adminNotes: 42 }, undefined],
    ['another field', { status: 'closed', title: 'x' }, undefined],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, message) => {
    const { id } = await submit();
    const res = await patch(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json<Body>().message).toBe(message);
    const [row] = await t.ctx.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ status: 'open', adminNotes: null });
    expect(await auditOf(id)).toEqual([]);
  });

  it('a note of 2000 characters after trimming is kept', async () => {
    const { id } = await submit();
    const res = await patch(id, { adminNotes: ` ${'N'.repeat(2000)} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Item>().adminNotes).toHaveLength(2000);
  });

  it('unknown and malformed ids answer 404 and 400', async () => {
    expect((await patch(999999, { status: 'closed' })).json<Body>()).toEqual({
      code: 'NOT_FOUND',
      message: 'Feedback not found',
    });
    expect((await patch('abc', { status: 'closed' })).statusCode).toBe(400);
  });

  it('writes an audit entry per change: the status from and to, the notes only by name', async () => {
    const { id } = await submit();
    await patch(id, { status: 'in_progress', adminNotes: 'Call Jane Smith on 07700 900123' });
    await patch(id, { adminNotes: 'Call Jane Smith on 07700 900123' });
    const entries = await auditOf(id);
    expect(entries).toMatchObject([
      {
        action: 'update',
        userId: admin.user.id,
        changes: [{ field: 'status', from: 'open', to: 'in_progress' }, { field: 'adminNotes' }],
      },
      // The same notes again: nothing changed, and the entry says so.
      { action: 'update', changes: [] },
    ]);
    expect(JSON.stringify(entries)).not.toContain('Jane');
  });

  it('two admins changing it at once both land, each audited', async () => {
    const { id } = await submit();
    const other = await signedIn(t, 'admin');
    const [a, b] = await Promise.all([
      patch(id, { status: 'in_progress' }),
      patch(id, { status: 'resolved' }, other.cookie),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const entries = await auditOf(id);
    expect(entries).toHaveLength(2);
    const [row] = await t.ctx.db.select().from(feedback).where(eq(feedback.id, id));
    // The later change's "from" is the earlier change's "to": they ran one after the other.
    const [first, second] = entries.map((e) => (e.changes as { from: string; to: string }[])[0]!);
    expect(second!.from).toBe(first!.to);
    expect(row!.status).toBe(second!.to);
  });
});

describe('DELETE /api/feedback/{id}', () => {
  it('removes it for good, audited without personal data; a second delete answers 404', async () => {
    const { id } = await submit({ title: 'Jane Smith cannot log in', category: 'bug_report', priority: 'high' });
    const res = await call(t, 'DELETE', `/api/feedback/${id}`, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toEqual({ message: 'Feedback deleted' });
    expect((await get('?page=1&pageSize=200')).json<Page>().items.map((i) => i.id)).not.toContain(id);
    const again = await call(t, 'DELETE', `/api/feedback/${id}`, { cookie: admin.cookie });
    expect(again.statusCode).toBe(404);
    expect(again.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Feedback not found' });
    const entries = await auditOf(id);
    expect(entries).toMatchObject([
      {
        action: 'delete',
        userId: admin.user.id,
        changes: [
          { field: 'status', from: 'open' },
          { field: 'category', from: 'bug_report' },
          { field: 'priority', from: 'high' },
        ],
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain('Jane');
    expect((await patch(id, { status: 'closed' })).statusCode).toBe(404);
  });
});

describe('admin only', () => {
  it.each(['support', 'finance', 'client'] as const)(
    '%s gets 403 on every admin call and changes nothing',
    async (role) => {
      const { cookie } = await signedIn(t, role);
      const { id } = await submit();
      for (const res of [
        await get('', cookie),
        await get('?page=1&status=open', cookie),
        await patch(id, { status: 'closed', adminNotes: 'x' }, cookie),
        await call(t, 'DELETE', `/api/feedback/${id}`, { cookie }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json<Body>().code).toBe('FORBIDDEN');
      }
      const [row] = await t.ctx.db.select().from(feedback).where(eq(feedback.id, id));
      expect(row).toMatchObject({ status: 'open', adminNotes: null });
      expect(await auditOf(id)).toEqual([]);
    },
  );

  it('signed out gets 401 on every admin call', async () => {
    for (const res of [
      await call(t, 'GET', '/api/feedback?page=1'),
      await call(t, 'PATCH', '/api/feedback/1', { payload: { status: 'closed' } }),
      await call(t, 'DELETE', '/api/feedback/1'),
    ])
      expect(res.statusCode).toBe(401);
  });
});
