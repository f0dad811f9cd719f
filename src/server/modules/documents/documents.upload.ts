import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { fileTypeFromFile } from 'file-type';
import { documentMessages, MAX_DOCUMENT_BYTES, MAX_DOCX_UNPACKED_BYTES } from '../../../shared/api/documents.ts';
import { AppError } from '../../lib/app-error.ts';
import { judgeZip, type ZipBounds } from '../../lib/zip-bounds.ts';

/** DECISIONS section 2: the dialogs send the file as `document` or as `file`. */
const FILE_FIELDS = new Set(['document', 'file']);

/**
 * The accepted kinds (part 1 section 5). The name's extension and the bytes must agree: a .doc is an
 * OLE compound file (file-type says cfb), a .docx a zip holding word/ (file-type says docx). The
 * stored extension and Content-Type come from this table, never from what the browser claimed.
 */
const acceptedKinds: Record<string, { detected: string; ext: string; mimeType: string }> = {
  pdf: { detected: 'pdf', ext: 'pdf', mimeType: 'application/pdf' },
  doc: { detected: 'cfb', ext: 'doc', mimeType: 'application/msword' },
  docx: { detected: 'docx', ext: 'docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  jpg: { detected: 'jpg', ext: 'jpg', mimeType: 'image/jpeg' },
  jpeg: { detected: 'jpg', ext: 'jpg', mimeType: 'image/jpeg' },
  png: { detected: 'png', ext: 'png', mimeType: 'image/png' },
};

const invalidFileType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', documentMessages.invalidFileType);
export const fileTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', documentMessages.tooLarge);

const extensionOf = (fileName: string) => path.extname(fileName).slice(1).toLowerCase();

/**
 * The uploaded name as we keep it: no folders (old browsers send C:\fakepath\...), no control
 * characters, 255 at most. A binary part sent without a filename has none: that is no file.
 */
export function cleanUploadedName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-255);
}

/** busboy's words for a body cut short or without its boundary: the client's fault, so a 400. */
const MALFORMED_MULTIPART = /unexpected end of multipart data|boundary not found/i;
export const isMalformedMultipart = (error: unknown): boolean =>
  error instanceof Error && !('statusCode' in error) && MALFORMED_MULTIPART.test(error.message);
export const incompleteUpload = () => new AppError('BAD_REQUEST', documentMessages.incompleteUpload);

export type StagedUpload = { path: string; originalName: string; sizeBytes: number };
export type ReceivedUpload = { fields: Record<string, string>; file: StagedUpload | null };

/**
 * Reads the multipart body: text fields into `fields`, the file streamed to a staging file on disk
 * (the 10 MB limit is enforced while streaming). The caller removes the staging file when done.
 */
export async function receiveUpload(parts: AsyncIterable<Multipart>, stagingDir: string): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: StagedUpload | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const originalName = cleanUploadedName(part.filename);
      if (file || !FILE_FIELDS.has(part.fieldname) || !originalName) {
        await pipeline(part.file, new Writable({ write: (_chunk, _enc, done) => done() }));
        continue;
      }
      // Refuse a wrong extension before reading the bytes.
      if (!acceptedKinds[extensionOf(originalName)]) throw invalidFileType();
      file = await stage(part, originalName, stagingDir);
    }
  } catch (error) {
    if (file) await fs.promises.rm(file.path, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (isMalformedMultipart(error)) throw incompleteUpload();
    throw error;
  }
  // A browser sends an empty part when no file was chosen.
  if (file && file.sizeBytes === 0) {
    await fs.promises.rm(file.path, { force: true });
    file = null;
  }
  return { fields, file };
}

async function stage(part: Extract<Multipart, { type: 'file' }>, originalName: string, stagingDir: string): Promise<StagedUpload> {
  await fs.promises.mkdir(stagingDir, { recursive: true });
  const stagedPath = path.join(stagingDir, `${crypto.randomBytes(16).toString('hex')}.upload`);
  let sizeBytes = 0;
  part.file.on('data', (chunk: Buffer) => {
    sizeBytes += chunk.length;
  });
  try {
    await pipeline(part.file, fs.createWriteStream(stagedPath, { flags: 'wx' }));
  } catch (error) {
    await fs.promises.rm(stagedPath, { force: true });
    throw error;
  }
  if (part.file.truncated || sizeBytes > MAX_DOCUMENT_BYTES) {
    await fs.promises.rm(stagedPath, { force: true });
    throw fileTooLarge();
  }
  return { path: stagedPath, originalName, sizeBytes };
}

/** What the stored file is, from its name's extension and its bytes; refuses any disagreement. */
export async function identifyDocument(file: StagedUpload): Promise<{ ext: string; mimeType: string }> {
  const kind = acceptedKinds[extensionOf(file.originalName)];
  if (!kind) throw invalidFileType();
  const detected = await fileTypeFromFile(file.path);
  if (detected?.ext !== kind.detected) throw invalidFileType();
  if (kind.ext === 'docx') await assertDocxUnpacksSafely(file.path);
  return { ext: kind.ext, mimeType: kind.mimeType };
}

/**
 * A .docx is a zip that Word, a previewer or a virus scanner will unpack: 10 MB of upload can
 * hold gigabytes. Real documents stay far inside these bounds (docs/domain.md).
 */
const docxBounds: ZipBounds = { maxEntries: 1000, maxUnpackedBytes: MAX_DOCX_UNPACKED_BYTES, maxRatio: 100, ratioFromBytes: 10 * 1024 * 1024 };

async function assertDocxUnpacksSafely(filePath: string): Promise<void> {
  const verdict = await judgeZip(filePath, docxBounds);
  if (verdict === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', documentMessages.docxTooLarge);
  if (verdict === 'refused') throw new AppError('BAD_REQUEST', documentMessages.docxUnsafe);
}
