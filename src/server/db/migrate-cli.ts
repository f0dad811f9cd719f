/**
 * npm run db:migrate: applies the committed migrations in drizzle/ to the configured database
 * (DATABASE_URL, else PGlite in DATA_DIR/db) and says what it did. The server also migrates at
 * start; this is for deploys that migrate before switching traffic.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, type Database } from './client.ts';

/** Migrations drizzle has recorded as applied; 0 before the first run. */
async function appliedCount(database: Database): Promise<number> {
  try {
    const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    return rows[0]?.n ?? 0;
  } catch {
    return 0;
  }
}

/** Where the data lives, with any password in the URL hidden. */
export function describeTarget(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `PGlite database in ${path.join(dataDir, 'db')}`;
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return `PostgreSQL database ${url.toString()}`;
}

async function main() {
  const config = loadConfig();
  const target = describeTarget(config.databaseUrl, config.dataDir);
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    const before = await appliedCount(database);
    const started = performance.now();
    await database.migrate();
    const after = await appliedCount(database);
    const ms = Math.round(performance.now() - started);
    const applied = after - before;
    console.log(
      applied > 0
        ? `Applied ${applied} migration${applied === 1 ? '' : 's'} to the ${target} in ${ms} ms (${after} in total).`
        : `The ${target} is up to date (${after} migrations applied).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Migration failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
