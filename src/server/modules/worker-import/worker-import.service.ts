import {
  IMPORT_PREVIEW_ROWS,
  IMPORT_SESSION_HOURS,
  type mapColumnsBody,
  type assignAgencyBody,
} from '../../../shared/api/worker-import.ts';
import {
  type ImportSession,
  type MapColumnsAnswer,
  IMPORT_UNFINISHED_LISTED,
  type UnfinishedImport,
} from '../../../shared/api/worker-import-answers.ts';
import { checkMappings, headersSetKey, suggestMappings } from '../../../shared/domain/worker-import/header-mapping.ts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { checkWorkerAssignment } from '../workers/workers-bulk.service.ts';
import { alreadySubmitted, requiredFieldsMissing, sessionNotFound } from './worker-import.errors.ts';
import { toImportSession } from './worker-import.presenter.ts';
import * as repo from './worker-import.repository.ts';
import { validationResultsOf } from './worker-import-results.ts';
import * as rowsRepo from './worker-import-rows.repository.ts';
import { removeStoredFiles } from './worker-import-stored-files.ts';

/**
 * An import session (docs/domain.md): it belongs to the user who uploaded it (anyone else gets
 * 404, as for a session that never was) and expires 24 hours after its last use.
 */

export type Assignment = z.infer<typeof assignAgencyBody>;

/** The user's live session, its expiry moved on and its row locked for the caller's transaction; else 404. */
export async function openSession(db: DbOrTx, user: SessionUser, sessionId: string): Promise<repo.ImportSessionRow> {
  const session = await repo.touchSession(db, sessionId, user.id, IMPORT_SESSION_HOURS);
  if (!session) throw sessionNotFound();
  return session;
}

/** A submitted session is done: only reading it is left. */
export function assertNotSubmitted(session: repo.ImportSessionRow): void {
  if (session.status === 'submitted') throw alreadySubmitted();
}

/** The mapping to propose for these headers: the one this user last confirmed for them, else auto-map. */
export async function proposedMappings(
  db: DbOrTx,
  userId: number,
  headers: readonly string[],
): Promise<Record<string, string | null>> {
  return (await repo.findRememberedMapping(db, userId, headersSetKey(headers))) ?? suggestMappings(headers);
}

/** GET /api/upload-workers/{sessionId}: what the screen needs to resume at its step. */
export async function getImportSession(ctx: AppContext, user: SessionUser, sessionId: string): Promise<ImportSession> {
  const session = await openSession(ctx.db, user, sessionId);
  const firstRows = await rowsRepo.readRowsAfter(ctx.db, session.id, -1, IMPORT_PREVIEW_ROWS);
  const suggestedMappings = await proposedMappings(ctx.db, user.id, session.headers);
  const results =
    session.validationSummary && session.status !== 'uploaded' && session.status !== 'mapped'
      ? await validationResultsOf(ctx.db, session.id, session.validationSummary)
      : null;
  return toImportSession(session, { previewRows: firstRows.map((r) => r.cells), suggestedMappings }, results);
}

/**
 * POST .../map-columns: the mapping checked against the file (a problem, or one of the nine
 * required fields unmapped, is a 400), saved on the session and remembered for the user. A new
 * mapping undoes an earlier validation: the rows must be validated again.
 */
export async function mapColumns(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  body: z.infer<typeof mapColumnsBody>,
): Promise<MapColumnsAnswer> {
  return ctx.db.transaction(async (tx) => {
    const session = await openSession(tx, user, sessionId);
    assertNotSubmitted(session);
    const checked = checkMappings(session.headers, body.columnMappings);
    if (checked.problems.length > 0) {
      const details = checked.problems.map((message) => ({ field: 'columnMappings', message }));
      throw new AppError('VALIDATION_ERROR', checked.problems[0]!, details);
    }
    if (checked.missingRequired.length > 0) throw requiredFieldsMissing(checked.missingRequired);
    await repo.updateSession(tx, session.id, {
      columnMappings: checked.mappings,
      status: 'mapped',
      validationSummary: null,
    });
    await repo.rememberMapping(tx, user.id, headersSetKey(session.headers), checked.mappings);
    return { message: 'Column mappings saved', columnMappings: checked.mappings };
  });
}

/**
 * POST .../assign-agency-payroll: the agency (assignable, and a client user's own only: the same
 * 400 as the worker form gives) and an existing payroll company, kept on the session.
 */
export async function assignAgencyPayroll(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  body: Assignment,
): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    const session = await openSession(tx, user, sessionId);
    assertNotSubmitted(session);
    await checkWorkerAssignment(tx, user, body);
    await repo.updateSession(tx, session.id, { agencyId: body.agencyId, payrollCompanyId: body.payrollCompanyId });
    return { message: 'Agency and payroll company assigned' };
  });
}

/** GET /api/upload-workers/sessions: the user's own imports left at upload, mapping or review, to resume or discard. */
export async function listUnfinishedImports(ctx: AppContext, user: SessionUser): Promise<UnfinishedImport[]> {
  const sessions = await repo.listUnfinishedSessions(ctx.db, user.id, IMPORT_UNFINISHED_LISTED);
  return sessions.map((session) => ({
    sessionId: session.id,
    fileName: session.fileName,
    status: session.status as UnfinishedImport['status'],
    totalRows: session.totalRows,
    errorRows: session.status === 'validated' ? (session.validationSummary?.error ?? null) : null,
    updatedAt: session.updatedAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  }));
}

/**
 * DELETE /api/upload-workers/{sessionId}: the user drops an import it will not finish; its rows and
 * kept file go. Someone else's or an unknown session is a 404; a submitted one a 409 (its workers
 * exist: undo is the way back).
 */
export async function discardImport(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
): Promise<{ message: string }> {
  const gone = await ctx.db.transaction(async (tx) => {
    const session = await openSession(tx, user, sessionId);
    assertNotSubmitted(session);
    return repo.deleteSession(tx, session.id);
  });
  await removeStoredFiles(ctx, [gone?.storedFile ?? null]);
  return { message: 'Import discarded' };
}
