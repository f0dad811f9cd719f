import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '../../src/shared/api/documents.ts';
import { createTestApp, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeWorker } from '../helpers/workers.ts';
import { deflatedEntry, docxBomb, docxWith, multipart, zerosDeflated } from '../fixtures/documents.ts';

/** A .docx is a zip: one that would unpack past the bounds of docs/domain.md is refused and nothing is kept. */
let t: TestApp;
let admin: string;
let workerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  workerId = (await makeWorker(t)).id;
});
afterAll(async () => {
  await t.close();
});

async function uploadDocx(bytes: Buffer) {
  const { payload, contentType } = await multipart({ documentType: 'cv' }, { name: 'cv.docx', bytes });
  return t.app.inject({
    method: 'POST',
    url: `/api/workers/${workerId}/documents`,
    headers: { cookie: admin, 'content-type': contentType },
    payload,
  });
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}
const storeDir = () => path.join(t.dataDir, 'files');
const stagingDir = () => path.join(t.dataDir, 'tmp', 'uploads');

const MiB = 1024 * 1024;
const tooLarge = {
  code: 'PAYLOAD_TOO_LARGE',
  message: 'File too large: a Word document must unpack to less than 100MB',
};
const unsafe = { code: 'BAD_REQUEST', message: 'Invalid file: this Word document is damaged or unsafe to open' };

/** Text that deflate cannot shrink much (about 4 : 3), like the pictures of a real document. */
const randomText = (bytes: number) =>
  Buffer.from(
    crypto
      .randomBytes(Math.ceil((bytes * 3) / 4))
      .toString('base64')
      .slice(0, bytes),
  );

describe('POST /api/workers/{id}/documents refuses a .docx zip bomb', () => {
  it('the messages are the shared ones', () => {
    expect(documentMessages).toMatchObject({ docxTooLarge: tooLarge.message, docxUnsafe: unsafe.message });
  });

  it.each([
    ['a 2 MB file that unpacks to 2 GiB', () => docxBomb(2048), tooLarge],
    [
      '12 parts of 9 MiB each (none alone over the ratio check) that together unpack past 100 MiB',
      () =>
        docxWith(
          ...Array.from({ length: 12 }, (_, i) => ({
            name: `word/media/${i}.bmp`,
            data: '',
            deflated: zerosDeflated(9),
            declaredSize: 9 * MiB,
          })),
        ),
      tooLarge,
    ],
    ['one part of 50 MiB packed 1,000 : 1', () => docxBomb(50), unsafe],
    ['a directory that understates a part (1 KiB declared, 200 MiB inside)', () => docxBomb(200, 1024), unsafe],
    [
      'more than 1,000 parts',
      () => docxWith(...Array.from({ length: 1000 }, (_, i) => ({ name: `word/media/p${i}.txt`, data: 'x' }))),
      unsafe,
    ],
    [
      'a part whose deflate data is broken',
      () =>
        docxWith({
          name: 'word/media/x.bin',
          data: '',
          deflated: { bytes: Buffer.from('not deflate at all'), crc: 0 },
          declaredSize: 100,
        }),
      unsafe,
    ],
  ])('%s: refused, nothing kept', async (_label, build, refusal) => {
    const bytes = build();
    expect(bytes.length).toBeLessThan(10 * MiB);
    const before = filesUnder(storeDir()).length;
    const res = await uploadDocx(bytes);
    expect(res.statusCode, res.body).toBe(refusal.code === 'PAYLOAD_TOO_LARGE' ? 413 : 400);
    expect(res.json<Body>()).toEqual(refusal);
    expect(filesUnder(storeDir()).length).toBe(before);
    expect(filesUnder(stagingDir())).toEqual([]);
    // That the refusal is quick (nothing near the bomb's size inflated) is a figure of npm run bench (document-bombs).
  });

  it.each([
    [
      'deflated parts and 6 MiB of pictures',
      () => docxWith(deflatedEntry('word/media/photo.png', randomText(6 * MiB))),
    ],
    ['a blank 9 MiB picture packed 1,000 : 1 (below the ratio check)', () => docxBomb(9)],
    [
      '1,000 parts in all',
      () => docxWith(...Array.from({ length: 997 }, (_, i) => ({ name: `word/media/p${i}.txt`, data: 'x' }))),
    ],
  ])('accepts a real document with %s', async (_label, build) => {
    const bytes = build();
    const res = await uploadDocx(bytes);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({ fileName: 'cv.docx', sizeBytes: bytes.length });
  });
});
