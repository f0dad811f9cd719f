import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Where uploaded bytes live. The database keeps only the generated name; the bytes sit on disk
 * under DATA_DIR/files today and can move to S3-compatible storage by writing another FileStore
 * (docs/decisions). Names never come from the uploader.
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

/** Counts bytes as they pass and fails the stream past the limit. */
function byteLimit(maxBytes: number, counter: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.bytes += chunk.length;
      if (counter.bytes > maxBytes) callback(new FileTooLargeError(`File larger than ${maxBytes} bytes`));
      else callback(null, chunk);
    },
  });
}

export function createLocalFileStore(root: string): FileStore {
  const base = path.resolve(root);

  /** The absolute path of a stored name, refused unless it has our shape and stays inside the store. */
  function pathOf(name: string): string {
    const full = path.resolve(base, name);
    if (!isStoredName(name) || !full.startsWith(base + path.sep)) throw new FileNotFoundError('Not a stored file name');
    return full;
  }

  return {
    async save(source, ext, options = {}) {
      if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`Unsafe file extension: ${ext}`);
      const now = new Date();
      const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const name = `${folder}/${crypto.randomBytes(16).toString('hex')}.${ext}`;
      const full = pathOf(name);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      const counter = { bytes: 0 };
      try {
        // 'wx': never overwrite, even on the (astronomically unlikely) clash of two random names.
        await pipeline(
          source,
          byteLimit(options.maxBytes ?? Number.MAX_SAFE_INTEGER, counter),
          fs.createWriteStream(full, { flags: 'wx' }),
        );
      } catch (error) {
        await fs.promises.rm(full, { force: true });
        throw error;
      }
      return { name, sizeBytes: counter.bytes };
    },

    async read(name) {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(pathOf(name), 'r');
      } catch (error) {
        if (error instanceof FileNotFoundError || (error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new FileNotFoundError(name);
        throw error;
      }
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), sizeBytes: size };
    },

    async remove(name) {
      await fs.promises.rm(pathOf(name), { force: true });
    },
  };
}

/** The store of a data directory: DATA_DIR/files (cheap to build; it holds no state). */
export function fileStoreFor(config: { dataDir: string }): FileStore {
  return createLocalFileStore(path.join(config.dataDir, 'files'));
}

/** Removes stored files after their rows are gone; a failure is logged, never thrown (the rows are already deleted). */
export async function removeStoredFiles(
  ctx: { config: { dataDir: string }; log: FastifyBaseLogger },
  names: readonly string[],
): Promise<void> {
  const store = fileStoreFor(ctx.config);
  for (const name of names) {
    try {
      await store.remove(name);
    } catch (error) {
      ctx.log.warn({ err: error, file: name }, 'could not remove a stored file');
    }
  }
}
