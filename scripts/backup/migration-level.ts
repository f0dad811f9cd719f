import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../src/server/db/client.ts';

/**
 * The app's migrations as drizzle/meta/_journal.json lists them. A backup records how far its
 * database was migrated; a restore migrates the empty target to exactly there, loads the rows,
 * then applies the newer migrations, which carry data forward as they do on any upgrade.
 */
type JournalEntry = { idx: number; when: number; tag: string };
type Journal = { entries: JournalEntry[] } & Record<string, unknown>;

const readJournal = (folder = migrationsFolder): Journal =>
  JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The tags of the app's migrations, oldest first. */
export const migrationTags = (): string[] => readJournal().entries.map((e) => e.tag);

/** The tag of the migration made at `when` (drizzle records each applied migration by its journal time). */
export function tagOf(when: number | null): string | null {
  if (when === null) return null;
  const entry = readJournal().entries.find((e) => e.when === when);
  if (!entry)
    throw new Error(`the database holds a migration (made at ${when}) that this version of the app does not know`);
  return entry.tag;
}

/**
 * A folder holding the app's migrations up to and including `lastTag` (none for null), for
 * Database.migrate: drizzle applies what its journal lists. The caller removes it.
 */
export function migrationsUpTo(lastTag: string | null): string {
  const journal = readJournal();
  const end = lastTag === null ? 0 : journal.entries.findIndex((e) => e.tag === lastTag) + 1;
  if (lastTag !== null && end === 0) throw new Error(`unknown migration ${lastTag}`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, end);
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}
