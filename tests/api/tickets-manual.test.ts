import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyContacts } from '../../src/server/db/schema/index.ts';
import { ticketMessages } from '../../src/shared/api/tickets.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { ticketAudit, type TicketAnswer } from '../helpers/tickets.ts';
import { makeWorker } from '../helpers/workers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
});

const create = (payload: unknown, cookie = admin) => call(t, 'POST', '/api/tickets/manual', { cookie, payload });
const addContact = (agencyId: number, name: string) =>
  t.ctx.db.insert(agencyContacts).values({ agencyId, name }).returning();

describe('POST /api/tickets/manual (docs/domain.md, Tickets)', () => {
  it('takes the spec defaults: medium, general, follow-up-needed, email, 24 hours, due 24 hours after creation', async () => {
    const agency = await makeAgency(t, { name: 'NORTHERN STAFF' });
    const res = await create({ source: 'agency', sourceId: agency.id, contactPerson: 'Jo Bloggs', notes: 'Call back' });
    expect(res.statusCode, res.body).toBe(201);
    const ticket = res.json<TicketAnswer>();
    expect(ticket).toMatchObject({
      ticketNumber: expect.stringMatching(/^TKT-\d{5}$/) as unknown,
      source: 'agency',
      sourceId: agency.id,
      sourceName: 'NORTHERN STAFF',
      agencyId: agency.id,
      contactPerson: 'Jo Bloggs',
      notes: 'Call back',
      priority: 'medium',
      category: 'general',
      outcome: 'follow-up-needed',
      communicationMethod: 'email',
      slaHours: 24,
      isManual: true,
      status: 'open',
      tab: 'open',
      assignedTo: null,
      isOverdue: false,
      commentCount: 0,
    });
    expect(Date.parse(ticket.dueDate as string) - Date.parse(ticket.createdAt as string)).toBe(24 * 3600_000);
    const entries = await ticketAudit(t, ticket.id);
    expect(entries.map((e) => e.action)).toEqual(['create']);
    expect(entries[0]!.changes).toEqual(expect.arrayContaining([{ field: 'isManual', to: true }]));
    expect(JSON.stringify(entries[0]!.changes)).not.toContain('Jo Bloggs');
  });

  it('keeps the chosen values; the due date follows the SLA, or the date given', async () => {
    const agency = await makeAgency(t);
    const base = { source: 'agency', sourceId: agency.id, contactPerson: 'Jo', notes: 'Audit' };
    const chosen = {
      ...base,
      priority: 'urgent',
      category: 'urgent-audit',
      outcome: 'escalated',
      communicationMethod: 'whatsapp',
      slaHours: 4,
    };
    const withSla = (await create(chosen)).json<TicketAnswer>();
    expect(withSla).toMatchObject({ ...chosen, sourceId: agency.id });
    expect(Date.parse(withSla.dueDate as string) - Date.parse(withSla.createdAt as string)).toBe(4 * 3600_000);
    const due = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30 * 24 * 3600_000).toISOString();
    expect((await create({ ...base, dueDate: due })).json<TicketAnswer>().dueDate).toBe(due);
  });

  it('names a worker source itself: the full name, the worker as contact, the worker agency', async () => {
    const worker = await makeWorker(t, { firstName: 'Amira', lastName: 'Khan' });
    const res = await create({
      source: 'worker',
      sourceId: worker.id,
      sourceName: 'Someone Else',
      contactPerson: 'Not the worker',
      notes: 'Payslip missing',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      sourceName: 'Amira Khan',
      contactPerson: 'Amira Khan',
      agencyId: worker.agencyId,
      isManual: true,
    });
  });

  it('needs an authorised worker (Choose an authorised worker)', async () => {
    for (const overrides of [{ authorised: false, status: 'pending' }, { status: 'left' }]) {
      const worker = await makeWorker(t, overrides);
      const res = await create({ source: 'worker', sourceId: worker.id, notes: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: ticketMessages.notAuthorisedWorker,
        details: [{ field: 'sourceId', message: ticketMessages.notAuthorisedWorker }],
      });
    }
  });

  it('an agency with contacts takes one of them as contact person', async () => {
    const agency = await makeAgency(t);
    await addContact(agency.id, 'Priya Patel');
    const wrong = await create({ source: 'agency', sourceId: agency.id, contactPerson: 'Tom', notes: 'x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: ticketMessages.notAgencyContact,
      details: [{ field: 'contactPerson', message: ticketMessages.notAgencyContact }],
    });
    const right = await create({ source: 'agency', sourceId: agency.id, contactPerson: ' priya patel ', notes: 'x' });
    expect(right.statusCode, right.body).toBe(201);
    expect(right.json<Body>().contactPerson).toBe('Priya Patel');
  });

  it.each([
    ['no source', { sourceId: 1, contactPerson: 'Jo', notes: 'x' }],
    ['no source item', { source: 'agency', contactPerson: 'Jo', notes: 'x' }],
    ['an empty source item', { source: 'agency', sourceId: '', contactPerson: 'Jo', notes: 'x' }],
    ['no description', { source: 'agency', sourceId: 1, contactPerson: 'Jo' }],
    ['a blank description', { source: 'agency', sourceId: 1, contactPerson: 'Jo', notes: '   ' }],
  ])('%s: Please fill in all required fields', async (_label, payload) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe('Please fill in all required fields');
  });

  it('an agency source needs a contact person: Please fill in all required fields', async () => {
    const agency = await makeAgency(t);
    for (const contactPerson of [undefined, '', '  ']) {
      const res = await create({ source: 'agency', sourceId: agency.id, contactPerson, notes: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>().message).toBe('Please fill in all required fields');
    }
  });

  it('refuses an unknown or archived source and a due date in the past', async () => {
    const archived = await makeAgency(t, { archivedAt: new Date() });
    for (const payload of [
      { source: 'agency', sourceId: archived.id, contactPerson: 'Jo', notes: 'x' },
      { source: 'agency', sourceId: 999999, contactPerson: 'Jo', notes: 'x' },
      { source: 'worker', sourceId: 999999, notes: 'x' },
    ]) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: ticketMessages.sourceNotFound, details: [{ field: 'sourceId' }] });
    }
    const agency = await makeAgency(t);
    const past = await create({
      source: 'agency',
      sourceId: agency.id,
      contactPerson: 'Jo',
      notes: 'x',
      dueDate: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json<Body>().message).toBe(ticketMessages.dueInPast);
  });

  it.each([
    [{ priority: 'asap' }],
    [{ category: 'misc' }],
    [{ outcome: 'Raise Ticket' }],
    [{ communicationMethod: 'fax' }],
    [{ slaHours: 0 }],
    [{ isManual: false }],
  ])('refuses %j (400)', async (extra) => {
    const agency = await makeAgency(t);
    const res = await create({ source: 'agency', sourceId: agency.id, contactPerson: 'Jo', notes: 'x', ...extra });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    [{ slaHours: true }, 'SLA must be a whole number of hours from 1 to 8760'],
    [{ slaHours: [5] }, 'SLA must be a whole number of hours from 1 to 8760'],
    [{ slaHours: '1e2' }, 'SLA must be a whole number of hours from 1 to 8760'],
    [{ slaHours: 9000 }, 'SLA must be a whole number of hours from 1 to 8760'],
    [{ dueDate: '2027-11-30' }, 'Use a date and time such as 2026-11-25T14:00:00Z'],
    [{ dueDate: '9999-12-31T23:59:59Z' }, 'Due date must be within a year'],
    [{ source: 'team' }, 'Source must be worker or agency'],
  ])('refuses %j with its own message', async (extra, message) => {
    const agency = await makeAgency(t);
    const res = await create({ source: 'agency', sourceId: agency.id, contactPerson: 'Jo', notes: 'x', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it('takes the SLA as the digits a form sends', async () => {
    const agency = await makeAgency(t);
    const res = await create({
      source: 'agency',
      sourceId: agency.id,
      contactPerson: 'Jo',
      notes: 'x',
      slaHours: '48',
    });
    expect(res.statusCode, res.body).toBe(201);
    const ticket = res.json<TicketAnswer>();
    expect(ticket.slaHours).toBe(48);
    expect(Date.parse(ticket.dueDate as string) - Date.parse(ticket.createdAt as string)).toBe(48 * 3600_000);
  });
});

describe('a client user creates tickets about its own agency and its workers only', () => {
  it('creates about its agency and its worker; another agency or its worker is an unknown source', async () => {
    const { user, cookie } = await signedIn(t, 'client');
    const ownWorker = await makeWorker(t, { agencyId: user.agencyId });
    const otherAgency = await makeAgency(t);
    const otherWorker = await makeWorker(t, { agencyId: otherAgency.id });
    const own = await create({ source: 'agency', sourceId: user.agencyId, contactPerson: 'Jo', notes: 'x' }, cookie);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json<Body>().createdBy).toBe(user.id);
    expect((await create({ source: 'worker', sourceId: ownWorker.id, notes: 'x' }, cookie)).statusCode).toBe(201);
    for (const payload of [
      { source: 'agency', sourceId: otherAgency.id, contactPerson: 'Jo', notes: 'x' },
      { source: 'worker', sourceId: otherWorker.id, notes: 'x' },
    ]) {
      const res = await create(payload, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>().message).toBe(ticketMessages.sourceNotFound);
    }
  });
});

describe('tickets raised from communication logs still appear in the queue', () => {
  it('a worker log and an agency log with Raise Ticket each land in Open', async () => {
    const worker = await makeWorker(t);
    const agency = await makeAgency(t);
    await t.ctx.db.insert(agencyContacts).values({ agencyId: agency.id, name: 'Zoe' });
    const fromWorker = await call(t, 'POST', `/api/workers/${worker.id}/communication-logs`, {
      cookie: admin,
      payload: { contactPerson: 'Sam', communicationMethod: 'Phone', outcome: 'Raise Ticket', content: 'Rota' },
    });
    const fromAgency = await call(t, 'POST', `/api/agencies/${agency.id}/communication-logs`, {
      cookie: admin,
      payload: { contactPerson: 'Zoe', communicationMethod: 'Email', outcome: 'Raise Ticket', content: 'Rates' },
    });
    const ids = [fromWorker, fromAgency].map((res) => {
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ ticket: Body }>().ticket.id as number;
    });
    const page = await call(t, 'GET', '/api/tickets?page=1&pageSize=100&tab=open&sort=newest', { cookie: admin });
    const items = page.json<{ items: TicketAnswer[] }>().items;
    expect(items.slice(0, 2).map((x) => [x.id, x.source, x.isManual])).toEqual([
      [ids[1], 'agency', false],
      [ids[0], 'worker', false],
    ]);
  });
});
