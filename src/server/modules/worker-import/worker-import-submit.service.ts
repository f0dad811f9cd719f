import type { z } from 'zod';
import type { DuplicateAction, submitBody } from '../../../shared/api/worker-import.ts';
import type { SubmitAnswer } from '../../../shared/api/worker-import-answers.ts';
import { bankDetailFields } from '../../../shared/domain/fresh-sign-in.ts';
import { cleanImportRow } from '../../../shared/domain/worker-import/row-cleaning.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { requireFreshSignIn } from '../../lib/fresh-sign-in.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { chunkPace } from '../../lib/turn-taking.ts';
import {
  checkWorkerAssignment,
  deleteUnchangedWorkers,
  deleteUnchangedWorkersOfSystem,
  insertImportedWorkers,
} from '../workers/workers-bulk.service.ts';
import { importNote } from './worker-import-batch-rules.ts';
import * as batchesRepo from './worker-import-batches.repository.ts';
import { rowChecker, type RowChecker } from './worker-import-checks.ts';
import { alreadySubmitted, fixErrorsFirst, importErrors } from './worker-import.errors.ts';
import * as repo from './worker-import.repository.ts';
import { removeStoredFiles } from './worker-import-stored-files.ts';
import { openSession, type Assignment } from './worker-import.service.ts';
import * as rowsRepo from './worker-import-rows.repository.ts';
import { applyDuplicateUpdates, type DuplicateUpdate } from './worker-import-updates.ts';

type SubmitBody = z.infer<typeof submitBody>;

/** Rows chosen for update read at a time. */
const READ_CHUNK = 5000;

type Work = { sessionId: string; batchId: number; assignment: Assignment };

/**
 * Creates a worker of every new row, a range of row indexes per statement and per transaction
 * (IMPORT_SUBMIT_CHUNK_ROWS, shorter while others are about: chunkPace), and records them on
 * the batch: between two chunks the database is free for other requests (ADR 0019, ADR 0025). The
 * batch is unseen until completeBatch.
 */
async function createWorkers(ctx: AppContext, user: SessionUser, work: Work): Promise<Set<number>> {
  const createdIds = new Set<number>();
  const last = await rowsRepo.lastRowIndex(ctx.db, work.sessionId);
  const pace = chunkPace();
  for (let from = 0; from <= last;) {
    if (from > 0) await ctx.turns.between();
    const rows = pace.nextRows(ctx.config.importSubmitChunkRows, ctx.turns.othersAbout());
    const started = performance.now();
    await ctx.db.transaction(async (tx) => {
      const source = rowsRepo.newWorkersSource(work.sessionId, from, from + rows);
      const created = await insertImportedWorkers(tx, user, source, work.assignment);
      for (const worker of created) createdIds.add(worker.id);
      const entries = created.map((w) => ({
        workerId: w.id,
        kind: 'created' as const,
        before: null,
        version: w.version,
      }));
      await batchesRepo.recordBatchWorkers(tx, work.batchId, entries);
    });
    pace.record(rows, performance.now() - started);
    from += rows;
  }
  return createdIds;
}

/** The duplicate rows chosen for update (other rows' choices mean nothing), values cleaned from their cells. */
async function chosenUpdates(
  tx: Tx,
  sessionId: string,
  actions: Record<string, DuplicateAction>,
  checker: RowChecker,
): Promise<DuplicateUpdate[]> {
  const indexes = Object.entries(actions)
    .filter(([, action]) => action === 'update')
    .map(([rowIndex]) => Number(rowIndex))
    .sort((a, b) => a - b);
  const updates: DuplicateUpdate[] = [];
  for (let i = 0; i < indexes.length; i += READ_CHUNK) {
    for (const row of await rowsRepo.readRows(tx, sessionId, indexes.slice(i, i + READ_CHUNK))) {
      if (row.duplicateReason === null) continue;
      const { rowIndex, duplicateWorkerId, niKey, emailKey } = row;
      const { values } = cleanImportRow(checker.plan, row.cells);
      updates.push({ rowIndex, duplicateWorkerId, niKey, emailKey, values });
    }
  }
  return updates;
}

/**
 * The session claimed for this submit: validated, without errors, the agency and payroll company
 * allowed. The claim is a conditional UPDATE (validated -> submitted), so of two submits of one
 * session only one passes; the other gets 409, as does any submit of a submitted session.
 */
async function claimSession(tx: Tx, user: SessionUser, sessionId: string, body: SubmitBody, askedAt: number) {
  const session = await openSession(tx, user, sessionId);
  if (session.status === 'submitted') throw alreadySubmitted();
  if (session.status !== 'validated') throw badRequest(importErrors.validateFirst);
  if (updatesBankDetails(session, body)) requireFreshSignIn(user, askedAt);
  const errorRows = await rowsRepo.countRowsWithErrors(tx, session.id);
  if (errorRows > 0)
    throw fixErrorsFirst({ errorRows, errorCount: session.validationSummary?.errorCount ?? errorRows });
  if (session.totalRows === 0) throw badRequest(importErrors.nothingToImport);
  const assignment = { agencyId: body.agencyId, payrollCompanyId: body.payrollCompanyId };
  await checkWorkerAssignment(tx, user, assignment);
  const claimed = await repo.moveSessionStatus(tx, session.id, ['validated'], 'submitted');
  if (!claimed) throw alreadySubmitted();
  return { session, assignment };
}

/**
 * Whether the submit may change existing workers' bank details: a duplicate chosen for update in a
 * file with a bank column. Which values differ is known only as the updates are applied, in the
 * submit's last transaction, so the fresh sign-in is asked before anything is written
 * (docs/domain.md, "Multi-factor sign-in").
 */
function updatesBankDetails(
  session: { headers: string[]; columnMappings: Record<string, string | null> | null },
  body: SubmitBody,
) {
  const updates = Object.values(body.duplicateActions ?? {}).some((action) => action === 'update');
  const headers = new Set(session.headers);
  const bankColumn = Object.entries(session.columnMappings ?? {}).some(
    ([header, field]) => headers.has(header) && (bankDetailFields as readonly (string | null)[]).includes(field),
  );
  return updates && bankColumn;
}

type Claimed = Awaited<ReturnType<typeof claimSession>> & { batchId: number };

/**
 * The submit's last transaction: duplicates chosen for update through the worker edit's path, the
 * batch's counts, the batch complete (seen from now on), the audit entry, the kept file let go.
 */
async function finishSubmit(
  tx: Tx,
  user: SessionUser,
  claimed: Claimed,
  work: { body: SubmitBody; createdIds: Set<number>; meta: RequestMeta; askedAt: number },
): Promise<SubmitAnswer> {
  const { session, assignment, batchId } = claimed;
  const checker = rowChecker(session.headers, session.columnMappings ?? {}, user);
  const updates = await chosenUpdates(tx, session.id, work.body.duplicateActions ?? {}, checker);
  const applied = await applyDuplicateUpdates(
    tx,
    user,
    { batchId, updates, createdIds: work.createdIds, askedAt: work.askedAt },
    work.meta,
  );
  const duplicates = await rowsRepo.countDuplicateRows(tx, session.id);
  const counts = {
    created: work.createdIds.size,
    updated: applied.updatedWorkers,
    skipped: duplicates - updates.length + applied.skippedRows,
  };
  await batchesRepo.completeBatch(tx, batchId, {
    createdCount: counts.created,
    updatedCount: counts.updated,
    skippedCount: counts.skipped,
  });
  // The kept file is needed only to choose another header row, which a submitted import cannot.
  await repo.updateSession(tx, session.id, { ...assignment, storedFile: null });
  await recordAudit(tx, {
    actor: user,
    action: 'import',
    entityType: 'worker_import_batch',
    entityId: batchId,
    changes: [
      { field: 'agencyId', to: assignment.agencyId },
      { field: 'payrollCompanyId', to: assignment.payrollCompanyId },
      { field: 'createdWorkers', to: counts.created },
      { field: 'updatedWorkers', to: counts.updated },
      { field: 'skippedRows', to: counts.skipped },
    ],
    ip: work.meta.ip,
  });
  return {
    createdWorkers: counts.created,
    updatedWorkers: counts.updated,
    skippedRows: counts.skipped,
    totalErrors: 0,
    note: importNote(counts),
    batchId,
  };
}

/**
 * A submit that failed after its first chunk committed is undone whole, in one transaction: the
 * workers it created and nobody changed since are deleted (undo's own rule), the unseen batch
 * goes, and the session is validated again, so the user may fix the file and submit once more.
 */
async function abandonSubmit(ctx: AppContext, user: SessionUser, claimed: Claimed): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    for (let after = 0; ;) {
      const entries = await batchesRepo.readBatchWorkers(tx, claimed.batchId, 'created', after, ABANDON_CHUNK);
      if (entries.length === 0) break;
      await deleteUnchangedWorkers(
        tx,
        user,
        entries.map((e) => ({ id: e.workerId, version: e.version })),
      );
      after = entries.at(-1)!.workerId;
    }
    await batchesRepo.deleteIncompleteBatch(tx, claimed.batchId);
    await repo.moveSessionStatus(tx, claimed.session.id, ['submitted'], 'validated');
  });
}

/** Created workers read and deleted at a time when a submit is abandoned. */
const ABANDON_CHUNK = 5000;

/** A submit takes minutes at most; one unfinished after an hour was cut off (a crash, a kill). */
export const ABANDONED_SUBMIT_MS = 60 * 60 * 1000;

/**
 * The nightly clean-up of submits cut off part way by a crash or a kill (docs/decisions/0019-import-writes-in-chunks.md): as
 * abandonSubmit does after a failure, the workers such a batch created and nobody changed since are
 * deleted and the unseen batch goes. Its import session expires with the others.
 */
export async function removeAbandonedSubmits(
  tx: Tx,
  now: Date,
): Promise<{ abandonedBatches: number; removedWorkers: number }> {
  const ids = await batchesRepo.findAbandonedBatchIds(tx, new Date(now.getTime() - ABANDONED_SUBMIT_MS));
  let removedWorkers = 0;
  for (const batchId of ids) {
    for (let after = 0; ;) {
      const entries = await batchesRepo.readBatchWorkers(tx, batchId, 'created', after, ABANDON_CHUNK);
      if (entries.length === 0) break;
      const versions = entries.map((e) => ({ id: e.workerId, version: e.version }));
      removedWorkers += (await deleteUnchangedWorkersOfSystem(tx, versions)).length;
      after = entries.at(-1)!.workerId;
    }
    await batchesRepo.deleteIncompleteBatch(tx, batchId);
  }
  return { abandonedBatches: ids.length, removedWorkers };
}

/**
 * POST .../submit (docs/domain.md "Bulk import on the server": Submit). The session is claimed and
 * an unseen batch opened in one transaction; the new rows become workers in Pending in chunks of
 * IMPORT_SUBMIT_CHUNK_ROWS, each its own transaction (one INSERT a range of rows, from what
 * validation kept), so other requests reach the database between two; the last transaction applies
 * the duplicates chosen for update, completes the batch and audits it once with its counts
 * (docs/domain.md: no entry per created worker). Any failure after the claim undoes the whole submit.
 */
export async function submitImport(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  body: SubmitBody,
  meta: RequestMeta,
): Promise<SubmitAnswer> {
  // A long submit's updates are judged as of its start: the fresh sign-in was asked for then.
  const askedAt = Date.now();
  const claimed: Claimed = await ctx.db.transaction(async (tx) => {
    const found = await claimSession(tx, user, sessionId, body, askedAt);
    const batchId = await batchesRepo.insertBatch(tx, {
      userId: user.id,
      fileName: found.session.fileName,
      ...found.assignment,
    });
    return { ...found, batchId };
  });
  let result: SubmitAnswer;
  try {
    const createdIds = await createWorkers(ctx, user, { sessionId: claimed.session.id, ...claimed });
    result = await ctx.db.transaction((tx) => finishSubmit(tx, user, claimed, { body, createdIds, meta, askedAt }));
  } catch (error) {
    await abandonSubmit(ctx, user, claimed);
    throw error;
  }
  await removeStoredFiles(ctx, [claimed.session.storedFile]);
  return result;
}
