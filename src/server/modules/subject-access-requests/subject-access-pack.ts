import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import * as archiverModule from 'archiver';
import { FileNotFoundError, type FileStore } from '../../lib/file-store.ts';
import type { PackRow } from './subject-access-pack.repository.ts';

/**
 * The subject access pack as one .zip, streamed while it is written (docs/decisions/0024-subject-access-pack.md):
 * tables/<table>.json for each table's rows, the stored files under files/ (one open at a time,
 * hashed as they pass), files/manifest.json with each file's name and SHA-256, and summary.txt.
 */

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

/** A stored file a row of the pack names (a worker document, a right-to-work check's evidence). */
export type PackFile = { table: string; rowId: unknown; storedName: string; originalName: string };

export type ManifestEntry = {
  path: string | null;
  table: string;
  rowId: unknown;
  originalFileName: string;
  sizeBytes: number | null;
  sha256: string | null;
  /** The row names a file the file store no longer holds. */
  missing: boolean;
};

/** Columns whose values never leave in a pack, whatever table they are on (docs/domain.md, "Subject access requests"). */
export const SECRET_COLUMN = /password|secret|token|hash|recovery|credential|public_key/i;

/** A row without its secret columns. */
export const withoutSecrets = (row: PackRow): PackRow =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column)));

/** Files whose rows are in the pack: any row with a stored_file_name. */
export function filesOf(tables: ReadonlyMap<string, readonly PackRow[]>): PackFile[] {
  const files: PackFile[] = [];
  for (const [table, rows] of tables) {
    for (const row of rows) {
      if (typeof row.stored_file_name !== 'string') continue;
      const originalName = typeof row.original_file_name === 'string' ? row.original_file_name : row.stored_file_name;
      files.push({ table, rowId: row.id, storedName: row.stored_file_name, originalName });
    }
  }
  return files;
}

/** A name safe in any unzip tool: no folders, no control characters, at most 120 characters. */
const safeName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').slice(-120) || 'file';

/** Resolves when the archive has written the named entry; fails with the archive. */
function entryWritten(archive: Archiver, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: { name: string }) => {
      if (entry.name !== name) return;
      cleanUp();
      resolve();
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    const onClose = () => {
      cleanUp();
      reject(new Error('the pack was closed before it was written'));
    };
    const cleanUp = () => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
      archive.off('close', onClose);
    };
    archive.on('entry', onEntry);
    archive.on('error', onError);
    archive.on('close', onClose);
  });
}

async function appendFile(archive: Archiver, store: FileStore, file: PackFile, index: number): Promise<ManifestEntry> {
  const entry = { table: file.table, rowId: file.rowId, originalFileName: file.originalName };
  let opened: { stream: Readable; sizeBytes: number };
  try {
    opened = await store.read(file.storedName);
  } catch (error) {
    if (!(error instanceof FileNotFoundError)) throw error;
    return { ...entry, path: null, sizeBytes: null, sha256: null, missing: true };
  }
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  opened.stream.on('error', (error) => hashing.destroy(error));
  const path = `files/${String(index + 1).padStart(3, '0')}-${safeName(file.originalName)}`;
  const written = entryWritten(archive, path);
  archive.append(opened.stream.pipe(hashing), { name: path });
  try {
    await written;
  } catch (error) {
    opened.stream.destroy();
    throw error;
  }
  return { ...entry, path, sizeBytes: opened.sizeBytes, sha256: hash.digest('hex'), missing: false };
}

export type PackContent = {
  tables: ReadonlyMap<string, readonly PackRow[]>;
  files: readonly PackFile[];
  summary: (manifest: readonly ManifestEntry[]) => string;
};

/**
 * The pack's stream. Tables first, then each file (the next opened only once the last is written),
 * then the manifest and the summary. A failure part-way ends the stream with the error, so the
 * download fails rather than ending as a short, valid-looking file.
 */
export function streamPack(store: FileStore, content: PackContent): Readable {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const fill = async () => {
    for (const [table, rows] of content.tables)
      archive.append(JSON.stringify(rows, null, 2), { name: `tables/${table}.json` });
    const manifest: ManifestEntry[] = [];
    for (const [index, file] of content.files.entries()) manifest.push(await appendFile(archive, store, file, index));
    archive.append(JSON.stringify(manifest, null, 2), { name: 'files/manifest.json' });
    archive.append(content.summary(manifest), { name: 'summary.txt' });
    await archive.finalize();
  };
  fill().catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
  return archive;
}
