import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.ts';

/** The PostgreSQL server of the benchmarks: BENCH_DATABASE_URL, else `fallback` when given (the local server). */
export async function benchPostgresUrl(fallback?: string): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? fallback;
  if (!url) return undefined;
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await probe.end().catch(() => {});
  }
}

/**
 * A throwaway, migrated database on baseUrl's server, named BENCH_DATABASE_PREFIX (crm_bench), the
 * process id and `suffix`; drop() removes it.
 */
export async function postgresDatabase(
  baseUrl: string,
  suffix = '',
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'crm_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix))
    throw new Error('BENCH_DATABASE_PREFIX must be lower case letters, digits and _');
  const name = `${prefix}_${process.pid}${suffix}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type BenchEngine = { engine: string; open: () => Promise<{ database: Database; drop: () => Promise<void> }> };

/**
 * The engines a benchmark runs on: PGlite in `pgliteDataDir` (a copy of the fixture), and PostgreSQL
 * too when BENCH_DATABASE_URL is set (a throwaway database named with `suffix`, dropped afterwards).
 */
export function benchEngines(pgliteDataDir: string, suffix: string): BenchEngine[] {
  const engines: BenchEngine[] = [
    {
      engine: 'PGlite',
      open: async () => ({
        database: openDatabase({ pgliteDir: path.join(pgliteDataDir, 'db') }),
        drop: async () => {},
      }),
    },
  ];
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) engines.push({ engine: 'PostgreSQL', open: () => postgresDatabase(pgUrl, suffix) });
  return engines;
}
