import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { purgeRuns, retentionSettings } from '../../db/schema/index.ts';
import { ANONYMISED_NAME } from '../../../shared/domain/retention.ts';

// The retention schedule's settings, the purge's SQL per class and the purge log
// (docs/domain.md, "Retention and purge").

export async function listRetentionSettings(db: DbOrTx): Promise<{ retentionClass: string; years: number }[]> {
  return db
    .select({ retentionClass: retentionSettings.retentionClass, years: retentionSettings.years })
    .from(retentionSettings);
}

/** Sets one class's period (an upsert: one row per class); the period it had before, or null. */
export async function setRetentionYears(
  db: DbOrTx,
  retentionClass: string,
  years: number,
  userId: number,
): Promise<number | null> {
  const result = await db.execute(sql`
    with before as (select years from retention_settings where retention_class = ${retentionClass} for update)
    insert into retention_settings as s (retention_class, years, updated_by)
    values (${retentionClass}, ${years}, ${userId})
    on conflict (retention_class) do update set years = excluded.years, updated_by = excluded.updated_by, updated_at = now()
    returning (select years from before) as before`);
  return rowsOf<{ before: number | null }>(result)[0]?.before ?? null;
}

/** An active legal hold on workers w or on its agency (docs/domain.md, "Legal holds"). */
const heldWorker = sql`(exists (select 1 from legal_holds h where h.lifted_at is null
    and h.entity_type = 'worker' and h.entity_id = w.id)
  or exists (select 1 from legal_holds h where h.lifted_at is null
    and h.entity_type = 'agency' and h.entity_id = w.agency_id))`;

/** A live worker w who left on or before the cutoff (their P45 date), not held. */
const leftBy = (cutoff: string) => sql`w.deleted_at is null and w.status = 'left' and w.p45_date is not null
  and w.p45_date <= ${cutoff}::date and not ${heldWorker}`;

/**
 * One class's rows due on the as-of date: `from` and `where` over workers w, the row's id as `x.id`.
 * The count (a dry run) and the delete (a real run) read the same selection, so a dry run predicts the run.
 */
type Due = { from: SQL; where: SQL };

export const due = {
  payrollRecords: (payCutoff: string): Due => ({
    from: sql`payroll_records x join workers w on w.id = x.worker_id`,
    where: sql`x.pay_date <= ${payCutoff}::date and not ${heldWorker}`,
  }),
  rtwChecks: (leftCutoff: string): Due => ({
    from: sql`rtw_checks x join workers w on w.id = x.worker_id`,
    where: leftBy(leftCutoff),
  }),
  rtwDocuments: (leftCutoff: string): Due => ({
    from: sql`worker_documents x join workers w on w.id = x.worker_id`,
    where: sql`x.document_type = 'right_to_work' and ${leftBy(leftCutoff)}`,
  }),
  otherDocuments: (leftCutoff: string): Due => ({
    from: sql`worker_documents x join workers w on w.id = x.worker_id`,
    where: sql`x.document_type <> 'right_to_work' and ${leftBy(leftCutoff)}`,
  }),
  anonymise: (leftCutoff: string): Due => ({
    from: sql`workers x join workers w on w.id = x.id`,
    where: sql`w.anonymised_at is null and ${leftBy(leftCutoff)}`,
  }),
};

export async function countDue(db: DbOrTx, one: Due): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${one.from} where ${one.where}`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** Locks up to `limit` due rows' workers (a hold placed meanwhile takes the same lock) and answers the rows' ids. */
async function lockDue(db: DbOrTx, one: Due, limit: number): Promise<number[]> {
  const result = await db.execute(sql`select x.id from ${one.from} where ${one.where}
    order by x.id limit ${limit} for update of w skip locked`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

const idList = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** Deletes a batch of due payroll records; how many. */
export async function deletePayrollBatch(db: DbOrTx, payCutoff: string, limit: number): Promise<number> {
  const ids = await lockDue(db, due.payrollRecords(payCutoff), limit);
  if (ids.length === 0) return 0;
  await db.execute(sql`delete from payroll_records where id in ${idList(ids)}`);
  return ids.length;
}

/** Deletes a batch of due right-to-work checks (their evidence cascades); how many, and the files to remove. */
export async function deleteRtwCheckBatch(
  db: DbOrTx,
  leftCutoff: string,
  limit: number,
): Promise<{ removed: number; files: string[] }> {
  const ids = await lockDue(db, due.rtwChecks(leftCutoff), limit);
  if (ids.length === 0) return { removed: 0, files: [] };
  const files = await db.execute(
    sql`select stored_file_name as name from rtw_check_evidence where check_id in ${idList(ids)}`,
  );
  await db.execute(sql`delete from rtw_checks where id in ${idList(ids)}`);
  return { removed: ids.length, files: rowsOf<{ name: string }>(files).map((r) => r.name) };
}

/** Deletes a batch of due worker documents (right-to-work or the others); how many, and the files to remove. */
export async function deleteDocumentBatch(
  db: DbOrTx,
  one: Due,
  limit: number,
): Promise<{ removed: number; files: string[] }> {
  const ids = await lockDue(db, one, limit);
  if (ids.length === 0) return { removed: 0, files: [] };
  const result = await db.execute(
    sql`delete from worker_documents where id in ${idList(ids)} returning stored_file_name as name`,
  );
  return { removed: ids.length, files: rowsOf<{ name: string }>(result).map((r) => r.name) };
}

/**
 * Anonymises a batch of due Left workers: names replaced by the marker, contact, identity, bank,
 * birth date, address and notes cleared; the row stays (payroll totals and the audit refer to it).
 */
export async function anonymiseBatch(db: DbOrTx, leftCutoff: string, limit: number, at: Date): Promise<number[]> {
  const ids = await lockDue(db, due.anonymise(leftCutoff), limit);
  if (ids.length === 0) return [];
  await db.execute(sql`update workers set
      title = null, initial = null, first_name = ${ANONYMISED_NAME}, last_name = ${ANONYMISED_NAME},
      gender = null, marital_status = null, nationality = null, date_of_birth = null,
      email = null, phone = null, address_line1 = null, address_line2 = null, address_line3 = null,
      city = null, county = null, post_code = null, account_name = null, sort_code = null,
      account_number = null, bacs_reference = null, ni_number = null, immigration_share_code = null,
      notes = null, anonymised_at = ${at.toISOString()}::timestamptz, updated_at = now()
    where id in ${idList(ids)}`);
  return ids;
}

/**
 * Audit entries made on or before the cutoff (a London date), except those about a held worker or
 * agency, or about a worker whose agency is held.
 */
const dueAudit = (cutoff: string): Due => ({
  from: sql`audit_log x`,
  where: sql`x.created_at < ((${cutoff}::date + 1)::timestamp at time zone 'Europe/London')
    and not exists (select 1 from legal_holds h where h.lifted_at is null
      and h.entity_type = x.entity_type and h.entity_id::text = x.entity_id)
    and not (x.entity_type = 'worker' and exists (select 1 from workers w join legal_holds h
      on h.lifted_at is null and h.entity_type = 'agency' and h.entity_id = w.agency_id
      where w.id::text = x.entity_id))`,
});

export const countDueAudit = (db: DbOrTx, cutoff: string) => countDue(db, dueAudit(cutoff));

/**
 * Deletes a batch of due audit entries. The audit trail refuses deletes (drizzle/0023) unless the
 * transaction says it is the retention purge (drizzle/0041): set for this transaction only.
 */
export async function deleteAuditBatch(db: DbOrTx, cutoff: string, limit: number): Promise<number> {
  await db.execute(sql`select set_config('app.retention_purge', 'on', true)`);
  const one = dueAudit(cutoff);
  const result = await db.execute(sql`delete from audit_log where id in
    (select x.id from ${one.from} where ${one.where} order by x.id limit ${limit}) returning id`);
  return rowsOf<{ id: number }>(result).length;
}

export async function insertPurgeRun(
  db: DbOrTx,
  run: { asOf: string; dryRun: boolean; counts: Record<string, number>; ranBy: number | null },
): Promise<void> {
  await db.insert(purgeRuns).values(run);
}

export async function listPurgeRuns(db: DbOrTx, limit: number, offset: number) {
  return db.select().from(purgeRuns).orderBy(desc(purgeRuns.createdAt), desc(purgeRuns.id)).limit(limit).offset(offset);
}

export async function countPurgeRuns(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(purgeRuns);
  return row?.n ?? 0;
}

/** A worker's leaving date and status and its latest pay date, for its retention dates. */
export async function latestPayDate(db: DbOrTx, workerId: number): Promise<string | null> {
  const result = await db.execute(
    sql`select max(pay_date)::text as latest from payroll_records where worker_id = ${workerId}`,
  );
  return rowsOf<{ latest: string | null }>(result)[0]?.latest ?? null;
}
