import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { MANIFEST_ENTRY, type Manifest } from '../../scripts/backup/archive-format.ts';
import { appTables, appliedMigrations, peopleCounts } from '../../scripts/backup/database-catalog.ts';
import { fingerprint, seedDrillOffice, type Fingerprint } from '../../scripts/backup/drill-seed.ts';
import { migrationsUpTo, migrationTags } from '../../scripts/backup/migration-level.ts';
import { restoreBackup, RestoreRefused } from '../../scripts/backup/restore-backup.ts';
import { writeBackup } from '../../scripts/backup/write-backup.ts';
import { createZipWriter } from '../../scripts/backup/zip-writing.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { useTestS3 } from '../helpers/s3.ts';
import { unzipEntries } from '../helpers/unzip.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { env: s3Env } = useTestS3();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-backup-test-'));
let source: TestApp;
let before: Fingerprint;
let archive: string;
let manifest: Manifest;
const closing: (() => Promise<void>)[] = [];

/** An empty installation of the engine under test: a fresh app (migrated, no rows) and its file store. */
async function emptyApp(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await createTestApp(env);
  closing.push(() => app.close());
  return app;
}

/**
 * A database with nothing in it, not even the migrations: PGlite in memory from an empty cluster,
 * or a new PostgreSQL database (dropped at the end).
 */
async function blankDatabase(): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = openDatabase({ pgliteDir: 'memory://' });
    closing.push(() => database.close());
    return database;
  }
  const name = `crm_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), onIdleError: () => {} });
  closing.push(async () => {
    await database.close();
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  return database;
}

/** A PGlite installation in DATA_DIR with one user; answers '' (no DATABASE_URL: PGlite). */
async function pgliteWithOneUser(dataDir: string): Promise<string> {
  const database = openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  await database.migrate();
  await database.db.execute(
    sql`insert into users (email, first_name, last_name, role, password_hash) values ('one@example.com', 'One', 'User', 'admin', 'x')`,
  );
  await database.close();
  return '';
}

/** A copy of the archive with its manifest changed by `edit` (the rest byte for byte). */
async function withManifest(edit: (m: Manifest) => void): Promise<string> {
  const entries = await unzipEntries(fs.readFileSync(archive));
  const changed = JSON.parse(entries.get(MANIFEST_ENTRY)!.toString('utf8')) as Manifest;
  edit(changed);
  const file = path.join(work, `edited-${Math.random().toString(36).slice(2, 8)}.zip`);
  const zip = createZipWriter(file, new Date());
  for (const [name, bytes] of entries) await zip.add(name, name === MANIFEST_ENTRY ? JSON.stringify(changed) : bytes);
  await zip.finish();
  return file;
}

beforeAll(async () => {
  source = await createTestApp();
  await seedDrillOffice(source.database.db, source.ctx.config);
  before = await fingerprint(source.database.db, source.ctx.config);
  archive = path.join(work, 'office.zip');
  ({ manifest } = await writeBackup({ database: source.database, config: source.ctx.config, out: archive }));
});

afterAll(async () => {
  for (const close of closing.reverse()) await close();
  await source.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it("records every table's rows and every file's size and SHA-256 in manifest.json", async () => {
    expect(manifest.format).toBe('worker-crm-backup');
    expect(manifest.formatVersion).toBe(1);
    expect(manifest.source).toEqual({ engine: source.database.engine, fileStore: 'disk' });
    const tags = migrationTags();
    expect(manifest.migrations).toEqual({ applied: tags.length, last: tags.at(-1) });
    expect(Object.keys(manifest.tables)).toEqual(await appTables(source.database.db));
    for (const [table, { rows }] of Object.entries(before.tables))
      expect(manifest.tables[table]!.rows, table).toBe(rows);
    expect(Object.fromEntries(manifest.files.map((f) => [`${f.area}/${f.name}`, f.sha256]))).toEqual(before.files);
    expect(manifest.files.some((f) => f.area === 'reports')).toBe(true);
    const entries = await unzipEntries(fs.readFileSync(archive));
    expect(JSON.parse(entries.get(MANIFEST_ENTRY)!.toString('utf8'))).toEqual(manifest);
    const workers = entries.get('database/workers.jsonl')!.toString('utf8').trim().split('\n');
    expect(workers).toHaveLength(before.tables.workers!.rows);
  });

  it('never writes over a file, and leaves nothing behind when it fails', async () => {
    await expect(writeBackup({ database: source.database, config: source.ctx.config, out: archive })).rejects.toThrow(
      `${archive} already exists: give the backup a new name`,
    );
    // The tables are written, then the file store cannot be reached.
    const unreachable = {
      dataDir: source.dataDir,
      fileStore: {
        driver: 's3' as const,
        bucket: 'gone',
        region: 'eu-west-2',
        endpoint: 'http://127.0.0.1:9',
        prefix: '',
      },
    };
    const out = path.join(work, 'failed.zip');
    await expect(writeBackup({ database: source.database, config: unreachable, out })).rejects.toThrow();
    expect(fs.existsSync(out)).toBe(false);
    expect(fs.existsSync(`${out}.partial`)).toBe(false);
  });
});

describe('npm run restore', () => {
  it('puts back every row and every file of the backed-up office into an empty installation', async () => {
    const target = await emptyApp();
    const result = await restoreBackup({ database: target.database, config: target.ctx.config, from: archive });
    expect(result.problems).toEqual([]);
    expect(result.rows).toBe(Object.values(before.tables).reduce((sum, t) => sum + t.rows, 0));
    expect(await fingerprint(target.database.db, target.ctx.config)).toEqual(before);
    // The next worker gets an id no worker had: the sequences were set past the restored rows.
    const [next] = rowsOf<{ next: number; top: number }>(
      await target.database.db.execute(
        sql`select nextval('workers_id_seq')::int as next, (select max(id) from workers)::int as top`,
      ),
    );
    expect(next!.next).toBeGreaterThan(next!.top);
  });

  it('refuses, in one line, an installation that has users or workers, and changes nothing there', async () => {
    const people = await peopleCounts(source.database.db);
    await expect(
      restoreBackup({ database: source.database, config: source.ctx.config, from: archive }),
    ).rejects.toThrow(
      new RestoreRefused(
        `The target installation is not empty (${people.users} users, ${people.workers} workers): restore only into a new, empty one.`,
      ),
    );
    expect(await fingerprint(source.database.db, source.ctx.config)).toEqual(before);
  });

  it('loads nothing when a table does not come back with the manifest row count, and says which', async () => {
    const workers = before.tables.workers!.rows;
    const edited = await withManifest((m) => {
      m.tables.workers!.rows = workers + 1;
    });
    const target = await emptyApp();
    const result = await restoreBackup({ database: target.database, config: target.ctx.config, from: edited });
    expect(result.problems).toEqual([
      `workers: ${workers} rows restored, the manifest says ${workers + 1}`,
      'nothing was loaded into the database',
    ]);
    expect(await peopleCounts(target.database.db)).toEqual({ users: 0, workers: 0 });
  });

  it('names a file whose SHA-256 differs from the manifest', async () => {
    const [first] = manifest.files;
    const edited = await withManifest((m) => {
      m.files[0]!.sha256 = '0'.repeat(64);
    });
    const target = await emptyApp();
    const result = await restoreBackup({ database: target.database, config: target.ctx.config, from: edited });
    expect(result.problems).toEqual([`${first!.area}/${first!.name}: its SHA-256 differs from the manifest`]);
  });

  it('refuses a backup of a newer version of the app, and a file that is not a backup', async () => {
    const newer = await withManifest((m) => {
      m.migrations = { applied: m.migrations.applied + 1, last: '0999_from_the_future' };
    });
    const target = await emptyApp();
    await expect(restoreBackup({ database: target.database, config: target.ctx.config, from: newer })).rejects.toThrow(
      'The backup was made by a newer version of the app (its database is at migration 0999_from_the_future): restore it with that version or a later one.',
    );
    const junk = path.join(work, 'notes.zip');
    fs.writeFileSync(junk, 'not a zip');
    await expect(restoreBackup({ database: target.database, config: target.ctx.config, from: junk })).rejects.toThrow(
      `${junk} is not a backup archive (not a readable .zip).`,
    );
  });

  it('carries a backup of an older version forward: its migration first, its rows, then the newer migrations', async () => {
    const tags = migrationTags();
    const older = tags.at(-2)!;
    const oldSource = await blankDatabase();
    const folder = migrationsUpTo(older);
    await oldSource.migrate(folder);
    fs.rmSync(folder, { recursive: true, force: true });
    await oldSource.db.execute(
      sql`insert into users (email, first_name, last_name, role, password_hash) values ('old@example.com', 'Old', 'Version', 'admin', 'x')`,
    );
    const config = loadConfig({ DATA_DIR: path.join(work, 'old-source') });
    const out = path.join(work, 'older.zip');
    const written = await writeBackup({ database: oldSource, config, out });
    expect(written.manifest.migrations).toEqual({ applied: tags.length - 1, last: older });

    const target = await blankDatabase();
    const result = await restoreBackup({
      database: target,
      config: loadConfig({ DATA_DIR: path.join(work, 'old-target') }),
      from: out,
    });
    expect(result.problems).toEqual([]);
    expect(await appliedMigrations(target.db)).toMatchObject({ applied: tags.length });
    const users = rowsOf<{ email: string }>(await target.db.execute(sql`select email from users`));
    expect(users).toEqual([{ email: 'old@example.com' }]);
  });

  it('moves the files into S3 when the new installation keeps them there', async () => {
    const target = await emptyApp(s3Env);
    const result = await restoreBackup({ database: target.database, config: target.ctx.config, from: archive });
    expect(result.problems).toEqual([]);
    const again = await writeBackup({
      database: target.database,
      config: target.ctx.config,
      out: path.join(work, 'from-s3.zip'),
    });
    expect(again.manifest.source.fileStore).toBe('s3');
    expect(again.manifest.files).toEqual(manifest.files);
  });

  it('as a command: says what is wrong in one line and exits 1', async () => {
    const run = (args: string[], extra: Record<string, string> = {}) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', ...args], {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: path.join(work, 'cli'), ...extra },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
    const missing = path.join(work, 'nowhere.zip');
    expect(await run(['--from', missing])).toEqual({ code: 1, stderr: `${missing} does not exist.\n` });
    // An installation with one user: PostgreSQL's database, or PGlite's folder on disk.
    const dataDir = path.join(work, 'cli-used');
    const used = source.databaseUrl ?? (await pgliteWithOneUser(dataDir));
    const people = source.databaseUrl ? await peopleCounts(source.database.db) : { users: 1, workers: 0 };
    expect(await run(['--from', archive], { DATA_DIR: dataDir, DATABASE_URL: used })).toEqual({
      code: 1,
      stderr: `The target installation is not empty (${people.users} users, ${people.workers} workers): restore only into a new, empty one.\n`,
    });
  });
});
