import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rtwCheckEvidence, workers } from '../../src/server/db/schema/index.ts';
import { attachmentDisposition } from '../../src/server/lib/content-disposition.ts';
import { purgeDeletedWorkers } from '../../src/server/modules/workers/workers-deleted.service.ts';
import { documentMessages } from '../../src/shared/api/documents.ts';
import { rtwCheckMessages, type RtwCheckInput } from '../../src/shared/api/rtw-checks.ts';
import { addDays } from '../../src/shared/domain/en-gb-dates.ts';
import { call, createTestApp, makeAgency, match, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeWorker } from '../helpers/workers.ts';
import { exeBytes, pdfBytes, pngBytes } from '../fixtures/documents.ts';

/**
 * Right-to-work checks (docs/domain.md, "Right-to-work checks"): recorded, listed with the
 * worker's standing, evidence kept in the file store; the server's clock is moved by the test.
 */

const TODAY = '2026-03-16';
let clock = new Date(`${TODAY}T12:00:00Z`);
let t: TestApp;
let admin: { cookie: string };
let client: { cookie: string };
let ownAgencyId: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  admin = await signedIn(t, 'admin', { firstName: 'Ada', lastName: 'Admin' });
  ownAgencyId = (await makeAgency(t)).id;
  client = await signedIn(t, 'client', { agencyId: ownAgencyId });
});
afterAll(() => t.close());

const SHAPE = 'A share code is 9 characters: W then 8 letters or digits';
const STALE = 'This share code is more than 90 days old: ask the worker for a new code';

const url = (workerId: number) => `/api/workers/${workerId}/rtw-checks`;
const record = (workerId: number, payload: RtwCheckInput, cookie = admin.cookie) =>
  call(t, 'POST', url(workerId), { cookie, payload });
const list = (workerId: number, cookie = admin.cookie) => call(t, 'GET', url(workerId), { cookie });
const workerAnswer = async (workerId: number) =>
  (await call(t, 'GET', `/api/workers/${workerId}`, { cookie: admin.cookie })).json<Body>();

type EvidenceFile = { name: string; bytes: Buffer; type: string };
async function recordWithEvidence(workerId: number, fields: Record<string, string>, files: EvidenceFile[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append('evidence', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: url(workerId),
    headers: { cookie: admin.cookie, 'content-type': response.headers.get('content-type')! },
    payload: Buffer.from(await response.arrayBuffer()),
  });
}

function storedFiles(): string[] {
  const dir = path.join(t.dataDir, 'files');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

describe('POST and GET /api/workers/{id}/rtw-checks: the follow-up date and status per method', () => {
  it.each([
    ['a List A passport: continuous', { method: 'list-a' }, null, 'continuous'],
    [
      'an online check with an end date 100 days away: due',
      {
        method: 'online',
        shareCode: 'w12 ab5 678',
        shareCodeGivenOn: addDays(TODAY, -3),
        permissionEndDate: addDays(TODAY, 100),
      },
      addDays(TODAY, 100),
      'due',
    ],
    [
      'List B group 1 ending in 30 days: due soon',
      { method: 'list-b-group-1', permissionEndDate: addDays(TODAY, 30) },
      addDays(TODAY, 30),
      'due-soon',
    ],
    [
      'a Positive Verification Notice: 6 months after the notice',
      { method: 'list-b-group-2', noticeDate: '2026-03-10' },
      '2026-09-10',
      'due',
    ],
    [
      'a pending in-time application: 28 days after the permission ends',
      {
        method: 'online',
        shareCode: 'W12345678',
        shareCodeGivenOn: TODAY,
        permissionEndDate: '2026-03-01',
        applicationPending: true,
      },
      '2026-03-29',
      'due-soon',
    ],
    [
      'an online check with an end date already passed: lapsed',
      { method: 'list-b-group-1', permissionEndDate: TODAY },
      TODAY,
      'lapsed',
    ],
  ] as const)('%s', async (_name, facts, followUp, status) => {
    const worker = await makeWorker(t, { rtwChecked: false });
    const res = await record(worker.id, {
      ...facts,
      checkDate: TODAY,
      outcome: 'pass',
      restrictions: '20 hours a week in term time',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({
      workerId: worker.id,
      method: facts.method,
      checkDate: TODAY,
      outcome: 'pass',
      followUpDate: followUp,
      checkedByName: 'Ada Admin',
      restrictions: '20 hours a week in term time',
      evidence: [],
      createdAt: match.isoInstant,
    });
    const listed = (await list(worker.id)).json<Body>();
    expect(listed).toMatchObject({ rtwStatus: status, rtwFollowUpDate: followUp });
    expect(await workerAnswer(worker.id)).toMatchObject({ rtwStatus: status, rtwFollowUpDate: followUp });
  });

  it('keeps the share code as W then 8 upper case, with the date the worker gave it', async () => {
    const worker = await makeWorker(t, { rtwChecked: false });
    const res = await record(worker.id, {
      method: 'online',
      checkDate: '16/03/2026',
      shareCode: 'w12 ab5 678',
      shareCodeGivenOn: '14/03/2026',
      outcome: 'pass',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({
      shareCode: 'W12AB5678',
      shareCodeGivenOn: '2026-03-14',
      followUpDate: null,
    });
  });

  it('a worker without a passing check has none; a failed check changes nothing', async () => {
    const worker = await makeWorker(t, { rtwChecked: false });
    expect((await list(worker.id)).json<Body>()).toEqual({
      rtwStatus: 'none',
      rtwFollowUpDate: null,
      rtwReviewNeeded: false,
      checks: [],
    });
    expect(await workerAnswer(worker.id)).toMatchObject({ rtwStatus: 'none', rtwFollowUpDate: null });
    const res = await record(worker.id, { method: 'list-a', checkDate: TODAY, outcome: 'fail' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>().followUpDate).toBeNull();
    expect((await list(worker.id)).json<Body>()).toMatchObject({ rtwStatus: 'none', rtwFollowUpDate: null });
  });

  it('lists the latest check first; the latest passing one decides the standing', async () => {
    const worker = await makeWorker(t, { rtwChecked: false });
    const older = await record(worker.id, {
      method: 'list-b-group-1',
      checkDate: '2026-01-05',
      permissionEndDate: '2026-12-31',
      outcome: 'pass',
    });
    const newer = await record(worker.id, {
      method: 'list-b-group-1',
      checkDate: '2026-02-05',
      permissionEndDate: '2027-06-30',
      outcome: 'pass',
    });
    const listed = (await list(worker.id)).json<{ rtwStatus: string; rtwFollowUpDate: string; checks: Body[] }>();
    expect(listed.checks.map((c) => c.id)).toEqual([newer.json<Body>().id, older.json<Body>().id]);
    expect(listed).toMatchObject({ rtwStatus: 'due', rtwFollowUpDate: '2027-06-30' });
    const [row] = await t.ctx.db.select().from(workers).where(eq(workers.id, worker.id));
    expect(row).toMatchObject({ rtwChecked: true, rtwFollowUpDate: '2027-06-30' });
  });

  it('lapses ON the follow-up date by the server clock: due soon the day before, lapsed on it', async () => {
    const worker = await makeWorker(t, { rtwChecked: false });
    expect(
      (
        await record(worker.id, {
          method: 'list-b-group-1',
          checkDate: TODAY,
          permissionEndDate: '2026-04-20',
          outcome: 'pass',
        })
      ).statusCode,
    ).toBe(201);
    try {
      clock = new Date('2026-04-19T22:59:00Z'); // 23:59 in London (BST): still 19 April
      expect((await list(worker.id)).json<Body>()).toMatchObject({
        rtwStatus: 'due-soon',
        rtwFollowUpDate: '2026-04-20',
      });
      clock = new Date('2026-04-19T23:00:00Z'); // midnight in London: 20 April
      expect((await list(worker.id)).json<Body>()).toMatchObject({
        rtwStatus: 'lapsed',
        rtwFollowUpDate: '2026-04-20',
      });
      expect(await workerAnswer(worker.id)).toMatchObject({ rtwStatus: 'lapsed', rtwFollowUpDate: '2026-04-20' });
      const page = await call(t, 'GET', `/api/workers?tab=authorised&page=1&q=${worker.lastName}`, {
        cookie: admin.cookie,
      });
      expect(page.json<{ items: Body[] }>().items.find((w) => w.id === worker.id)).toMatchObject({
        rtwStatus: 'lapsed',
      });
    } finally {
      clock = new Date(`${TODAY}T12:00:00Z`);
    }
  });
});

describe('refusals', () => {
  it.each([
    ['a share code of the wrong shape', { method: 'online', shareCode: 'A12345678', shareCodeGivenOn: TODAY }, SHAPE],
    [
      'a share code given more than 90 days before the check',
      { method: 'online', shareCode: 'W12345678', shareCodeGivenOn: addDays(TODAY, -91) },
      STALE,
    ],
    [
      'a share code given after the check',
      { method: 'online', checkDate: addDays(TODAY, -3), shareCode: 'W12345678', shareCodeGivenOn: addDays(TODAY, -2) },
      'The share code must have been given on or before the check date',
    ],
    [
      'a check date after today (the server clock)',
      { method: 'list-a', checkDate: addDays(TODAY, 1) },
      rtwCheckMessages.checkDateInFuture,
    ],
    ['no method', { method: undefined }, rtwCheckMessages.methodRequired],
    ['a List B group 1 check without its end date', { method: 'list-b-group-1' }, 'Enter the date the permission ends'],
  ] as const)('%s: 400 with its sentence, nothing saved', async (_name, facts, message) => {
    const worker = await makeWorker(t, { rtwChecked: false });
    const res = await record(worker.id, { checkDate: TODAY, outcome: 'pass', ...facts } as RtwCheckInput);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>().message).toBe(message);
    expect((await list(worker.id)).json<Body>().checks).toEqual([]);
  });

  it('a share code given exactly 90 days before the check is still good', async () => {
    const worker = await makeWorker(t, { rtwChecked: false });
    const res = await record(worker.id, {
      method: 'online',
      checkDate: TODAY,
      shareCode: 'W12345678',
      shareCodeGivenOn: addDays(TODAY, -90),
      outcome: 'pass',
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("the worker's own share code field refuses the wrong shape (PATCH) and keeps a good one normalised", async () => {
    const worker = await makeWorker(t, { rtwChecked: false });
    const bad = await call(t, 'PATCH', `/api/workers/${worker.id}`, {
      cookie: admin.cookie,
      payload: { immigrationShareCode: 'AB1234567' },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json<Body>().message).toBe(SHAPE);
    const good = await call(t, 'PATCH', `/api/workers/${worker.id}`, {
      cookie: admin.cookie,
      payload: { immigrationShareCode: 'w12 345 678' },
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json<Body>().immigrationShareCode).toBe('W12345678');
  });
});

describe('evidence', () => {
  it('keeps up to 5 files with the check and serves each back byte for byte', async () => {
    const worker = await makeWorker(t, { rtwChecked: false });
    const files = [
      { name: 'BRP front.png', bytes: pngBytes(), type: 'image/png' },
      { name: 'online check.pdf', bytes: pdfBytes(), type: 'application/pdf' },
    ];
    const res = await recordWithEvidence(
      worker.id,
      { method: 'list-a', checkDate: '16/03/2026', outcome: 'pass' },
      files,
    );
    expect(res.statusCode, res.body).toBe(201);
    const check = res.json<{
      id: number;
      evidence: { id: number; originalFileName: string; mimeType: string; sizeBytes: number }[];
    }>();
    expect(check.evidence).toEqual([
      { id: match.anyNumber, originalFileName: 'BRP front.png', mimeType: 'image/png', sizeBytes: pngBytes().length },
      {
        id: match.anyNumber,
        originalFileName: 'online check.pdf',
        mimeType: 'application/pdf',
        sizeBytes: pdfBytes().length,
      },
    ]);
    for (const [i, evidence] of check.evidence.entries()) {
      for (const cookie of [admin.cookie]) {
        const file = await call(t, 'GET', `${url(worker.id)}/${check.id}/evidence/${evidence.id}`, { cookie });
        expect(file.statusCode).toBe(200);
        expect(sha256(file.rawPayload)).toBe(sha256(files[i]!.bytes));
        expect(file.headers['content-type']).toBe(evidence.mimeType);
        expect(file.headers['content-disposition']).toBe(attachmentDisposition(evidence.originalFileName));
      }
    }
    expect((await list(worker.id)).json<{ checks: Body[] }>().checks[0]!.evidence).toEqual(check.evidence);
    const other = await makeWorker(t, { rtwChecked: false });
    const wrongWorker = await call(t, 'GET', `${url(other.id)}/${check.id}/evidence/${check.evidence[0]!.id}`, {
      cookie: admin.cookie,
    });
    expect(wrongWorker.statusCode).toBe(404);
    expect(wrongWorker.json<Body>().message).toBe('Evidence file not found');
  });

  it('refuses a sixth file, a file of another type and a bad field, leaving no file behind', async () => {
    const worker = await makeWorker(t, { rtwChecked: false });
    const before = storedFiles().length;
    const pdf = { name: 'page.pdf', bytes: pdfBytes(), type: 'application/pdf' };
    const fields = { method: 'list-a', checkDate: TODAY, outcome: 'pass' };
    const six = await recordWithEvidence(
      worker.id,
      fields,
      Array.from({ length: 6 }, () => pdf),
    );
    expect(six.statusCode, six.body).toBe(400);
    expect(six.json<Body>().message).toBe('At most 5 evidence files a check');
    const exe = await recordWithEvidence(worker.id, fields, [
      pdf,
      { name: 'scan.pdf', bytes: exeBytes(), type: 'application/pdf' },
    ]);
    expect(exe.statusCode, exe.body).toBe(415);
    expect(exe.json<Body>().message).toBe(documentMessages.invalidFileType);
    const future = await recordWithEvidence(worker.id, { ...fields, checkDate: addDays(TODAY, 2) }, [pdf, pdf]);
    expect(future.statusCode, future.body).toBe(400);
    expect(future.json<Body>().message).toBe(rtwCheckMessages.checkDateInFuture);
    expect(storedFiles().length).toBe(before);
    expect((await list(worker.id)).json<Body>().checks).toEqual([]);
    const five = await recordWithEvidence(
      worker.id,
      fields,
      Array.from({ length: 5 }, () => pdf),
    );
    expect(five.statusCode, five.body).toBe(201);
    expect(storedFiles().length).toBe(before + 5);
  });

  it("a worker's removal keeps its checks' evidence files until the purge of deleted workers removes them", async () => {
    const worker = await makeWorker(t, { rtwChecked: false });
    const res = await recordWithEvidence(worker.id, { method: 'list-a', checkDate: TODAY, outcome: 'pass' }, [
      { name: 'passport.pdf', bytes: pdfBytes(), type: 'application/pdf' },
    ]);
    const [row] = await t.ctx.db
      .select()
      .from(rtwCheckEvidence)
      .where(eq(rtwCheckEvidence.id, res.json<{ evidence: { id: number }[] }>().evidence[0]!.id));
    expect(storedFiles()).toContain(row!.storedFileName);
    expect((await call(t, 'DELETE', `/api/workers/${worker.id}`, { cookie: admin.cookie })).statusCode).toBe(200);
    expect(storedFiles()).toContain(row!.storedFileName);
    // 31 days on, the purge of deleted workers (docs/domain.md, "Deleted workers") takes them.
    expect(await purgeDeletedWorkers(t.ctx, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000))).toBeGreaterThanOrEqual(1);
    expect(storedFiles()).not.toContain(row!.storedFileName);
  });
});

describe('who may do what', () => {
  it("a client user reads its own agency's workers' checks and evidence, records none (403)", async () => {
    const worker = await makeWorker(t, { agencyId: ownAgencyId, rtwChecked: false });
    const made = await recordWithEvidence(worker.id, { method: 'list-a', checkDate: TODAY, outcome: 'pass' }, [
      { name: 'passport.pdf', bytes: pdfBytes(), type: 'application/pdf' },
    ]);
    const check = made.json<{ id: number; evidence: { id: number }[] }>();
    const listed = await list(worker.id, client.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ checks: Body[] }>().checks.map((c) => c.id)).toEqual([check.id]);
    const file = await call(t, 'GET', `${url(worker.id)}/${check.id}/evidence/${check.evidence[0]!.id}`, {
      cookie: client.cookie,
    });
    expect(file.statusCode).toBe(200);
    expect(sha256(file.rawPayload)).toBe(sha256(pdfBytes()));
    const refused = await record(worker.id, { method: 'list-a', checkDate: TODAY, outcome: 'pass' }, client.cookie);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<Body>()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await list(worker.id)).json<{ checks: Body[] }>().checks).toHaveLength(1);
  });

  it("another agency's worker is not found for a client user on GET, POST and the evidence", async () => {
    const worker = await makeWorker(t, { rtwChecked: false });
    const made = await recordWithEvidence(worker.id, { method: 'list-a', checkDate: TODAY, outcome: 'pass' }, [
      { name: 'passport.pdf', bytes: pdfBytes(), type: 'application/pdf' },
    ]);
    const check = made.json<{ id: number; evidence: { id: number }[] }>();
    for (const res of [
      await list(worker.id, client.cookie),
      await record(worker.id, { method: 'list-a', checkDate: TODAY, outcome: 'pass' }, client.cookie),
      await call(t, 'GET', `${url(worker.id)}/${check.id}/evidence/${check.evidence[0]!.id}`, {
        cookie: client.cookie,
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json<Body>()).toEqual({ message: 'Worker not found', code: 'NOT_FOUND' });
    }
    expect((await list(worker.id)).json<{ checks: Body[] }>().checks).toHaveLength(1);
  });

  it.each(['finance', 'support'] as const)('%s records a check', async (role) => {
    const { cookie } = await signedIn(t, role);
    const worker = await makeWorker(t, { rtwChecked: false });
    expect((await record(worker.id, { method: 'list-a', checkDate: TODAY, outcome: 'pass' }, cookie)).statusCode).toBe(
      201,
    );
  });
});

describe('two checks at once and the audit', () => {
  it("both are saved and the worker's follow-up date is the latest check's", async () => {
    for (let round = 0; round < 4; round += 1) {
      const worker = await makeWorker(t, { rtwChecked: false });
      const [a, b] = await Promise.all([
        record(worker.id, {
          method: 'list-b-group-1',
          checkDate: addDays(TODAY, -10),
          permissionEndDate: '2027-01-31',
          outcome: 'pass',
        }),
        record(worker.id, {
          method: 'list-b-group-1',
          checkDate: addDays(TODAY, -5),
          permissionEndDate: '2028-02-29',
          outcome: 'pass',
        }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect((await list(worker.id)).json<{ checks: Body[] }>().checks).toHaveLength(2);
      const [row] = await t.ctx.db.select().from(workers).where(eq(workers.id, worker.id));
      expect(row).toMatchObject({ rtwChecked: true, rtwFollowUpDate: '2028-02-29' });
    }
  });

  it('writes one entry on the worker per check, without the share code or the restrictions', async () => {
    const worker = await makeWorker(t, { rtwChecked: false });
    const res = await record(worker.id, {
      method: 'online',
      checkDate: TODAY,
      shareCode: 'WQZ987654',
      shareCodeGivenOn: '2026-03-02',
      permissionEndDate: '2027-03-31',
      restrictions: 'Student: 20 hours a week in term time',
      outcome: 'pass',
    });
    expect(res.statusCode, res.body).toBe(201);
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'worker'),
          eq(auditLog.entityId, String(worker.id)),
          eq(auditLog.action, 'rtw_check'),
        ),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual([
      { field: 'rtwCheckId', to: res.json<Body>().id },
      { field: 'rtwMethod', to: 'online' },
      { field: 'rtwCheckDate', to: TODAY },
      { field: 'rtwOutcome', to: 'pass' },
      { field: 'rtwPermissionEndDate', to: '2027-03-31' },
      { field: 'rtwNoticeDate', to: null },
      { field: 'rtwApplicationPending', to: false },
      { field: 'rtwCheckFollowUpDate', to: '2027-03-31' },
      { field: 'rtwEvidenceFiles', to: 0 },
      { field: 'rtwShareCode' },
      { field: 'rtwShareCodeGivenOn', to: '2026-03-02' },
      { field: 'rtwRestrictions' },
      { field: 'rtwChecked', from: false, to: true },
      { field: 'rtwFollowUpDate', from: null, to: '2027-03-31' },
    ]);
    expect(JSON.stringify(entries[0])).not.toContain('WQZ987654');
    expect(JSON.stringify(entries[0])).not.toContain('term time');
  });
});
