import crypto from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

/**
 * Where uploaded bytes live. The database keeps only the generated name; the bytes sit on local
 * disk (DATA_DIR/files) or in an S3 bucket, as FILE_STORE says (docs/operations.md "Stored files").
 * Names never come from the uploader.
 */
export type StoredFile = { name: string; sizeBytes: number };

export interface FileStore {
  /** Streams the bytes in under a fresh random name ending in `.ext`; a failed write leaves nothing behind. */
  save(source: Readable, ext: string, options?: { maxBytes?: number }): Promise<StoredFile>;
  /** The bytes of a stored file; throws FileNotFoundError when there is none. */
  read(name: string): Promise<{ stream: Readable; sizeBytes: number }>;
  /** Removes a stored file; a file already gone is not an error. */
  remove(name: string): Promise<void>;
}

export class FileNotFoundError extends Error {}
export class FileTooLargeError extends Error {}

/** yyyy/mm/<32 hex>.<ext>: the only shape a stored name can have, so no name can climb out of the store. */
const STORED_NAME = /^\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;
export const isStoredName = (name: string) => STORED_NAME.test(name);

/** A fresh stored name for a file ending in `.ext` (UTC year and month, 128 random bits); refuses an unsafe extension. */
export function newStoredName(ext: string, now = new Date()): string {
  if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`Unsafe file extension: ${ext}`);
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${folder}/${crypto.randomBytes(16).toString('hex')}.${ext}`;
}

/** Counts bytes as they pass and fails the stream past the limit. */
export function byteLimit(maxBytes: number, counter: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.bytes += chunk.length;
      if (counter.bytes > maxBytes) callback(new FileTooLargeError(`File larger than ${maxBytes} bytes`));
      else callback(null, chunk);
    },
  });
}
