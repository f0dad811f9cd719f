import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/index.ts';
import { call, signedIn, match, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t, admin, support } = useTestApp({
  admin: 'admin',
  support: ['support', { firstName: 'Sam', lastName: 'Support' }],
});

const feedbackBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Export is slow',
  description: 'The worker export takes a minute.',
  category: 'improvement',
  ...overrides,
});
const submit = (payload: unknown, cookie = support.cookie) => call(t, 'POST', '/api/feedback', { cookie, payload });
let ipCounter = 0;
const contact = (payload: unknown, remoteAddress = `10.1.0.${++ipCounter}`) =>
  call(t, 'POST', '/api/contact', { payload, remoteAddress });
const REQUIRED = 'Please fill in all required fields.';

describe('POST /api/feedback (any signed-in user)', () => {
  it('writes an audit entry: who, category and priority, the free text by field name only', async () => {
    const res = await submit(feedbackBody({ title: 'Jane Doe cannot log in', priority: 'high' }));
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'feedback'), eq(auditLog.entityId, String(res.json<Body>().id))));
    expect(entries).toMatchObject([
      {
        action: 'create',
        userId: support.user.id,
        changes: [
          { field: 'title' },
          { field: 'description' },
          { field: 'category', to: 'improvement' },
          { field: 'priority', to: 'high' },
        ],
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain('Jane');
  });

  it('stores the feedback as open, medium priority by default, with the user', async () => {
    const res = await submit(feedbackBody({ title: '  Export is slow  ', status: 'open' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<Body>()).toEqual({
      id: match.anyNumber,
      title: 'Export is slow',
      description: 'The worker export takes a minute.',
      category: 'improvement',
      priority: 'medium',
      status: 'open',
      adminNotes: null,
      userId: support.user.id,
      userFirstName: 'Sam',
      userLastName: 'Support',
      userEmail: support.user.email,
      contactName: null,
      contactEmail: null,
      createdAt: match.anyString,
      updatedAt: match.anyString,
    });
  });

  it.each(['client', 'finance'] as const)('%s may submit too', async (role) => {
    const { cookie } = await signedIn(t, role);
    expect((await submit(feedbackBody({ priority: 'urgent' }), cookie)).json<Body>()).toMatchObject({
      priority: 'urgent',
    });
  });

  it.each([
    [{ title: '' }, REQUIRED],
    [{ description: '   ' }, REQUIRED],
    [{ category: 'praise' }, REQUIRED],
    [{ title: 'T'.repeat(101) }, 'Title must be at most 100 characters'],
    [{ description: 'D'.repeat(1001) }, 'Description must be at most 1000 characters'],
    [{ priority: 'critical' }, undefined],
    [{ status: 'closed' }, undefined],
    [{ userId: 1 }, undefined],
  ])('refuses %j with 400', async (overrides, message) => {
    const res = await submit(feedbackBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json<Body>().message).toBe(message);
  });

  it('signed out gets 401', async () => {
    const res = await call(t, 'POST', '/api/feedback', { payload: feedbackBody() });
    expect(res.statusCode).toBe(401);
    expect(res.json<Body>().code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/contact (public Get in Touch form)', () => {
  it("stores the message as feedback for admins, under the visitor's name and e-mail", async () => {
    const res = await contact({
      name: 'Victor Visitor',
      email: 'Victor@Example.TEST',
      message: 'Please call me back.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Body>()).toEqual({ message: 'Thank you for your message. We will get back to you soon.' });
    const list = (await call(t, 'GET', '/api/feedback', { cookie: admin.cookie })).json<Record<string, unknown>[]>();
    expect(list.find((f) => f.title === 'Contact form: Victor Visitor')).toMatchObject({
      description: 'Please call me back.',
      category: 'other',
      priority: 'medium',
      status: 'open',
      userId: null,
      userFirstName: 'Victor Visitor',
      userLastName: '',
      userEmail: 'victor@example.test',
      contactName: 'Victor Visitor',
      contactEmail: 'victor@example.test',
    });
  });

  it.each([
    [{ name: '', email: 'a@b.co', message: 'Hi' }, 'Name is required'],
    [{ name: 'A', email: 'nope', message: 'Hi' }, 'Please enter a valid email address'],
    [{ name: 'A', email: 'a@b.co', message: ' ' }, 'Message is required'],
    [{ name: 'A', email: 'a@b.co', message: 'M'.repeat(1001) }, undefined],
    [{ name: 'A', email: 'a@b.co', message: 'Hi', phone: '0' }, undefined],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await contact(payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json<Body>().message).toBe(message);
  });

  it('limits one address to 20 messages in 15 minutes', async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await contact({ name: 'N', email: 'n@example.test', message: `m${i}` }, '10.1.9.9')).statusCode).toBe(
        201,
      );
    const blocked = await contact({ name: 'N', email: 'n@example.test', message: 'one more' }, '10.1.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<Body>()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
