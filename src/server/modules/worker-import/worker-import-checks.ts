import { agencyScopeOf, type AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { WorkerTextField } from '../../../shared/domain/worker-fields.ts';
import { cleanImportRow, importPlan, type ImportPlan } from '../../../shared/domain/worker-import/row-cleaning.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findWorkersByKeys, importedWorkerDocument } from '../workers/workers-bulk.service.ts';
import * as repo from './worker-import.repository.ts';
import {
  duplicateReasonChanges,
  existingMatch,
  existingMatchChanged,
  indexExistingWorkers,
  type DuplicatePictureRow,
} from './worker-import-duplicates.ts';
import * as review from './worker-import-review.repository.ts';
import * as rowsRepo from './worker-import-rows.repository.ts';
import { rowStatusOf, type ImportSummary } from './worker-import-summary.ts';

/**
 * Checking rows (docs/domain.md), a chunk at a time: each row through the worker form's
 * formatters and validators (cleanImportRow), the chunk's keys looked up among the existing
 * workers in one query, the worker it would become kept for submit. Upload checks the rows as
 * they are read, with the proposed mapping; validate checks them again only if the confirmed
 * mapping differs, else refreshes what may have changed since (existing workers, duplicates).
 */

/** Rows per chunk: a few statements a thousand rows, never the whole file in memory. */
export const CHECK_CHUNK = 2000;

export type RowChecker = { plan: ImportPlan; scope: AgencyScope };
type Mappings = Record<string, string | null>;

/** A checker for these headers and mapping (checkMappings lets only import fields in), in the user's agency scope. */
export function rowChecker(headers: readonly string[], mappings: Mappings, user: SessionUser): RowChecker {
  return { plan: importPlan(headers, mappings as Record<string, WorkerTextField | null>), scope: agencyScopeOf(user) };
}

/** Whether two mappings map every header alike (key order aside). */
export function sameMappings(a: Mappings | null, b: Mappings | null): boolean {
  if (!a || !b) return false;
  const entries = (m: Mappings) => JSON.stringify(Object.entries(m).sort(([x], [y]) => (x < y ? -1 : 1)));
  return entries(a) === entries(b);
}

const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

export type CleanedRow = { rowIndex: number; result: ReturnType<typeof cleanImportRow> };

/** The part of a check that needs no database: each row through the worker form's rules. */
export const cleanRows = (rows: readonly { rowIndex: number; cells: readonly string[] }[], checker: RowChecker) =>
  rows.map((row): CleanedRow => ({ rowIndex: row.rowIndex, result: cleanImportRow(checker.plan, row.cells) }));

/** The rest: the chunk's keys looked up among the existing workers in one query, then what to write onto each row. */
export async function findingsOf(
  db: DbOrTx,
  cleaned: readonly CleanedRow[],
  checker: RowChecker,
): Promise<rowsRepo.RowCheck[]> {
  const found = await findWorkersByKeys(db, {
    niNumbers: distinct(cleaned.map((c) => c.result.niKey)),
    emails: distinct(cleaned.map((c) => c.result.emailKey)),
  });
  const existing = indexExistingWorkers(found);
  return cleaned.map(({ rowIndex, result }): rowsRepo.RowCheck => {
    const match = existingMatch(existing, result, checker.scope);
    const errors = match?.kind === 'outside-agency' ? [...result.errors, match.error] : result.errors;
    const duplicate = match?.kind === 'duplicate' ? match : null;
    return {
      rowIndex,
      status: rowStatusOf(errors, result.warnings),
      errors,
      warnings: result.warnings,
      niKey: result.niKey,
      emailKey: result.emailKey,
      duplicateReason: duplicate?.reason ?? null,
      duplicateWorkerId: duplicate?.workerId ?? null,
      outsideAgencyMatch: match?.kind === 'outside-agency',
      workerValues: errors.length === 0 ? importedWorkerDocument(result.values) : null,
    };
  });
}

/** Checks a chunk of rows (their current cells): what to write onto each. */
export const checkRows = (
  db: DbOrTx,
  rows: readonly { rowIndex: number; cells: readonly string[] }[],
  checker: RowChecker,
): Promise<rowsRepo.RowCheck[]> => findingsOf(db, cleanRows(rows, checker), checker);

/** Checks these rows again (edited cells, or a match that changed) and writes the findings. */
export async function recheckRows(
  db: DbOrTx,
  sessionId: string,
  rows: readonly { rowIndex: number; cells: readonly string[] }[],
  checker: RowChecker,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHECK_CHUNK) {
    await rowsRepo.writeRowChecks(db, sessionId, await checkRows(db, rows.slice(i, i + CHECK_CHUNK), checker));
  }
}

/** Checks the stored rows at these indexes again, reading their cells a chunk at a time; the findings. */
async function recheckRowsAt(db: DbOrTx, sessionId: string, indexes: readonly number[], checker: RowChecker) {
  const findings: rowsRepo.RowCheck[] = [];
  for (let i = 0; i < indexes.length; i += CHECK_CHUNK) {
    const rows = await rowsRepo.readRows(db, sessionId, indexes.slice(i, i + CHECK_CHUNK));
    const checks = await checkRows(db, rows, checker);
    await rowsRepo.writeRowChecks(db, sessionId, checks);
    findings.push(...checks);
  }
  return findings;
}

/** Checks every row of the session again, in file order (a new mapping). */
export async function recheckAllRows(db: DbOrTx, sessionId: string, checker: RowChecker): Promise<void> {
  for (let after = -1; ;) {
    const chunk = await rowsRepo.readRowsAfter(db, sessionId, after, CHECK_CHUNK);
    if (chunk.length === 0) return;
    await rowsRepo.writeRowChecks(db, sessionId, await checkRows(db, chunk, checker));
    after = chunk[chunk.length - 1]!.rowIndex;
  }
}

/** Keys per lookup of existing workers when only the keys are read. */
const LOOKUP_CHUNK = 5000;

/** What the existing workers now say of the file: its duplicate picture, and the rows whose match changed. */
export type MatchChanges = { picture: DuplicatePictureRow[]; changed: number[] };

/**
 * The existing workers may have changed since the rows were checked (a worker added, or imported
 * by another session): the rows' keys are looked up again. Only reads: with `between` (outside a
 * transaction) a part at a time, a turn for others between two.
 */
export async function findMatchChanges(
  db: DbOrTx,
  sessionId: string,
  checker: RowChecker,
  between?: () => Promise<void>,
): Promise<MatchChanges> {
  const picture = await rowsRepo.readDuplicateKeys(db, sessionId, between);
  const changed: number[] = [];
  for (let i = 0; i < picture.length; i += LOOKUP_CHUNK) {
    if (i > 0 && between) await between();
    const chunk = picture.slice(i, i + LOOKUP_CHUNK);
    const found = await findWorkersByKeys(db, {
      niNumbers: distinct(chunk.map((row) => row.niKey)),
      emails: distinct(chunk.map((row) => row.emailKey)),
    });
    const existing = indexExistingWorkers(found);
    for (const row of chunk) {
      if (existingMatchChanged(row, existingMatch(existing, row, checker.scope))) changed.push(row.rowIndex);
    }
  }
  return { picture, changed };
}

/**
 * The rows whose match changed are checked again, their cells read only then. Answers the file's
 * duplicate picture as it now stands.
 */
export async function applyMatchChanges(
  db: DbOrTx,
  sessionId: string,
  { picture, changed }: MatchChanges,
  checker: RowChecker,
): Promise<DuplicatePictureRow[]> {
  if (changed.length === 0) return picture;
  const findings = new Map((await recheckRowsAt(db, sessionId, changed, checker)).map((c) => [c.rowIndex, c]));
  return picture.map((row) => {
    const check = findings.get(row.rowIndex);
    return check ? { ...row, ...pick(check) } : row;
  });
}

/** Both at once (in the caller's transaction). */
export const refreshExistingMatches = async (db: DbOrTx, sessionId: string, checker: RowChecker) =>
  applyMatchChanges(db, sessionId, await findMatchChanges(db, sessionId, checker), checker);

const pick = (check: rowsRepo.RowCheck) => ({
  niKey: check.niKey,
  emailKey: check.emailKey,
  duplicateWorkerId: check.duplicateWorkerId,
  outsideAgencyMatch: check.outsideAgencyMatch,
  duplicateReason: check.duplicateReason,
});

/** Rows per statement when duplicate reasons change. */
const REASON_CHUNK = 5000;

/**
 * The in-file duplicates of the whole file (docs/domain.md), after any change: an edit or a
 * removal can make a row the first of its kind, or a new duplicate. Only changed reasons are written.
 */
export async function refreshFileDuplicates(
  db: DbOrTx,
  sessionId: string,
  picture?: readonly DuplicatePictureRow[],
): Promise<void> {
  const changes = duplicateReasonChanges(picture ?? (await rowsRepo.readDuplicateKeys(db, sessionId)));
  for (let i = 0; i < changes.length; i += REASON_CHUNK) {
    await rowsRepo.writeDuplicateReasons(db, sessionId, changes.slice(i, i + REASON_CHUNK));
  }
}

/** Counts the session's findings and keeps them on the session. */
export async function storeSummary(db: DbOrTx, sessionId: string): Promise<ImportSummary> {
  const summary = await review.summariseRows(db, sessionId);
  await repo.updateSession(db, sessionId, { validationSummary: summary });
  return summary;
}
