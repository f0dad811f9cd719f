import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { isUniqueViolation } from '../../src/server/lib/db-errors.ts';
import { runAsLongWork } from '../../src/server/lib/long-work-scope.ts';

// PGlite runs in its own thread (docs/decisions/0010-pglite-in-a-worker-thread.md): tested on PGlite whatever TEST_DATABASE_URL says.
let database: Database;
beforeAll(async () => {
  database = openDatabase({ pgliteDir: 'memory://' });
  await database.db.execute(sql`create table things (id int primary key, name text not null)`);
});
afterAll(async () => {
  await database.close();
});

const names = async () => {
  const result: unknown = await database.db.execute(sql`select name from things order by id`);
  return (result as { rows: { name: string }[] }).rows.map((r) => r.name);
};
const reset = () => database.db.execute(sql`delete from things`);

describe('PGlite in its own thread', () => {
  it('keeps the event loop free while a query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(elapsed).toBeGreaterThan(50);
    // A 5 ms timer fires throughout; on the event loop's own thread it could not fire at all.
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
  });

  it('commits a transaction, and rolls all of it back when its function throws', async () => {
    await reset();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (1, 'kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things values (2, 'dropped')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await names()).toEqual(['kept']);
  });

  it('rolls back to a savepoint in a nested transaction', async () => {
    await reset();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (1, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into things values (2, 'inner')`);
          inner.rollback();
        })
        .catch(() => {});
    });
    expect(await names()).toEqual(['outer']);
  });

  it('runs a query asked for outside an open transaction after it, never inside it', async () => {
    await reset();
    let outside: Promise<string[]> | undefined;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things values (1, 'uncommitted')`);
        outside = names();
        await new Promise((resolve) => setTimeout(resolve, 30));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await outside).toEqual([]);
  });

  it('answers concurrent queries each with its own result', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const result: unknown = await database.db.execute(sql`select ${i}::int as n, now()::date::text as day`);
        return (result as { rows: { n: number }[] }).rows[0]!.n;
      }),
    );
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('rejects with PostgreSQL fields (code, constraint, table) and without the parameters', async () => {
    await reset();
    await database.db.execute(sql`insert into things values (1, 'first')`);
    const error = await database.db.execute(sql`insert into things values (${1}, ${'secret value'})`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error, 'things_pkey')).toBe(true);
    const cause = (error as { cause: Record<string, unknown> }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'things_pkey', table: 'things', severity: 'ERROR' });
    expect(cause).not.toHaveProperty('params');
    expect(JSON.stringify(cause)).not.toContain('secret value');
  });

  it('keeps dates and timestamps as Drizzle reads them', async () => {
    const result: unknown = await database.db.execute(
      sql`select date '2024-02-29' as d, timestamptz '2024-01-02 03:04:05+00' as t, 7::int as n, true as b`,
    );
    expect((result as { rows: unknown[] }).rows[0]).toEqual({
      d: '2024-02-29',
      t: '2024-01-02 03:04:05+00',
      n: 7,
      b: true,
    });
  });

  it('keeps a process alive while a query runs, and not after (a script that never closes still ends)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-thread-'));
    const script = path.join(dir, 'script.mts');
    const root = path.resolve(import.meta.dirname, '../..');
    fs.writeFileSync(
      script,
      `import { sql } from ${JSON.stringify(path.join(root, 'node_modules/drizzle-orm/index.js'))};
import { openDatabase } from ${JSON.stringify(path.join(root, 'src/server/db/client.ts'))};
const database = openDatabase({ pgliteDir: 'memory://' });
const result = await database.db.execute(sql\`select 41 + 1 as n\`);
console.log(JSON.stringify(result.rows));
`,
    );
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        cwd: root,
        timeout: 60_000,
      });
      expect(stdout.trim()).toBe('[{"n":42}]');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("long work's queries on PGlite (docs/decisions/0030-long-work-queries-queue-behind-requests.md)", () => {
  let lane: Database;
  /** Each turn asked of the lane, and the means to let it go. */
  const turns: (() => void)[] = [];
  let turnsOpen = false;
  beforeAll(() => {
    lane = openDatabase({ pgliteDir: 'memory://' });
    lane.queueLongWorkBehind!(
      () =>
        new Promise<void>((resolve) => {
          turns.push(resolve);
          if (turnsOpen) resolve();
        }),
    );
  });
  afterAll(async () => {
    await lane.close();
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
  // Drizzle's queries run when awaited: each is awaited inside the scope, as a handler's are.

  it("wait for their turn, while another user's query goes at once", async () => {
    turnsOpen = false;
    turns.length = 0;
    const order: string[] = [];
    const long = runAsLongWork(async () => await lane.db.execute(sql`select 1`)).then(() => order.push('long work'));
    await lane.db.execute(sql`select 2`);
    order.push('other');
    await settled();
    expect(order).toEqual(['other']);
    expect(turns).toHaveLength(1);
    turns[0]!();
    await long;
    expect(order).toEqual(['other', 'long work']);
  });

  it('go one at a time: a transaction holds the turn until it ends, and a failure does not stop the next', async () => {
    turnsOpen = true;
    turns.length = 0;
    let release = () => {};
    const transaction = runAsLongWork(async () =>
      lane.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise<void>((resolve) => (release = resolve));
      }),
    );
    const failing = runAsLongWork(async () => await lane.db.execute(sql`select * from no_such_table`));
    const next = runAsLongWork(async () => await lane.db.execute(sql`select 3 as n`));
    await settled();
    expect(turns).toHaveLength(1);
    release();
    await transaction;
    await expect(failing).rejects.toThrow('no_such_table');
    const result = (await next) as { rows: { n: number }[] };
    expect(result.rows).toEqual([{ n: 3 }]);
    expect(turns).toHaveLength(3);
  });
});
