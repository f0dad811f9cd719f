import { and, asc, eq, gt, inArray, not, sql } from 'drizzle-orm';
import type { RowStatus } from '../../../shared/api/worker-import-answers.ts';
import type { RowMessage } from '../../../shared/domain/worker-import/row-cleaning.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { workerImportRows as rows } from '../../db/schema/index.ts';

/**
 * The data rows of an import session, written and rewritten in bulk: each statement carries a
 * chunk of rows as one JSON parameter (jsonb_to_recordset), never one statement per row.
 */

export type FileRow = { rowNumber: number; cells: string[] };
export type StoredRow = {
  rowIndex: number;
  rowNumber: number;
  cells: string[];
  duplicateReason: string | null;
  duplicateWorkerId: number | null;
  niKey: string | null;
  emailKey: string | null;
};
/** What validation writes onto a row. */
export type RowCheck = {
  rowIndex: number;
  status: RowStatus;
  errors: RowMessage[];
  warnings: RowMessage[];
  niKey: string | null;
  emailKey: string | null;
  duplicateReason: string | null;
  duplicateWorkerId: number | null;
  outsideAgencyMatch: boolean;
  workerValues: unknown[] | null;
};
/** A row's part in the file's duplicate picture. */
export type DuplicateKeysRow = {
  rowIndex: number;
  rowNumber: number;
  niKey: string | null;
  emailKey: string | null;
  duplicateWorkerId: number | null;
  outsideAgencyMatch: boolean;
  duplicateReason: string | null;
};

const storedColumns = {
  rowIndex: rows.rowIndex,
  rowNumber: rows.rowNumber,
  cells: rows.cells,
  duplicateReason: rows.duplicateReason,
  duplicateWorkerId: rows.duplicateWorkerId,
  niKey: rows.niKey,
  emailKey: rows.emailKey,
};

/** Rows of the file as read, with what their check found, in one statement. */
export async function insertCheckedRows(
  db: DbOrTx,
  sessionId: string,
  checked: readonly (RowCheck & FileRow)[],
): Promise<void> {
  if (checked.length === 0) return;
  await db.execute(sql`
    insert into worker_import_rows (session_id, row_index, row_number, cells, status, errors, warnings, ni_key,
      email_key, duplicate_reason, duplicate_worker_id, outside_agency_match, worker_values)
    select ${sessionId}::uuid, v."rowIndex", v."rowNumber", v."cells", v."status", v."errors", v."warnings", v."niKey",
      v."emailKey", v."duplicateReason", v."duplicateWorkerId", v."outsideAgencyMatch", v."workerValues"
    from jsonb_to_recordset(${JSON.stringify(checked)}::jsonb) as v("rowIndex" int, "rowNumber" int, "cells" jsonb,
      "status" text, "errors" jsonb, "warnings" jsonb, "niKey" text, "emailKey" text, "duplicateReason" text,
      "duplicateWorkerId" int, "outsideAgencyMatch" boolean, "workerValues" jsonb)`);
}

/** The next rows (not removed) after a row index, in file order: a keyset walk over the primary key. */
export async function readRowsAfter(
  db: DbOrTx,
  sessionId: string,
  afterIndex: number,
  limit: number,
): Promise<StoredRow[]> {
  return db
    .select(storedColumns)
    .from(rows)
    .where(and(eq(rows.sessionId, sessionId), gt(rows.rowIndex, afterIndex), not(rows.removed)))
    .orderBy(asc(rows.rowIndex))
    .limit(limit);
}

/** These rows if present and not removed. */
export async function readRows(db: DbOrTx, sessionId: string, indexes: readonly number[]): Promise<StoredRow[]> {
  if (indexes.length === 0) return [];
  return db
    .select(storedColumns)
    .from(rows)
    .where(and(eq(rows.sessionId, sessionId), inArray(rows.rowIndex, [...indexes]), not(rows.removed)))
    .orderBy(asc(rows.rowIndex));
}

export async function writeRowChecks(db: DbOrTx, sessionId: string, checks: readonly RowCheck[]): Promise<void> {
  if (checks.length === 0) return;
  await db.execute(sql`
    update worker_import_rows r set status = v."status", errors = v."errors", warnings = v."warnings",
      ni_key = v."niKey", email_key = v."emailKey", duplicate_reason = v."duplicateReason",
      duplicate_worker_id = v."duplicateWorkerId", outside_agency_match = v."outsideAgencyMatch",
      worker_values = v."workerValues"
    from jsonb_to_recordset(${JSON.stringify(checks)}::jsonb) as v("rowIndex" int, "status" text, "errors" jsonb,
      "warnings" jsonb, "niKey" text, "emailKey" text, "duplicateReason" text, "duplicateWorkerId" int,
      "outsideAgencyMatch" boolean, "workerValues" jsonb)
    where r.session_id = ${sessionId}::uuid and r.row_index = v."rowIndex"`);
}

/** Rows of keys per statement when they are read a part at a time (readDuplicateKeys with `between`). */
export const KEYS_PAGE_ROWS = 10_000;

/**
 * Every row's keys (not removed), in file order: what the duplicate checks read. 100,000 rows
 * travel as one text (a line per row, tab-separated: keys, e-mails and reasons hold neither), which
 * crosses from the database far faster than 100,000 row objects. With `between` (outside a
 * transaction) they are read KEYS_PAGE_ROWS at a time along the primary key, a turn for others
 * between two; without, in one statement.
 */
export async function readDuplicateKeys(
  db: DbOrTx,
  sessionId: string,
  between?: () => Promise<void>,
  pageRows = KEYS_PAGE_ROWS,
): Promise<DuplicateKeysRow[]> {
  if (!between) return keysText(db, sessionId, -1, null);
  const rows: DuplicateKeysRow[] = [];
  for (let after = -1; ;) {
    if (after >= 0) await between();
    const page = await keysText(db, sessionId, after, pageRows);
    rows.push(...page);
    if (page.length < pageRows) return rows;
    after = page[page.length - 1]!.rowIndex;
  }
}

/** The keys of the rows after `after` in file order, `limit` of them (null: all), as one text. */
async function keysText(
  db: DbOrTx,
  sessionId: string,
  after: number,
  limit: number | null,
): Promise<DuplicateKeysRow[]> {
  const result = await db.execute(sql`
    select coalesce(string_agg(concat_ws(E'\t', row_index, row_number, coalesce(ni_key, ''), coalesce(email_key, ''),
      coalesce(duplicate_worker_id::text, ''), case when outside_agency_match then 't' else '' end,
      coalesce(duplicate_reason, '')), E'\n' order by row_index), '') as "picture"
    from (select row_index, row_number, ni_key, email_key, duplicate_worker_id, outside_agency_match, duplicate_reason
      from worker_import_rows where session_id = ${sessionId}::uuid and not removed
      and row_index > ${after} order by row_index ${limit === null ? sql`` : sql`limit ${limit}`}) page`);
  const text = rowsOf<{ picture: string }>(result)[0]!.picture;
  if (text === '') return [];
  return text.split('\n').map((line) => {
    const [rowIndex, rowNumber, niKey, emailKey, workerId, outside, reason] = line.split('\t') as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    return {
      rowIndex: Number(rowIndex),
      rowNumber: Number(rowNumber),
      niKey: niKey || null,
      emailKey: emailKey || null,
      duplicateWorkerId: workerId ? Number(workerId) : null,
      outsideAgencyMatch: outside === 't',
      duplicateReason: reason || null,
    };
  });
}

export async function writeDuplicateReasons(
  db: DbOrTx,
  sessionId: string,
  changes: readonly { rowIndex: number; reason: string | null }[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.execute(sql`
    update worker_import_rows r set duplicate_reason = v.reason
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v("rowIndex" int, reason text)
    where r.session_id = ${sessionId}::uuid and r.row_index = v."rowIndex"`);
}

export async function replaceCells(
  db: DbOrTx,
  sessionId: string,
  edits: readonly { rowIndex: number; values: string[] }[],
): Promise<void> {
  if (edits.length === 0) return;
  await db.execute(sql`
    update worker_import_rows r set cells = v."values"
    from jsonb_to_recordset(${JSON.stringify(edits)}::jsonb) as v("rowIndex" int, "values" jsonb)
    where r.session_id = ${sessionId}::uuid and r.row_index = v."rowIndex" and not r.removed`);
}

/**
 * Takes a row out of the import: it keeps its cells (nothing is lost) but leaves every status,
 * duplicate and count. False when there is no such row or it was removed already.
 */
export async function markRemoved(db: DbOrTx, sessionId: string, rowIndex: number): Promise<boolean> {
  const done = await db
    .update(rows)
    .set({ removed: true, status: null, duplicateReason: null, duplicateWorkerId: null, outsideAgencyMatch: false })
    .where(and(eq(rows.sessionId, sessionId), eq(rows.rowIndex, rowIndex), not(rows.removed)))
    .returning({ rowIndex: rows.rowIndex });
  return done.length > 0;
}

/** Rows whose validation found errors (worker_import_rows_status_idx). */
export async function countRowsWithErrors(db: DbOrTx, sessionId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from worker_import_rows
    where session_id = ${sessionId}::uuid and status = 'error'`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** The highest row index of the session (removed rows included): where a walk over index ranges ends. */
export async function lastRowIndex(db: DbOrTx, sessionId: string): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(max(row_index), -1)::int as n from worker_import_rows where session_id = ${sessionId}::uuid`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** Duplicate rows (not removed): the rows a submit does not create. */
export async function countDuplicateRows(db: DbOrTx, sessionId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from worker_import_rows
    where session_id = ${sessionId}::uuid and duplicate_reason is not null`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/**
 * The workers to create from rows [fromIndex, toIndex): each row's worker_values (as column worker)
 * when it is in the import, has no errors and duplicates nothing. A source for the workers module's bulk insert.
 */
export const newWorkersSource = (sessionId: string, fromIndex: number, toIndex: number) => sql`
  select worker_values as worker from worker_import_rows
  where session_id = ${sessionId}::uuid and row_index >= ${fromIndex}::int and row_index < ${toIndex}::int
    and not removed and duplicate_reason is null and status in ('valid', 'warning') and worker_values is not null`;
