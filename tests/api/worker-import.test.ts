import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { auditLog, workerImportBatchWorkers, workers } from '../../src/server/db/schema/index.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import {
  base,
  csvBytes,
  generatedFile,
  templateHeaders,
  uploadImport,
  uploadMapValidate,
  workersFingerprint,
} from '../helpers/worker-import.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';

/**
 * The bulk import end to end (docs/domain.md): upload, map, validate, submit into Pending,
 * a re-import that creates nothing, duplicates updated through the worker edit's path, and undo
 * putting the workers table back as it was.
 */

let t: TestApp;
let admin: string;
let assignment: { agencyId: number; payrollCompanyId: number };
let file: Buffer;
const ROWS = 12;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  assignment = { agencyId: (await makeAgency(t)).id, payrollCompanyId: (await makePayrollCompany(t)).id };
  file = await generatedFile(ROWS, 'csv', 7);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: unknown, cookie = admin) => call(t, 'POST', url, { cookie, payload });
const submit = (sessionId: string, extra: Body = {}) => post(`${base(sessionId)}/submit`, { ...assignment, ...extra });

describe('upload, map, validate, submit', () => {
  let sessionId: string;
  let batchId: number;
  let before: Awaited<ReturnType<typeof workersFingerprint>>;

  it('upload answers the headers, the first 5 rows and a proposed mapping', async () => {
    before = await workersFingerprint(t);
    const res = await uploadImport(t, admin, { name: 'workers.csv', bytes: file });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<Body>();
    sessionId = answer.sessionId as string;
    expect(answer).toMatchObject({ fileName: 'workers.csv', headers: templateHeaders, totalRows: ROWS });
    expect(answer.previewRows).toHaveLength(5);
    expect((answer.previewRows as string[][])[0]).toHaveLength(templateHeaders.length);
    expect(answer.suggestedMappings).toMatchObject({ 'Forename *': 'firstName', 'NI Number *': 'niNumber' });
  });

  it('map-columns saves the mapping; validate finds every row valid', async () => {
    const session = await call(t, 'GET', base(sessionId), { cookie: admin });
    const mapped = await post(`${base(sessionId)}/map-columns`, {
      columnMappings: session.json<Body>().suggestedMappings,
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const validated = await post(`${base(sessionId)}/validate`);
    expect(validated.statusCode, validated.body).toBe(200);
    const results = validated.json<{ validationResults: Body }>().validationResults;
    expect(results).toMatchObject({ totalRows: ROWS, errorCount: 0, errorRows: 0, duplicateCount: 0 });
    expect(results.totalProcessableRows).toBe(ROWS);
    expect(results.dataPreview).toHaveLength(ROWS);
  });

  it('the session resumes at its step', async () => {
    const res = await call(t, 'GET', base(sessionId), { cookie: admin });
    expect(res.json<Body>()).toMatchObject({
      status: 'validated',
      totalRows: ROWS,
      validationResults: { errorCount: 0 },
    });
  });

  it('submit creates the workers in Pending (not authorised, added via bulk_upload), one transaction, one batch', async () => {
    const res = await submit(sessionId);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<Body>();
    expect(answer).toMatchObject({ createdWorkers: ROWS, updatedWorkers: 0, skippedRows: 0, totalErrors: 0 });
    expect(answer.note).toBe(`${ROWS} workers added to Pending, 0 updated, 0 skipped`);
    batchId = answer.batchId as number;
    const created = await t.ctx.db.select().from(workers).where(eq(workers.addedVia, 'bulk_upload'));
    expect(created).toHaveLength(ROWS);
    for (const worker of created) {
      expect(worker).toMatchObject({ authorised: false, status: 'pending', ...assignment });
      expect(worker.completionPercentage).toBe(100);
    }
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityType, 'worker_import_batch'));
    expect(audit.map((a) => a.action)).toEqual(['import']);
    expect(JSON.stringify(audit[0]!.changes)).not.toMatch(/@|AB\d/);
  });

  it('a second submit of the session is a 409', async () => {
    const res = await submit(sessionId);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().code).toBe('CONFLICT');
  });

  it('importing the same file again creates nothing: every row is a duplicate, skipped by default', async () => {
    const counted = await workersFingerprint(t);
    const again = await uploadMapValidate(t, admin, { name: 'workers.csv', bytes: file });
    expect(again.validationResults).toMatchObject({ duplicateCount: ROWS, errorCount: 0 });
    const res = await submit(again.sessionId);
    expect(res.json<Body>()).toMatchObject({ createdWorkers: 0, updatedWorkers: 0, skippedRows: ROWS });
    expect(await workersFingerprint(t)).toEqual(counted);
  });

  it('lists the batch with its counts, undoable', async () => {
    const res = await call(t, 'GET', '/api/upload-workers/batches', { cookie: admin });
    const batches = res.json<{ batches: Body[] }>().batches;
    expect(batches[1]).toMatchObject({ id: batchId, fileName: 'workers.csv', createdWorkers: ROWS, canUndo: true });
  });

  it('undo deletes the workers it created and leaves one changed since alone', async () => {
    const [changed] = await t.ctx.db.select().from(workers).where(eq(workers.addedVia, 'bulk_upload')).limit(1);
    const edit = await call(t, 'PATCH', `/api/workers/${changed!.id}`, {
      cookie: admin,
      payload: { notes: 'Rang today' },
    });
    expect(edit.statusCode).toBe(200);
    const res = await post(`/api/upload-workers/batches/${batchId}/undo`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      deletedWorkers: ROWS - 1,
      restoredWorkers: 0,
      leftAloneCount: 1,
      leftAlone: [{ workerId: changed!.id, kind: 'created', name: `${changed!.firstName} ${changed!.lastName}` }],
    });
    const left = await t.ctx.db.select({ id: workers.id }).from(workers).where(eq(workers.addedVia, 'bulk_upload'));
    expect(left).toEqual([{ id: changed!.id }]);
    // With the changed worker gone too, the table is what it was before the import.
    await t.ctx.db.delete(workers).where(eq(workers.id, changed!.id));
    expect((await workersFingerprint(t)).count).toBe(before.count);
  });

  it('undoing twice is a 409', async () => {
    const res = await post(`/api/upload-workers/batches/${batchId}/undo`);
    expect(res.statusCode).toBe(409);
  });
});

describe('duplicates chosen for update, and undo of updates', () => {
  it('updates through the edit path, then undo restores the workers table exactly', async () => {
    const agency = assignment.agencyId;
    const existing = await makeWorker(t, {
      agencyId: agency,
      payrollCompanyId: assignment.payrollCompanyId,
      niNumber: 'LM000001A', // the generator's first NI number for seed 4
      authorised: false,
      status: 'pending',
      taxCode: null,
    });
    const fingerprint = await workersFingerprint(t);
    const fresh = await generatedFile(3, 'csv', 4);
    const { sessionId, validationResults } = await uploadMapValidate(t, admin, { name: 'three.csv', bytes: fresh });
    expect(validationResults).toMatchObject({ duplicateCount: 1 });
    const rows = await call(t, 'GET', `${base(sessionId)}/rows?filter=duplicates`, { cookie: admin });
    const [duplicate] = rows.json<{ rows: Body[] }>().rows;
    expect(duplicate).toMatchObject({ rowIndex: 0, duplicateReason: 'NI number matches an existing worker' });

    const res = await submit(sessionId, { duplicateActions: { '0': 'update' } });
    expect(res.json<Body>()).toMatchObject({ createdWorkers: 2, updatedWorkers: 1, skippedRows: 0 });
    const [updated] = await t.ctx.db.select().from(workers).where(eq(workers.id, existing.id));
    expect(updated!.taxCode).not.toBeNull();
    expect(updated!.email).not.toBe(existing.email);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityType} = 'worker' and ${auditLog.entityId} = ${String(existing.id)}`);
    expect(audit.map((a) => a.action)).toEqual(['update']);

    const undo = await post(`/api/upload-workers/batches/${res.json<Body>().batchId as number}/undo`);
    expect(undo.json<Body>()).toMatchObject({ deletedWorkers: 2, restoredWorkers: 1, leftAloneCount: 0 });
    expect(await workersFingerprint(t)).toEqual(fingerprint);
  });
});

describe('validate looks again at what may have changed since the upload', () => {
  it('workers imported meanwhile by another session become duplicates', async () => {
    const both = await generatedFile(5, 'csv', 6);
    const first = await uploadImport(t, admin, { name: 'a.csv', bytes: both });
    const second = await uploadImport(t, admin, { name: 'b.csv', bytes: both });
    const ids = [first, second].map((res) => res.json<{ sessionId: string; suggestedMappings: Body }>());
    for (const { sessionId, suggestedMappings } of ids) {
      await post(`${base(sessionId)}/map-columns`, { columnMappings: suggestedMappings });
      const validated = await post(`${base(sessionId)}/validate`);
      expect(validated.json<{ validationResults: Body }>().validationResults).toMatchObject({ duplicateCount: 0 });
    }
    expect((await submit(ids[0]!.sessionId)).json<Body>()).toMatchObject({ createdWorkers: 5 });
    const again = await post(`${base(ids[1]!.sessionId)}/validate`);
    expect(again.json<{ validationResults: Body }>().validationResults).toMatchObject({ duplicateCount: 5 });
    expect((await submit(ids[1]!.sessionId)).json<Body>()).toMatchObject({ createdWorkers: 0, skippedRows: 5 });
  });

  it('a mapping other than the proposed one checks every row again', async () => {
    const uploaded = await uploadImport(t, admin, { name: 'c.csv', bytes: await generatedFile(6, 'csv', 8) });
    const { sessionId, suggestedMappings } = uploaded.json<{ sessionId: string; suggestedMappings: Body }>();
    const swapped = { ...suggestedMappings, 'Forename *': 'lastName', 'Surname *': 'firstName' };
    await post(`${base(sessionId)}/map-columns`, { columnMappings: swapped });
    const validated = await post(`${base(sessionId)}/validate`);
    const results = validated.json<{ validationResults: { warnings: Body[] } }>().validationResults;
    expect(results.warnings.length).toBeGreaterThan(0);
    expect(results.warnings.every((w) => w.field === 'initial')).toBe(true);
  });
});

describe('choice fields take what people type (docs/domain.md "Bulk worker import: choices")', () => {
  it("gender 'M' / 'F' and title 'Mx' import as MALE, FEMALE and MX, the genders with a warning", async () => {
    const [headers, ...rows] = Papa.parse<string[]>((await generatedFile(3, 'csv', 11)).toString(), {
      skipEmptyLines: true,
    }).data;
    const column = (header: string) => headers!.indexOf(header);
    const typed = [
      ['M', 'Mr'],
      ['F', 'Mx'],
      ['f', 'mx.'],
    ];
    rows.forEach((row, i) => {
      row[column('Gender')] = typed[i]![0]!;
      row[column('Title')] = typed[i]![1]!;
    });
    // A user of its own: the admin's remembered mapping of these headers is the swapped one of the test above.
    const { cookie } = await signedIn(t, 'support');
    const { sessionId, validationResults } = await uploadMapValidate(t, cookie, {
      name: 'typed.csv',
      bytes: csvBytes(headers!, rows),
    });
    expect(validationResults).toMatchObject({ errorCount: 0, errorRows: 0, warningRows: 3, totalProcessableRows: 3 });
    expect(validationResults.warnings).toEqual([
      { row: 2, field: 'gender', message: "Gender 'M' read as MALE" },
      { row: 3, field: 'gender', message: "Gender 'F' read as FEMALE" },
      { row: 4, field: 'gender', message: "Gender 'f' read as FEMALE" },
    ]);
    const res = await post(`${base(sessionId)}/submit`, assignment, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { batchId } = res.json<{ batchId: number }>();
    const stored = await t.ctx.db
      .select({ gender: workers.gender, title: workers.title })
      .from(workers)
      .innerJoin(workerImportBatchWorkers, eq(workerImportBatchWorkers.workerId, workers.id))
      .where(eq(workerImportBatchWorkers.batchId, batchId))
      .orderBy(workers.id);
    expect(stored).toEqual([
      { gender: 'MALE', title: 'MR' },
      { gender: 'FEMALE', title: 'MX' },
      { gender: 'FEMALE', title: 'MX' },
    ]);
  });
});
