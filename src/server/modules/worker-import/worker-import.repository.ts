import { and, desc, eq, gt, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { ImportSessionStatus } from '../../../shared/api/worker-import-answers.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { workerImportMappings, workerImportRows, workerImportSessions } from '../../db/schema/index.ts';
import type { ImportSummary } from './worker-import-summary.ts';

/** Import sessions and the mappings users confirmed (docs/domain.md): SQL only, no rules. */

export type ImportSessionRow = typeof workerImportSessions.$inferSelect & { validationSummary: ImportSummary | null };
type SessionChanges = Partial<Omit<typeof workerImportSessions.$inferInsert, 'id' | 'userId'>>;

/** Expiry counted by the database clock, so every instance agrees. */
const expiresFromNow = (hours: number) => sql`now() + make_interval(hours => ${hours})`;

/**
 * Removes every session past its expiry, whoever uploaded it (their rows cascade;
 * worker_import_sessions_expires_idx); answers the stored files they kept, for the caller to remove.
 */
export async function deleteExpiredSessions(db: DbOrTx): Promise<string[]> {
  const gone = await db
    .delete(workerImportSessions)
    .where(lte(workerImportSessions.expiresAt, sql`now()`))
    .returning({ storedFile: workerImportSessions.storedFile });
  return gone.flatMap((row) => (row.storedFile ? [row.storedFile] : []));
}

/** Deletes one session (its rows cascade); answers its stored file, or null. */
export async function deleteSession(db: DbOrTx, id: string): Promise<{ storedFile: string | null } | undefined> {
  const [row] = await db
    .delete(workerImportSessions)
    .where(eq(workerImportSessions.id, id))
    .returning({ storedFile: workerImportSessions.storedFile });
  return row;
}

/**
 * The session row's version: PostgreSQL's xmin, the transaction that last wrote it. Every call on a
 * session moves it (openSession touches the row), so an unchanged version means no other call came
 * in between. With `lock`, the row is locked for the caller's transaction too.
 */
export async function sessionVersion(db: DbOrTx, id: string, { lock = false } = {}): Promise<string | null> {
  const result = await db.execute(
    sql`select xmin::text as version from worker_import_sessions where id = ${id}::uuid ${lock ? sql`for update` : sql``}`,
  );
  return rowsOf<{ version: string }>(result)[0]?.version ?? null;
}

/** Deletes every row of a session, before its file is read again. */
export async function deleteSessionRows(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(workerImportRows).where(eq(workerImportRows.sessionId, sessionId));
}

/**
 * The status of a session whose file is still being read (docs/domain.md "Bulk import on the
 * server": Upload): seen by nobody, never answered; the upload moves it to 'uploaded' at its end.
 */
export const READING_STATUS = 'reading';

/** A new session, its file still to be read: in READING_STATUS until readIntoSession ends. */
export async function insertSession(
  db: DbOrTx,
  values: { userId: number; fileName: string; fileKind: string; storedFile: string; hours: number },
): Promise<ImportSessionRow> {
  const [row] = await db
    .insert(workerImportSessions)
    .values({
      status: READING_STATUS,
      userId: values.userId,
      fileName: values.fileName,
      fileKind: values.fileKind,
      storedFile: values.storedFile,
      headers: [],
      totalRows: 0,
      expiresAt: expiresFromNow(values.hours),
    })
    .returning();
  return row as ImportSessionRow;
}

/**
 * The user's session if it has not expired, its expiry moved `hours` on (each use counts as use).
 * The UPDATE also locks the row until the transaction ends, so two changes of one session queue.
 */
export async function touchSession(
  db: DbOrTx,
  id: string,
  userId: number,
  hours: number,
): Promise<ImportSessionRow | undefined> {
  const [row] = await db
    .update(workerImportSessions)
    .set({ expiresAt: expiresFromNow(hours) })
    .where(
      and(
        eq(workerImportSessions.id, id),
        eq(workerImportSessions.userId, userId),
        ne(workerImportSessions.status, READING_STATUS),
        gt(workerImportSessions.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row as ImportSessionRow | undefined;
}

export async function updateSession(db: DbOrTx, id: string, changes: SessionChanges): Promise<ImportSessionRow> {
  const [row] = await db.update(workerImportSessions).set(changes).where(eq(workerImportSessions.id, id)).returning();
  return row as ImportSessionRow;
}

/**
 * Moves the session to `to` only while it is in one of `from` (a conditional UPDATE, never read
 * then write): of two submits of one session, exactly one gets the row back.
 */
export async function moveSessionStatus(
  db: DbOrTx,
  id: string,
  from: readonly ImportSessionStatus[],
  to: ImportSessionStatus,
): Promise<ImportSessionRow | undefined> {
  const [row] = await db
    .update(workerImportSessions)
    .set({ status: to })
    .where(and(eq(workerImportSessions.id, id), inArray(workerImportSessions.status, [...from])))
    .returning();
  return row as ImportSessionRow | undefined;
}

export async function findRememberedMapping(
  db: DbOrTx,
  userId: number,
  headersKey: string,
): Promise<Record<string, string | null> | undefined> {
  const [row] = await db
    .select({ columnMappings: workerImportMappings.columnMappings })
    .from(workerImportMappings)
    .where(and(eq(workerImportMappings.userId, userId), eq(workerImportMappings.headersKey, headersKey)))
    .limit(1);
  return row?.columnMappings;
}

export async function rememberMapping(
  db: DbOrTx,
  userId: number,
  headersKey: string,
  columnMappings: Record<string, string | null>,
): Promise<void> {
  await db
    .insert(workerImportMappings)
    .values({ userId, headersKey, columnMappings })
    .onConflictDoUpdate({
      target: [workerImportMappings.userId, workerImportMappings.headersKey],
      set: { columnMappings },
    });
}

/** The user's sessions not submitted and not expired, the latest used first (worker_import_sessions_user_idx). */
export async function listUnfinishedSessions(db: DbOrTx, userId: number, limit: number): Promise<ImportSessionRow[]> {
  const rows = await db
    .select()
    .from(workerImportSessions)
    .where(
      and(
        eq(workerImportSessions.userId, userId),
        notInArray(workerImportSessions.status, ['submitted', READING_STATUS]),
        gt(workerImportSessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(workerImportSessions.updatedAt))
    .limit(limit);
  return rows as ImportSessionRow[];
}
