import { and, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { agencies, users, workerImportBatches as batches } from '../../db/schema/index.ts';
import type { BatchVisibility } from './worker-import-batch-rules.ts';

/** Import batches and the workers each created or updated (docs/domain.md: undo within 7 days). */

export type BatchRow = typeof batches.$inferSelect;
export type ListedBatch = BatchRow & {
  userFirstName: string | null;
  userLastName: string | null;
  agencyName: string | null;
};
export type BatchWorkerKind = 'created' | 'updated';
/** A worker of a batch; version is its updated_at after the import, as PostgreSQL's text (microseconds kept). */
export type BatchWorkerEntry = {
  workerId: number;
  kind: BatchWorkerKind;
  before: Record<string, unknown> | null;
  version: string;
};

/** A batch is seen once its submit completed (docs/domain.md "Bulk import on the server": Submit), and by whom the visibility allows. */
const visibleCondition = (visibility: BatchVisibility): SQL | undefined =>
  and(isNotNull(batches.completedAt), visibleTo(visibility));

function visibleTo(visibility: BatchVisibility): SQL | undefined {
  switch (visibility.kind) {
    case 'all':
      return undefined;
    case 'agency':
      return eq(batches.agencyId, visibility.agencyId);
    case 'own':
      return eq(batches.userId, visibility.userId);
    case 'none':
      return sql`false`;
  }
}

export async function insertBatch(
  db: DbOrTx,
  values: { userId: number; fileName: string; agencyId: number; payrollCompanyId: number },
): Promise<number> {
  const [row] = await db
    .insert(batches)
    .values({ ...values, createdCount: 0, updatedCount: 0, skippedCount: 0 })
    .returning({ id: batches.id });
  return row!.id;
}

/** The batch's counts, and the batch complete: seen from now on. */
export async function completeBatch(
  db: DbOrTx,
  id: number,
  counts: { createdCount: number; updatedCount: number; skippedCount: number },
): Promise<void> {
  await db
    .update(batches)
    .set({ ...counts, completedAt: sql`now()` })
    .where(eq(batches.id, id));
}

/** Batches whose submit began before `before` and never completed: cut off by a crash part way. */
export async function findAbandonedBatchIds(db: DbOrTx, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(isNull(batches.completedAt), sql`${batches.createdAt} < ${before.toISOString()}`))
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** Deletes a batch its submit abandoned (its workers' entries cascade). */
export async function deleteIncompleteBatch(db: DbOrTx, id: number): Promise<void> {
  await db.delete(batches).where(and(eq(batches.id, id), isNull(batches.completedAt)));
}

/** Records workers of a batch in one statement; a worker already recorded keeps its kind and before-values, takes the version. */
export async function recordBatchWorkers(
  db: DbOrTx,
  batchId: number,
  entries: readonly BatchWorkerEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.execute(sql`
    insert into worker_import_batch_workers (batch_id, worker_id, kind, before, updated_at)
    select ${batchId}, v."workerId", v."kind", v."before", v."version"::timestamptz
    from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as v("workerId" int, "kind" text, "before" jsonb, "version" text)
    on conflict (batch_id, worker_id) do update set updated_at = excluded.updated_at`);
}

/** The latest batches the visibility allows, newest first, with who imported and into which agency. */
export async function listBatches(db: DbOrTx, visibility: BatchVisibility, limit: number): Promise<ListedBatch[]> {
  return db
    .select({
      ...getTableColumns(batches),
      userFirstName: users.firstName,
      userLastName: users.lastName,
      agencyName: agencies.name,
    })
    .from(batches)
    .leftJoin(users, eq(users.id, batches.userId))
    .leftJoin(agencies, eq(agencies.id, batches.agencyId))
    .where(visibleCondition(visibility))
    .orderBy(desc(batches.createdAt), desc(batches.id))
    .limit(limit);
}

/** The batch if visible, locked until the transaction ends (two undos of one batch queue). */
export async function findBatchForUpdate(
  db: DbOrTx,
  id: number,
  visibility: BatchVisibility,
): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), visibleCondition(visibility)))
    .for('update');
  return row;
}

/** A chunk of a batch's workers of one kind, after a worker id (keyset on the primary key). */
export async function readBatchWorkers(
  db: DbOrTx,
  batchId: number,
  kind: BatchWorkerKind,
  afterWorkerId: number,
  limit: number,
): Promise<BatchWorkerEntry[]> {
  const result = await db.execute(sql`
    select worker_id as "workerId", kind, before, updated_at::text as "version"
    from worker_import_batch_workers
    where batch_id = ${batchId} and kind = ${kind} and worker_id > ${afterWorkerId}
    order by worker_id limit ${limit}`);
  return rowsOf<BatchWorkerEntry>(result);
}

/** Marks the batch undone unless it already is (a conditional UPDATE); false when it was. */
export async function markBatchUndone(db: DbOrTx, id: number, userId: number): Promise<boolean> {
  const done = await db
    .update(batches)
    .set({ undoneAt: new Date(), undoneBy: userId })
    .where(and(eq(batches.id, id), isNull(batches.undoneAt)))
    .returning({ id: batches.id });
  return done.length > 0;
}
