/**
 * npm run backup -- --out FILE
 * Writes one .zip of the installation (docs/operations.md "Data and backups"; its layout in
 * docs/decisions/0026-backup-archive.md): every table of the database (DATABASE_URL, else PGlite in
 * DATA_DIR/db) from one snapshot, every stored file and kept report of the configured file store
 * (DATA_DIR/files and DATA_DIR/reports, or the S3 bucket), and manifest.json with the row count of
 * each table and the size and SHA-256 of each file. On PGlite the server must be stopped first
 * (only one process may open its folder); on PostgreSQL it may keep running. Prints one line;
 * exits 1 when the backup could not be written (no file is left at FILE then).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { errorSummary } from '../src/server/lib/log-errors.ts';
import { fileOption, UsageError } from './backup/file-option.ts';
import { backupLine } from './backup/summary-lines.ts';
import { writeBackup } from './backup/write-backup.ts';

const usage = 'Usage: npm run backup -- --out FILE   (e.g. --out backups/crm-2025-06-30.zip)';

async function main(): Promise<number> {
  const out = fileOption(process.argv.slice(2), 'out', usage);
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'db');
  if (!config.databaseUrl && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new UsageError(`There is no database to back up: no DATABASE_URL and no PGlite database in ${pgliteDir}.`);
  const started = performance.now();
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  try {
    const result = await writeBackup({ database, config, out });
    for (const name of result.strays) console.error(`skipped (not a stored file name): ${name}`);
    for (const name of result.vanished) console.error(`removed while the backup ran, so not in it: ${name}`);
    console.log(backupLine(result.manifest, out, result.archiveBytes, performance.now() - started));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError;
    console.error(known ? error.message : `Backup failed: ${errorSummary(error)}`);
    process.exit(1);
  },
);
