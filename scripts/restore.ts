/**
 * npm run restore -- --from FILE
 * Restores a backup of `npm run backup` into an empty installation (docs/operations.md "Data and
 * backups"): the database of DATABASE_URL, else PGlite in DATA_DIR/db, and the configured file
 * store, which may differ from the backed-up one's (PGlite to PostgreSQL, disk to S3). Refuses,
 * in one line, a target holding any user or worker. Migrates to the backup's migration, loads every
 * table, puts every file back, applies newer migrations, then checks each table's row count and
 * each file's SHA-256 against the manifest. Prints one line; exits 1 on any difference or failure.
 * Stop the server (every instance) while it runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { errorSummary } from '../src/server/lib/log-errors.ts';
import { fileOption, UsageError } from './backup/file-option.ts';
import { restoreBackup, RestoreRefused } from './backup/restore-backup.ts';
import { mismatchLine, restoreLine } from './backup/summary-lines.ts';

const usage = 'Usage: npm run restore -- --from FILE   (a .zip written by npm run backup)';

function fromOf(args: string[]): string {
  const file = fileOption(args, 'from', usage);
  if (!fs.existsSync(file)) throw new UsageError(`${file} does not exist.`);
  return file;
}

async function main(): Promise<number> {
  const from = fromOf(process.argv.slice(2));
  const config = loadConfig();
  const started = performance.now();
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    const result = await restoreBackup({ database, config, from });
    if (result.problems.length > 0) {
      for (const problem of result.problems) console.error(problem);
      console.error(mismatchLine(from, result.problems.length));
      return 1;
    }
    console.log(restoreLine(result.manifest, from, performance.now() - started));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError || error instanceof RestoreRefused;
    console.error(known ? error.message : `Restore failed: ${errorSummary(error)}`);
    process.exit(1);
  },
);
