/**
 * The restore drill (node scripts/ci.mjs restore-drill; docs/operations.md "Data and backups"):
 * seeds a small office with a row in every table and files of every kind, backs it up with
 * `npm run backup`, wipes it, restores it with `npm run restore` and compares every table's rows
 * and every file's SHA-256 with the office as it was, for PGlite -> PGlite, PostgreSQL ->
 * PostgreSQL and PGlite -> PostgreSQL (the move of docs/operations.md). PostgreSQL is the server
 * of TEST_DATABASE_URL (default the local one); its throwaway databases, named DRILL_DATABASE_PREFIX
 * (default crm_drill) and the process id, are dropped at the end.
 * Prints each step's time and the archive's size; exits 1 on any difference.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import {
  emptyTables,
  fingerprint,
  fingerprintDifferences,
  seedDrillOffice,
  type Fingerprint,
} from './backup/drill-seed.ts';
import { megabytes } from './backup/summary-lines.ts';

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-drill-'));
const databases: string[] = [];
const failures: string[] = [];

/** An installation: its DATA_DIR, and its PostgreSQL database (none: PGlite in DATA_DIR/db). */
type Place = { label: string; dataDir: string; databaseUrl: string | undefined };

async function admin<T>(action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

async function newPostgres(name: string): Promise<string> {
  const database = `${process.env.DRILL_DATABASE_PREFIX ?? 'crm_drill'}_${process.pid}_${name}`;
  await admin((c) => c.query(`create database ${database}`));
  databases.push(database);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const place = async (label: string, engine: 'pglite' | 'postgres'): Promise<Place> => ({
  label,
  dataDir: fs.mkdtempSync(path.join(work, `${label}-`)),
  databaseUrl: engine === 'postgres' ? await newPostgres(label) : undefined,
});

function open(at: Place) {
  const config = loadConfig({
    DATA_DIR: at.dataDir,
    FILE_STORE: 'disk',
    ...(at.databaseUrl ? { DATABASE_URL: at.databaseUrl } : {}),
  });
  const database = openDatabase({ databaseUrl: at.databaseUrl, pgliteDir: path.join(at.dataDir, 'db') });
  return { config, database };
}

async function timed<T>(label: string, action: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await action();
  console.log(`  ${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  return result;
}

/** Runs `npm run backup` or `npm run restore` as an operator would, on `at`'s installation. */
async function cli(script: 'backup' | 'restore', args: string[], at: Place): Promise<void> {
  const env = { ...process.env, DATA_DIR: at.dataDir, DATABASE_URL: at.databaseUrl ?? '', FILE_STORE: 'disk' };
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: root,
    env,
  });
  console.log(`    ${stdout.trim()}`);
}

async function seededOffice(at: Place): Promise<Fingerprint> {
  const { config, database } = open(at);
  try {
    await database.migrate();
    await seedDrillOffice(database.db, config);
    const print = await fingerprint(database.db, config);
    const empty = emptyTables(print);
    if (empty.length > 0)
      failures.push(
        `${at.label}: the drill office has no rows in ${empty.join(', ')} (scripts/backup/drill-seed-tables.ts)`,
      );
    return print;
  } finally {
    await database.close();
  }
}

async function compare(name: string, before: Fingerprint, at: Place): Promise<void> {
  const { config, database } = open(at);
  try {
    const problems = fingerprintDifferences(before, await fingerprint(database.db, config));
    failures.push(...problems.map((p) => `${name}: ${p}`));
    const files = Object.keys(before.files).length;
    const tables = Object.keys(before.tables).length;
    console.log(`    ${problems.length === 0 ? 'same' : 'DIFFERENT'}: ${tables} tables, ${files} files`);
  } finally {
    await database.close();
  }
}

async function wipe(at: Place): Promise<void> {
  fs.rmSync(at.dataDir, { recursive: true, force: true });
  fs.mkdirSync(at.dataDir);
  if (!at.databaseUrl) return;
  const database = new URL(at.databaseUrl).pathname.slice(1);
  await admin(async (c) => {
    await c.query(`drop database ${database} with (force)`);
    await c.query(`create database ${database}`);
  });
}

async function drill(): Promise<void> {
  const started = performance.now();
  console.log('Restore drill: seed, back up, wipe, restore, compare');

  const lite = await place('pglite', 'pglite');
  const litePrint = await timed('seed the office (PGlite)', () => seededOffice(lite));
  const liteArchive = path.join(work, 'pglite.zip');
  await timed('npm run backup (PGlite)', () => cli('backup', ['--out', liteArchive], lite));
  console.log(`    archive of the drill office: ${megabytes(fs.statSync(liteArchive).size)}`);

  const moved = await place('moved', 'postgres');
  await timed('npm run restore (PGlite -> PostgreSQL)', () => cli('restore', ['--from', liteArchive], moved));
  await compare('PGlite -> PostgreSQL', litePrint, moved);

  await timed('wipe (PGlite)', () => wipe(lite));
  await timed('npm run restore (PGlite -> PGlite)', () => cli('restore', ['--from', liteArchive], lite));
  await compare('PGlite -> PGlite', litePrint, lite);

  const server = await place('postgres', 'postgres');
  const serverPrint = await timed('seed the office (PostgreSQL)', () => seededOffice(server));
  const serverArchive = path.join(work, 'postgres.zip');
  await timed('npm run backup (PostgreSQL)', () => cli('backup', ['--out', serverArchive], server));
  await timed('wipe (PostgreSQL)', () => wipe(server));
  await timed('npm run restore (PostgreSQL -> PostgreSQL)', () => cli('restore', ['--from', serverArchive], server));
  await compare('PostgreSQL -> PostgreSQL', serverPrint, server);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Restore drill took ${seconds} s.`);
}

try {
  await drill();
} catch (error) {
  const e = error as { message?: string; stderr?: string };
  failures.push(e.stderr?.trim() || e.message || String(error));
} finally {
  await admin(async (c) => {
    for (const database of databases) await c.query(`drop database if exists ${database} with (force)`);
  }).catch((error: unknown) => console.error(`Could not drop the drill's databases: ${String(error)}`));
  fs.rmSync(work, { recursive: true, force: true });
}
if (failures.length > 0) {
  for (const failure of failures) console.error(failure);
  console.error('Restore drill FAILED.');
  process.exit(1);
}
console.log('Restore drill passed: every table and every file came back the same.');
