import fs from 'node:fs';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import { FileNotFoundError } from '../../src/server/lib/file-store.ts';
import { AREAS, MANIFEST_ENTRY, fileEntry, parseManifest, tableEntry, type Manifest } from './archive-format.ts';
import { appliedMigrations } from './database-catalog.ts';
import { digest, filePlace } from './file-places.ts';
import { loadTables, MismatchError, refuseUnlessEmpty, RestoreRefused } from './load-tables.ts';
import { migrationTags, migrationsUpTo } from './migration-level.ts';

export { RestoreRefused };

export type RestoreResult = {
  manifest: Manifest;
  rows: number;
  fileBytes: number;
  /** Every difference from the manifest found after the restore; empty when all matches. */
  problems: string[];
};

/**
 * Restores a backup into an empty installation (docs/operations.md "Data and backups"): migrates
 * the database to the backup's migration, puts the files back into the configured store, loads
 * every table in one transaction (kept only when each table's row count matches the manifest),
 * applies any newer migrations, then reads every file back from the store and compares its
 * SHA-256 and size with the manifest.
 */
export async function restoreBackup(input: {
  database: Database;
  config: Pick<Config, 'dataDir' | 'fileStore'>;
  from: string;
}): Promise<RestoreResult> {
  const { database, config } = input;
  if (!fs.existsSync(input.from)) throw new RestoreRefused(`${input.from} does not exist.`);
  const zip = await openArchive(input.from);
  try {
    const manifest = readManifest(input.from, await readAll(await zip.open(MANIFEST_ENTRY)));
    await refuseToStart(database, manifest);

    const upToBackup = migrationsUpTo(manifest.migrations.last);
    try {
      await database.migrate(upToBackup);
    } finally {
      fs.rmSync(upToBackup, { recursive: true, force: true });
    }

    for (const file of manifest.files) {
      await filePlace(config, file.area).write(file.name, await zip.open(fileEntry(file.area, file.name)));
    }

    const problems: string[] = [];
    try {
      await database.db.transaction((tx) => loadTables(tx, manifest, (table) => zip.open(tableEntry(table))));
    } catch (error) {
      if (!(error instanceof MismatchError)) throw error;
      problems.push(...error.problems, 'nothing was loaded into the database');
    }
    if (problems.length === 0) await database.migrate();

    problems.push(...(await checkFiles(config, manifest)));
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    const fileBytes = manifest.files.reduce((sum, f) => sum + f.sizeBytes, 0);
    return { manifest, rows, fileBytes, problems };
  } finally {
    zip.close();
  }
}

function readManifest(file: string, bytes: Buffer): Manifest {
  try {
    return parseManifest(bytes.toString('utf8'));
  } catch (error) {
    throw new RestoreRefused(`${file} cannot be restored: ${error instanceof Error ? error.message : String(error)}.`);
  }
}

async function refuseToStart(database: Database, manifest: Manifest): Promise<void> {
  const known = migrationTags();
  if (manifest.migrations.last !== null && !known.includes(manifest.migrations.last))
    throw new RestoreRefused(
      `The backup was made by a newer version of the app (its database is at migration ${manifest.migrations.last}): restore it with that version or a later one.`,
    );
  await refuseUnlessEmpty(database.db);
  const target = await appliedMigrations(database.db);
  if (target.applied > manifest.migrations.applied)
    throw new RestoreRefused(
      `The target database is already migrated past the backup (${target.applied} migrations applied, the backup has ${manifest.migrations.applied}): restore into a new, empty database.`,
    );
}

/** Reads every file back from the store: each must be there with the manifest's size and SHA-256. */
async function checkFiles(config: Pick<Config, 'dataDir' | 'fileStore'>, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  const places = Object.fromEntries(AREAS.map((area) => [area, filePlace(config, area)]));
  for (const file of manifest.files) {
    const where = `${file.area}/${file.name}`;
    try {
      const found = await digest((await places[file.area]!.read(file.name)).stream);
      if (found.sha256 !== file.sha256) problems.push(`${where}: its SHA-256 differs from the manifest`);
      else if (found.sizeBytes !== file.sizeBytes)
        problems.push(`${where}: ${found.sizeBytes} bytes, the manifest says ${file.sizeBytes}`);
    } catch (error) {
      if (!(error instanceof FileNotFoundError)) throw error;
      problems.push(`${where}: not in the file store after the restore`);
    }
  }
  return problems;
}

type Archive = { open(name: string): Promise<Readable>; close(): void };

/** The .zip's entries by name (read from its central directory), each opened on demand. */
async function openArchive(file: string): Promise<Archive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch {
    throw new RestoreRefused(`${file} is not a backup archive (not a readable .zip).`);
  }
  const entries = new Map<string, yauzl.Entry>();
  for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  if (!entries.has(MANIFEST_ENTRY)) {
    zip.close();
    throw new RestoreRefused(`${file} is not a backup archive (it has no ${MANIFEST_ENTRY}).`);
  }
  return {
    async open(name) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`the archive has no ${name}, which its manifest lists`);
      return zip.openReadStreamPromise(entry);
    },
    close: () => zip.close(),
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
