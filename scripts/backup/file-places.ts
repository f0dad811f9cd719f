import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../src/server/config.ts';
import { createLocalFileStore, isStoredName } from '../../src/server/lib/file-store.ts';
import { createS3FileStore } from '../../src/server/lib/s3-file-store.ts';
import type { Area } from './archive-format.ts';

/**
 * One area of the configured file store (docs/operations.md "Stored files") as a backup and a
 * restore need it: every stored name in it, a file's bytes, and writing a file under its own name.
 */
export type FilePlace = {
  /** Every stored name, and any other file there (never backed up; named so someone can look). */
  list(): Promise<{ names: string[]; strays: string[] }>;
  read(name: string): Promise<{ stream: Readable; sizeBytes: number }>;
  /** Writes `source` under `name`, replacing any file there. */
  write(name: string, source: Readable): Promise<void>;
};

export function filePlace(config: Pick<Config, 'dataDir' | 'fileStore'>, area: Area): FilePlace {
  const place = config.fileStore;
  if (place.driver === 's3') {
    const store = createS3FileStore({ ...place, prefix: area === 'files' ? place.prefix : `${place.prefix}${area}/` });
    return {
      async list() {
        const names: string[] = [];
        for await (const name of store.names()) names.push(name);
        return { names: names.sort(), strays: [] };
      },
      read: (name) => store.read(name),
      write: (name, source) => store.saveAs(name, source),
    };
  }
  const root = path.join(config.dataDir, area);
  const store = createLocalFileStore(root);
  return {
    async list() {
      const names: string[] = [];
      const strays: string[] = [];
      if (!fs.existsSync(root)) return { names, strays };
      for (const entry of await fs.promises.readdir(root, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const name = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        (isStoredName(name) ? names : strays).push(name);
      }
      return { names: names.sort(), strays: strays.sort() };
    },
    read: (name) => store.read(name),
    async write(name, source) {
      if (!isStoredName(name)) throw new Error(`not a stored file name: ${area}/${name}`);
      const full = path.join(root, name);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      await pipeline(source, fs.createWriteStream(full));
    },
  };
}

/** The SHA-256 and size of what a stream carries. */
export async function digest(stream: Readable): Promise<{ sha256: string; sizeBytes: number }> {
  const hash = crypto.createHash('sha256');
  let sizeBytes = 0;
  for await (const chunk of stream) {
    sizeBytes += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { sha256: hash.digest('hex'), sizeBytes };
}
