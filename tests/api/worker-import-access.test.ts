import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerImportSessions, workers } from '../../src/server/db/schema/index.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import {
  base,
  csvBytes,
  generatedFile,
  templateHeaders,
  uploadImport,
  uploadMapValidate,
} from '../helpers/worker-import.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';

/**
 * Whose sessions and batches are whose (docs/domain.md): a session is its uploader's (anyone
 * else, an expired one, an unknown id: 404), a client user imports into its own agency only, and
 * the refusals of the steps (mapping, errors, a second submit).
 */

let t: TestApp;
let admin: string;
let support: { cookie: string; id: number };
let agencyA: number;
let agencyB: number;
let payrollCompanyId: number;
let client: string;
let file: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  const signed = await signedIn(t, 'support');
  support = { cookie: signed.cookie, id: signed.user.id };
  agencyA = (await makeAgency(t, { name: 'SCOPE AGENCY A' })).id;
  agencyB = (await makeAgency(t, { name: 'SCOPE AGENCY B' })).id;
  payrollCompanyId = (await makePayrollCompany(t)).id;
  client = (await signedIn(t, 'client', { agencyId: agencyA })).cookie;
  file = await generatedFile(4, 'csv', 11);
});
afterAll(async () => {
  await t.close();
});

const post = (cookie: string, url: string, payload?: unknown) => call(t, 'POST', url, { cookie, payload });

describe('a session is its uploader only', () => {
  let sessionId: string;
  beforeAll(async () => {
    sessionId = (await uploadImport(t, support.cookie, { name: 'w.csv', bytes: file })).json<Body>()
      .sessionId as string;
  });

  it.each([
    ['GET', ''],
    ['GET', '/rows'],
    ['GET', '/error-file'],
    ['POST', '/map-columns'],
    ['POST', '/validate'],
    ['POST', '/remove-row'],
    ['POST', '/assign-agency-payroll'],
    ['POST', '/submit'],
  ] as const)("another user's %s %s answers 404 'Import session not found'", async (method, path) => {
    const payloads: Record<string, unknown> = {
      '/map-columns': { columnMappings: {} },
      '/remove-row': { rowIndex: 0 },
      '/assign-agency-payroll': { agencyId: agencyA, payrollCompanyId },
      '/submit': { agencyId: agencyA, payrollCompanyId },
    };
    const res = await call(t, method, `${base(sessionId)}${path}`, { cookie: admin, payload: payloads[path] });
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>()).toMatchObject({ message: 'Import session not found', code: 'NOT_FOUND' });
  });

  it('an unknown id is a 404 and a malformed one a 400, never a 500', async () => {
    const unknown = await call(t, 'GET', base('7b0c9a52-3f4e-4c61-9d7a-2b8e5f1a0c3d'), { cookie: support.cookie });
    expect(unknown.statusCode).toBe(404);
    for (const id of ['nope', '1', '__proto__', "x'--"]) {
      const res = await call(t, 'GET', base(id), { cookie: support.cookie });
      expect(res.statusCode).toBe(400);
    }
  });

  it('an expired session is a 404, and the next upload deletes it', async () => {
    await t.ctx.db
      .update(workerImportSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(workerImportSessions.id, sessionId));
    expect((await call(t, 'GET', base(sessionId), { cookie: support.cookie })).statusCode).toBe(404);
    await uploadImport(t, support.cookie, { name: 'w.csv', bytes: file });
    const left = await t.ctx.db.select().from(workerImportSessions).where(eq(workerImportSessions.id, sessionId));
    expect(left).toEqual([]);
  });

  it('each use moves the expiry 24 hours on', async () => {
    const { sessionId: id } = (await uploadImport(t, support.cookie, { name: 'w.csv', bytes: file })).json<{
      sessionId: string;
    }>();
    await t.ctx.db
      .update(workerImportSessions)
      .set({ expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(workerImportSessions.id, id));
    const res = await call(t, 'GET', base(id), { cookie: support.cookie });
    const hours = (Date.parse(res.json<Body>().expiresAt as string) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
  });
});

describe('the steps refuse what they cannot do', () => {
  it("map-columns without the nine required fields: 'Required fields missing', each named", async () => {
    const { sessionId } = (await uploadImport(t, support.cookie, { name: 'w.csv', bytes: file })).json<{
      sessionId: string;
    }>();
    const res = await post(support.cookie, `${base(sessionId)}/map-columns`, {
      columnMappings: { 'Forename *': 'firstName', 'Surname *': 'lastName' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; details: Body[] }>();
    expect(body.message).toBe('Required fields missing');
    expect(body.details.map((d) => d.field)).toEqual([
      'addressLine1',
      'city',
      'postCode',
      'email',
      'phone',
      'dateOfBirth',
      'niNumber',
    ]);
    expect(body.details[0]).toMatchObject({ label: 'Address Line 1' });
    const unknown = await post(support.cookie, `${base(sessionId)}/map-columns`, {
      columnMappings: { 'No such column': 'firstName' },
    });
    expect(unknown.json<Body>().message).toBe('The file has no column "No such column"');
    const early = await post(support.cookie, `${base(sessionId)}/validate`);
    expect(early.json<Body>()).toMatchObject({ message: 'Map the columns before validating' });
  });

  it("submit with errors left: 400 'Fix Errors First' with the count", async () => {
    const rows = [templateHeaders.map((h) => (h === 'Forename *' ? 'Ann' : ''))];
    const { sessionId } = await uploadMapValidate(t, support.cookie, {
      name: 'bad.csv',
      bytes: csvBytes(templateHeaders, rows),
    });
    const res = await post(support.cookie, `${base(sessionId)}/submit`, { agencyId: agencyA, payrollCompanyId });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({ message: 'Fix Errors First', details: { errorRows: 1, errorCount: 8 } });
  });

  it('two submits of one session at once: one passes, the other is a 409', async () => {
    const { sessionId } = await uploadMapValidate(t, support.cookie, {
      name: 'w.csv',
      bytes: await generatedFile(3, 'csv', 12),
    });
    const body = { agencyId: agencyB, payrollCompanyId };
    const answers = await Promise.all([
      post(support.cookie, `${base(sessionId)}/submit`, body),
      post(support.cookie, `${base(sessionId)}/submit`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe("a client user's import is held to its agency", () => {
  it('assign and submit with another agency: the same 400 as the worker form', async () => {
    const { sessionId } = await uploadMapValidate(t, client, {
      name: 'w.csv',
      bytes: await generatedFile(2, 'csv', 13),
    });
    for (const step of ['assign-agency-payroll', 'submit']) {
      const res = await post(client, `${base(sessionId)}/${step}`, { agencyId: agencyB, payrollCompanyId });
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>()).toMatchObject({
        message: 'The selected agency does not exist',
        code: 'VALIDATION_ERROR',
      });
    }
    const res = await post(client, `${base(sessionId)}/submit`, { agencyId: agencyA, payrollCompanyId });
    expect(res.json<Body>()).toMatchObject({ createdWorkers: 2 });
    const created = await t.ctx.db.select().from(workers).where(eq(workers.agencyId, agencyA));
    expect(created.map((w) => w.addedVia)).toEqual(['bulk_upload', 'bulk_upload']);
  });

  it('a row matching a worker of another agency is an error that names nobody', async () => {
    const other = await makeWorker(t, {
      agencyId: agencyB,
      niNumber: 'YZ000001A',
      firstName: 'Secret',
      lastName: 'Person',
    });
    const bytes = await generatedFile(1, 'csv', 9);
    const { sessionId, validationResults } = await uploadMapValidate(t, client, { name: 'w.csv', bytes });
    expect(validationResults).toMatchObject({
      errorRows: 1,
      duplicateCount: 0,
      errors: [{ row: 2, field: 'niNumber', message: 'NI number or email belongs to a worker outside your agency' }],
    });
    const rows = await call(t, 'GET', `${base(sessionId)}/rows`, { cookie: client });
    for (const text of [rows.body, JSON.stringify(validationResults)]) {
      expect(text).not.toContain('Secret');
      expect(text).not.toContain('SCOPE AGENCY B');
      expect(text).not.toContain(other.email!);
    }
    // The same row for an admin is a duplicate of that worker.
    const asAdmin = await uploadMapValidate(t, admin, { name: 'w.csv', bytes });
    expect(asAdmin.validationResults).toMatchObject({ errorRows: 0, duplicateCount: 1 });
  });
});

describe('who sees which batches', () => {
  it('an admin all, a client user its agency only, anyone else their own; undo of one not seen is a 404', async () => {
    const list = async (cookie: string) =>
      (await call(t, 'GET', '/api/upload-workers/batches', { cookie })).json<{ batches: Body[] }>().batches;
    const supportBatches = await list(support.cookie);
    const clientBatches = await list(client);
    const all = await list(admin);
    expect(supportBatches.length).toBeGreaterThan(0);
    expect(clientBatches.length).toBeGreaterThan(0);
    expect(all.length).toBe(supportBatches.length + clientBatches.length);
    expect(clientBatches.every((b) => b.agencyName === 'SCOPE AGENCY A')).toBe(true);
    const otherSupport = await signedIn(t, 'support');
    expect(await list(otherSupport.cookie)).toEqual([]);
    const undo = await post(otherSupport.cookie, `/api/upload-workers/batches/${supportBatches[0]!.id as number}/undo`);
    expect(undo.statusCode).toBe(404);
    expect((await post(client, `/api/upload-workers/batches/${supportBatches[0]!.id as number}/undo`)).statusCode).toBe(
      404,
    );
  });
});
