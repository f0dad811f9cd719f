import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { ensureFirstAdmin } from '../../src/server/startup.ts';
import type { AppContext } from '../../src/server/context.ts';

/**
 * Instances started together apply the migrations once (docs/domain.md, "Several instances"): on
 * PostgreSQL four instances migrate one empty database at the same moment, and every migration is
 * applied exactly once with none of them failing. PostgreSQL's part is defined when TEST_DATABASE_URL
 * is set (.ci/run runs the API suite on both engines); on PGlite, one instance per data folder, a
 * second migration applies nothing.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(fs.readFileSync(path.resolve('drizzle/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('migrations at start', () => {
  it('on PGlite, migrating again applies nothing', async () => {
    const database = openDatabase({});
    try {
      await database.migrate();
      await database.migrate();
      const result = (await database.db.execute('select count(*)::int as n from drizzle.__drizzle_migrations')) as {
        rows: { n: number }[];
      };
      expect(result.rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  });

  if (postgresUrl) {
    it('on PostgreSQL, four instances starting together apply each migration once and make one first administrator', async () => {
      const name = `migrations_once_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const instances = Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString() }));
      try {
        const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
        expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
        const check = new pg.Client({ connectionString: url.toString() });
        await check.connect();
        const { rows } = await check.query<{ n: number; hashes: number }>(
          'select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
        );
        await check.end();
        expect(rows[0]).toEqual({ n: journal.entries.length, hashes: journal.entries.length });

        // Then each makes the first administrator from the same ADMIN_EMAIL, at the same moment.
        const config = loadConfig({ ADMIN_EMAIL: 'first@once.test', ADMIN_PASSWORD: 'Once-Only-Pass9' });
        const silent = { info: () => {}, warn: () => {}, error: () => {} };
        const starts = await Promise.allSettled(
          instances.map((instance) =>
            ensureFirstAdmin({ config, db: instance.db, log: silent } as unknown as AppContext),
          ),
        );
        expect(starts.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
        const users = new pg.Client({ connectionString: url.toString() });
        await users.connect();
        const admins = await users.query<{ email: string; role: string }>('select email, role from users');
        await users.end();
        expect(admins.rows).toEqual([{ email: 'first@once.test', role: 'admin' }]);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      }
    });
  }
});
