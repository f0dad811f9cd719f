import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { AppError } from './app-error.ts';

/**
 * Multipart uploads for any area (worker documents today; agency documents, payroll and import
 * files to come): the body is read part by part, the one file streamed to a staging file on disk
 * with its size limit enforced while streaming, then identified by its name's extension and its
 * bytes. What an area accepts, and the sentences it answers with, come in as UploadRules.
 */

/** One accepted kind: `detected` is what file-type says of the bytes; ext and mimeType are what we store and serve. */
export type UploadKind = { detected: string; ext: string; mimeType: string };

/** The two spreadsheet kinds the worker import and the payroll upload take (file-type names them csv and xlsx). */
export const spreadsheetKinds: Record<'csv' | 'xlsx', UploadKind> = {
  csv: { detected: 'csv', ext: 'csv', mimeType: 'text/csv' },
  xlsx: {
    detected: 'xlsx',
    ext: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

export type UploadRules = {
  /** The form field names the file may come under. */
  fileFields: ReadonlySet<string>;
  /** Accepted kinds by the file name's extension (lower case, no dot). */
  kinds: Readonly<Record<string, UploadKind>>;
  maxFileBytes: number;
  messages: { invalidFileType: string; tooLarge: string; incompleteUpload: string };
};

export type StagedUpload = { path: string; originalName: string; sizeBytes: number };
/** emptyFile: the file part came without a byte (file is then null), told apart from no file part at all. */
export type ReceivedUpload = { fields: Record<string, string>; file: StagedUpload | null; emptyFile: boolean };

/** One file and a few short fields: the multipart limits of an upload route, applied per call to request.parts(). */
export const uploadLimits = (maxFileBytes: number) => ({
  fileSize: maxFileBytes,
  files: 1,
  fields: 10,
  parts: 12,
  fieldSize: 64 * 1024,
});

/**
 * Registers multipart parsing in a routes plugin's scope unless an outer scope already did
 * (registering it twice fails at start); the limits travel with each parts() call either way.
 */
export async function ensureMultipart(app: FastifyInstance, limits: ReturnType<typeof uploadLimits>): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart, { limits });
}

/** Where uploads are staged while they arrive; the start-up sweeps what a crash left there. */
export const uploadStagingDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

const extensionOf = (fileName: string) => path.extname(fileName).slice(1).toLowerCase();

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * The uploaded name as we keep it: no folders (old browsers send C:\fakepath\...), no control
 * characters, 255 at most. A binary part sent without a filename has none: that is no file.
 */
export function cleanUploadedName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(CONTROL_CHARACTERS, '').trim().slice(-255);
}

/** busboy's words for a body cut short or without its boundary: the client's fault, so a 400. */
const MALFORMED_MULTIPART = /unexpected end of multipart data|boundary not found/i;
export const isMalformedMultipart = (error: unknown): boolean =>
  error instanceof Error && !('statusCode' in error) && MALFORMED_MULTIPART.test(error.message);

export const fileTooLarge = (rules: UploadRules) => new AppError('PAYLOAD_TOO_LARGE', rules.messages.tooLarge);
const invalidFileType = (rules: UploadRules) => new AppError('UNSUPPORTED_MEDIA_TYPE', rules.messages.invalidFileType);

/**
 * Reads the multipart body: text fields into `fields`, the file streamed to a staging file on disk
 * (the size limit is enforced while streaming). A file of a refused extension is refused before its
 * bytes are read; extra files and parts under other names are drained. The caller removes the
 * staging file when done.
 */
export async function receiveUpload({
  parts,
  stagingDir,
  rules,
}: {
  parts: AsyncIterable<Multipart>;
  stagingDir: string;
  rules: UploadRules;
}): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: StagedUpload | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const originalName = cleanUploadedName(part.filename);
      if (file || !rules.fileFields.has(part.fieldname) || !originalName) {
        await pipeline(part.file, new Writable({ write: (_chunk, _enc, done) => done() }));
        continue;
      }
      if (!rules.kinds[extensionOf(originalName)]) throw invalidFileType(rules);
      file = await stage(part, originalName, stagingDir, rules);
    }
  } catch (error) {
    if (file) await fs.promises.rm(file.path, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(rules);
    if (isMalformedMultipart(error)) throw new AppError('BAD_REQUEST', rules.messages.incompleteUpload);
    throw error;
  }
  // A browser sends an empty part when no file was chosen.
  const emptyFile = file !== null && file.sizeBytes === 0;
  if (file && emptyFile) {
    await fs.promises.rm(file.path, { force: true });
    file = null;
  }
  return { fields, file, emptyFile };
}

/**
 * Like receiveUpload for an area that takes several files under its file fields (a right-to-work
 * check's evidence): each staged with the same rules; more than maxFiles is refused with
 * `tooManyFiles` (400) before the extra file's bytes are kept. Empty file parts are no file. The
 * caller removes the staging files when done; on an error none is left.
 */
export async function receiveUploads({
  parts,
  stagingDir,
  rules,
  maxFiles,
  tooManyFiles,
}: {
  parts: AsyncIterable<Multipart>;
  stagingDir: string;
  rules: UploadRules;
  maxFiles: number;
  tooManyFiles: string;
}): Promise<{ fields: Record<string, string>; files: StagedUpload[] }> {
  const fields: Record<string, string> = {};
  const files: StagedUpload[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const originalName = cleanUploadedName(part.filename);
      if (!rules.fileFields.has(part.fieldname) || !originalName) {
        await pipeline(part.file, new Writable({ write: (_chunk, _enc, done) => done() }));
        continue;
      }
      if (files.length >= maxFiles) throw new AppError('BAD_REQUEST', tooManyFiles);
      if (!rules.kinds[extensionOf(originalName)]) throw invalidFileType(rules);
      const file = await stage(part, originalName, stagingDir, rules);
      if (file.sizeBytes === 0) await fs.promises.rm(file.path, { force: true });
      else files.push(file);
    }
  } catch (error) {
    await Promise.all(files.map((file) => fs.promises.rm(file.path, { force: true })));
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(rules);
    if (isMalformedMultipart(error)) throw new AppError('BAD_REQUEST', rules.messages.incompleteUpload);
    throw error;
  }
  return { fields, files };
}

async function stage(
  part: Extract<Multipart, { type: 'file' }>,
  originalName: string,
  stagingDir: string,
  rules: UploadRules,
): Promise<StagedUpload> {
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
  if (part.file.truncated || sizeBytes > rules.maxFileBytes) {
    await fs.promises.rm(stagedPath, { force: true });
    throw fileTooLarge(rules);
  }
  return { path: stagedPath, originalName, sizeBytes };
}

/**
 * What the staged file is, from its name's extension and its bytes; refuses any disagreement. The
 * stored extension and Content-Type come from the rules' table, never from what the browser claimed.
 */
export async function identifyUpload({ file, rules }: { file: StagedUpload; rules: UploadRules }): Promise<UploadKind> {
  const kind = rules.kinds[extensionOf(file.originalName)];
  if (!kind) throw invalidFileType(rules);
  const detected = await fileTypeFromFile(file.path);
  if (detected?.ext !== kind.detected) throw invalidFileType(rules);
  return kind;
}
