import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Config } from '../../src/server/config.ts';
import type { Database, DbOrTx } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { FileNotFoundError } from '../../src/server/lib/file-store.ts';
import {
  AREAS,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  fileEntry,
  tableEntry,
  type Manifest,
} from './archive-format.ts';
import { appTables, appliedMigrations, ownedSequences, sequencePosition } from './database-catalog.ts';
import { filePlace } from './file-places.ts';
import { tagOf } from './migration-level.ts';
import { createZipWriter, type ZipWriter } from './zip-writing.ts';

/** Rows fetched from the cursor at a time: a few megabytes of JSON at most. */
const FETCH_ROWS = 1000;

export type BackupResult = {
  manifest: Manifest;
  archiveBytes: number;
  /** Files in the store that are not stored files (never backed up), as area/name. */
  strays: string[];
  /** Files listed that were gone when read (removed while the backup ran), as area/name. */
  vanished: string[];
};

/**
 * Writes the archive of docs/decisions/0026-backup-archive.md to `out`: every table of the
 * database from one snapshot, then every stored file, then manifest.json. The archive is written
 * under `out`.partial and renamed when complete, so a file at `out` is always a whole backup.
 */
export async function writeBackup(input: {
  database: Database;
  config: Pick<Config, 'dataDir' | 'fileStore'>;
  out: string;
  now?: Date;
}): Promise<BackupResult> {
  const { database, config, out } = input;
  if (fs.existsSync(out)) throw new Error(`${out} already exists: give the backup a new name`);
  const createdAt = input.now ?? new Date();
  const partial = `${out}.partial`;
  const zip = createZipWriter(partial, createdAt);
  try {
    const snapshot = await database.db.transaction(async (tx) => {
      // One snapshot for every table: rows written while the backup runs are all in it or all out.
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      return writeTables(tx, zip);
    });
    const files: Manifest['files'] = [];
    const strays: string[] = [];
    const vanished: string[] = [];
    for (const area of AREAS) {
      const place = filePlace(config, area);
      const listed = await place.list();
      strays.push(...listed.strays.map((name) => `${area}/${name}`));
      for (const name of listed.names) {
        const written = await writeFile(zip, area, name, place.read.bind(place));
        if (written) files.push(written);
        else vanished.push(`${area}/${name}`);
      }
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      appVersion: appVersion(),
      source: { engine: database.engine, fileStore: config.fileStore.driver },
      ...snapshot,
      files,
    };
    await zip.add(MANIFEST_ENTRY, JSON.stringify(manifest, null, 2));
    const archiveBytes = await zip.finish();
    await fs.promises.rename(partial, out);
    return { manifest, archiveBytes, strays, vanished };
  } catch (error) {
    await zip.abandon();
    throw error;
  }
}

async function writeTables(tx: DbOrTx, zip: ZipWriter): Promise<Pick<Manifest, 'migrations' | 'tables' | 'sequences'>> {
  const { applied, lastWhen } = await appliedMigrations(tx);
  const tables: Manifest['tables'] = {};
  for (const table of await appTables(tx)) {
    const tally = { rows: 0, bytes: 0, hash: crypto.createHash('sha256') };
    await zip.add(tableEntry(table), Readable.from(tableLines(tx, table, tally)));
    tables[table] = { rows: tally.rows, bytes: tally.bytes, sha256: tally.hash.digest('hex') };
  }
  const sequences: Manifest['sequences'] = {};
  for (const { sequence } of await ownedSequences(tx)) sequences[sequence] = await sequencePosition(tx, sequence);
  return { migrations: { applied, last: tagOf(lastWhen) }, tables, sequences };
}

/** The table's rows as JSON lines, read through a cursor a thousand at a time. */
async function* tableLines(
  tx: DbOrTx,
  table: string,
  tally: { rows: number; bytes: number; hash: crypto.Hash },
): AsyncGenerator<Buffer> {
  await tx.execute(
    sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${sql.identifier(table)} t`,
  );
  for (;;) {
    const rows = rowsOf<{ line: string }>(await tx.execute(sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`)));
    if (rows.length === 0) break;
    const chunk = Buffer.from(`${rows.map((r) => r.line).join('\n')}\n`);
    tally.rows += rows.length;
    tally.bytes += chunk.length;
    tally.hash.update(chunk);
    yield chunk;
  }
  await tx.execute(sql`close backup_rows`);
}

/** Streams one stored file into the archive, hashing it as it passes; null when it is gone. */
async function writeFile(
  zip: ZipWriter,
  area: (typeof AREAS)[number],
  name: string,
  read: (name: string) => Promise<{ stream: Readable; sizeBytes: number }>,
): Promise<Manifest['files'][number] | null> {
  let opened: { stream: Readable; sizeBytes: number };
  try {
    opened = await read(name);
  } catch (error) {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
  const hash = crypto.createHash('sha256');
  let sizeBytes = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      done(null, chunk);
    },
  });
  opened.stream.once('error', (error) => hashing.destroy(error));
  try {
    await zip.add(fileEntry(area, name), opened.stream.pipe(hashing), { store: true });
  } finally {
    opened.stream.destroy();
  }
  return { area, name, sizeBytes, sha256: hash.digest('hex') };
}

function appVersion(): string {
  const file = path.resolve(import.meta.dirname, '../../package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}
