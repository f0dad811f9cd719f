import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencyComments,
  auditLog,
  payrollRecords,
  workerCommunicationLogs,
  workerErasures,
} from '../../src/server/db/schema/index.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { sarMessages } from '../../src/shared/api/subject-access-requests.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { ageSession } from '../helpers/mfa.ts';
import { makeTicket } from '../helpers/tickets.ts';
import { unzipEntries } from '../helpers/unzip.ts';
import { makeWorker } from '../helpers/workers.ts';
import { multipart, pdfBytes, pngBytes } from '../fixtures/documents.ts';

/**
 * Subject access requests (docs/domain.md, "Subject access requests"): the register and the pack.
 * The app's clock is fixed on 16/03/2026 (noon, London).
 */

const TODAY = '2026-03-16';
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(`${TODAY}T12:00:00Z`) });
  admin = await signedIn(t, 'admin', { firstName: 'Ada', lastName: 'Admin' });
});
afterAll(() => t.close());

const BASE = '/api/admin/subject-access-requests';
const record = (payload: unknown, cookie = admin.cookie) => call(t, 'POST', BASE, { cookie, payload });
const patch = (id: number, payload: unknown, cookie = admin.cookie) =>
  call(t, 'PATCH', `${BASE}/${id}`, { cookie, payload });
const list = (query = '', cookie = admin.cookie) => call(t, 'GET', `${BASE}${query}`, { cookie });
const pack = (id: number, cookie = admin.cookie) => call(t, 'GET', `${BASE}/${id}/pack`, { cookie });

const sarAudit = (id: number) =>
  t.ctx.db
    .select({ action: auditLog.action, changes: auditLog.changes, userId: auditLog.userId })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'subject_access_request'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('recording a request', () => {
  it('answers 201 with the id and the due date one calendar month on (31/01 -> 28/02), and audits it', async () => {
    const worker = await makeWorker(t, { firstName: 'Wendy', lastName: 'Worker' });
    const res = await record({ workerId: worker.id, receivedDate: '31/01/2026', requestedBy: 'Her solicitor' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ id: number; dueDate: string }>();
    expect(body).toEqual({ id: expect.any(Number) as unknown, dueDate: '2026-02-28' });
    expect(await sarAudit(body.id)).toEqual([
      {
        action: 'sar_create',
        userId: admin.user.id,
        changes: [
          { field: 'workerId', to: worker.id },
          { field: 'receivedDate', to: '2026-01-31' },
          { field: 'dueDate', to: '2026-02-28' },
          { field: 'requestedBy' },
        ],
      },
    ]);
  });

  it('takes YYYY-MM-DD too (30/03 -> 30/04)', async () => {
    const worker = await makeWorker(t);
    const res = await record({ workerId: worker.id, receivedDate: '2026-03-16' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>().dueDate).toBe('2026-04-16');
  });

  it.each([
    ['a received date after today', { receivedDate: '17/03/2026' }, 'receivedDate', sarMessages.receivedInFuture],
    ['no received date', { receivedDate: '' }, 'receivedDate', sarMessages.receivedRequired],
    ['a date that does not exist', { receivedDate: '30/02/2026' }, 'receivedDate', sarMessages.invalidDate],
    ['a worker that does not exist', { workerId: 2147483000 }, 'workerId', sarMessages.workerNotFound],
  ])('refuses %s with 400 naming the field', async (_, change, field, message) => {
    const worker = await makeWorker(t);
    const res = await record({ workerId: worker.id, receivedDate: '01/03/2026', ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>().message).toBe(message);
    expect(res.json<{ details: { field: string }[] }>().details[0]!.field).toBe(field);
  });
});

describe('the register', () => {
  it('lists the latest due date first with days left from today, and by status', async () => {
    const worker = await makeWorker(t, { firstName: 'Lena', lastName: 'Lister' });
    const early = (await record({ workerId: worker.id, receivedDate: '01/02/2026' })).json<{ id: number }>();
    const late = (await record({ workerId: worker.id, receivedDate: '10/03/2026' })).json<{ id: number }>();
    await patch(early.id, { status: 'completed' });

    const all = await list('?limit=100');
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json<{ requests: Body[]; total: number }>();
    const dues = body.requests.map((r) => r.dueDate as string);
    expect(dues).toEqual([...dues].sort().reverse());
    expect(body.total).toBe(body.requests.length);
    expect(body.requests.find((r) => r.id === late.id)).toMatchObject({
      workerId: worker.id,
      workerName: 'Lena Lister',
      receivedDate: '2026-03-10',
      dueDate: '2026-04-10',
      daysLeft: 25,
      status: 'open',
      extended: null,
      handledBy: null,
    });
    expect(body.requests.find((r) => r.id === early.id)).toMatchObject({
      dueDate: '2026-03-01',
      daysLeft: -15,
      status: 'completed',
      handledBy: admin.user.id,
      handledByName: 'Ada Admin',
    });

    const open = (await list('?status=open&limit=100')).json<{ requests: Body[] }>();
    expect(open.requests.every((r) => r.status === 'open')).toBe(true);
    expect(open.requests.map((r) => r.id)).toContain(late.id);
    expect(open.requests.map((r) => r.id)).not.toContain(early.id);
    const page = (await list('?limit=1&page=2')).json<{ requests: Body[]; page: number; limit: number }>();
    expect(page).toMatchObject({ page: 2, limit: 1 });
    expect(page.requests).toEqual([body.requests[1]]);
  });
});

describe('extending and completing', () => {
  it('extends once, to three months after receipt, with the reason; a second extension is refused (409)', async () => {
    const worker = await makeWorker(t);
    const { id } = (await record({ workerId: worker.id, receivedDate: '30/11/2025' })).json<{ id: number }>();
    const res = await patch(id, { extensionReason: 'Many records across two agencies' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      dueDate: '2026-02-28',
      daysLeft: -16,
      status: 'open',
      extended: { reason: 'Many records across two agencies', until: '2026-02-28' },
    });
    const again = await patch(id, { extensionReason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe(sarMessages.alreadyExtended);
    expect((await sarAudit(id)).map((e) => [e.action, e.changes])).toEqual([
      ['sar_create', expect.any(Array)],
      ['sar_extend', [{ field: 'dueDate', from: '2025-12-30', to: '2026-02-28' }, { field: 'extensionReason' }]],
    ]);
  });

  it('completes once, handled by the admin completing it unless named; then neither completes nor extends', async () => {
    const worker = await makeWorker(t);
    const other = await signedIn(t, 'admin', { firstName: 'Olu', lastName: 'Other' });
    const { id } = (await record({ workerId: worker.id, receivedDate: '01/03/2026' })).json<{ id: number }>();
    const done = await patch(id, { status: 'completed', handledBy: other.user.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Body>()).toMatchObject({
      status: 'completed',
      handledBy: other.user.id,
      handledByName: 'Olu Other',
      completedAt: '2026-03-16T12:00:00.000Z',
    });
    const twice = await patch(id, { status: 'completed' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Body>().message).toBe(sarMessages.alreadyCompleted);
    const extend = await patch(id, { extensionReason: 'Late' });
    expect(extend.statusCode).toBe(409);
    expect(extend.json<Body>().message).toBe(sarMessages.alreadyCompleted);
    expect((await sarAudit(id)).map((e) => e.action)).toEqual(['sar_create', 'sar_complete']);
  });

  it.each([
    ['nothing', {}, 'Nothing to update'],
    ['an empty reason', { extensionReason: '  ' }, sarMessages.reasonRequired],
    ['a handler who does not exist', { handledBy: 2147483000 }, sarMessages.handlerNotFound],
  ])('refuses %s with 400', async (_, payload, message) => {
    const worker = await makeWorker(t);
    const { id } = (await record({ workerId: worker.id, receivedDate: '01/03/2026' })).json<{ id: number }>();
    const res = await patch(id, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>().message).toBe(message);
  });

  it('answers 404 for a request that does not exist', async () => {
    const res = await patch(2147483000, { status: 'completed' });
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>().message).toBe(sarMessages.notFound);
  });
});

describe('admins only', () => {
  it.each(['finance', 'support', 'client'] as const)('%s gets 403 on every call', async (role) => {
    const { cookie } = await signedIn(t, role);
    const worker = await makeWorker(t);
    const { id } = (await record({ workerId: worker.id, receivedDate: '01/03/2026' })).json<{ id: number }>();
    const answers = [
      await list('', cookie),
      await record({ workerId: worker.id, receivedDate: '01/03/2026' }, cookie),
      await patch(id, { status: 'completed' }, cookie),
      await pack(id, cookie),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await sarAudit(id)).map((e) => e.action)).toEqual(['sar_create']);
  });

  it('a visitor gets 401', async () => {
    expect((await call(t, 'GET', BASE)).statusCode).toBe(401);
  });
});

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Every single-column foreign key to `target` (workers by default), read from the catalogue here, independently of the app. */
async function foreignKeysTo(target = 'workers'): Promise<{ table: string; column: string; refColumn: string }[]> {
  const result = await t.ctx.db.execute(sql`
    select kcu.table_name as "table", kcu.column_name as "column", ccu.column_name as "refColumn"
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
      and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
      and ccu.constraint_schema = rc.unique_constraint_schema
    where ccu.table_name = ${target} and kcu.table_schema = 'public'
    order by 1, 2`);
  return rowsOf<{ table: string; column: string; refColumn: string }>(result);
}

/** The rows of `table` referring to the worker, by their id (or the worker id, for a table keyed by it). */
async function idsReferring(table: string, column: string, workerId: number): Promise<unknown[]> {
  const result = await t.ctx.db.execute(
    sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${workerId} order by 1`,
  );
  return rowsOf<{ id?: unknown; worker_id?: unknown }>(result).map((r) => r.id ?? r.worker_id);
}

async function uploadDocument(workerId: number, name: string, bytes: Buffer, type: string) {
  const { payload, contentType } = await multipart(
    { documentType: 'passport', expiryDate: '2030-01-01' },
    { name, bytes, type },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/workers/${workerId}/documents`,
    headers: { cookie: admin.cookie, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function recordCheckWithEvidence(workerId: number, name: string, bytes: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ method: 'list-a', checkDate: '2026-03-01', outcome: 'pass' }))
    form.append(key, value);
  form.append('evidence', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const response = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/workers/${workerId}/rtw-checks`,
    headers: { cookie: admin.cookie, 'content-type': response.headers.get('content-type')! },
    payload: Buffer.from(await response.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** A worker with a row in every table that refers to workers, files, a ticket with a comment, and audit entries. */
async function workerWithEverything() {
  const agency = await makeAgency(t);
  const worker = await makeWorker(t, { firstName: 'Pat', lastName: 'Packer', agencyId: agency.id });
  const bystander = await makeWorker(t, { agencyId: agency.id });
  const passport = pdfBytes();
  const evidence = pngBytes();
  await uploadDocument(worker.id, 'passport.pdf', passport, 'application/pdf');
  await uploadDocument(bystander.id, 'other.pdf', pdfBytes(), 'application/pdf');
  await recordCheckWithEvidence(worker.id, 'share-code.png', evidence);
  await t.ctx.db.insert(payrollRecords).values({
    workerId: worker.id,
    niNumber: worker.niNumber!,
    payDate: '2026-03-06',
    weekEnding: '2026-03-08',
    grossPence: 50000,
    taxPence: 5000,
    niPence: 3000,
    pensionPence: 1500,
    netPence: 40500,
  });
  await t.ctx.db
    .insert(workerCommunicationLogs)
    .values({ workerId: worker.id, contactPerson: 'Pat', communicationMethod: 'phone', content: 'Asked for a copy' });
  await t.ctx.db.insert(agencyComments).values({ agencyId: agency.id, workerId: worker.id, content: 'Reliable' });
  // An erasure's restricted record refers to its worker too (docs/domain.md, "Erasure"): given one here
  // so the walk is seen to carry it (an erased worker's own pack holds what is kept of them).
  await t.ctx.db.insert(workerErasures).values({
    workerId: worker.id,
    erasedAt: new Date(),
    firstName: 'Pat',
    lastName: 'Packer',
    removed: [],
  });
  const ticket = await makeTicket(t, { source: 'worker', sourceId: worker.id, sourceName: 'Pat Packer' });
  const comment = await call(t, 'POST', `/api/tickets/${ticket.id}/comments`, {
    cookie: admin.cookie,
    payload: { content: 'Called Pat back' },
  });
  expect(comment.statusCode, comment.body).toBe(201);
  await makeTicket(t, { source: 'worker', sourceId: bystander.id, sourceName: 'Someone Else' });
  const sar = (await record({ workerId: worker.id, receivedDate: '10/03/2026' })).json<{ id: number }>();
  return { worker, ticket, sar, files: { 'passport.pdf': passport, 'share-code.png': evidence } };
}

type Manifest = { path: string | null; originalFileName: string; sha256: string | null; missing: boolean }[];

describe('the pack', () => {
  it('holds every row that refers to the worker (the foreign keys walked), its files with their SHA-256, and a summary', async () => {
    const { worker, ticket, sar, files } = await workerWithEverything();
    const res = await pack(sar.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="subject-access-request-${sar.id}-${TODAY}.zip"; filename*=UTF-8''subject-access-request-${sar.id}-${TODAY}.zip`,
    );
    const entries = await unzipEntries(res.rawPayload);
    const table = (name: string) => JSON.parse(entries.get(`tables/${name}.json`)!.toString('utf8')) as Body[];

    // Every table with a foreign key to workers is in the pack with exactly the worker's rows; a
    // table added later must be given a row here too, or this list (and so the test) fails.
    const foreignKeys = await foreignKeysTo();
    expect(foreignKeys.map((k) => `${k.table}.${k.column}`)).toEqual([
      'agency_comments.worker_id',
      'payroll_records.worker_id',
      'rtw_checks.worker_id',
      'subject_access_requests.worker_id',
      'worker_communication_logs.worker_id',
      'worker_documents.worker_id',
      'worker_erasures.worker_id',
    ]);
    for (const { table: name, column } of foreignKeys) {
      const ids = await idsReferring(name, column, worker.id);
      expect(ids.length, name).toBeGreaterThan(0);
      expect(
        table(name).map((r) => r.id ?? r.worker_id),
        name,
      ).toEqual(ids);
    }
    // And onwards: every table whose foreign key points into rows already in the pack (a check's
    // evidence), walked here to the end, each with exactly the rows that refer to the pack's.
    const walked = new Set(['workers', ...foreignKeys.map((k) => k.table)]);
    const queue = foreignKeys.map((k) => k.table);
    const onwards: string[] = [];
    while (queue.length > 0) {
      const parent = queue.shift()!;
      for (const fk of await foreignKeysTo(parent)) {
        if (fk.table === 'workers') continue;
        onwards.push(`${fk.table}.${fk.column}`);
        const parentValues = table(parent).map((r) => r[fk.refColumn]);
        const referring = table(fk.table).filter((r) => parentValues.includes(r[fk.column]));
        const expected = rowsOf<{ id: unknown }>(
          await t.ctx.db.execute(
            sql`select id from ${sql.identifier(fk.table)} where ${sql.identifier(fk.column)} = any(${`{${parentValues.join(',')}}`}::int[]) order by id`,
          ),
        ).map((r) => r.id);
        expect(
          referring.map((r) => r.id),
          `${fk.table}.${fk.column}`,
        ).toEqual(expected);
        expect(expected.length, `${fk.table}.${fk.column}`).toBeGreaterThan(0);
        if (!walked.has(fk.table)) {
          walked.add(fk.table);
          queue.push(fk.table);
        }
      }
    }
    expect(onwards).toEqual(['rtw_check_evidence.check_id']);
    expect(table('workers')).toEqual([
      expect.objectContaining({ id: worker.id, first_name: 'Pat', last_name: 'Packer' }),
    ]);
    expect(table('rtw_check_evidence')).toEqual([expect.objectContaining({ original_file_name: 'share-code.png' })]);
    expect(table('tickets').map((r) => r.id)).toEqual([ticket.id]);
    expect(table('ticket_comments')).toEqual([
      expect.objectContaining({ ticket_id: ticket.id, content: 'Called Pat back' }),
    ]);
    const audit = table('audit_log');
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((r) => r.entity_type === 'worker' && r.entity_id === String(worker.id))).toBe(true);
    expect(audit.map((r) => r.action)).toContain('rtw_check');
    expect(table('worker_import_batch_workers')).toEqual([]);
    expect(table('worker_import_rows')).toEqual([]);

    // No secret column leaves, on any table.
    for (const [name, bytes] of entries)
      if (name.startsWith('tables/'))
        for (const row of JSON.parse(bytes.toString('utf8')) as Body[])
          expect(
            Object.keys(row).filter((k) => /password|secret|token|hash/i.test(k)),
            name,
          ).toEqual([]);

    // Each stored file, byte for byte, with the SHA-256 the manifest gives.
    const manifest = JSON.parse(entries.get('files/manifest.json')!.toString('utf8')) as Manifest;
    expect(manifest.map((m) => m.originalFileName).sort()).toEqual(['passport.pdf', 'share-code.png']);
    for (const entry of manifest) {
      expect(entry.missing).toBe(false);
      const bytes = entries.get(entry.path!)!;
      expect(bytes.equals(files[entry.originalFileName as keyof typeof files])).toBe(true);
      expect(entry.sha256).toBe(sha256(bytes));
    }
    expect([...entries.keys()].filter((k) => k.startsWith('files/')).length).toBe(3);

    const summary = entries.get('summary.txt')!.toString('utf8');
    expect(summary).toContain(`Subject access request ${sar.id}: the personal data we hold about Pat Packer`);
    expect(summary).toContain('Prepared on 16/03/2026 for the request received on 10/03/2026 (due by 10/04/2026).');
    expect(summary).toContain(
      '- payroll records: your pay, tax, National Insurance and pension deductions by pay date: 1 row (tables/payroll_records.json)',
    );
    expect(summary).toContain(
      '- files/: 2 stored files, each listed in files/manifest.json with its SHA-256 checksum.',
    );
    expect(summary).toContain('- Payroll records: 6 years after the end of the tax year they belong to.');
    expect(summary).toContain('- Right-to-work checks and their evidence: 2 years after you stop working through us.');

    const tableNames = [...entries.keys()]
      .filter((k) => k.startsWith('tables/'))
      .map((k) => k.slice('tables/'.length, -'.json'.length));
    expect((await sarAudit(sar.id)).map((e) => [e.action, e.changes])).toEqual([
      ['sar_create', expect.any(Array)],
      [
        'sar_export',
        [
          { field: 'workerId', to: worker.id },
          { field: 'tables', to: tableNames.length },
          { field: 'rows', to: tableNames.reduce((n, name) => n + table(name).length, 0) },
          { field: 'files', to: 2 },
        ],
      ],
    ]);
  });

  it('asks a fresh sign-in of a stale session, and gives the pack after re-authentication', async () => {
    const signed = await signedIn(t, 'admin');
    const worker = await makeWorker(t);
    const { id } = (await record({ workerId: worker.id, receivedDate: '01/03/2026' }, signed.cookie)).json<{
      id: number;
    }>();
    await ageSession(t, signed.cookie);
    const refused = await pack(id, signed.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body>()).toEqual({
      code: 'FRESH_SIGN_IN_REQUIRED',
      message: 'Please confirm it is you to continue',
    });
    expect((await sarAudit(id)).map((e) => e.action)).toEqual(['sar_create']);
    const confirmed = await call(t, 'POST', '/api/auth/reauthenticate', {
      cookie: signed.cookie,
      payload: { password: signed.user.password },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const res = await pack(id, signed.cookie);
    expect(res.statusCode).toBe(200);
    expect((await unzipEntries(res.rawPayload)).has('summary.txt')).toBe(true);
    expect((await sarAudit(id)).map((e) => e.action)).toEqual(['sar_create', 'sar_export']);
  });

  it('answers 409 once the worker has been removed (the request stays on the register)', async () => {
    const worker = await makeWorker(t);
    const { id } = (await record({ workerId: worker.id, receivedDate: '01/03/2026' })).json<{ id: number }>();
    await t.ctx.db.execute(sql`delete from workers where id = ${worker.id}`);
    const res = await pack(id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().message).toBe(sarMessages.workerRemoved);
    const listed = (await list('?limit=100')).json<{ requests: Body[] }>().requests.find((r) => r.id === id);
    expect(listed).toMatchObject({ workerId: null, workerName: null });
  });
});
