import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencyComments,
  auditLog,
  notifications,
  payrollRecords,
  reportHistory,
  rtwCheckEvidence,
  subjectAccessRequests,
  rtwChecks,
  ticketComments,
  tickets,
  workerDocuments,
  workerErasures,
  workerImportBatches,
  workerImportBatchWorkers,
  workers,
} from '../../src/server/db/schema/index.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { fileStoreFor } from '../../src/server/lib/file-store.ts';
import { runOnce } from '../../src/server/lib/jobs/jobs.ts';
import { erasedWorkerColumns } from '../../src/shared/domain/worker-erasure.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { ageSession } from '../helpers/mfa.ts';
import { getReport, readCsv } from '../helpers/reports.ts';
import { makeTicket } from '../helpers/tickets.ts';
import { unzipEntries } from '../helpers/unzip.ts';
import { makeWorker } from '../helpers/workers.ts';

/**
 * Erasure of a worker (docs/domain.md, "Erasure"), on PGlite or PostgreSQL (TEST_DATABASE_URL). The
 * app's clock is fixed on 16/03/2026 (noon, London).
 */
const TODAY = '2026-03-16';
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(`${TODAY}T12:00:00Z`) });
  admin = await signedIn(t, 'admin', { firstName: 'Ada', lastName: 'Admin' });
});
afterAll(() => t.close());

const url = (id: number) => `/api/admin/workers/${id}/erasure`;
const erase = (id: number, cookie = admin.cookie) => call(t, 'POST', url(id), { cookie });
const plan = (id: number, cookie = admin.cookie) => call(t, 'GET', url(id), { cookie });

const store = () => fileStoreFor(t.ctx.config);
const storeFile = async () => (await store().save(Readable.from([Buffer.from('%PDF-1.4 erasure')]), 'pdf')).name;
const exists = (name: string) =>
  store()
    .read(name)
    .then(
      () => true,
      () => false,
    );

let people = 0;
/** A person's own values, distinct for each worker, so the test can look for them anywhere. */
function person() {
  people += 1;
  const n = String(people).padStart(2, '0');
  return {
    firstName: 'Pat',
    lastName: `Packer${n}`,
    email: `pat.packer${n}@erasure.test`,
    phone: `077009007${n}`,
    addressLine1: `${n} Erasure Lane`,
    postCode: `LS9 9Z${String.fromCharCode(64 + people)}`,
    accountNumber: `876543${n}`,
    sortCode: '20-00-00',
    niNumber: `JK9${String(people).padStart(5, '0')}A`,
    dateOfBirth: '1985-07-14',
    notes: `Secret note ${n}`,
  };
}

/**
 * A Left worker (P45 31/12/2025) with a row in every table that refers to workers: a passport and
 * a Right to Work document, a passing check with evidence, a payroll record past its date and one
 * not, a communication log, a ticket with a comment, an agency comment, notifications, an import's
 * undo record, and an old audit entry that kept personal values.
 */
async function workerWithEverything(agencyId: number) {
  const values = person();
  const worker = await makeWorker(t, { ...values, agencyId, status: 'left', p45Date: '2025-12-31' });
  const files = { passport: await storeFile(), rtwDocument: await storeFile(), evidence: await storeFile() };
  const doc = (documentType: string, storedFileName: string) => ({
    workerId: worker.id,
    documentType,
    originalFileName: `${documentType}.pdf`,
    storedFileName,
    mimeType: 'application/pdf',
    sizeBytes: 16,
  });
  const docs = await t.ctx.db
    .insert(workerDocuments)
    .values([doc('passport', files.passport), doc('right_to_work', files.rtwDocument)])
    .returning();
  const [check] = await t.ctx.db
    .insert(rtwChecks)
    .values({ workerId: worker.id, method: 'list-a', checkDate: '2024-01-08', outcome: 'pass' })
    .returning();
  await t.ctx.db.insert(rtwCheckEvidence).values({
    checkId: check!.id,
    storedFileName: files.evidence,
    originalFileName: 'passport-scan.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 16,
  });
  const pay = (payDate: string) => ({
    workerId: worker.id,
    niNumber: values.niNumber,
    payDate,
    weekEnding: payDate,
    grossPence: 50000,
    taxPence: 5000,
    niPence: 3000,
    pensionPence: 1000,
    netPence: 41000,
    agencyId,
  });
  // Paid 05/04/2019 (tax year 2018/19): may go from 05/04/2025, so before today; paid 01/12/2025: kept to 05/04/2032.
  await t.ctx.db.insert(payrollRecords).values([pay('2019-04-05'), pay('2025-12-01')]);
  const log = await call(t, 'POST', `/api/workers/${worker.id}/communication-logs`, {
    cookie: admin.cookie,
    payload: { contactPerson: values.firstName, communicationMethod: 'Phone', content: `Called ${values.phone}` },
  });
  expect(log.statusCode, log.body).toBe(201);
  const ticket = await makeTicket(t, {
    source: 'worker',
    sourceId: worker.id,
    sourceName: `${values.firstName} ${values.lastName}`,
    agencyId,
    notes: `Lives at ${values.addressLine1}`,
  });
  const comment = await call(t, 'POST', `/api/tickets/${ticket.id}/comments`, {
    cookie: admin.cookie,
    payload: { content: `Wrote to ${values.email}` },
  });
  expect(comment.statusCode, comment.body).toBe(201);
  await t.ctx.db
    .insert(agencyComments)
    .values({ agencyId, workerId: worker.id, content: `${values.lastName} is reliable` });
  const [request] = await t.ctx.db
    .insert(subjectAccessRequests)
    .values({ workerId: worker.id, receivedDate: '2026-03-01', dueDate: '2026-04-01' })
    .returning();
  await t.ctx.db.insert(notifications).values([
    {
      recipientId: admin.user.id,
      kind: 'sar-due',
      subject: 'subject-access-request',
      subjectId: request!.id,
      step: 'before-7:2026-04-01',
      title: `Subject access request of Pat ${values.lastName} due in 7 days`,
      url: '/admin?admintab=subject-access',
    },
    {
      recipientId: admin.user.id,
      kind: 'rtw-follow-up',
      subject: 'worker',
      subjectId: worker.id,
      step: 'before-7:2026-03-23',
      title: `Right-to-work follow-up for Pat ${values.lastName} due in 7 days`,
      url: `/workers/${worker.id}`,
    },
    {
      recipientId: admin.user.id,
      kind: 'document-expiry',
      subject: 'document',
      subjectId: docs[0]!.id,
      step: 'before-7',
      title: `Passport of Pat ${values.lastName} expires in 7 days`,
      url: `/workers/${worker.id}`,
    },
  ]);
  const [batch] = await t.ctx.db
    .insert(workerImportBatches)
    .values({ fileName: 'workers.csv', createdCount: 0, updatedCount: 1, skippedCount: 0, completedAt: new Date() })
    .returning();
  await t.ctx.db.insert(workerImportBatchWorkers).values({
    batchId: batch!.id,
    workerId: worker.id,
    kind: 'updated',
    before: { email: values.email, phone: values.phone },
    updatedAt: new Date(),
  });
  await t.ctx.db.insert(auditLog).values({
    userId: admin.user.id,
    userEmail: admin.user.email,
    action: 'update',
    entityType: 'worker',
    entityId: String(worker.id),
    changes: [
      { field: 'email', from: 'old@erasure.test', to: values.email },
      { field: 'niCategory', from: 'A', to: 'C' },
      { field: 'status', from: 'active', to: 'left' },
    ],
  });
  return { worker, values, files, docs, ticket, batchId: batch!.id };
}

const countWhere = async (table: string, condition: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(
    await t.ctx.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${condition}`),
  )[0]!.n;

/** What is left of a worker in each table. */
async function whatIsLeftOf(id: number) {
  const by = (column: string) => sql`${sql.identifier(column)} = ${id}`;
  const documents = await t.ctx.db.select().from(workerDocuments).where(eq(workerDocuments.workerId, id));
  const pay = await t.ctx.db.select().from(payrollRecords).where(eq(payrollRecords.workerId, id));
  return {
    documents: documents.map((d) => d.documentType).sort(),
    rtwChecks: await countWhere('rtw_checks', by('worker_id')),
    rtwEvidence: await countWhere(
      'rtw_check_evidence',
      sql`check_id in (select id from rtw_checks where worker_id = ${id})`,
    ),
    payDates: pay.map((p) => p.payDate).sort(),
    communicationLogs: await countWhere('worker_communication_logs', by('worker_id')),
    tickets: await countWhere('tickets', sql`source = 'worker' and source_id = ${id}`),
    agencyComments: await countWhere('agency_comments', by('worker_id')),
    notifications: await countWhere(
      'notifications',
      sql`(subject = 'worker' and subject_id = ${id}) or (subject = 'document' and subject_id in (select id from worker_documents where worker_id = ${id}))
        or (subject = 'subject-access-request' and subject_id in (select id from subject_access_requests where worker_id = ${id}))`,
    ),
    importRecords: await countWhere('worker_import_batch_workers', by('worker_id')),
  };
}

/** Every text the database holds in these tables, as one string to search for a value. */
async function textOf(tables: string[]): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const result = await t.ctx.db.execute(
      sql`select coalesce(json_agg(x)::text, '') as rows from ${sql.identifier(table)} x`,
    );
    parts.push(rowsOf<{ rows: string }>(result)[0]!.rows);
  }
  return parts.join('\n');
}

describe('erasing a worker', () => {
  it('removes what no law requires, restricts what it does, and audits once without the values', async () => {
    const agency = await makeAgency(t);
    const { worker, values, files, ticket, batchId } = await workerWithEverything(agency.id);
    const bystander = await workerWithEverything(agency.id);
    const report = await getReport(t, admin.cookie, 'workers', { format: 'csv' });
    expect(report.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(reportHistory)).toHaveLength(1);

    // The plan the confirmation lists: what goes and what stays, until when and why.
    const before = await plan(worker.id);
    expect(before.statusCode, before.body).toBe(200);
    const planned = before.json<{ plan: { removes: Body[]; keeps: Body[]; refusal: string | null } }>().plan;
    expect(planned.refusal).toBeNull();
    expect(planned.keeps).toEqual([
      {
        what: 'Name, date of birth and NI number',
        count: null,
        until: '2032-04-05',
        law: 'Needed to identify the payroll and right-to-work records kept',
      },
      {
        what: 'Payroll records',
        count: 1,
        until: '2032-04-05',
        law: 'National Minimum Wage Regulations 2015, reg. 59; HMRC PAYE records',
      },
      {
        what: 'Right-to-work checks and evidence',
        count: 2,
        until: '2027-12-31',
        law: 'Immigration, Asylum and Nationality Act 2006: checks kept for the employment and 2 years after',
      },
      {
        what: 'Audit entries about the worker, without the erased values, and the record of the erasure',
        count: null,
        until: '2032-03-16',
        law: 'Limitation Act 1980, s. 5; UK GDPR Article 5(2), accountability',
      },
    ]);
    expect(planned.removes.filter((line) => line.count !== null).map((line) => [line.what, line.count])).toEqual([
      ['Documents other than Right to Work, with their files', 1],
      ['Communication logs', 1],
      ['Tickets raised about the worker, with their comments', 1],
      ['Agency comments about the worker (anonymised)', 1],
      ['Notifications about the worker', 3],
      ['Values a bulk import replaced (its undo record)', 1],
      ['Kept reports that may list the worker', 1],
      ['Values of these details in the audit trail (the entries stay)', 1],
      ['Payroll records past their retention date', 1],
    ]);

    const res = await erase(worker.id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ plan: null; erasure: Body }>();
    expect(answer.plan).toBeNull();
    expect(answer.erasure).toMatchObject({
      erasedAt: `${TODAY}T12:00:00.000Z`,
      erasedByName: 'Ada Admin',
      identity: {
        firstName: 'Pat',
        lastName: values.lastName,
        dateOfBirth: '1985-07-14',
        niNumber: values.niNumber,
      },
      keeps: planned.keeps,
      records: {
        payrollRecords: [expect.objectContaining({ payDate: '2025-12-01', grossPence: 50000 })],
        rtwChecks: [
          { checkDate: '2024-01-08', method: 'list-a', outcome: 'pass', followUpDate: null, evidenceFiles: 1 },
        ],
        rtwDocuments: [{ originalFileName: 'right_to_work.pdf', expiryDate: null }],
      },
    });

    // The worker's row: every personal field cleared, the markers for names, out of every list.
    const [row] = await t.ctx.db.select().from(workers).where(eq(workers.id, worker.id));
    const raw = rowsOf<Record<string, unknown>>(
      await t.ctx.db.execute(sql`select * from workers where id = ${worker.id}`),
    )[0]!;
    expect(Object.fromEntries(erasedWorkerColumns.map((c) => [c, raw[c]]))).toEqual(
      Object.fromEntries(erasedWorkerColumns.map((c) => [c, null])),
    );
    expect(row).toMatchObject({
      firstName: 'Erased',
      lastName: 'worker',
      status: 'left',
      p45Date: '2025-12-31',
      agencyId: agency.id,
      erasedBy: admin.user.id,
    });
    expect([row!.erasedAt, row!.deletedAt, row!.anonymisedAt].every((d) => d instanceof Date)).toBe(true);
    const [restricted] = await t.ctx.db.select().from(workerErasures).where(eq(workerErasures.workerId, worker.id));
    expect(restricted).toMatchObject({
      firstName: 'Pat',
      lastName: values.lastName,
      niNumber: values.niNumber,
      dateOfBirth: '1985-07-14',
      erasedBy: admin.user.id,
      identityRemovedAt: null,
    });

    // Per table: only what the law keeps.
    expect(await whatIsLeftOf(worker.id)).toEqual({
      documents: ['right_to_work'],
      rtwChecks: 1,
      rtwEvidence: 1,
      payDates: ['2025-12-01'],
      communicationLogs: 0,
      tickets: 0,
      agencyComments: 0,
      notifications: 0,
      importRecords: 0,
    });
    expect(await t.ctx.db.select().from(ticketComments).where(eq(ticketComments.ticketId, ticket.id))).toEqual([]);
    expect(await t.ctx.db.select().from(tickets).where(eq(tickets.id, ticket.id))).toEqual([]);
    const comments = await t.ctx.db.select().from(agencyComments).where(eq(agencyComments.agencyId, agency.id));
    expect(comments.map((c) => [c.workerId, c.content]).sort()).toEqual(
      [
        [null, 'Anonymised'],
        [bystander.worker.id, `${bystander.values.lastName} is reliable`],
      ].sort(),
    );
    expect(
      await t.ctx.db
        .select()
        .from(workerImportBatchWorkers)
        .where(and(eq(workerImportBatchWorkers.batchId, batchId), eq(workerImportBatchWorkers.workerId, worker.id))),
    ).toEqual([]);
    expect(await t.ctx.db.select().from(reportHistory)).toEqual([]);
    expect(await exists(files.passport)).toBe(false);
    expect(await exists(files.rtwDocument)).toBe(true);
    expect(await exists(files.evidence)).toBe(true);

    // The bystander keeps everything.
    expect(await whatIsLeftOf(bystander.worker.id)).toEqual({
      documents: ['passport', 'right_to_work'],
      rtwChecks: 1,
      rtwEvidence: 1,
      payDates: ['2019-04-05', '2025-12-01'],
      communicationLogs: 1,
      tickets: 1,
      agencyComments: 1,
      notifications: 3,
      importRecords: 1,
    });

    // The audit: the old entry without the values of the erased fields, one erase entry with counts only.
    const trail = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'worker'), eq(auditLog.entityId, String(worker.id))))
      .orderBy(auditLog.id);
    expect(trail.map((e) => [e.action, e.changes])).toEqual([
      ['update', [{ field: 'email' }, { field: 'niCategory' }, { field: 'status', from: 'active', to: 'left' }]],
      [
        'erase',
        [
          { field: 'removedDocuments', to: 1 },
          { field: 'removedCommunicationLogs', to: 1 },
          { field: 'removedTickets', to: 1 },
          { field: 'anonymisedAgencyComments', to: 1 },
          { field: 'removedNotifications', to: 3 },
          { field: 'removedImportRecords', to: 1 },
          { field: 'removedReports', to: 1 },
          { field: 'redactedAuditEntries', to: 1 },
          { field: 'keptPayrollRecords', to: 1 },
          { field: 'keptRtwChecks', to: 1 },
          { field: 'keptRtwDocuments', to: 1 },
          { field: 'keptIdentity', to: true },
        ],
      ],
    ]);

    // No erased value is held anywhere outside the erasure's restricted record.
    const everything = await textOf([
      'workers',
      'worker_documents',
      'worker_communication_logs',
      'tickets',
      'ticket_comments',
      'agency_comments',
      'notifications',
      'worker_import_batch_workers',
      'audit_log',
      'report_history',
    ]);
    for (const value of [
      values.email,
      values.phone,
      values.addressLine1,
      values.postCode,
      values.accountNumber,
      values.notes,
    ])
      expect(everything, value).not.toContain(value);
    expect(everything).toContain(bystander.values.email);
  });

  it('leaves no erased value in the lists, search, export, payroll, reports, audit trail or another worker’s pack', async () => {
    const agency = await makeAgency(t);
    const { worker, values } = await workerWithEverything(agency.id);
    const other = await workerWithEverything(agency.id);
    expect((await erase(worker.id)).statusCode).toBe(200);
    const get = (path: string) => call(t, 'GET', path, { cookie: admin.cookie });

    expect((await get(`/api/workers/${worker.id}`)).statusCode).toBe(404);
    for (const q of [values.lastName, values.email, values.niNumber]) {
      const found = await get(`/api/workers?tab=left&q=${encodeURIComponent(q)}`);
      expect(found.statusCode).toBe(200);
      expect(found.json<{ total: number }>().total, q).toBe(0);
    }
    const list = await get(`/api/workers?tab=left&pageSize=200`);
    expect(list.body).not.toContain(values.lastName);
    const exported = await call(t, 'POST', '/api/workers/export', {
      cookie: admin.cookie,
      payload: { exportType: 'csv', dataSource: 'filtered', filters: { tab: 'left' } },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(other.values.email);
    expect(exported.body).not.toContain(values.email);

    // Payroll: the kept record's figures stay, restricted: no name, no NI number.
    const payroll = await get('/api/payroll-records?from=2025-12-01&to=2025-12-01&page=1&pageSize=100');
    expect(payroll.statusCode, payroll.body).toBe(200);
    const rows = payroll.json<{ items: Body[] }>().items;
    expect(rows.find((r) => r.workerId === worker.id)).toMatchObject({
      niNumber: '',
      workerName: 'Erased worker',
      grossPay: 500,
    });
    expect(payroll.body).not.toContain(values.niNumber);
    expect(payroll.body).not.toContain(values.lastName);
    for (const type of ['payroll', 'workers', 'rtw', 'p45']) {
      const report = await getReport(t, admin.cookie, type, {
        format: 'csv',
        from: '2025-01-01',
        to: '2026-03-16',
        includeLeft: 'true',
      });
      expect(report.statusCode, `${type}: ${report.body.slice(0, 200)}`).toBe(200);
      const text = report.body;
      for (const value of [values.email, values.niNumber, values.lastName, values.postCode])
        expect(text, `${type} ${value}`).not.toContain(value);
      expect(readCsv(text).header.length).toBeGreaterThan(0);
    }
    const trail = await get(`/api/admin/audit-trail?entityType=worker&entityId=${worker.id}`);
    expect(trail.statusCode, trail.body).toBe(200);
    for (const value of [values.email, values.phone, values.lastName]) expect(trail.body).not.toContain(value);

    // Another worker's subject access pack holds nothing of the erased worker.
    const sar = await call(t, 'POST', '/api/admin/subject-access-requests', {
      cookie: admin.cookie,
      payload: { workerId: other.worker.id, receivedDate: TODAY },
    });
    expect(sar.statusCode, sar.body).toBe(201);
    const pack = await get(`/api/admin/subject-access-requests/${sar.json<{ id: number }>().id}/pack`);
    expect(pack.statusCode).toBe(200);
    const entries = await unzipEntries(pack.rawPayload);
    const text = [...entries.entries()].map(([name, bytes]) => `${name}\n${bytes.toString('utf8')}`).join('\n');
    expect(text).toContain(other.values.email);
    for (const value of [values.email, values.phone, values.lastName, values.niNumber, values.notes])
      expect(text, value).not.toContain(value);

    // Deleted Workers neither lists nor restores it; the worker page's plan is now the restricted record.
    expect((await get('/api/admin/deleted-workers')).body).not.toContain(`"id":${worker.id},`);
    expect(
      (await call(t, 'POST', `/api/admin/deleted-workers/${worker.id}/restore`, { cookie: admin.cookie })).statusCode,
    ).toBe(404);
    expect((await plan(worker.id)).json<{ erasure: Body | null }>().erasure).not.toBeNull();
  });

  it('keeps nothing restricted when no kept record needs the identity, and deletes records already past their date', async () => {
    const values = person();
    const worker = await makeWorker(t, { ...values, status: 'left', p45Date: '2023-01-31' });
    await t.ctx.db
      .insert(rtwChecks)
      .values({ workerId: worker.id, method: 'list-a', checkDate: '2022-01-10', outcome: 'pass' });
    const res = await erase(worker.id);
    expect(res.statusCode, res.body).toBe(200);
    const { erasure } = res.json<{ erasure: { identity: unknown; keeps: Body[]; removed: Body[] } }>();
    expect(erasure.identity).toBeNull();
    expect(erasure.keeps.map((line) => line.what)).toEqual([
      'Audit entries about the worker, without the erased values, and the record of the erasure',
    ]);
    expect(erasure.removed.map((line) => line.what)).toContain('Name, date of birth and NI number');
    expect(erasure.removed.map((line) => line.what)).toContain(
      'Right-to-work checks and evidence past their retention date',
    );
    expect(await whatIsLeftOf(worker.id)).toMatchObject({ rtwChecks: 0, documents: [], payDates: [] });
    const [restricted] = await t.ctx.db.select().from(workerErasures).where(eq(workerErasures.workerId, worker.id));
    expect(restricted).toMatchObject({ firstName: null, lastName: null, niNumber: null, dateOfBirth: null });
  });
});

describe('what refuses an erasure', () => {
  it('a worker under a legal hold, its own or its agency’s: 409 with the reason, nothing changed', async () => {
    const agency = await makeAgency(t);
    const held = await makeWorker(t, { agencyId: agency.id, status: 'left', p45Date: '2025-12-31' });
    const ofHeldAgency = await makeWorker(t, { status: 'left', p45Date: '2025-12-31' });
    const hold = (path: string) =>
      call(t, 'POST', path, { cookie: admin.cookie, payload: { reason: 'Tribunal claim', until: '2026-12-31' } });
    expect((await hold(`/api/workers/${held.id}/legal-hold`)).statusCode).toBe(201);
    expect((await hold(`/api/agencies/${ofHeldAgency.agencyId}/legal-hold`)).statusCode).toBe(201);

    const refused = await erase(held.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Body>()).toEqual({
      code: 'CONFLICT',
      message: 'This worker is under a legal hold and cannot be erased until the hold ends or is lifted',
    });
    const byAgency = await erase(ofHeldAgency.id);
    expect(byAgency.statusCode).toBe(409);
    expect(byAgency.json<Body>().message).toBe(
      "This worker's agency is under a legal hold and the worker cannot be erased until the hold ends or is lifted",
    );
    const [row] = await t.ctx.db.select().from(workers).where(eq(workers.id, held.id));
    expect(row).toMatchObject({ firstName: 'John', erasedAt: null, deletedAt: null });
    expect((await plan(held.id)).json<{ plan: { refusal: string } }>().plan.refusal).toBe(
      'This worker is under a legal hold and cannot be erased until the hold ends or is lifted',
    );
    const erased = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'erase'));
    expect(erased.map((e) => e.entityId)).not.toContain(String(held.id));
  });

  it('a worker who has not left: 409; a deleted or unknown worker: 404', async () => {
    const active = await makeWorker(t);
    const refused = await erase(active.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Body>().message).toBe(
      'Only a worker who has left can be erased: record their P45 date (Left - P45) first',
    );
    const deleted = await makeWorker(t, { status: 'left', p45Date: '2025-12-31' });
    expect((await call(t, 'DELETE', `/api/workers/${deleted.id}`, { cookie: admin.cookie })).statusCode).toBe(200);
    for (const id of [deleted.id, 2147483000]) {
      const res = await erase(id);
      expect(res.statusCode).toBe(404);
      expect(res.json<Body>().message).toBe('Worker not found');
      expect((await plan(id)).statusCode).toBe(404);
    }
  });

  it('asks a fresh sign-in of a stale session (nothing changes), then erases', async () => {
    const stale = await signedIn(t, 'admin');
    const worker = await makeWorker(t, { status: 'left', p45Date: '2025-12-31' });
    await ageSession(t, stale.cookie);
    const refused = await erase(worker.id, stale.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body>()).toEqual({
      code: 'FRESH_SIGN_IN_REQUIRED',
      message: 'Please confirm it is you to continue',
    });
    expect((await t.ctx.db.select().from(workers).where(eq(workers.id, worker.id)))[0]!.erasedAt).toBeNull();
    const confirmed = await call(t, 'POST', '/api/auth/reauthenticate', {
      cookie: stale.cookie,
      payload: { password: stale.user.password },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await erase(worker.id, stale.cookie)).statusCode).toBe(200);
  });

  it.each(['finance', 'support', 'client'] as const)('%s cannot reach it (403), and nothing changes', async (role) => {
    const worker = await makeWorker(t, { status: 'left', p45Date: '2025-12-31' });
    const { cookie } = await signedIn(t, role, role === 'client' ? { agencyId: worker.agencyId } : {});
    expect((await erase(worker.id, cookie)).statusCode).toBe(403);
    expect((await plan(worker.id, cookie)).statusCode).toBe(403);
    expect((await t.ctx.db.select().from(workers).where(eq(workers.id, worker.id)))[0]!.erasedAt).toBeNull();
  });

  it('a visitor gets 401', async () => {
    const worker = await makeWorker(t, { status: 'left', p45Date: '2025-12-31' });
    expect((await call(t, 'POST', url(worker.id))).statusCode).toBe(401);
  });

  it('two erasures at once: one 200, one 409, and one erase entry', async () => {
    const worker = await makeWorker(t, { status: 'left', p45Date: '2025-12-31' });
    const answers = await Promise.all([erase(worker.id), erase(worker.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json<Body>().message).toBe(
      "This worker's personal data has already been erased",
    );
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'erase'), eq(auditLog.entityId, String(worker.id))));
    expect(entries).toHaveLength(1);
    expect(await t.ctx.db.select().from(workerErasures).where(eq(workerErasures.workerId, worker.id))).toHaveLength(1);
  });
});

describe('what the law keeps, over time', () => {
  const purge = async (asOf: string, dryRun: boolean) => {
    const job = t.jobs.definitions().find((one) => one.name === 'nightly-purge')!;
    const options = dryRun ? { 'as-of': asOf, 'dry-run': true } : { 'as-of': asOf };
    const outcome = await runOnce(t.ctx.db, job, {
      runKey: `erasure ${asOf}${dryRun ? ' dry' : ''}`,
      options,
      now: new Date(),
    });
    expect(outcome.ran).toBe(true);
    return outcome.summary as Record<string, unknown>;
  };

  it('goes on its dates: the right-to-work records 2 years after leaving, the payroll record and the identity after its tax year plus 6', async () => {
    const agency = await makeAgency(t);
    const { worker } = await workerWithEverything(agency.id);
    expect((await erase(worker.id)).statusCode).toBe(200);
    const leftOf = async () => {
      const left = await whatIsLeftOf(worker.id);
      const [restricted] = await t.ctx.db.select().from(workerErasures).where(eq(workerErasures.workerId, worker.id));
      return {
        rtw: left.rtwChecks + left.documents.length,
        pay: left.payDates.length,
        identity: restricted!.niNumber !== null,
      };
    };
    for (const [asOf, expected] of [
      ['2027-12-30', { rtw: 2, pay: 1, identity: true }],
      ['2027-12-31', { rtw: 0, pay: 1, identity: true }],
      ['2032-04-04', { rtw: 0, pay: 1, identity: true }],
      ['2032-04-05', { rtw: 0, pay: 0, identity: false }],
    ] as const) {
      const dry = await purge(asOf, true);
      const done = await purge(asOf, false);
      expect({ ...done, dryRun: true }, asOf).toEqual(dry);
      expect({ asOf, left: await leftOf() }).toEqual({ asOf, left: expected });
    }
    const cleared = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'anonymise'), sql`${auditLog.changes}::text like '%restrictedIdentityIds%'`));
    expect(
      cleared.some((e) => (e.changes as { to: number[] }[])[0]!.to.includes(worker.id)),
      JSON.stringify(cleared),
    ).toBe(true);
    // The restricted record says so: nothing kept but the audit entries.
    const { erasure } = (await plan(worker.id)).json<{ erasure: { identity: unknown; keeps: Body[] } }>();
    expect(erasure.identity).toBeNull();
    expect(erasure.keeps).toHaveLength(1);
  });
});
