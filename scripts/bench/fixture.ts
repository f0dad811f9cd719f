import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { insertUser } from '../../src/server/modules/users/users.repository.ts';

export type Fixture = { dataDir: string; user: { email: string; password: string } };

/** Benchmarks sign in as this user; later benchmarks may seed more data into a copy of the folder. */
const benchUser = { email: 'bench@example.test', password: 'Bench!Mark-2024' };

/** A temporary DATA_DIR with a migrated PGlite database and one admin user. */
export async function createFixture(): Promise<Fixture> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-bench-'));
  const database = openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    await database.migrate();
    await insertUser(database.db, {
      email: benchUser.email,
      firstName: 'Bench',
      lastName: 'Mark',
      role: 'admin',
      passwordHash: await hashPassword(benchUser.password),
    });
  } finally {
    await database.close();
  }
  return { dataDir, user: benchUser };
}

/** A copy of the fixture folder: PGlite belongs to one process at a time. */
export function copyFixture(fixture: Fixture): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-bench-'));
  fs.cpSync(fixture.dataDir, copy, { recursive: true });
  return copy;
}

export const removeDir = (dir: string) => fs.rmSync(dir, { recursive: true, force: true });
