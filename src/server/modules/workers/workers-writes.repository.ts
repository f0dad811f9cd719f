import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { ANONYMISED_NAME } from '../../../shared/domain/retention.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { rtwCheckEvidence, rtwChecks, workerDocuments, workers } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { heldWorkerAs, holdInForce } from '../../lib/legal-holds.ts';
import { workerColumns, type NewWorkerRow, type WorkerRow } from './workers.repository.ts';

// The writes of a worker row; the reads and the row's columns are workers.repository.ts.

/** Inserts a worker; undefined when the NI number is taken (the unique index decides). */
export async function insertWorker(db: DbOrTx, values: NewWorkerRow): Promise<WorkerRow | undefined> {
  try {
    const [row] = await db.insert(workers).values(values).returning(workerColumns);
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'workers_ni_number_unique')) return undefined;
    throw error;
  }
}

/** Updates a worker; 'duplicate-ni' when the new NI number is taken. */
export async function updateWorker(
  db: DbOrTx,
  id: number,
  values: Partial<NewWorkerRow>,
): Promise<WorkerRow | 'duplicate-ni' | undefined> {
  try {
    const [row] = await db.update(workers).set(values).where(eq(workers.id, id)).returning(workerColumns);
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'workers_ni_number_unique')) return 'duplicate-ni';
    throw error;
  }
}

/**
 * The stored file names of the workers' documents and of their right-to-work checks' evidence: read
 * before the delete cascades their rows away.
 */
export async function listStoredFileNamesOfWorkers(db: DbOrTx, workerIds: readonly number[]): Promise<string[]> {
  if (workerIds.length === 0) return [];
  const ids = [...workerIds];
  const rows = await db
    .select({ name: workerDocuments.storedFileName })
    .from(workerDocuments)
    .where(inArray(workerDocuments.workerId, ids))
    .unionAll(
      db
        .select({ name: rtwCheckEvidence.storedFileName })
        .from(rtwCheckEvidence)
        .innerJoin(rtwChecks, eq(rtwChecks.id, rtwCheckEvidence.checkId))
        .where(inArray(rtwChecks.workerId, ids)),
    );
  return rows.map((r) => r.name);
}

/** Whether the worker has a legal hold of its own in force on `today` (docs/domain.md, "Legal holds"). */
export async function isWorkerHeld(db: DbOrTx, id: number, today: string): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from legal_holds h where ${holdInForce('h', today)}
    and h.entity_type = 'worker' and h.entity_id = ${id}) as held`);
  return rowsOf<{ held: boolean }>(result)[0]!.held;
}

/**
 * Marks a live worker deleted (docs/domain.md, "Deleted workers"), unless it holds a legal hold in
 * force on `today`: the caller holds the worker's row lock, which placing a hold takes too. false
 * when nothing changed.
 */
export async function markWorkerDeleted(
  db: DbOrTx,
  id: number,
  deletedBy: number,
  at: Date,
  today: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    update workers w set deleted_at = ${at.toISOString()}::timestamptz, deleted_by = ${deletedBy}, updated_at = now()
    where w.id = ${id} and w.deleted_at is null
      and not exists (select 1 from legal_holds h where ${holdInForce('h', today)} and h.entity_type = 'worker' and h.entity_id = w.id)
    returning w.id`);
  return rowsOf<{ id: number }>(result).length > 0;
}

export type DeletedWorkerRow = {
  id: number;
  firstName: string;
  lastName: string;
  agencyName: string | null;
  deletedAt: string;
  onHold: boolean;
};

/**
 * Deleted workers, newest deletion first (workers_deleted_idx); an erased worker (docs/domain.md,
 * "Erasure") is out of the working set as a deleted one is but is not on this list: it never comes back.
 */
export async function listDeletedWorkers(db: DbOrTx, today: string): Promise<DeletedWorkerRow[]> {
  const result = await db.execute(sql`
    select w.id, w.first_name as "firstName", w.last_name as "lastName", a.name as "agencyName",
      to_json(w.deleted_at) #>> '{}' as "deletedAt", ${heldWorkerAs('w', today)} as "onHold"
    from workers w left join agencies a on a.id = w.agency_id
    where w.deleted_at is not null and w.erased_at is null
    order by w.deleted_at desc, w.id desc`);
  return rowsOf<DeletedWorkerRow>(result);
}

/** A deleted worker's deletion time, its row locked for the restore; undefined when it is not deleted (or was erased). */
export async function findDeletedWorkerForUpdate(db: DbOrTx, id: number): Promise<{ deletedAt: Date } | undefined> {
  const [row] = await db
    .select({ deletedAt: workers.deletedAt })
    .from(workers)
    .where(and(eq(workers.id, id), isNotNull(workers.deletedAt), isNull(workers.erasedAt)))
    .for('update');
  return row?.deletedAt ? { deletedAt: row.deletedAt } : undefined;
}

/**
 * Brings a deleted worker back as it was. 'duplicate-ni' when a live worker took its NI number
 * meanwhile (the partial unique index decides, docs/decisions/0023-soft-deleted-workers.md).
 */
export async function clearWorkerDeleted(db: DbOrTx, id: number): Promise<'restored' | 'duplicate-ni' | 'missing'> {
  try {
    const rows = await db
      .update(workers)
      .set({ deletedAt: null, deletedBy: null })
      .where(and(eq(workers.id, id), isNotNull(workers.deletedAt), isNull(workers.erasedAt)))
      .returning({ id: workers.id });
    return rows.length > 0 ? 'restored' : 'missing';
  } catch (error) {
    if (isUniqueViolation(error, 'workers_ni_number_unique')) return 'duplicate-ni';
    throw error;
  }
}

/** Deleted (not erased) workers removed at or before `cutoff`, not held on `today`. */
const purgeable = (cutoff: Date, today: string) => sql`w.deleted_at is not null and w.erased_at is null
  and w.deleted_at <= ${cutoff.toISOString()}::timestamptz and not ${heldWorkerAs('w', today)}`;

/**
 * Up to `limit` workers deleted at or before `cutoff` and not under a legal hold in force on `today`
 * (their own or their agency's), locked for the purge; a row another purge holds is passed over (SKIP
 * LOCKED). An erased worker is never purged this way: what the law keeps of it goes by the schedule.
 */
export async function lockPurgeableWorkers(db: DbOrTx, cutoff: Date, limit: number, today: string): Promise<number[]> {
  const result = await db.execute(sql`
    select w.id from workers w
    where ${purgeable(cutoff, today)}
    order by w.deleted_at, w.id limit ${limit}
    for update of w skip locked`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/** How many deleted workers lockPurgeableWorkers would find, all batches together (a dry run). */
export async function countPurgeableWorkers(db: DbOrTx, cutoff: Date, today: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from workers w where ${purgeable(cutoff, today)}`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/**
 * Deletes the given workers for good (documents, checks, logs and payroll records cascade); the ids
 * deleted. Agency comments about them lose the link and their text first (docs/domain.md, "Retention
 * and purge": the agency's record stays, anonymised).
 */
export async function purgeWorkers(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  await db.execute(sql`update agency_comments set content = ${ANONYMISED_NAME}, worker_id = null, updated_at = now()
    where worker_id = any(${`{${ids.join(',')}}`}::int[])`);
  const rows = await db
    .delete(workers)
    .where(and(inArray(workers.id, [...ids]), isNotNull(workers.deletedAt), isNull(workers.erasedAt)))
    .returning({ id: workers.id });
  return rows.map((r) => r.id);
}
