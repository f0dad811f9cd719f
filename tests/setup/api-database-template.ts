import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database (.tar) that each API test file's database starts from. */
    pgliteTemplate: string | undefined;
  }
}

/**
 * The API tier's global setup: PGlite takes seconds of CPU to create an empty cluster, once per test
 * file. Migrated once here and dumped, each file's in-memory database loads the dump instead
 * (tests/helpers/app.ts) and its migrate() finds nothing left to apply. Not on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const pglite = new PGlite('memory://', { extensions: { pg_trgm } });
  await migrate(drizzle(pglite), { migrationsFolder: path.resolve(import.meta.dirname, '../../drizzle') });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-test-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
