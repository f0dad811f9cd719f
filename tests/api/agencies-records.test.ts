import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyContacts } from '../../src/server/db/schema/index.ts';
import { call, createTestApp, makeAgency, match, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeWorker } from '../helpers/workers.ts';
import { exeBytes, multipart, pdfBytes, pngBytes } from '../fixtures/documents.ts';

let t: TestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  support = (await signedIn(t, 'support')).cookie;
});
afterAll(async () => {
  await t.close();
});

type Contact = { id: number; name: string; isPrimary: boolean };

describe('contacts (docs/domain.md, Agencies)', () => {
  const contactsOf = async (id: number) =>
    (await call(t, 'GET', `/api/agencies/${id}/contacts`, { cookie: admin })).json<Contact[]>();

  it('adds, edits, moves the primary and deletes; at most one primary', async () => {
    const agency = await makeAgency(t);
    const url = `/api/agencies/${agency.id}/contacts`;
    const first = await call(t, 'POST', url, {
      cookie: support,
      payload: { name: 'Ann', email: 'ANN@x.example', department: 'HR', isPrimary: true },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Body>()).toMatchObject({ name: 'Ann', email: 'ann@x.example', isPrimary: true });
    const second = await call(t, 'POST', url, { cookie: support, payload: { name: 'Bob', isPrimary: true } });
    expect((await contactsOf(agency.id)).map((c) => [c.name, c.isPrimary])).toEqual([
      ['Bob', true],
      ['Ann', false],
    ]);
    const annId = first.json<Contact>().id;
    const moved = await call(t, 'POST', `${url}/${annId}/set-primary`, { cookie: support });
    expect(moved.json<Body>()).toMatchObject({ id: annId, isPrimary: true });
    expect((await contactsOf(agency.id)).filter((c) => c.isPrimary).map((c) => c.name)).toEqual(['Ann']);
    const edited = await call(t, 'PUT', `${url}/${second.json<Contact>().id}`, {
      cookie: support,
      payload: { name: 'Robert', position: 'Director' },
    });
    expect(edited.json<Body>()).toMatchObject({ name: 'Robert', position: 'Director', isPrimary: false });
    const gone = await call(t, 'DELETE', `${url}/${annId}`, { cookie: support });
    expect(gone.statusCode).toBe(200);
    expect((await contactsOf(agency.id)).map((c) => c.name)).toEqual(['Robert']);
    expect((await call(t, 'DELETE', `${url}/${annId}`, { cookie: support })).statusCode).toBe(404);
  });

  it('the database refuses a second primary contact (partial unique index)', async () => {
    const agency = await makeAgency(t);
    await t.ctx.db.insert(agencyContacts).values({ agencyId: agency.id, name: 'A', isPrimary: true });
    await expect(
      t.ctx.db.insert(agencyContacts).values({ agencyId: agency.id, name: 'B', isPrimary: true }),
    ).rejects.toThrow();
  });

  it('concurrent set-primary calls leave exactly one primary', async () => {
    const agency = await makeAgency(t);
    const url = `/api/agencies/${agency.id}/contacts`;
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C', 'D'])
      ids.push((await call(t, 'POST', url, { cookie: admin, payload: { name } })).json<Contact>().id);
    const answers = await Promise.all(ids.map((id) => call(t, 'POST', `${url}/${id}/set-primary`, { cookie: admin })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await contactsOf(agency.id)).filter((c) => c.isPrimary)).toHaveLength(1);
  });

  it.each([
    [{}, 'Contact name is required'],
    [{ name: ' ' }, 'Contact name is required'],
    [{ name: 'A', email: 'nope' }, 'Valid email is required'],
    [{ name: 'A', department: 'Kitchen' }, undefined],
  ])('refuses %j', async (payload, message) => {
    const agency = await makeAgency(t);
    const res = await call(t, 'POST', `/api/agencies/${agency.id}/contacts`, { cookie: admin, payload });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json<Body>().message).toBe(message);
  });

  it('a client reads its own contacts and gets 403 on changes, 404 on another agency', async () => {
    const own = await makeAgency(t);
    const other = await makeAgency(t);
    const { cookie } = await signedIn(t, 'client', { agencyId: own.id });
    expect((await call(t, 'GET', `/api/agencies/${own.id}/contacts`, { cookie })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/agencies/${other.id}/contacts`, { cookie })).statusCode).toBe(404);
    const add = await call(t, 'POST', `/api/agencies/${own.id}/contacts`, { cookie, payload: { name: 'X' } });
    expect(add.statusCode).toBe(403);
  });
});

describe('commercial terms (docs/domain.md, Agencies)', () => {
  it('reads and writes the terms, the fee in pounds and stored as pence', async () => {
    const agency = await makeAgency(t);
    const url = `/api/agencies/${agency.id}/commercial`;
    expect((await call(t, 'GET', url, { cookie: admin })).json<Body>()).toEqual({
      agencyId: agency.id,
      fee: null,
      invoiceFrequency: null,
      paymentTerms: null,
      timesheetSubmission: 'Monday-Friday',
      commercialNotes: null,
    });
    const put = await call(t, 'PUT', url, {
      cookie: support,
      payload: { fee: 25.5, invoiceFrequency: 'weekly', paymentTerms: 'Before Payroll', commercialNotes: 'VAT extra' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<Body>()).toMatchObject({ fee: 25.5, invoiceFrequency: 'weekly', paymentTerms: 'Before Payroll' });
    const bad = await call(t, 'PUT', url, { cookie: support, payload: { fee: '12.345' } });
    expect(bad.statusCode).toBe(400);
    const { cookie } = await signedIn(t, 'client', { agencyId: agency.id });
    expect((await call(t, 'GET', url, { cookie })).statusCode).toBe(200);
    expect((await call(t, 'PUT', url, { cookie, payload: { fee: 1 } })).statusCode).toBe(403);
  });
});

describe('communication logs (docs/domain.md, Agencies)', () => {
  it('logs a communication; Raise Ticket opens a ticket with source agency', async () => {
    const agency = await makeAgency(t);
    const url = `/api/agencies/${agency.id}/communication-logs`;
    const plain = await call(t, 'POST', url, {
      cookie: support,
      payload: { contactPerson: 'Jane', communicationMethod: 'Email', outcome: 'Resolved', subject: 'Rates' },
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json<Body>().ticket).toBeUndefined();
    const raised = await call(t, 'POST', url, {
      cookie: support,
      payload: {
        contactPerson: 'Jane',
        communicationMethod: 'Phone',
        outcome: 'Raise Ticket',
        content: 'Invoices late',
        nextActionDate: '2030-01-31',
      },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json<Body>()).toMatchObject({
      nextActionDate: '2030-01-31',
      ticketNumber: match.anyString,
      ticket: {
        source: 'agency',
        sourceId: agency.id,
        sourceName: agency.name,
        contactPerson: 'Jane',
        notes: 'Invoices late',
        priority: 'medium',
        category: 'general',
        slaHours: 24,
        isManual: false,
      },
    });
    const tickets = (await call(t, 'GET', '/api/tickets', { cookie: admin })).json<{ sourceId: number }[]>();
    expect(tickets.some((x) => x.sourceId === agency.id)).toBe(true);
    const list = await call(t, 'GET', `/api/agencies/${agency.id}/enhanced-communications`, { cookie: admin });
    expect(list.json<{ outcome: string }[]>().map((l) => l.outcome)).toEqual(['Raise Ticket', 'Resolved']);
    const paged = await call(t, 'GET', `/api/agencies/${agency.id}/enhanced-communications?page=1&period=today`, {
      cookie: admin,
    });
    expect(paged.json<Body>()).toMatchObject({ total: 2, page: 1, pageSize: 5 });
  });

  it.each([
    [{ communicationMethod: 'Phone', outcome: 'Resolved' }],
    [{ contactPerson: ' ', communicationMethod: 'Phone' }],
    [{ contactPerson: 'Jane', outcome: 'Resolved' }],
    [{ contactPerson: 'Jane', communicationMethod: 'Fax' }],
  ])('refuses %j with "Please fill in all required fields"', async (payload) => {
    const agency = await makeAgency(t);
    const res = await call(t, 'POST', `/api/agencies/${agency.id}/communication-logs`, { cookie: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe('Please fill in all required fields');
  });

  it('a client logs on its own agency but may not delete; staff delete', async () => {
    const agency = await makeAgency(t);
    const { cookie } = await signedIn(t, 'client', { agencyId: agency.id });
    const url = `/api/agencies/${agency.id}/communication-logs`;
    const made = await call(t, 'POST', url, { cookie, payload: { contactPerson: 'J', communicationMethod: 'Texted' } });
    expect(made.statusCode).toBe(201);
    const id = made.json<{ id: number }>().id;
    expect((await call(t, 'DELETE', `${url}/${id}`, { cookie })).statusCode).toBe(403);
    const other = await makeAgency(t);
    const outside = await call(t, 'POST', `/api/agencies/${other.id}/communication-logs`, {
      cookie,
      payload: { contactPerson: 'J', communicationMethod: 'Texted' },
    });
    expect(outside.statusCode).toBe(404);
    expect((await call(t, 'DELETE', `${url}/${id}`, { cookie: support })).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `${url}/${id}`, { cookie: support })).statusCode).toBe(404);
  });
});

describe('comments (docs/domain.md, Agencies)', () => {
  it('adds a comment with a tag in any case, stored lower case, optionally about a worker of the agency', async () => {
    const agency = await makeAgency(t);
    const worker = await makeWorker(t, { agencyId: agency.id });
    const res = await call(t, 'POST', '/api/comments', {
      cookie: support,
      payload: { content: 'Called about rates', tag: 'Follow-Up', agencyId: String(agency.id), workerId: worker.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({ tag: 'follow-up', workerId: worker.id, agencyId: agency.id });
    const detail = await call(t, 'GET', `/api/agencies/${agency.id}`, { cookie: admin });
    expect(detail.json<Body>()).toMatchObject({ commentsTotal: 1, workersTotal: 1 });
    const page = await call(t, 'GET', `/api/agencies/${agency.id}/comments`, { cookie: admin });
    expect(page.json<Body>()).toMatchObject({ total: 1 });
  });

  it.each([
    [{ content: '   ' }, 'Comment content is required'],
    [{ content: '' }, 'Comment content is required'],
    [{ content: 'x', tag: 'gossip' }, undefined],
    [{ content: 'x', agencyId: 'abc' }, undefined],
  ])('refuses %j', async (overrides, message) => {
    const agency = await makeAgency(t);
    const res = await call(t, 'POST', '/api/comments', {
      cookie: admin,
      payload: { agencyId: agency.id, ...overrides },
    });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json<Body>().message).toBe(message);
  });

  it('refuses a worker of another agency; a client comments on its own agency only', async () => {
    const agency = await makeAgency(t);
    const stranger = await makeWorker(t, { agencyId: (await makeAgency(t)).id });
    const res = await call(t, 'POST', '/api/comments', {
      cookie: admin,
      payload: { content: 'x', agencyId: agency.id, workerId: stranger.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe('The worker does not belong to this agency');
    const { cookie } = await signedIn(t, 'client', { agencyId: agency.id });
    const own = await call(t, 'POST', '/api/comments', { cookie, payload: { content: 'Hi', agencyId: agency.id } });
    expect(own.statusCode).toBe(201);
    const other = await makeAgency(t);
    const outside = await call(t, 'POST', '/api/comments', { cookie, payload: { content: 'Hi', agencyId: other.id } });
    expect(outside.statusCode).toBe(404);
  });
});

async function upload(
  agencyId: number,
  cookie: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
) {
  const { payload, contentType } = await multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/agencies/${agencyId}/documents`,
    headers: { cookie, 'content-type': contentType },
    payload,
  });
}

describe('documents (docs/domain.md, Agencies)', () => {
  it('uploads (as document or file), lists, downloads and deletes', async () => {
    const agency = await makeAgency(t);
    const res = await upload(
      agency.id,
      support,
      { documentType: 'Insurance Certificate', expiryDate: '01/01/2020', notes: 'Old cover' },
      { name: 'cover.pdf', bytes: pdfBytes(), type: 'application/pdf' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({
      documentType: 'insurance_certificate',
      documentTypeLabel: 'Insurance Certificate',
      expiryDate: '2020-01-01',
      status: 'expired',
      originalFileName: 'cover.pdf',
    });
    const second = await upload(agency.id, support, {}, { field: 'file', name: 'terms.png', bytes: pngBytes() });
    expect(second.json<Body>()).toMatchObject({ documentType: 'terms_and_conditions', status: 'valid' });
    const list = await call(t, 'GET', `/api/agencies/${agency.id}/documents`, { cookie: admin });
    expect(list.json<unknown[]>()).toHaveLength(2);
    const enhanced = await call(t, 'GET', `/api/agencies/${agency.id}/enhanced`, { cookie: admin });
    expect(enhanced.json<Body>().documentsSummary).toEqual({
      status: 'expired',
      total: 2,
      expiringCount: 0,
      expiredCount: 1,
    });
    const id = res.json<{ id: number }>().id;
    const download = await call(t, 'GET', `/api/agency-documents/${id}/download`, { cookie: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);
    expect((await call(t, 'DELETE', `/api/agency-documents/${id}`, { cookie: support })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/agency-documents/${id}/download`, { cookie: admin })).statusCode).toBe(404);
  });

  it.each([
    [
      { name: 'virus.exe', bytes: exeBytes() },
      415,
      'Invalid file type: Please upload PDF, DOC, DOCX, JPG, JPEG, or PNG files only',
    ],
    [
      { name: 'fake.pdf', bytes: exeBytes() },
      415,
      'Invalid file type: Please upload PDF, DOC, DOCX, JPG, JPEG, or PNG files only',
    ],
    [
      { name: 'big.pdf', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]) },
      413,
      'File too large: File size must be less than 10MB',
    ],
    [undefined, 400, 'Please select a file to upload'],
  ])('refuses %s', async (file, status, message) => {
    const agency = await makeAgency(t);
    const res = await upload(agency.id, admin, { documentType: 'contract' }, file);
    expect(res.statusCode).toBe(status);
    expect(res.json<Body>().message).toBe(message);
  });

  it('refuses an unknown document type and a bad expiry date', async () => {
    const agency = await makeAgency(t);
    const file = { name: 'a.pdf', bytes: pdfBytes() };
    expect((await upload(agency.id, admin, { documentType: 'passport' }, file)).statusCode).toBe(400);
    const bad = await upload(agency.id, admin, { expiryDate: '31/02/2030' }, file);
    expect(bad.json<Body>().message).toBe('Expiry date must be a real date (DD/MM/YYYY)');
  });

  it('a client uploads and downloads its own, may not delete, and another agency is 404', async () => {
    const agency = await makeAgency(t);
    const { cookie } = await signedIn(t, 'client', { agencyId: agency.id });
    const made = await upload(agency.id, cookie, {}, { name: 'a.pdf', bytes: pdfBytes() });
    expect(made.statusCode).toBe(201);
    const id = made.json<{ id: number }>().id;
    expect((await call(t, 'GET', `/api/agency-documents/${id}/download`, { cookie })).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/agency-documents/${id}`, { cookie })).statusCode).toBe(403);
    const other = await makeAgency(t);
    const theirs = await upload(other.id, admin, {}, { name: 'b.pdf', bytes: pdfBytes() });
    const theirId = theirs.json<{ id: number }>().id;
    expect((await call(t, 'GET', `/api/agency-documents/${theirId}/download`, { cookie })).statusCode).toBe(404);
    expect((await upload(other.id, cookie, {}, { name: 'c.pdf', bytes: pdfBytes() })).statusCode).toBe(404);
  });
});

describe('enhanced detail and access logs (docs/domain.md, Agencies)', () => {
  it('answers the agency with paged lists and records each opening', async () => {
    const agency = await makeAgency(t);
    for (let i = 0; i < 3; i += 1) await makeWorker(t, { agencyId: agency.id });
    await call(t, 'GET', `/api/agencies/${agency.id}`, { cookie: support, remoteAddress: '10.1.2.3' });
    const res = await call(t, 'GET', `/api/agencies/${agency.id}/enhanced?workersPageSize=2`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Body & { workers: unknown[]; accessLogs: { ipAddress: string }[] }>();
    expect(body).toMatchObject({
      id: agency.id,
      name: agency.name,
      workersTotal: 3,
      workersPage: 1,
      workersPageSize: 2,
      contacts: [],
      communicationLogs: [],
      comments: [],
      payrollRecords: [],
      documentsSummary: { status: 'no-documents' },
    });
    expect(body.workers).toHaveLength(2);
    expect(body.accessLogs).toHaveLength(2);
    expect(body.accessLogs[1]).toMatchObject({ ipAddress: '10.1.2.3', userName: match.anyString });
  });

  it('refuses a bad period or page', async () => {
    const agency = await makeAgency(t);
    for (const q of ['period=year', 'workersPageSize=500', 'workersPage=0'])
      expect((await call(t, 'GET', `/api/agencies/${agency.id}/enhanced?${q}`, { cookie: admin })).statusCode).toBe(
        400,
      );
  });
});
