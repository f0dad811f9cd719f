import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { maintainTables } from '../../src/server/db/maintenance.ts';

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
    expect(care).toContainEqual({ table: 'maintenance_probe', vacuum: true, analyse: true });
    const after = await deadRows();
    expect(after.dead).toBe(0);
    expect(after.last_vacuum).not.toBeNull();

    expect(await maintainTables(database.db)).toEqual([]);
  });
});
