import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { byteLimit, FileNotFoundError, isStoredName, newStoredName, type FileStore } from './file-store-base.ts';
import { createS3FileStore, reachBucket } from './s3-file-store.ts';

export {
  FileNotFoundError,
  FileTooLargeError,
  isStoredName,
  type FileStore,
  type StoredFile,
} from './file-store-base.ts';

/** Stored files as files under `root` (the disk driver, FILE_STORE=disk). */
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
      const name = newStoredName(ext);
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
        if (error instanceof FileNotFoundError) throw error;
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(name);
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

/**
 * The two kinds of stored file: uploaded files (documents, import files) and kept reports. On disk
 * they are DATA_DIR/files and DATA_DIR/reports; in S3, keys S3_PREFIX + name and S3_PREFIX + 'reports/' + name.
 */
export type FileArea = 'files' | 'reports';

/** The file store FILE_STORE names (cheap to build: the S3 client is one per process). */
export function fileStoreFor(config: Pick<Config, 'dataDir' | 'fileStore'>, area: FileArea = 'files'): FileStore {
  const place = config.fileStore;
  if (place.driver === 'disk') return createLocalFileStore(path.join(config.dataDir, area));
  return createS3FileStore({ ...place, prefix: area === 'files' ? place.prefix : `${place.prefix}${area}/` });
}

/** Removes stored files after their rows are gone; a failure is logged, never thrown (the rows are already deleted). */
export async function removeStoredFiles(
  ctx: { config: Pick<Config, 'dataDir' | 'fileStore'>; log: FastifyBaseLogger },
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

/**
 * Resolves when the file store FILE_STORE names can be used (the readiness check, lib/readiness.ts):
 * on disk, DATA_DIR (and its files folder once made) can be read and written; in S3, the bucket
 * lists its first key under S3_PREFIX within `timeoutMs` (the credentials need s3:ListBucket, as
 * `npm run files:to-s3` does).
 */
export async function checkFileStore(config: Pick<Config, 'dataDir' | 'fileStore'>, timeoutMs: number): Promise<void> {
  const place = config.fileStore;
  if (place.driver === 's3') return reachBucket(place, timeoutMs);
  const rw = fs.constants.R_OK | fs.constants.W_OK;
  await fs.promises.access(config.dataDir, rw);
  await fs.promises.access(path.join(config.dataDir, 'files'), rw).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
