import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rtwCheckEvidence, rtwChecks, workerDocuments, workers } from '../../db/schema/index.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
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

/** Deletes a worker (documents and logs cascade); 'referenced' when another table still restricts it. */
export async function deleteWorker(db: DbOrTx, id: number): Promise<'deleted' | 'referenced' | 'missing'> {
  try {
    const rows = await db.delete(workers).where(eq(workers.id, id)).returning({ id: workers.id });
    return rows.length > 0 ? 'deleted' : 'missing';
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'referenced';
    throw error;
  }
}

/**
 * The stored file names of a worker's documents and of its right-to-work checks' evidence: read
 * before the delete cascades their rows away.
 */
export async function listStoredFileNamesOfWorker(db: DbOrTx, workerId: number): Promise<string[]> {
  const rows = await db
    .select({ name: workerDocuments.storedFileName })
    .from(workerDocuments)
    .where(eq(workerDocuments.workerId, workerId))
    .unionAll(
      db
        .select({ name: rtwCheckEvidence.storedFileName })
        .from(rtwCheckEvidence)
        .innerJoin(rtwChecks, eq(rtwChecks.id, rtwCheckEvidence.checkId))
        .where(eq(rtwChecks.workerId, workerId)),
    );
  return rows.map((r) => r.name);
}
