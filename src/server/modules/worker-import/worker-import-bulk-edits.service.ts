import type { z } from 'zod';
import { type replaceValuesBody } from '../../../shared/api/worker-import.ts';
import {
  IMPORT_ERROR_VALUES,
  type ErrorColumnsAnswer,
  type RemoveErrorRowsAnswer,
  type ReplaceValuesAnswer,
} from '../../../shared/api/worker-import-answers.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { ImportSessionRow } from './worker-import.repository.ts';
import * as repo from './worker-import.repository.ts';
import { assertNotSubmitted, openSession } from './worker-import.service.ts';
import * as bulk from './worker-import-bulk-edits.repository.ts';
import { CHECK_CHUNK, checkRows, rowChecker } from './worker-import-checks.ts';
import * as rowsRepo from './worker-import-rows.repository.ts';
import { revalidatedResults } from './worker-import-validation.service.ts';

/**
 * Fixing errors in bulk on the Review & Edit step (issue 24): a column-wide replace, removing every
 * row with errors, and the values in error per column that the replace offers. Each change runs in
 * one transaction and checks again what it changed, by the path save-edits takes.
 */

export const bulkEditErrors = {
  validateFirst: 'Validate the file before changing rows in bulk',
  noColumn: (header: string) => `The file has no column ${header}`,
  notMapped: (header: string) => `The column ${header} is not mapped to a field`,
  sameValue: 'The replacement is the same as the value to find',
} as const;

/** A validated session that can still change, and the mapping its findings were worked out with. */
function validatedMappings(session: ImportSessionRow): Record<string, string | null> {
  assertNotSubmitted(session);
  if (session.status !== 'validated' || !session.checkedMappings) throw badRequest(bulkEditErrors.validateFirst);
  return session.checkedMappings;
}

/** The index of a mapped column, by its header (a 400 naming the header when it is not one). */
function mappedColumnIndex(session: ImportSessionRow, mappings: Record<string, string | null>, header: string) {
  const index = session.headers.indexOf(header);
  if (index < 0) throw badRequest(bulkEditErrors.noColumn(header));
  if (!new Map(Object.entries(mappings)).get(header)) throw badRequest(bulkEditErrors.notMapped(header));
  return index;
}

/** The stored rows at these indexes checked again, a chunk at a time (their cells are read only then). */
async function recheckStoredRows(
  db: DbOrTx,
  session: ImportSessionRow,
  mappings: Record<string, string | null>,
  user: SessionUser,
  indexes: readonly number[],
) {
  const checker = rowChecker(session.headers, mappings, user);
  for (let i = 0; i < indexes.length; i += CHECK_CHUNK) {
    const rows = await rowsRepo.readRows(db, session.id, indexes.slice(i, i + CHECK_CHUNK));
    await rowsRepo.writeRowChecks(db, session.id, await checkRows(db, rows, checker));
  }
}

/**
 * POST .../replace-values: in every row of the import (not only a page), each cell of the column
 * whose text is exactly `find` becomes `replace`; a preview only counts them. The changed rows are
 * checked again and the file's duplicates and counts worked out again, as after save-edits.
 */
export async function replaceValues(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  body: z.infer<typeof replaceValuesBody>,
): Promise<ReplaceValuesAnswer> {
  return ctx.db.transaction(async (tx) => {
    const session = await openSession(tx, user, sessionId);
    const mappings = validatedMappings(session);
    const index = mappedColumnIndex(session, mappings, body.column);
    // The preview counts what `find` matches, whatever the replacement (the screen counts before one is chosen).
    if (body.preview) {
      const matchedCells = await bulk.countCellsMatching(tx, session.id, index, body.find);
      return { message: 'Preview of the replacement', matchedCells };
    }
    if (body.find === body.replace) throw badRequest(bulkEditErrors.sameValue);
    const changed = await bulk.replaceCellsMatching(tx, session.id, index, body.find, body.replace);
    if (changed.length === 0) return { message: 'No cells matched', matchedCells: 0 };
    await recheckStoredRows(tx, session, mappings, user, changed);
    return {
      message: 'Values replaced',
      matchedCells: changed.length,
      validationResults: await revalidatedResults(tx, session.id),
    };
  });
}

/**
 * POST .../remove-error-rows: every row with errors leaves the import, each as remove-row takes
 * one (its index stays its own; the others do not move); duplicates and counts worked out again.
 * The rows' keys for the file's duplicates are read first, outside the transaction, a part at a
 * time with turns for other users, as validation reads them (docs/decisions/0025-long-work-gives-way.md);
 * the transaction uses them, less the rows it removed, when the session's version shows that no
 * other call came in between, and reads them again itself otherwise.
 */
export async function removeErrorRows(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
): Promise<RemoveErrorRowsAnswer> {
  const readFirst = await readPictureFirst(ctx, user, sessionId);
  return ctx.db.transaction(async (tx) => {
    const version = await repo.sessionVersion(tx, sessionId, { lock: true });
    const session = await openSession(tx, user, sessionId);
    validatedMappings(session);
    const removed = await bulk.removeRowsWithErrors(tx, session.id);
    const totalRows = session.totalRows - removed.length;
    if (removed.length > 0) await repo.updateSession(tx, session.id, { totalRows });
    const gone = new Set(removed);
    const picture =
      readFirst && readFirst.version === version
        ? readFirst.picture.filter((row) => !gone.has(row.rowIndex))
        : undefined;
    return {
      message: removed.length === 0 ? 'No rows with errors' : 'Rows with errors removed',
      removedRows: removed.length,
      totalRows,
      validationResults: await revalidatedResults(tx, session.id, picture),
    };
  });
}

/**
 * The keys of a validated session's rows and the session's version they were read at, read before
 * the transaction that changes them; null when the session cannot change (the transaction says why).
 */
async function readPictureFirst(ctx: AppContext, user: SessionUser, sessionId: string) {
  const seen = await openSession(ctx.db, user, sessionId);
  if (seen.status !== 'validated' || !seen.checkedMappings) return null;
  const version = await repo.sessionVersion(ctx.db, seen.id);
  const picture = await rowsRepo.readDuplicateKeys(ctx.db, seen.id, () => ctx.turns.between());
  return { version, picture };
}

/** GET .../error-columns: the mapped columns with errors in the whole file, each with its most frequent values in error. */
export async function listErrorColumns(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
): Promise<ErrorColumnsAnswer> {
  const session = await openSession(ctx.db, user, sessionId);
  const mappings = session.checkedMappings;
  if (session.status === 'uploaded' || session.status === 'mapped' || !mappings) return { columns: [] };
  const fieldOf = new Map(Object.entries(mappings));
  const headerOf = new Map<string, string>();
  const indexOf: Record<string, number> = {};
  session.headers.forEach((header, index) => {
    const field = fieldOf.get(header);
    if (field && !headerOf.has(field)) {
      headerOf.set(field, header);
      indexOf[field] = index;
    }
  });
  const found = await bulk.errorValuesByField(ctx.db, session.id, indexOf, IMPORT_ERROR_VALUES);
  const columns = new Map<string, ErrorColumnsAnswer['columns'][number]>();
  for (const { field, value, count, errorRows } of found) {
    const column = columns.get(field) ?? { header: headerOf.get(field)!, field, errorRows, values: [] };
    column.values.push({ value, count });
    columns.set(field, column);
  }
  return { columns: [...columns.values()] };
}
