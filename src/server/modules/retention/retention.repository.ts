import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { purgeRuns, retentionSettings } from '../../db/schema/index.ts';
import { ANONYMISED_NAME } from '../../../shared/domain/retention.ts';
import { heldWorkerAs, holdInForce } from '../../lib/legal-holds.ts';

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

/** The cut-off dates of one run (docs/domain.md, "Retention and purge"), and its own London date for the holds in force. */
export type Cutoffs = {
  asOf: string;
  payroll: string;
  rightToWork: string;
  documents: string;
  leftWorkers: string;
  agencyRecords: string;
};

/**
 * A worker w whose kept data the schedule reaches: a live one, or an erased one (docs/domain.md,
 * "Erasure": out of the working set, but its restricted records still go on their dates). A deleted
 * worker's data goes with it at its purge.
 */
const scheduled = sql`(w.deleted_at is null or w.erased_at is not null)`;

/** A worker w who left on or before the cutoff (their P45 date), not held on the run's date. */
const leftBy = (cutoff: string, asOf: string) => sql`${scheduled} and w.status = 'left' and w.p45_date is not null
  and w.p45_date <= ${cutoff}::date and not ${heldWorkerAs('w', asOf)}`;

/**
 * One class's rows due on the as-of date: `from` and `where` over workers w, the row's id as `x.id`.
 * The count (a dry run) and the delete (a real run) read the same selection, so a dry run predicts the run.
 */
type Due = { from: SQL; where: SQL };

export const due = {
  payrollRecords: (c: Cutoffs): Due => ({
    from: sql`payroll_records x join workers w on w.id = x.worker_id`,
    where: sql`x.pay_date <= ${c.payroll}::date and not ${heldWorkerAs('w', c.asOf)}`,
  }),
  rtwChecks: (c: Cutoffs): Due => ({
    from: sql`rtw_checks x join workers w on w.id = x.worker_id`,
    where: leftBy(c.rightToWork, c.asOf),
  }),
  rtwDocuments: (c: Cutoffs): Due => ({
    from: sql`worker_documents x join workers w on w.id = x.worker_id`,
    where: sql`x.document_type = 'right_to_work' and ${leftBy(c.rightToWork, c.asOf)}`,
  }),
  otherDocuments: (c: Cutoffs): Due => ({
    from: sql`worker_documents x join workers w on w.id = x.worker_id`,
    where: sql`x.document_type <> 'right_to_work' and ${leftBy(c.documents, c.asOf)}`,
  }),
  anonymise: (c: Cutoffs): Due => ({
    from: sql`workers x join workers w on w.id = x.id`,
    where: sql`w.anonymised_at is null and ${leftBy(c.leftWorkers, c.asOf)}`,
  }),
  /**
   * An erased worker's restricted identity (docs/domain.md, "Erasure"), once nothing the law keeps
   * needs it: its right-to-work period has passed and no payroll record outlives this run (each is
   * due by its date, so a dry run sees what the run leaves).
   */
  erasedIdentities: (c: Cutoffs): Due => ({
    from: sql`workers x join workers w on w.id = x.id join worker_erasures e on e.worker_id = x.id`,
    where: sql`w.erased_at is not null and e.identity_removed_at is null
      and coalesce(e.first_name, e.last_name, e.ni_number, e.date_of_birth::text) is not null
      and ${leftBy(c.rightToWork, c.asOf)}
      and not exists (select 1 from payroll_records r where r.worker_id = w.id and r.pay_date > ${c.payroll}::date)`,
  }),
  /**
   * Agency comments about a worker (the agency's records of the placement) a year (the period) after
   * the worker's last service through that agency: the later of the P45 date, when the worker left
   * while with it, the last pay date a payroll record places the worker at it, and the comment's own
   * London date. Only once the placement has ended (the worker left or moved to another agency), and
   * neither the worker nor the comment's agency is held.
   */
  agencyRecords: (c: Cutoffs): Due => ({
    from: sql`agency_comments x join workers w on w.id = x.worker_id`,
    where: sql`w.deleted_at is null and (w.status = 'left' or w.agency_id is distinct from x.agency_id)
      and greatest(
        case when w.status = 'left' and w.agency_id = x.agency_id then w.p45_date end,
        (select max(r.pay_date) from payroll_records r where r.worker_id = w.id and r.agency_id = x.agency_id),
        (x.created_at at time zone 'Europe/London')::date
      ) <= ${c.agencyRecords}::date
      and not ${heldWorkerAs('w', c.asOf)}
      and not exists (select 1 from legal_holds h where ${holdInForce('h', c.asOf)}
        and h.entity_type = 'agency' and h.entity_id = x.agency_id)`,
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
export async function deletePayrollBatch(db: DbOrTx, c: Cutoffs, limit: number): Promise<number> {
  const ids = await lockDue(db, due.payrollRecords(c), limit);
  if (ids.length === 0) return 0;
  await db.execute(sql`delete from payroll_records where id in ${idList(ids)}`);
  return ids.length;
}

/** Deletes a batch of due right-to-work checks (their evidence cascades); how many, and the files to remove. */
export async function deleteRtwCheckBatch(
  db: DbOrTx,
  c: Cutoffs,
  limit: number,
): Promise<{ removed: number; files: string[] }> {
  const ids = await lockDue(db, due.rtwChecks(c), limit);
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
export async function anonymiseBatch(db: DbOrTx, c: Cutoffs, limit: number, at: Date): Promise<number[]> {
  const ids = await lockDue(db, due.anonymise(c), limit);
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

/** Clears a batch of erased workers' restricted identities whose kept records are gone; their ids. */
export async function clearErasedIdentityBatch(db: DbOrTx, c: Cutoffs, limit: number, at: Date): Promise<number[]> {
  const ids = await lockDue(db, due.erasedIdentities(c), limit);
  if (ids.length === 0) return [];
  await db.execute(sql`update worker_erasures set first_name = null, last_name = null, date_of_birth = null,
      ni_number = null, identity_removed_at = ${at.toISOString()}::timestamptz, updated_at = now()
    where worker_id in ${idList(ids)}`);
  return ids;
}

/** Anonymises a batch of due agency comments: the worker unlinked and the text replaced by the marker; their ids. */
export async function anonymiseAgencyRecordBatch(db: DbOrTx, c: Cutoffs, limit: number): Promise<number[]> {
  const ids = await lockDue(db, due.agencyRecords(c), limit);
  if (ids.length === 0) return [];
  await db.execute(sql`update agency_comments set worker_id = null, content = ${ANONYMISED_NAME}, updated_at = now()
    where id in ${idList(ids)}`);
  return ids;
}

/**
 * Audit entries made on or before the cutoff (a London date), except those about a held worker or
 * agency, or about a worker whose agency is held.
 */
const dueAudit = (cutoff: string, asOf: string): Due => ({
  from: sql`audit_log x`,
  where: sql`x.created_at < ((${cutoff}::date + 1)::timestamp at time zone 'Europe/London')
    and not exists (select 1 from legal_holds h where ${holdInForce('h', asOf)}
      and h.entity_type = x.entity_type and h.entity_id::text = x.entity_id)
    and not (x.entity_type = 'worker' and exists (select 1 from workers w join legal_holds h
      on ${holdInForce('h', asOf)} and h.entity_type = 'agency' and h.entity_id = w.agency_id
      where w.id::text = x.entity_id))`,
});

export const countDueAudit = (db: DbOrTx, cutoff: string, asOf: string) => countDue(db, dueAudit(cutoff, asOf));

/**
 * Deletes a batch of due audit entries. The audit trail refuses deletes (drizzle/0023) unless the
 * transaction says it is the retention purge (drizzle/0041): set for this transaction only.
 */
export async function deleteAuditBatch(db: DbOrTx, cutoff: string, asOf: string, limit: number): Promise<number> {
  await db.execute(sql`select set_config('app.retention_purge', 'on', true)`);
  const one = dueAudit(cutoff, asOf);
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
