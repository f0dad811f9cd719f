import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myWorkPaths, type MyWorkAnswer, type MyWorkPage } from '../../src/shared/api/my-work.ts';
import { accessRequests, subjectAccessRequests, workerDocuments } from '../../src/server/db/schema/index.ts';
import { call, createTestApp, makeAgency, signedIn, type TestApp } from '../helpers/app.ts';
import { makeTicket } from '../helpers/tickets.ts';
import { makeWorker } from '../helpers/workers.ts';

/** My Work (docs/domain.md, "My work"): what waits for the user, due date first, within its scope. */
const TODAY = '2026-03-10';
const NOW = new Date(`${TODAY}T09:00:00Z`);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(async () => {
  await t.close();
});

const myWork = async (cookie: string) => {
  const res = await call(t, 'GET', myWorkPaths.mine.build(), { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyWorkAnswer>();
};
const addDocument = (workerId: number, documentType: string, expiryDate: string) =>
  t.ctx.db.insert(workerDocuments).values({
    workerId,
    documentType,
    originalFileName: 'scan.pdf',
    storedFileName: `stored-${workerId}-${documentType}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: 1000,
    expiryDate,
  });

describe('My Work', () => {
  it('staff see their own open tickets, the follow-ups, documents and (admins) the admin queues, due date first', async () => {
    const agency = await makeAgency(t);
    const admin = await signedIn(t, 'admin');
    const support = await signedIn(t, 'support');
    const mine = await makeTicket(t, {
      agencyId: agency.id,
      assignedTo: support.user.id,
      status: 'in-progress',
      dueDate: new Date('2026-03-12T10:00:00Z'),
    });
    const late = await makeTicket(t, {
      agencyId: agency.id,
      assignedTo: support.user.id,
      status: 'in-progress',
      dueDate: new Date('2026-03-01T10:00:00Z'),
    });
    await makeTicket(t, { agencyId: agency.id, assignedTo: admin.user.id, status: 'in-progress' });
    await makeTicket(t, { agencyId: agency.id, assignedTo: support.user.id, status: 'archived' });
    const lapsed = await makeWorker(t, {
      agencyId: agency.id,
      firstName: 'Lara',
      lastName: 'Lapsed',
      rtwFollowUpDate: '2026-03-05',
    });
    await makeWorker(t, { agencyId: agency.id, rtwFollowUpDate: '2026-06-30' });
    await makeWorker(t, { agencyId: agency.id, status: 'left', p45Date: '2026-01-01', rtwFollowUpDate: '2026-03-06' });
    const holder = await makeWorker(t, { agencyId: agency.id, firstName: 'Dev', lastName: 'Docs' });
    await addDocument(holder.id, 'passport', '2026-03-20');
    await addDocument(holder.id, 'visa', '2025-12-01');
    await t.ctx.db
      .insert(accessRequests)
      .values({ firstName: 'Ann', lastName: 'Asker', email: 'ann.asker@example.test' });
    await t.ctx.db
      .insert(subjectAccessRequests)
      .values({ workerId: holder.id, receivedDate: '2026-02-12', dueDate: '2026-03-12' });
    await t.ctx.db
      .insert(subjectAccessRequests)
      .values({ workerId: holder.id, receivedDate: '2026-03-01', dueDate: '2026-04-01' });

    const work = await myWork(support.cookie);
    expect(work.sections.map((s) => [s.kind, s.total])).toEqual([
      ['ticket', 2],
      ['rtw', 1],
      ['document', 1],
    ]);
    expect(work.items.map((i) => [i.kind, i.title, i.dueDate, i.isOverdue, i.url])).toEqual([
      ['ticket', `${late.ticketNumber} ACME STAFFING`, '2026-03-01', true, `/tickets?ticket=${late.id}`],
      ['rtw', 'Lara Lapsed', '2026-03-05', true, `/workers/${lapsed.id}`],
      ['ticket', `${mine.ticketNumber} ACME STAFFING`, '2026-03-12', false, `/tickets?ticket=${mine.id}`],
      ['document', 'Dev Docs', '2026-03-20', false, `/workers/${holder.id}`],
    ]);
    expect(work.items[1]!.detail).toBe(`Right to work lapsed since 05/03/2026, ${agency.name}`);
    expect(work.items[3]!.detail).toBe('Passport expires 20/03/2026');
    expect(work.sections[0]!.showAllUrl).toBe('/tickets?tickettab=pending&assignee=me');

    const adminWork = await myWork(admin.cookie);
    expect(adminWork.sections.map((s) => [s.kind, s.total])).toEqual([
      ['ticket', 1],
      ['rtw', 1],
      ['document', 1],
      ['access-request', 1],
      ['subject-access-request', 1],
    ]);
    const sar = adminWork.items.find((i) => i.kind === 'subject-access-request')!;
    expect(sar).toMatchObject({ title: 'Dev Docs', dueDate: '2026-03-12', url: '/admin?admintab=subject-access' });
  });

  it('"Show all" pages one kind; a kind the role does not handle is refused', async () => {
    const agency = await makeAgency(t);
    const client = await signedIn(t, 'client', { agencyId: agency.id });
    for (let i = 1; i <= 3; i += 1) await makeWorker(t, { agencyId: agency.id, rtwFollowUpDate: `2026-03-1${i}` });
    const res = await call(t, 'GET', `${myWorkPaths.mine.build()}?kind=rtw&page=2&pageSize=2`, {
      cookie: client.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<MyWorkPage>();
    expect(page).toMatchObject({ kind: 'rtw', total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((i) => i.dueDate)).toEqual(['2026-03-13']);
    const refused = await call(t, 'GET', `${myWorkPaths.mine.build()}?kind=access-request`, { cookie: client.cookie });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a client user with two agencies in the data', () => {
  it("sees its own agency's follow-ups and documents only, and no tickets or admin queues", async () => {
    const own = await makeAgency(t);
    const other = await makeAgency(t);
    const client = await signedIn(t, 'client', { agencyId: own.id });
    const ours = await makeWorker(t, {
      agencyId: own.id,
      firstName: 'Olu',
      lastName: 'Ours',
      rtwFollowUpDate: '2026-03-15',
    });
    await addDocument(ours.id, 'brp', '2026-03-25');
    const theirs = await makeWorker(t, {
      agencyId: other.id,
      firstName: 'Tia',
      lastName: 'Theirs',
      rtwFollowUpDate: '2026-03-14',
    });
    await addDocument(theirs.id, 'brp', '2026-03-24');
    const work = await myWork(client.cookie);
    expect(work.sections.map((s) => [s.kind, s.total])).toEqual([
      ['rtw', 1],
      ['document', 1],
    ]);
    expect(work.items.map((i) => i.title)).toEqual(['Olu Ours', 'Olu Ours']);
  });
});
