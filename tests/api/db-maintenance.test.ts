import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { LIGHT_STATISTICS_TARGET, maintainTables } from '../../src/server/db/maintenance.ts';

// The maintenance stands in for autovacuum on PGlite only, so it is tested on PGlite whatever TEST_DATABASE_URL says.
let dir: string;
let database: Database;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-maint-'));
  database = openDatabase({ pgliteDir: path.join(dir, 'db') });
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const deadRows = async () => {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const result: unknown = await database.db.execute(
    sql`select n_dead_tup::int as dead, last_vacuum from pg_stat_user_tables where relname = 'maintenance_probe'`,
  );
  return (result as { rows: { dead: number; last_vacuum: Date | null }[] }).rows[0]!;
};

describe('maintainTables on PGlite', () => {
  it('vacuums and analyses a table with many dead rows, and leaves a quiet database alone', async () => {
    await database.db.execute(sql`create table maintenance_probe (id int primary key, v text)`);
    await database.db.execute(sql`insert into maintenance_probe select g, 'a' from generate_series(1, 1000) g`);
    await database.db.execute(sql`update maintenance_probe set v = 'b' where id <= 600`);
    expect((await deadRows()).dead).toBe(600);

    const care = await maintainTables(database.db);
    expect(care).toContainEqual({ table: 'maintenance_probe', vacuum: true, analyse: true, mode: 'full' });
    const after = await deadRows();
    expect(after.dead).toBe(0);
    expect(after.last_vacuum).not.toBeNull();

    expect(await maintainTables(database.db)).toEqual([]);
  });
});

/** The histogram's bounds of a column: one more than the statistics target its last ANALYZE used (a column of distinct values). */
const histogramBounds = async (table: string) => {
  const result: unknown = await database.db.execute(
    sql`select array_length(histogram_bounds, 1)::int as bounds from pg_stats where tablename = ${table} and attname = 'id'`,
  );
  return (result as { rows: { bounds: number }[] }).rows[0]!.bounds;
};

const deadIn = async (table: string) => {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const result: unknown = await database.db.execute(
    sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = ${table}`,
  );
  return (result as { rows: { dead: number }[] }).rows[0]!.dead;
};

describe('light rounds while people use the app, a full one when it is quiet', () => {
  it('a light round frees the dead rows and analyses from a small sample; the full round then owes it a whole one', async () => {
    await database.db.execute(sql`create table maintenance_light (id int primary key, v text)`);
    await database.db.execute(sql`insert into maintenance_light select g, 'a' from generate_series(1, 2000) g`);
    await database.db.execute(sql`update maintenance_light set v = 'b' where id <= 1500`);
    const owed = new Set<string>();

    const light = await maintainTables(database.db, 'light', owed);
    expect(light).toContainEqual({ table: 'maintenance_light', vacuum: true, analyse: true, mode: 'light' });
    expect(await histogramBounds('maintenance_light')).toBe(LIGHT_STATISTICS_TARGET + 1);
    expect(owed.has('maintenance_light')).toBe(true);
    // Its dead rows' index entries stay, and count as dead, until the full round: a light round leaves it be.
    expect(await deadIn('maintenance_light')).toBe(1500);
    expect((await maintainTables(database.db, 'light', owed)).map((t) => t.table)).not.toContain('maintenance_light');

    const full = await maintainTables(database.db, 'full', owed);
    expect(full).toContainEqual({ table: 'maintenance_light', vacuum: true, analyse: true, mode: 'full' });
    expect(await histogramBounds('maintenance_light')).toBe(101);
    expect(owed.size).toBe(0);
    expect(await deadIn('maintenance_light')).toBe(0);
    expect(await maintainTables(database.db, 'full', owed)).toEqual([]);
  });
});
