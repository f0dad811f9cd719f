import { sql } from 'drizzle-orm';
import { ERASED_FIRST_NAME, ERASED_LAST_NAME, erasedWorkerColumns } from '../../../shared/domain/worker-erasure.ts';
import { ANONYMISED_NAME } from '../../../shared/domain/retention.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { workerErasures } from '../../db/schema/index.ts';
import { holdInForce } from '../../lib/legal-holds.ts';

/**
 * The SQL of an erasure (docs/domain.md, "Erasure"; docs/decisions/0028-erasure.md): it reads and
 * writes the rows other areas keep about one worker (documents, checks, logs, tickets, agency
 * comments, notifications, import records, the audit trail), as the retention purge does, because
 * they must all go or stay in one transaction under the worker's row lock.
 */

const ints = (ids: readonly number[]) => `{${ids.join(',')}}`;

export type LockedWorker = {
  id: number;
  status: string;
  p45Date: string | null;
  agencyId: number | null;
  deletedAt: string | null;
  erasedAt: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  niNumber: string | null;
};

const workerFields = sql`id, status, p45_date::text as "p45Date", agency_id as "agencyId",
  to_json(deleted_at) #>> '{}' as "deletedAt", to_json(erased_at) #>> '{}' as "erasedAt",
  first_name as "firstName", last_name as "lastName", date_of_birth::text as "dateOfBirth", ni_number as "niNumber"`;

/** The worker's row, locked (the lock a removal and a legal hold take), deleted or erased ones too. */
export async function lockWorker(db: DbOrTx, id: number): Promise<LockedWorker | undefined> {
  const result = await db.execute(sql`select ${workerFields} from workers where id = ${id} for update`);
  return rowsOf<LockedWorker>(result)[0];
}

export async function readWorker(db: DbOrTx, id: number): Promise<LockedWorker | undefined> {
  const result = await db.execute(sql`select ${workerFields} from workers where id = ${id}`);
  return rowsOf<LockedWorker>(result)[0];
}

/** Which legal hold in force on `today` keeps the worker: its own, its agency's, or none. */
export async function holdOn(
  db: DbOrTx,
  worker: { id: number; agencyId: number | null },
  today: string,
): Promise<'worker' | 'agency' | null> {
  const result = await db.execute(sql`select
      exists (select 1 from legal_holds h where ${holdInForce('h', today)}
        and h.entity_type = 'worker' and h.entity_id = ${worker.id}) as worker,
      exists (select 1 from legal_holds h where ${holdInForce('h', today)}
        and h.entity_type = 'agency' and h.entity_id = ${worker.agencyId ?? 0}) as agency`);
  const held = rowsOf<{ worker: boolean; agency: boolean }>(result)[0]!;
  return held.worker ? 'worker' : held.agency ? 'agency' : null;
}

/** The ids of what refers to the worker and whose audit entries name it. */
export type Related = {
  documentIds: number[];
  otherDocumentIds: number[];
  rtwDocumentIds: number[];
  rtwCheckIds: number[];
  logIds: number[];
  ticketIds: number[];
  commentIds: number[];
};

export async function readRelated(db: DbOrTx, id: number): Promise<Related> {
  const result = await db.execute(sql`select
      coalesce((select json_agg(d.id order by d.id) from worker_documents d where d.worker_id = ${id}), '[]') as "documentIds",
      coalesce((select json_agg(d.id order by d.id) from worker_documents d
        where d.worker_id = ${id} and d.document_type <> 'right_to_work'), '[]') as "otherDocumentIds",
      coalesce((select json_agg(d.id order by d.id) from worker_documents d
        where d.worker_id = ${id} and d.document_type = 'right_to_work'), '[]') as "rtwDocumentIds",
      coalesce((select json_agg(c.id order by c.id) from rtw_checks c where c.worker_id = ${id}), '[]') as "rtwCheckIds",
      coalesce((select json_agg(l.id order by l.id) from worker_communication_logs l where l.worker_id = ${id}), '[]') as "logIds",
      coalesce((select json_agg(t.id order by t.id) from tickets t where t.source = 'worker' and t.source_id = ${id}), '[]') as "ticketIds",
      coalesce((select json_agg(c.id order by c.id) from agency_comments c where c.worker_id = ${id}), '[]') as "commentIds"`);
  const row = rowsOf<Record<keyof Related, unknown>>(result)[0]!;
  const list = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as number[]) : (value as number[]));
  return {
    documentIds: list(row.documentIds),
    otherDocumentIds: list(row.otherDocumentIds),
    rtwDocumentIds: list(row.rtwDocumentIds),
    rtwCheckIds: list(row.rtwCheckIds),
    logIds: list(row.logIds),
    ticketIds: list(row.ticketIds),
    commentIds: list(row.commentIds),
  };
}

/** The worker's payroll records: how many are past `payCutoff` (due) and kept, and the latest kept pay date. */
export async function payrollFacts(
  db: DbOrTx,
  id: number,
  payCutoff: string,
): Promise<{ due: number; kept: number; latestKept: string | null }> {
  const result = await db.execute(sql`select
      count(*) filter (where pay_date <= ${payCutoff}::date)::int as due,
      count(*) filter (where pay_date > ${payCutoff}::date)::int as kept,
      (max(pay_date) filter (where pay_date > ${payCutoff}::date))::text as "latestKept"
    from payroll_records where worker_id = ${id}`);
  return rowsOf<{ due: number; kept: number; latestKept: string | null }>(result)[0]!;
}

/**
 * Notifications whose title names the worker: about it, its documents, the tickets raised about it,
 * or its subject access requests (the admins' reminders).
 */
const notificationsAbout = (id: number, related: Related) => sql`(subject = 'worker' and subject_id = ${id})
  or (subject = 'document' and subject_id = any(${ints(related.documentIds)}::int[]))
  or (subject = 'ticket' and subject_id = any(${ints(related.ticketIds)}::int[]))
  or (subject = 'subject-access-request'
    and subject_id in (select r.id from subject_access_requests r where r.worker_id = ${id}))`;

export async function countNotifications(db: DbOrTx, id: number, related: Related): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from notifications where ${notificationsAbout(id, related)}`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}

export async function countImportRecords(db: DbOrTx, id: number): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from worker_import_batch_workers where worker_id = ${id}`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** An audit entry about the worker or one of the rows erased with it, with its changes as stored. */
export type AuditEntry = { id: number; entityType: string; changes: unknown };

/** The audit trail's entries about the worker, its documents, logs, tickets and agency comments. */
export async function readAuditEntries(db: DbOrTx, id: number, related: Related): Promise<AuditEntry[]> {
  const about = (type: string, ids: readonly number[]) =>
    sql`(entity_type = ${type} and entity_id = any(${`{${ids.map(String).join(',')}}`}::text[]))`;
  const result = await db.execute(sql`select id, entity_type as "entityType", changes from audit_log
    where ${about('worker', [id])} or ${about('worker_document', related.documentIds)}
      or ${about('worker_communication_log', related.logIds)} or ${about('ticket', related.ticketIds)}
      or ${about('agency_comment', related.commentIds)}
    order by id`);
  return rowsOf<AuditEntry>(result);
}

/**
 * Takes the values out of the given entries' changes (docs/domain.md, "Erasure"). The audit trail
 * refuses every change (drizzle/0023) unless the transaction says it is an erasure's redaction
 * (drizzle/0043), which lets only `changes` change.
 */
export async function redactAuditEntries(
  db: DbOrTx,
  entries: readonly { id: number; changes: unknown }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.execute(sql`select set_config('app.audit_redaction', 'on', true)`);
  await db.execute(sql`update audit_log a set changes = v.changes
    from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as v(id int, changes jsonb) where a.id = v.id`);
  await db.execute(sql`select set_config('app.audit_redaction', 'off', true)`);
}

export async function insertErasure(db: DbOrTx, values: typeof workerErasures.$inferInsert): Promise<void> {
  await db.insert(workerErasures).values(values);
}

/**
 * The worker's row erased: every personal column cleared, the names replaced by the markers, and
 * anonymised, erased and deleted all set, so the row is out of every list as a deleted worker is.
 * false when it was erased meanwhile (the condition holds the once-only rule).
 */
export async function eraseWorkerRow(db: DbOrTx, id: number, userId: number, at: Date): Promise<boolean> {
  const cleared = sql.raw(erasedWorkerColumns.map((column) => `${column} = null`).join(', '));
  const result = await db.execute(sql`update workers set ${cleared},
      first_name = ${ERASED_FIRST_NAME}, last_name = ${ERASED_LAST_NAME},
      anonymised_at = ${at.toISOString()}::timestamptz, erased_at = ${at.toISOString()}::timestamptz,
      erased_by = ${userId}, deleted_at = ${at.toISOString()}::timestamptz, deleted_by = ${userId}, updated_at = now()
    where id = ${id} and erased_at is null and deleted_at is null
    returning id`);
  return rowsOf<{ id: number }>(result).length > 0;
}

/** Deletes the worker's documents of the given ids; their stored file names. */
export async function deleteDocuments(db: DbOrTx, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`delete from worker_documents where id = any(${ints(ids)}::int[])
    returning stored_file_name as name`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/** Deletes right-to-work checks (their evidence cascades); the evidence's stored file names. */
export async function deleteRtwChecks(db: DbOrTx, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const files = await db.execute(
    sql`select stored_file_name as name from rtw_check_evidence where check_id = any(${ints(ids)}::int[])`,
  );
  await db.execute(sql`delete from rtw_checks where id = any(${ints(ids)}::int[])`);
  return rowsOf<{ name: string }>(files).map((r) => r.name);
}

/** Deletes the worker's payroll records past their date (`payCutoff`). */
export async function deleteDuePayroll(db: DbOrTx, id: number, payCutoff: string): Promise<void> {
  await db.execute(sql`delete from payroll_records where worker_id = ${id} and pay_date <= ${payCutoff}::date`);
}

/** The worker's communication logs, the tickets raised about it (comments cascade) and the notifications naming it go; its agency comments are anonymised. */
export async function removeRelated(db: DbOrTx, id: number, related: Related): Promise<void> {
  await db.execute(sql`delete from notifications where ${notificationsAbout(id, related)}`);
  await db.execute(sql`delete from worker_communication_logs where worker_id = ${id}`);
  await db.execute(sql`delete from tickets where id = any(${ints(related.ticketIds)}::int[])`);
  await db.execute(sql`update agency_comments set worker_id = null, content = ${ANONYMISED_NAME}, updated_at = now()
    where id = any(${ints(related.commentIds)}::int[])`);
  // The values a bulk import replaced: an undo would otherwise write them back.
  await db.execute(sql`delete from worker_import_batch_workers where worker_id = ${id}`);
}

export type ErasureRow = typeof workerErasures.$inferSelect & { erasedByName: string | null };

export async function readErasure(db: DbOrTx, id: number): Promise<ErasureRow | undefined> {
  const result =
    await db.execute(sql`select e.worker_id as "workerId", e.erased_at as "erasedAt", e.erased_by as "erasedBy",
      e.first_name as "firstName", e.last_name as "lastName", e.date_of_birth::text as "dateOfBirth",
      e.ni_number as "niNumber", e.identity_removed_at as "identityRemovedAt", e.removed,
      e.created_at as "createdAt", e.updated_at as "updatedAt",
      nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as "erasedByName"
    from worker_erasures e left join users u on u.id = e.erased_by where e.worker_id = ${id}`);
  const row = rowsOf<ErasureRow & { erasedAt: string | Date; identityRemovedAt: string | Date | null }>(result)[0];
  if (!row) return undefined;
  return {
    ...row,
    erasedAt: new Date(row.erasedAt),
    identityRemovedAt: row.identityRemovedAt === null ? null : new Date(row.identityRemovedAt),
    removed: typeof row.removed === 'string' ? (JSON.parse(row.removed) as ErasureRow['removed']) : row.removed,
  };
}

/** The records the law keeps of an erased worker, as they are now (the purge takes each on its date). */
export async function readKeptRecords(db: DbOrTx, id: number) {
  const payroll = await db.execute(sql`select pay_date::text as "payDate", week_ending::text as "weekEnding",
      gross_pence as "grossPence", tax_pence as "taxPence", ni_pence as "niPence", pension_pence as "pensionPence",
      net_pence as "netPence"
    from payroll_records where worker_id = ${id} order by pay_date desc`);
  const checks = await db.execute(sql`select c.check_date::text as "checkDate", c.method, c.outcome,
      c.follow_up_date::text as "followUpDate",
      (select count(*)::int from rtw_check_evidence e where e.check_id = c.id) as "evidenceFiles"
    from rtw_checks c where c.worker_id = ${id} order by c.check_date desc, c.id desc`);
  const documents =
    await db.execute(sql`select original_file_name as "originalFileName", expiry_date::text as "expiryDate"
    from worker_documents where worker_id = ${id} order by id`);
  return {
    payrollRecords: rowsOf<{
      payDate: string;
      weekEnding: string;
      grossPence: number;
      taxPence: number;
      niPence: number;
      pensionPence: number;
      netPence: number;
    }>(payroll),
    rtwChecks: rowsOf<{
      checkDate: string;
      method: string | null;
      outcome: string;
      followUpDate: string | null;
      evidenceFiles: number;
    }>(checks),
    rtwDocuments: rowsOf<{ originalFileName: string; expiryDate: string | null }>(documents),
  };
}
