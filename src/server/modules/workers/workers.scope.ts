import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findWorkerById, visibleWorkersCondition, type Viewer, type WorkerRow } from './workers.repository.ts';

export type { Viewer, WorkerRow } from './workers.repository.ts';
export { visibleWorkersCondition } from './workers.repository.ts';

/** Part 1 section 8: the detail view's not-found text. */
export const WORKER_NOT_FOUND = 'Worker not found';

/**
 * The worker if this user may see it, else 404 'Worker not found': a client user sees only the
 * workers of its own agency, and another agency's worker answers exactly like a missing one
 * (DECISIONS section 4). Pass { db: tx } to read inside a transaction; lock takes a row lock
 * (SELECT ... FOR UPDATE) for a read-modify-write. Documents, communication logs and the export
 * call this before touching anything of a worker.
 */
export async function findVisibleWorker(
  ctx: { db: DbOrTx },
  user: Viewer,
  workerId: number,
  options: { lock?: boolean } = {},
): Promise<WorkerRow> {
  const row = await findWorkerById(ctx.db, workerId, { scope: visibleWorkersCondition(user), lock: options.lock ?? false });
  if (!row) throw notFound(WORKER_NOT_FOUND);
  return row;
}
