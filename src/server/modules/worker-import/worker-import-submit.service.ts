import type { z } from 'zod';
import type { DuplicateAction, submitBody } from '../../../shared/api/worker-import.ts';
import type { SubmitAnswer } from '../../../shared/api/worker-import-answers.ts';
import { cleanImportRow } from '../../../shared/domain/worker-import/row-cleaning.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import {
  checkWorkerAssignment,
  deferSearchIndexing,
  insertImportedWorkers,
  mergeDeferredSearchEntries,
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

/** Rows per INSERT of new workers (the database reads the rows' worker_values itself). */
const SUBMIT_CHUNK = 5000;

/** Creates a worker of every new row, a range of row indexes per statement, and records them on the batch. */
async function createWorkers(
  tx: Tx,
  user: SessionUser,
  work: { sessionId: string; batchId: number; assignment: Assignment },
): Promise<Set<number>> {
  const createdIds = new Set<number>();
  const last = await rowsRepo.lastRowIndex(tx, work.sessionId);
  for (let from = 0; from <= last; from += SUBMIT_CHUNK) {
    const source = rowsRepo.newWorkersSource(work.sessionId, from, from + SUBMIT_CHUNK);
    const created = await insertImportedWorkers(tx, user, source, work.assignment);
    for (const worker of created) createdIds.add(worker.id);
    const entries = created.map((w) => ({
      workerId: w.id,
      kind: 'created' as const,
      before: null,
      version: w.version,
    }));
    await batchesRepo.recordBatchWorkers(tx, work.batchId, entries);
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
  for (let i = 0; i < indexes.length; i += SUBMIT_CHUNK) {
    for (const row of await rowsRepo.readRows(tx, sessionId, indexes.slice(i, i + SUBMIT_CHUNK))) {
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
async function claimSession(tx: Tx, user: SessionUser, sessionId: string, body: SubmitBody) {
  const session = await openSession(tx, user, sessionId);
  if (session.status === 'submitted') throw alreadySubmitted();
  if (session.status !== 'validated') throw badRequest(importErrors.validateFirst);
  const errorRows = await rowsRepo.countRowsWithErrors(tx, session.id);
  if (errorRows > 0)
    throw fixErrorsFirst({ errorRows, errorCount: session.validationSummary?.errorCount ?? errorRows });
  if (session.totalRows === 0) throw badRequest(importErrors.nothingToImport);
  const assignment = { agencyId: body.agencyId, payrollCompanyId: body.payrollCompanyId };
  await checkWorkerAssignment(tx, user, assignment);
  const claimed = await repo.moveSessionStatus(tx, session.id, ['validated'], 'submitted');
  if (!claimed) throw alreadySubmitted();
  // The kept file is needed only to choose another header row, which a submitted import cannot.
  await repo.updateSession(tx, session.id, { ...assignment, storedFile: null });
  return { session, assignment };
}

/**
 * POST .../submit (docs/domain.md), in one transaction: new rows become workers in Pending
 * (one INSERT a range of rows, from what validation kept), duplicates chosen for update go through
 * the worker edit's own path, the rest are skipped; the batch is recorded with its workers for
 * undo, and audited once with its counts (docs/domain.md: no entry per created worker).
 */
export async function submitImport(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  body: SubmitBody,
  meta: RequestMeta,
): Promise<SubmitAnswer> {
  const answer = await ctx.db.transaction(async (tx) => {
    const { session, assignment } = await claimSession(tx, user, sessionId, body);
    await deferSearchIndexing(tx);
    const batchId = await batchesRepo.insertBatch(tx, { userId: user.id, fileName: session.fileName, ...assignment });
    const createdIds = await createWorkers(tx, user, { sessionId: session.id, batchId, assignment });
    const checker = rowChecker(session.headers, session.columnMappings ?? {}, user);
    const updates = await chosenUpdates(tx, session.id, body.duplicateActions ?? {}, checker);
    const applied = await applyDuplicateUpdates(tx, user, { batchId, updates, createdIds }, meta);
    const duplicates = await rowsRepo.countDuplicateRows(tx, session.id);
    const counts = {
      created: createdIds.size,
      updated: applied.updatedWorkers,
      skipped: duplicates - updates.length + applied.skippedRows,
    };
    await batchesRepo.setBatchCounts(tx, batchId, {
      createdCount: counts.created,
      updatedCount: counts.updated,
      skippedCount: counts.skipped,
    });
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
      ip: meta.ip,
    });
    const result: SubmitAnswer = {
      createdWorkers: counts.created,
      updatedWorkers: counts.updated,
      skippedRows: counts.skipped,
      totalErrors: 0,
      note: importNote(counts),
      batchId,
    };
    return { result, storedFile: session.storedFile };
  });
  await removeStoredFiles(ctx, [answer.storedFile]);
  if (answer.result.createdWorkers > 0) mergeDeferredSearchEntries(ctx);
  return answer.result;
}
