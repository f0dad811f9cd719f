import type { z } from 'zod';
import type { saveEditsBody } from '../../../shared/api/worker-import.ts';
import type { RemoveRowAnswer, SaveEditsAnswer, ValidationResults } from '../../../shared/api/worker-import-answers.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { importErrors } from './worker-import.errors.ts';
import * as repo from './worker-import.repository.ts';
import { assertNotSubmitted, openSession } from './worker-import.service.ts';
import {
  applyMatchChanges,
  findMatchChanges,
  recheckAllRows,
  recheckRows,
  refreshExistingMatches,
  refreshFileDuplicates,
  rowChecker,
  sameMappings,
  storeSummary,
} from './worker-import-checks.ts';
import { validationResultsOf } from './worker-import-results.ts';
import type { DuplicatePictureRow } from './worker-import-duplicates.ts';
import * as rowsRepo from './worker-import-rows.repository.ts';

/** Validate, edit a row, remove a row: the Review & Edit step (docs/domain.md). */

type EditedData = z.infer<typeof saveEditsBody>['editedData'];
type RowEdit = { rowIndex: number; values: string[] };

/** The findings after a change: the whole file's duplicates again (from its picture when known), the counts, then the answer. */
export async function revalidatedResults(
  tx: Tx,
  sessionId: string,
  picture?: DuplicatePictureRow[],
): Promise<ValidationResults> {
  await refreshFileDuplicates(tx, sessionId, picture);
  const summary = await storeSummary(tx, sessionId);
  return validationResultsOf(tx, sessionId, summary);
}

/**
 * POST .../validate: every row through the worker form's rules, duplicates in the file and among
 * the existing workers, the counts kept on the session. Needs a mapping. The rows were checked
 * while the file was read, with the proposed mapping: confirmed as proposed, only what may have
 * changed since is looked at again (the existing workers); a different mapping checks every row.
 *
 * Confirmed as proposed, the long part (every row's keys, looked up among the existing workers) is
 * read first, outside any transaction, a part at a time with turns for other users (ADR 0025); the
 * transaction then only writes what it found, if the session's version shows that no other call
 * came in between. Otherwise (another call came in, or a different mapping) the whole check runs in
 * the transaction, as it always may.
 */
export async function validateImport(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
): Promise<{ validationResults: ValidationResults }> {
  const readFirst = await readMatchChanges(ctx, user, sessionId);
  return ctx.db.transaction(async (tx) => {
    const version = await repo.sessionVersion(tx, sessionId, { lock: true });
    const session = await openSession(tx, user, sessionId);
    assertNotSubmitted(session);
    const mappings = session.columnMappings;
    if (!mappings) throw badRequest(importErrors.mapFirst);
    const checker = rowChecker(session.headers, mappings, user);
    let picture: DuplicatePictureRow[] | undefined;
    if (readFirst && readFirst.version === version && sameMappings(mappings, readFirst.mappings))
      picture = await applyMatchChanges(tx, session.id, readFirst.changes, checker);
    else if (sameMappings(mappings, session.checkedMappings))
      picture = await refreshExistingMatches(tx, session.id, checker);
    else {
      await recheckAllRows(tx, session.id, checker);
      await repo.updateSession(tx, session.id, { checkedMappings: mappings });
    }
    const validationResults = await revalidatedResults(tx, session.id, picture);
    await repo.updateSession(tx, session.id, { status: 'validated' });
    return { validationResults };
  });
}

/**
 * Validation's reading, before its transaction: for a session confirmed as proposed, what the
 * existing workers now say of its rows, and the session's version and mapping it was read at; null
 * for a different mapping (checked again in the transaction) or a session that cannot be validated
 * (the transaction answers why).
 */
async function readMatchChanges(ctx: AppContext, user: SessionUser, sessionId: string) {
  const seen = await openSession(ctx.db, user, sessionId);
  const mappings = seen.columnMappings;
  if (seen.status === 'submitted' || !mappings || !sameMappings(mappings, seen.checkedMappings)) return null;
  const version = await repo.sessionVersion(ctx.db, seen.id);
  const checker = rowChecker(seen.headers, mappings, user);
  const changes = await findMatchChanges(ctx.db, seen.id, checker, () => ctx.turns.between());
  return { version, mappings, changes };
}

/** docs/domain.md: editedData is [{ rowIndex, values }], or plain cell arrays read as rows 0, 1, 2 ...; the last edit of a row wins. */
function rowEditsOf(editedData: EditedData): RowEdit[] {
  const edits = editedData.map((item, i) => (Array.isArray(item) ? { rowIndex: i, values: item } : item));
  return [...new Map(edits.map((edit) => [edit.rowIndex, edit])).values()];
}

/**
 * POST .../save-edits: the rows' cells replaced (each row must be in the import, with one cell per
 * column); once validated, the edited rows are checked again and the file's duplicates with them.
 */
export async function saveEdits(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  editedData: EditedData,
): Promise<SaveEditsAnswer> {
  const edits = rowEditsOf(editedData);
  return ctx.db.transaction(async (tx) => {
    const session = await openSession(tx, user, sessionId);
    assertNotSubmitted(session);
    const stored = new Map(
      (
        await rowsRepo.readRows(
          tx,
          session.id,
          edits.map((e) => e.rowIndex),
        )
      ).map((r) => [r.rowIndex, r]),
    );
    const missing = edits.filter((edit) => !stored.has(edit.rowIndex));
    if (missing.length > 0) {
      const details = missing.map((edit) => ({
        field: 'rowIndex',
        rowIndex: edit.rowIndex,
        message: importErrors.noRow,
      }));
      throw new AppError('VALIDATION_ERROR', importErrors.noRow, details);
    }
    const width = session.headers.length;
    const misfit = edits.find((edit) => edit.values.length !== width);
    if (misfit) throw badRequest(importErrors.cellCount(stored.get(misfit.rowIndex)!.rowNumber, width));
    await rowsRepo.replaceCells(tx, session.id, edits);
    if (!session.checkedMappings) return { message: 'Edits saved', validationResults: null };
    const checker = rowChecker(session.headers, session.checkedMappings, user);
    await recheckRows(
      tx,
      session.id,
      edits.map((edit) => ({ rowIndex: edit.rowIndex, cells: edit.values })),
      checker,
    );
    if (session.status !== 'validated') {
      await refreshFileDuplicates(tx, session.id);
      return { message: 'Edits saved', validationResults: null };
    }
    return { message: 'Edits saved', validationResults: await revalidatedResults(tx, session.id) };
  });
}

/**
 * POST .../remove-row: the row leaves the import (totalRows one less). Removing the first of two
 * duplicates makes the second the first, so a validated file's duplicates are worked out again.
 */
export async function removeRow(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  rowIndex: number,
): Promise<RemoveRowAnswer> {
  return ctx.db.transaction(async (tx) => {
    const session = await openSession(tx, user, sessionId);
    assertNotSubmitted(session);
    if (!(await rowsRepo.markRemoved(tx, session.id, rowIndex))) throw badRequest(importErrors.noRow);
    const totalRows = session.totalRows - 1;
    await repo.updateSession(tx, session.id, { totalRows });
    if (session.status !== 'validated') {
      if (session.checkedMappings) await refreshFileDuplicates(tx, session.id);
      return { message: 'Row removed', totalRows };
    }
    return { message: 'Row removed', totalRows, validationResults: await revalidatedResults(tx, session.id) };
  });
}
