import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStoreConfig } from '../../src/server/config.ts';
import { isStoredName, type FileArea } from '../../src/server/lib/file-store.ts';
import { createS3FileStore, type S3FileStore } from '../../src/server/lib/s3-file-store.ts';

/** What `npm run files:to-s3` prints: files and bytes found on disk, and how many are in the bucket with the same SHA-256. */
export type MoveSummary = { files: number; bytes: number; verified: number; mismatched: number; missing: number };

type S3Place = Extract<FileStoreConfig, { driver: 's3' }>;
type LocalFile = { area: FileArea; name: string; full: string; bytes: number };

const AREAS: readonly FileArea[] = ['files', 'reports'];

async function sha256(stream: Readable): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(stream, hash);
  return hash.digest('hex');
}

/** The stored files under DATA_DIR/files and DATA_DIR/reports; anything else there is named in `skipped`. */
async function localFiles(dataDir: string): Promise<{ found: LocalFile[]; skipped: string[] }> {
  const found: LocalFile[] = [];
  const skipped: string[] = [];
  for (const area of AREAS) {
    const root = path.join(dataDir, area);
    if (!fs.existsSync(root)) continue;
    for (const entry of await fs.promises.readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const name = path.relative(root, full).split(path.sep).join('/');
      if (!isStoredName(name)) skipped.push(`${area}/${name}`);
      else found.push({ area, name, full, bytes: (await fs.promises.stat(full)).size });
    }
  }
  found.sort((a, b) => `${a.area}/${a.name}`.localeCompare(`${b.area}/${b.name}`));
  return { found, skipped };
}

/**
 * Copies every stored file of DATA_DIR (files and kept reports) to the S3 store under the same
 * name, then reads each back and compares SHA-256 (docs/operations.md "Stored files"). An object
 * already there is never replaced: it is verified like the others, so running again is safe and a
 * differing object is reported, not overwritten. `problem` hears each skipped, missing or
 * mismatched name (stored names are random; they hold no personal data).
 */
export async function moveFilesToS3(
  input: { dataDir: string; target: S3Place },
  problem: (line: string) => void = () => {},
): Promise<MoveSummary> {
  const stores: Record<FileArea, S3FileStore> = {
    files: createS3FileStore(input.target),
    reports: createS3FileStore({ ...input.target, prefix: `${input.target.prefix}reports/` }),
  };
  const { found, skipped } = await localFiles(input.dataDir);
  for (const name of skipped) problem(`skipped (not a stored file name): ${name}`);

  for (const file of found) {
    if ((await stores[file.area].sizeOf(file.name)) === null)
      await stores[file.area].saveAs(file.name, fs.createReadStream(file.full));
  }

  const summary: MoveSummary = { files: found.length, bytes: 0, verified: 0, mismatched: 0, missing: 0 };
  const listed = new Set<string>();
  for (const area of AREAS) for await (const name of stores[area].names()) listed.add(`${area}/${name}`);
  for (const file of found) {
    summary.bytes += file.bytes;
    if (!listed.has(`${file.area}/${file.name}`)) {
      summary.missing += 1;
      problem(`missing in the bucket: ${file.area}/${file.name}`);
      continue;
    }
    const [local, stored] = await Promise.all([
      sha256(fs.createReadStream(file.full)),
      stores[file.area].read(file.name).then((r) => sha256(r.stream)),
    ]);
    if (local === stored) summary.verified += 1;
    else {
      summary.mismatched += 1;
      problem(`different in the bucket: ${file.area}/${file.name}`);
    }
  }
  return summary;
}
