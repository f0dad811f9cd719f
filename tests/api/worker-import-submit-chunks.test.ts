import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, workerImportBatches, workerImportBatchWorkers } from '../../src/server/db/schema/index.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { base, generatedFile, uploadMapValidate, workersFingerprint } from '../helpers/worker-import.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';

/**
 * The submit writes its workers in chunks of IMPORT_SUBMIT_CHUNK_ROWS, each its own transaction
 * (docs/domain.md "Bulk import on the server": Submit), and keeps the import's all-or-nothing
 * promise: a failure after chunks have committed undoes the whole submit.
 */

const ROWS = 7;
const CHUNK = 2;
let t: TestApp;
let admin: string;
let assignment: { agencyId: number; payrollCompanyId: number };

beforeAll(async () => {
  t = await createTestApp({ IMPORT_SUBMIT_CHUNK_ROWS: String(CHUNK) });
  admin = (await signedIn(t, 'admin')).cookie;
  assignment = { agencyId: (await makeAgency(t)).id, payrollCompanyId: (await makePayrollCompany(t)).id };
});
afterAll(async () => {
  await t.close();
});

const submit = (sessionId: string) =>
  call(t, 'POST', `${base(sessionId)}/submit`, { cookie: admin, payload: assignment });
const listedBatches = async () =>
  (await call(t, 'GET', '/api/upload-workers/batches', { cookie: admin })).json<{ batches: Body[] }>().batches;

/** The NI number of the file's data row `index` (from 0), as the file writes it. */
function niNumberOf(file: Buffer, index: number): string {
  const parsed = Papa.parse<Record<string, string>>(file.toString('utf8').replace(/^\uFEFF/, ''), { header: true });
  return parsed.data[index]!['NI Number *']!;
}

describe('a submit in chunks', () => {
  let lateSession: string;

  it('creates every row across the chunks, one batch with every worker, one audit entry', async () => {
    const file = await generatedFile(ROWS, 'csv', 8);
    const { sessionId } = await uploadMapValidate(t, admin, { name: 'chunks.csv', bytes: file });
    const res = await submit(sessionId);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<Body>();
    expect(answer).toMatchObject({ createdWorkers: ROWS, updatedWorkers: 0, skippedRows: 0 });
    const batchId = answer.batchId as number;
    const recorded = await t.ctx.db
      .select()
      .from(workerImportBatchWorkers)
      .where(eq(workerImportBatchWorkers.batchId, batchId));
    expect(recorded).toHaveLength(ROWS);
    expect((await listedBatches()).map((b) => b.id)).toEqual([batchId]);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityType, 'worker_import_batch'));
    expect(audit.map((a) => [a.action, a.entityId])).toEqual([['import', String(batchId)]]);
  });

  it('an NI number taken after the first chunks committed: 409, and nothing of the submit is left', async () => {
    const file = await generatedFile(ROWS, 'csv', 9);
    const { sessionId } = await uploadMapValidate(t, admin, { name: 'late.csv', bytes: file });
    lateSession = sessionId;
    // The last row's NI number is taken meanwhile: chunks 1 to 3 commit, the 4th fails.
    await makeWorker(t, { niNumber: niNumberOf(file, ROWS - 1), ...assignment });
    const before = await workersFingerprint(t);
    const batchesBefore = await t.ctx.db.select().from(workerImportBatches);

    const res = await submit(sessionId);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<Body>().message).toBe('A worker with this NI number already exists');

    expect(await workersFingerprint(t)).toEqual(before);
    expect(await t.ctx.db.select().from(workerImportBatches)).toEqual(batchesBefore);
    expect(await listedBatches()).toHaveLength(1);
    const session = await call(t, 'GET', base(sessionId), { cookie: admin });
    expect(session.json<Body>()).toMatchObject({ status: 'validated' });
  });

  it('the abandoned session validates again and submits the rows left', async () => {
    const validated = await call(t, 'POST', `${base(lateSession)}/validate`, { cookie: admin });
    expect(validated.json<{ validationResults: Body }>().validationResults).toMatchObject({ duplicateCount: 1 });
    const res = await submit(lateSession);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ createdWorkers: ROWS - 1, skippedRows: 1 });
    expect(await listedBatches()).toHaveLength(2);
  });
});
