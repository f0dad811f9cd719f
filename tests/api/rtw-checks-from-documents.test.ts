import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Existing data moves over (docs/domain.md, "Right-to-work checks", "Checks derived from documents"):
 * the migration that brings method-less checks derives one from each worker's latest Right to Work
 * document, applied to a database migrated up to the one before it and holding such workers.
 */
const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');
const DERIVING = '0035_rtw_checks_from_documents';

/** The migrations folder as it was before `tag`: its SQL files and a journal that stops before it. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-migrations-before-'));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migration 0035: right-to-work checks derived from documents', () => {
  const pglite = new PGlite('memory://', { extensions: { pg_trgm } });
  const db = drizzle(pglite);
  let before: string;
  const rows = async <T>(query: string) => (await pglite.query<T>(query)).rows;

  beforeAll(async () => {
    before = migrationsBefore(DERIVING);
    await migrate(db, { migrationsFolder: before });
    await pglite.exec(`
      insert into users (id, email, password_hash, first_name, last_name, role)
        values (1, 'uploader@example.test', 'x', 'Una', 'Loader', 'support');
      insert into workers (id, first_name, last_name) values
        (1, 'Two', 'Documents'), (2, 'Expiring', 'Document'), (3, 'No', 'Document'), (4, 'Already', 'Checked');
      insert into worker_documents (worker_id, document_type, original_file_name, stored_file_name, mime_type,
          size_bytes, expiry_date, uploaded_by, created_at) values
        (1, 'right_to_work', 'old.pdf', 'a', 'application/pdf', 1, null, 1, '2025-03-01T12:00:00Z'),
        (1, 'right_to_work', 'new.pdf', 'b', 'application/pdf', 1, null, 1, '2025-06-30T23:30:00Z'),
        (1, 'passport', 'passport.pdf', 'c', 'application/pdf', 1, '2030-01-01', 1, '2025-06-30T10:00:00Z'),
        (2, 'right_to_work', 'visa.pdf', 'd', 'application/pdf', 1, '2027-04-30', null, '2026-01-10T09:00:00Z'),
        (3, 'passport', 'passport.pdf', 'e', 'application/pdf', 1, '2031-01-01', 1, '2026-01-10T09:00:00Z'),
        (4, 'right_to_work', 'rtw.pdf', 'f', 'application/pdf', 1, null, 1, '2026-01-10T09:00:00Z');
      insert into rtw_checks (worker_id, method, check_date, outcome, checked_by)
        values (4, 'list-a', '2026-01-11', 'pass', 1);
      update workers set rtw_checked = true where id = 4;
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });
  });
  afterAll(async () => {
    await pglite.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it("derives one check from a worker's latest Right to Work document: method unknown, passed on its London upload day, to review", async () => {
    expect(
      await rows(`select worker_id, method, check_date::text, permission_end_date::text, outcome,
        follow_up_date::text, checked_by, review_needed from rtw_checks where worker_id in (1, 2) order by worker_id`),
    ).toEqual([
      // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
      {
        worker_id: 1,
        method: null,
        check_date: '2025-07-01',
        permission_end_date: null,
        outcome: 'pass',
        follow_up_date: null,
        checked_by: 1,
        review_needed: true,
      },
      // The document's expiry is the permission's end and the follow-up date.
      {
        worker_id: 2,
        method: null,
        check_date: '2026-01-10',
        permission_end_date: '2027-04-30',
        outcome: 'pass',
        follow_up_date: '2027-04-30',
        checked_by: null,
        review_needed: true,
      },
    ]);
  });

  it('gives those workers their standing and leaves a worker without the document, or already checked, alone', async () => {
    expect(
      await rows(`select id, rtw_checked, rtw_follow_up_date::text, rtw_review_needed from workers order by id`),
    ).toEqual([
      { id: 1, rtw_checked: true, rtw_follow_up_date: null, rtw_review_needed: true },
      { id: 2, rtw_checked: true, rtw_follow_up_date: '2027-04-30', rtw_review_needed: true },
      { id: 3, rtw_checked: false, rtw_follow_up_date: null, rtw_review_needed: false },
      { id: 4, rtw_checked: true, rtw_follow_up_date: null, rtw_review_needed: false },
    ]);
    expect(await rows(`select worker_id, method, review_needed from rtw_checks where worker_id in (3, 4)`)).toEqual([
      { worker_id: 4, method: 'list-a', review_needed: false },
    ]);
  });

  it('audits each derived check as made by the system', async () => {
    const entries = await rows<{ user_id: number | null; entity_id: string; changes: { field: string }[] }>(
      `select user_id, entity_id, changes from audit_log where action = 'rtw_check' order by entity_id`,
    );
    expect(entries.map((e) => [e.user_id, e.entity_id])).toEqual([
      [null, '1'],
      [null, '2'],
    ]);
    expect(entries[1]!.changes).toContainEqual({ field: 'rtwFollowUpDate', from: null, to: '2027-04-30' });
    expect(entries[1]!.changes).toContainEqual({ field: 'rtwReviewNeeded', to: true });
  });
});
