import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, workerDocuments } from '../../src/server/db/schema/index.ts';
import { attachmentDisposition } from '../../src/server/lib/content-disposition.ts';
import { documentMessages } from '../../src/shared/api/documents.ts';
import { addDays, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { call, createTestApp, match, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeWorker } from '../helpers/workers.ts';
import {
  docBytes,
  docxBytes,
  exeBytes,
  jpegBytes,
  multipart,
  pdfBytes,
  plainZipBytes,
  pngBytes,
} from '../fixtures/documents.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin', { firstName: 'Ada', lastName: 'Admin' })).cookie;
});
afterAll(async () => {
  await t.close();
});

type FileSpec = { field?: string; name: string; bytes: Buffer; type?: string };
async function upload(workerId: number, fields: Record<string, string>, file?: FileSpec, cookie = admin) {
  const { payload, contentType } = await multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/workers/${workerId}/documents`,
    headers: { cookie, 'content-type': contentType },
    payload,
  });
}
const pdf = (name = 'passport.pdf'): FileSpec => ({ name, bytes: pdfBytes(), type: 'application/pdf' });

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}
const storeDir = () => path.join(t.dataDir, 'files');
const stagingDir = () => path.join(t.dataDir, 'tmp', 'uploads');

describe('POST /api/workers/{id}/documents', () => {
  it('stores a PDF under a generated name and answers the document', async () => {
    const worker = await makeWorker(t);
    const expiry = addDays(todayInLondon(), 400);
    const res = await upload(
      worker.id,
      { documentType: 'passport', expiryDate: expiry, notes: 'Checked in person' },
      pdf('John passport.pdf'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json<Body>();
    expect(doc).toMatchObject({
      id: match.anyNumber,
      workerId: worker.id,
      fileName: 'John passport.pdf',
      originalFileName: 'John passport.pdf',
      documentType: 'passport',
      expiryDate: expiry,
      complianceStatus: 'valid',
      notes: 'Checked in person',
      mimeType: 'application/pdf',
      sizeBytes: pdfBytes().length,
      uploadedByName: 'Ada Admin',
      createdAt: match.isoInstant,
    });
    const [row] = await t.ctx.db
      .select()
      .from(workerDocuments)
      .where(eq(workerDocuments.id, doc.id as number));
    expect(row!.storedFileName).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    expect(fs.readFileSync(path.join(storeDir(), row!.storedFileName))).toEqual(pdfBytes());
    expect(filesUnder(stagingDir())).toEqual([]);
  });

  it.each([
    ['file', 'photo.png', pngBytes(), 'image/png', 'png'],
    ['document', 'photo.jpeg', jpegBytes(), 'image/jpeg', 'jpg'],
    ['file', 'PHOTO.JPG', jpegBytes(), 'image/jpeg', 'jpg'],
    ['document', 'letter.doc', docBytes(), 'application/msword', 'doc'],
    ['file', 'cv.docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ])('accepts the file under field %s: %s', async (field, name, bytes, mimeType, ext) => {
    const worker = await makeWorker(t);
    const res = await upload(worker.id, { documentType: 'other' }, { field, name, bytes });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({
      fileName: name,
      mimeType,
      sizeBytes: bytes.length,
      expiryDate: null,
      notes: null,
    });
    const [row] = await t.ctx.db
      .select()
      .from(workerDocuments)
      .where(eq(workerDocuments.id, res.json<{ id: number }>().id));
    expect(row!.storedFileName.endsWith(`.${ext}`)).toBe(true);
  });

  it.each([
    ['an .exe renamed .pdf', 'invoice.pdf', exeBytes()],
    ['a text file named .png', 'photo.png', Buffer.from('just some text, not an image')],
    ['a zip that is not a Word file named .docx', 'cv.docx', plainZipBytes()],
    ['a PDF named .doc', 'letter.doc', pdfBytes()],
    ['a PDF with the .exe extension', 'setup.exe', pdfBytes()],
    ['a PDF with no extension', 'passport', pdfBytes()],
  ])('refuses %s with 415 and leaves no file behind', async (_label, name, bytes) => {
    const worker = await makeWorker(t);
    const before = filesUnder(storeDir()).length;
    const res = await upload(worker.id, { documentType: 'passport' }, { name, bytes });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json<Body>()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: documentMessages.invalidFileType });
    expect(filesUnder(storeDir()).length).toBe(before);
    expect(filesUnder(stagingDir())).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and leaves no file behind', async () => {
    const worker = await makeWorker(t);
    const before = filesUnder(storeDir()).length;
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const res = await upload(worker.id, { documentType: 'passport' }, { name: 'big.pdf', bytes: big });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json<Body>()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: documentMessages.tooLarge });
    expect(filesUnder(storeDir()).length).toBe(before);
    expect(filesUnder(stagingDir())).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const worker = await makeWorker(t);
    const bytes = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024 - pdfBytes().length, 0x20)]);
    const res = await upload(worker.id, { documentType: 'cv' }, { name: 'large.pdf', bytes });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>().sizeBytes).toBe(10 * 1024 * 1024);
  });

  it.each([
    ['no type', {}],
    ['an empty type', { documentType: '' }],
    ['an unknown type', { documentType: 'tax_return' }],
  ])('refuses %s with 400 Document type required, leaving no file', async (_label, fields) => {
    const worker = await makeWorker(t);
    const before = filesUnder(storeDir()).length;
    const res = await upload(worker.id, fields, pdf());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>()).toMatchObject({ code: 'VALIDATION_ERROR', message: documentMessages.typeRequired });
    expect(filesUnder(storeDir()).length).toBe(before);
  });

  it('answers 400 No file selected without a file, with an empty file part, or with a JSON body', async () => {
    const worker = await makeWorker(t);
    const noFile = await upload(worker.id, { documentType: 'passport' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<Body>()).toMatchObject({ code: 'BAD_REQUEST', message: documentMessages.noFile });
    const emptyPart = await upload(
      worker.id,
      { documentType: 'passport' },
      { name: 'empty.pdf', bytes: Buffer.alloc(0) },
    );
    expect(emptyPart.json<Body>()).toMatchObject({ message: documentMessages.noFile });
    const wrongField = await upload(
      worker.id,
      { documentType: 'passport' },
      { field: 'attachment', name: 'a.pdf', bytes: pdfBytes() },
    );
    expect(wrongField.json<Body>()).toMatchObject({ message: documentMessages.noFile });
    const json = await call(t, 'POST', `/api/workers/${worker.id}/documents`, {
      cookie: admin,
      payload: { documentType: 'passport' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<Body>()).toMatchObject({ message: documentMessages.noFile });
  });

  it('reads the expiry date typed DD/MM/YYYY and refuses an unreal date or long notes', async () => {
    const worker = await makeWorker(t);
    const typed = await upload(worker.id, { documentType: 'visa', expiryDate: '29/02/2028' }, pdf());
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json<Body>().expiryDate).toBe('2028-02-29');
    const unreal = await upload(worker.id, { documentType: 'visa', expiryDate: '31/02/2027' }, pdf());
    expect(unreal.statusCode).toBe(400);
    expect(unreal.json<Body>().message).toBe(documentMessages.invalidExpiry);
    const long = await upload(worker.id, { documentType: 'visa', notes: 'x'.repeat(1001) }, pdf());
    expect(long.statusCode).toBe(400);
    expect(long.json<Body>().message).toBe(documentMessages.notesTooLong);
  });

  it('records an audit entry without the file name or notes', async () => {
    const worker = await makeWorker(t);
    const res = await upload(
      worker.id,
      { documentType: 'passport', notes: 'Private note' },
      pdf('Jane Doe passport.pdf'),
    );
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'worker_document'), eq(auditLog.entityId, String(res.json<{ id: number }>().id))),
      );
    expect(entry).toMatchObject({ action: 'create' });
    expect(entry!.changes).toEqual(
      match.arrayContaining([
        { field: 'documentType', to: 'passport' },
        { field: 'originalFileName' },
        { field: 'notes' },
      ]),
    );
    expect(JSON.stringify(entry!.changes)).not.toMatch(/Jane Doe|Private note/);
  });

  it('answers 404 Worker not found for an unknown worker', async () => {
    const res = await upload(999999, { documentType: 'passport' }, pdf());
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Worker not found' });
  });
});

describe('GET /api/workers/{id}/documents and compliance', () => {
  it('lists newest first with the status of each expiry date', async () => {
    const worker = await makeWorker(t);
    const today = todayInLondon();
    await upload(worker.id, { documentType: 'passport', expiryDate: addDays(today, -1) }, pdf('old passport.pdf'));
    await upload(worker.id, { documentType: 'visa', expiryDate: addDays(today, 30) }, pdf('visa.pdf'));
    await upload(worker.id, { documentType: 'driving_licence', expiryDate: addDays(today, 31) }, pdf('licence.pdf'));
    const res = await call(t, 'GET', `/api/workers/${worker.id}/documents`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body[]>().map((d) => [d.fileName, d.complianceStatus])).toEqual([
      ['licence.pdf', 'valid'],
      ['visa.pdf', 'expiring'],
      ['old passport.pdf', 'expired'],
    ]);
  });

  it('sums up compliance: required types present and nothing expired', async () => {
    const worker = await makeWorker(t);
    const empty = await call(t, 'GET', `/api/workers/${worker.id}/compliance`, { cookie: admin });
    expect(empty.json<Body>()).toEqual({
      overallCompliant: false,
      expiringCount: 0,
      expiredCount: 0,
      missingTypes: ['passport', 'right_to_work', 'national_insurance'],
    });

    const today = todayInLondon();
    await upload(worker.id, { documentType: 'passport', expiryDate: addDays(today, 10) }, pdf());
    await upload(worker.id, { documentType: 'right_to_work' }, pdf('rtw.pdf'));
    await upload(worker.id, { documentType: 'national_insurance' }, pdf('ni.pdf'));
    const compliant = await call(t, 'GET', `/api/workers/${worker.id}/compliance`, { cookie: admin });
    expect(compliant.json<Body>()).toEqual({
      overallCompliant: true,
      expiringCount: 1,
      expiredCount: 0,
      missingTypes: [],
    });

    await upload(worker.id, { documentType: 'visa', expiryDate: addDays(today, -3) }, pdf('visa.pdf'));
    const expired = await call(t, 'GET', `/api/workers/${worker.id}/compliance`, { cookie: admin });
    expect(expired.json<Body>()).toEqual({
      overallCompliant: false,
      expiringCount: 1,
      expiredCount: 1,
      missingTypes: [],
    });
  });
});

describe('download and delete', () => {
  it('downloads the stored bytes with safe headers', async () => {
    const worker = await makeWorker(t);
    const name = 'Jöhn Smith passport;1.pdf';
    const created = await upload(worker.id, { documentType: 'passport' }, pdf(name));
    const id = created.json<{ id: number }>().id;
    const res = await call(t, 'GET', `/api/workers/${worker.id}/documents/${id}/download`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="John Smith passport_1.pdf"; filename*=UTF-8''J%C3%B6hn%20Smith%20passport%3B1.pdf`,
    );
    expect(res.rawPayload).toEqual(pdfBytes());
  });

  it.each([
    ['quotes', 'a "b".pdf', `attachment; filename="a _b_.pdf"; filename*=UTF-8''a%20%22b%22.pdf`],
    [
      'control characters and slashes',
      'a\r\nb/c\\d.pdf',
      `attachment; filename="a_b_c_d.pdf"; filename*=UTF-8''a%0D%0Ab%2Fc%5Cd.pdf`,
    ],
    [
      'only non-ASCII letters',
      'паспорт.pdf',
      `attachment; filename="document.pdf"; filename*=UTF-8''%D0%BF%D0%B0%D1%81%D0%BF%D0%BE%D1%80%D1%82.pdf`,
    ],
    [
      "RFC 5987's reserved marks",
      "it's (1).pdf",
      `attachment; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
    ],
  ])('builds a safe Content-Disposition for a name with %s', (_label, name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });

  it('deletes the row and the file on disk, and records it', async () => {
    const worker = await makeWorker(t);
    const created = await upload(worker.id, { documentType: 'cv' }, { name: 'cv.png', bytes: pngBytes() });
    const id = created.json<{ id: number }>().id;
    const [row] = await t.ctx.db.select().from(workerDocuments).where(eq(workerDocuments.id, id));
    const onDisk = path.join(storeDir(), row!.storedFileName);
    expect(fs.existsSync(onDisk)).toBe(true);

    const res = await call(t, 'DELETE', `/api/workers/${worker.id}/documents/${id}`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(fs.existsSync(onDisk)).toBe(false);
    expect((await call(t, 'GET', `/api/workers/${worker.id}/documents`, { cookie: admin })).json()).toEqual([]);
    const again = await call(t, 'GET', `/api/workers/${worker.id}/documents/${id}/download`, { cookie: admin });
    expect(again.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Document not found' });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'worker_document'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(entry).toBeDefined();
  });

  it('does not reach a document through another worker', async () => {
    const owner = await makeWorker(t);
    const other = await makeWorker(t);
    const id = (await upload(owner.id, { documentType: 'cv' }, pdf())).json<{ id: number }>().id;
    expect(
      (await call(t, 'GET', `/api/workers/${other.id}/documents/${id}/download`, { cookie: admin })).statusCode,
    ).toBe(404);
    expect((await call(t, 'DELETE', `/api/workers/${other.id}/documents/${id}`, { cookie: admin })).statusCode).toBe(
      404,
    );
  });
});

describe('a client user', () => {
  it('works with its own agency workers and gets 404 for any other', async () => {
    const own = await makeWorker(t);
    const foreign = await makeWorker(t);
    const client = (await signedIn(t, 'client', { agencyId: own.agencyId })).cookie;
    const foreignDoc = (await upload(foreign.id, { documentType: 'cv' }, pdf())).json<{ id: number }>().id;

    expect((await upload(own.id, { documentType: 'cv' }, pdf(), client)).statusCode).toBe(201);
    expect((await call(t, 'GET', `/api/workers/${own.id}/documents`, { cookie: client })).json<Body[]>()).toHaveLength(
      1,
    );

    const before = filesUnder(storeDir()).length;
    const refused = [
      await upload(foreign.id, { documentType: 'cv' }, pdf(), client),
      await call(t, 'GET', `/api/workers/${foreign.id}/documents`, { cookie: client }),
      await call(t, 'GET', `/api/workers/${foreign.id}/compliance`, { cookie: client }),
      await call(t, 'GET', `/api/workers/${foreign.id}/documents/${foreignDoc}/download`, { cookie: client }),
      await call(t, 'DELETE', `/api/workers/${foreign.id}/documents/${foreignDoc}`, { cookie: client }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(filesUnder(storeDir()).length).toBe(before);
    expect(
      (await call(t, 'GET', `/api/workers/${foreign.id}/documents`, { cookie: admin })).json<Body[]>(),
    ).toHaveLength(1);
  });
});
