import fs from 'node:fs';
import type { Readable } from 'node:stream';
import * as archiverModule from 'archiver';

type Archiver = archiverModule.Archiver;

/**
 * archiver 7 exports one function, archiver(format, options); the installed @types/archiver (8)
 * describe version 8's classes instead, so the function is typed here by hand.
 */
const archiver = (
  archiverModule as unknown as {
    default: (format: 'zip', options: archiverModule.ArchiverOptions) => Archiver;
  }
).default;

/**
 * A .zip written to `file` as entries are added, one at a time: each entry's stream is read to
 * its end before the next is opened, so no more than a chunk of any entry is in memory. The file
 * is created new (never over another) and removed again when the archive is abandoned.
 */
export type ZipWriter = {
  /** Adds an entry and resolves when it is written; `store` keeps it uncompressed (files already packed). */
  add(name: string, source: Readable | Buffer | string, options?: { store?: boolean }): Promise<void>;
  /** Writes the central directory and closes the file; resolves with its size in bytes. */
  finish(): Promise<number>;
  /** Stops and removes the file. */
  abandon(): Promise<void>;
};

const isStream = (source: Readable | Buffer | string): source is Readable =>
  typeof source === 'object' && !Buffer.isBuffer(source);

export function createZipWriter(file: string, date: Date): ZipWriter {
  const output = fs.createWriteStream(file, { flags: 'wx' });
  const archive = archiver('zip', { zlib: { level: 6 } });
  let failure: Error | undefined;
  const closed = new Promise<void>((resolve, reject) => {
    output.once('close', resolve);
    output.once('error', reject);
    archive.once('error', reject);
  });
  closed.catch((error: unknown) => {
    failure = error instanceof Error ? error : new Error(String(error));
  });
  archive.pipe(output);

  return {
    async add(name, source, options = {}) {
      if (failure) throw failure;
      const written = new Promise<void>((resolve, reject) => {
        const onEntry = (entry: { name: string }) => {
          if (entry.name !== name) return;
          cleanUp();
          resolve();
        };
        const onError = (error: Error) => {
          cleanUp();
          reject(error);
        };
        const cleanUp = () => {
          archive.off('entry', onEntry);
          archive.off('error', onError);
          if (isStream(source)) source.off('error', onError);
        };
        archive.on('entry', onEntry);
        archive.on('error', onError);
        // A source that fails (a database error mid-table, a file that breaks off) fails its entry.
        if (isStream(source)) source.once('error', onError);
      });
      archive.append(source, { name, date, store: options.store ?? false });
      await written;
    },
    async finish() {
      await archive.finalize();
      await closed;
      return (await fs.promises.stat(file)).size;
    },
    async abandon() {
      archive.abort();
      output.destroy();
      await fs.promises.rm(file, { force: true });
    },
  };
}
