import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that each journey's server starts from (a copy of it). */
    e2eDatabaseTemplate: string;
  }
}

/**
 * The browser tier's global setup: a fresh server would first create an empty PGlite cluster
 * (seconds of CPU) and migrate it. Done once here; each journey's server gets a copy of the
 * folder as its DATA_DIR/db (tests/e2e/support/server.ts), as scripts/bench does with its fixture.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-e2e-template-'));
  const database = openDatabase({ pgliteDir: path.join(dir, 'db') });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('e2eDatabaseTemplate', path.join(dir, 'db'));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
