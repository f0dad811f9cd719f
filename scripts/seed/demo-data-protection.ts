import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { addDays, addYears } from '../../src/shared/domain/en-gb-dates.ts';
import { sarDueDate } from '../../src/shared/domain/subject-access.ts';

/**
 * Data protection in the demo office (docs/domain.md, "Legal holds", "Subject access requests",
 * "Erasure"): a Left worker under a legal hold for a year and one whose hold has ended, and three
 * subject access requests (one due within a week, one overdue, one completed), so the worker pages,
 * the Subject Access tab, its reminders and the Retention tab's dry run have something to show. Made
 * once: a database that has subject access requests already gets none. No worker is erased: that is
 * an admin's act, with a fresh sign-in, for the demo's user to try on a Left worker.
 */
export type SeedDataProtectionResult = { legalHolds: number; subjectAccessRequests: number };

export async function seedDemoDataProtection(
  db: Db,
  options: { today: string; now: Date },
): Promise<SeedDataProtectionResult> {
  const none = { legalHolds: 0, subjectAccessRequests: 0 };
  const existing = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from subject_access_requests`),
  )[0]!.n;
  if (existing > 0) return none;
  const leavers = rowsOf<{ id: number }>(
    await db.execute(sql`select id from workers where status = 'left' and deleted_at is null
      and not exists (select 1 from legal_holds h where h.entity_type = 'worker' and h.entity_id = workers.id)
      order by id limit 2`),
  ).map((r) => r.id);
  const working = rowsOf<{ id: number }>(
    await db.execute(sql`select id from workers where status <> 'left' and deleted_at is null order by id limit 3`),
  ).map((r) => r.id);
  if (leavers.length < 2 || working.length < 3) return none;
  const admin =
    rowsOf<{ id: number }>(
      await db.execute(sql`select id from users where role = 'admin' and deleted_at is null order by id limit 1`),
    )[0]?.id ?? null;
  const { today, now } = options;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into legal_holds (entity_type, entity_id, reason, until, set_by, set_at) values
      ('worker', ${leavers[0]!}, 'Employment tribunal claim', ${addYears(today, 1)}::date, ${admin}, ${now.toISOString()}::timestamptz),
      ('worker', ${leavers[1]!}, 'Insurance claim, settled', ${addDays(today, -10)}::date, ${admin}, ${addDays(today, -200)}::date)`);
    const request = (workerId: number, received: string, completed: boolean) => sql`(${workerId}, ${received}::date,
      ${sarDueDate(received)}::date, 'The worker, by e-mail', ${completed ? 'completed' : 'open'},
      ${completed ? admin : null}::int, ${completed ? now.toISOString() : null}::timestamptz, ${admin}::int)`;
    await tx.execute(sql`insert into subject_access_requests
      (worker_id, received_date, due_date, requested_by, status, handled_by, completed_at, created_by) values
      ${request(working[0]!, addDays(today, -25), false)},
      ${request(working[1]!, addDays(today, -40), false)},
      ${request(working[2]!, addDays(today, -60), true)}`);
  });
  return { legalHolds: 2, subjectAccessRequests: 3 };
}

export const dataProtectionSummary = (result: SeedDataProtectionResult) =>
  result.subjectAccessRequests === 0
    ? 'Data protection: nothing added (subject access requests were there already, or too few workers).'
    : `Data protection: ${result.legalHolds} legal holds on Left workers (one in force, one ended) and ${result.subjectAccessRequests} subject access requests (one due within a week, one overdue, one completed).`;
