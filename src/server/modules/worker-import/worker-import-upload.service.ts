import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import {
  IMPORT_MAX_BYTES,
  IMPORT_PREVIEW_ROWS,
  IMPORT_SESSION_HOURS,
  importMessages,
} from '../../../shared/api/worker-import.ts';
import { type UploadAnswer } from '../../../shared/api/worker-import-answers.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { errorCodeOf } from '../../lib/error-code.ts';
import { FileNotFoundError, fileStoreFor } from '../../lib/file-store.ts';
import {
  receiveUpload,
  spreadsheetKinds,
  uploadStagingDir,
  type StagedUpload,
  type UploadRules,
} from '../../lib/uploads.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { chunkPace, inTimedChunks, type TurnTaking } from '../../lib/turn-taking.ts';
import type { Sending } from '../../lib/work-thread.ts';
import { checkedFileItems, type CheckedFileItem, type CheckedFileRow } from './checked-file.ts';
import {
  detectImportFileKind,
  ImportFileError,
  importFileMessages,
  type ImportFileKind,
  type ImportFileRead,
} from './file-reader.ts';
import { importErrors } from './worker-import.errors.ts';
import * as repo from './worker-import.repository.ts';
import { removeStoredFiles } from './worker-import-stored-files.ts';
import { assertNotSubmitted, openSession, proposedMappings } from './worker-import.service.ts';
import {
  type CleanedRow,
  findingsOf,
  refreshFileDuplicates,
  rowChecker,
  type RowChecker,
} from './worker-import-checks.ts';
import type { DuplicatePictureRow } from './worker-import-duplicates.ts';
import * as rowsRepo from './worker-import-rows.repository.ts';

/** Rows handed over by the reader at a time; an INSERT takes them all, or fewer while others are about (inTimedChunks). */
const INSERT_BATCH = 1000;
/** Enough of the file's start for the reader to tell a zip (.xlsx) from text (.csv). */
const HEAD_BYTES = 64 * 1024;

/**
 * What lib/uploads accepts of an import: the file under `file` or `document`, named .csv or .xlsx,
 * up to 50 MB. Whether the bytes are what the name says is the reader's call (detectImportFileKind).
 */
const importUploadRules: UploadRules = {
  fileFields: new Set(['file', 'document']),
  kinds: spreadsheetKinds,
  maxFileBytes: IMPORT_MAX_BYTES,
  messages: {
    invalidFileType: importMessages.invalidFileType,
    tooLarge: importErrors.tooLarge,
    incompleteUpload: importErrors.incompleteUpload,
  },
};

/** The staged file; a refused kind is a 400 with the 'Invalid file type' message (docs/domain.md "Bulk worker import"), like every other bad file. */
async function receiveImportFile(ctx: AppContext, parts: AsyncIterable<Multipart>): Promise<StagedUpload> {
  const { file, emptyFile } = await receiveUpload({
    parts,
    stagingDir: uploadStagingDir(ctx.config.dataDir),
    rules: importUploadRules,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') throw badRequest(error.message);
    throw error;
  });
  if (!file) throw badRequest(emptyFile ? importFileMessages.noRows : importErrors.noFile);
  return file;
}

async function readHead(filePath: string): Promise<Buffer> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Batches whose lookup and INSERT may wait at the database while the reader goes on. */
const QUEUED_BATCHES = 2;

/**
 * Stores the checked rows as the reading hands them over (checked-file.ts), numbered from 0: each
 * batch's keys looked up among the existing workers, then its rows written, so a file mapped as
 * proposed needs no second pass to validate. The database work of a batch (its lookup, its INSERT)
 * is queued and the reading goes on meanwhile, at most QUEUED_BATCHES ahead. Keeps the first rows
 * for the answer's preview and every row's keys for the in-file duplicates.
 */
function checkedRowStore(tx: DbOrTx, sessionId: string, user: SessionUser, turns?: TurnTaking) {
  let headers: string[] = [];
  let checker: RowChecker | undefined;
  let nextIndex = 0;
  const pace = chunkPace();
  const queued: Promise<void>[] = [];
  const pictures: DuplicatePictureRow[][] = [];
  const store = {
    previewRows: [] as string[][],
    proposed: {} as Record<string, string | null>,
    headers: () => headers,
    picture: () => pictures.flat(),
    /** The file's headers: the mapping proposed for them (the user's remembered one, or suggested), which the rows are cleaned with. */
    onHeaders: async (found: string[]) => {
      headers = found;
      store.proposed = await proposedMappings(tx, user.id, headers);
      checker = rowChecker(headers, store.proposed, user);
      return store.proposed;
    },
    take: async (batch: readonly CheckedFileRow[]): Promise<void> => {
      const batchChecker = checker!;
      for (const row of batch.slice(0, IMPORT_PREVIEW_ROWS - store.previewRows.length))
        store.previewRows.push(row.cells);
      const firstIndex = nextIndex;
      nextIndex += batch.length;
      const cleaned: CleanedRow[] = batch.map((row, i) => ({ rowIndex: firstIndex + i, result: row.result }));
      const slot = pictures.length;
      pictures.push([]);
      const stored = (async () => {
        const checks = await findingsOf(tx, cleaned, batchChecker);
        const rows = checks.map((check, i) => ({ ...check, rowNumber: batch[i]!.rowNumber, cells: batch[i]!.cells }));
        pictures[slot] = rows.map(pictureOf);
        await inTimedChunks(rows, INSERT_BATCH, (part) => rowsRepo.insertCheckedRows(tx, sessionId, part), turns, pace);
      })();
      // Awaited below or by finish(); until then its failure is not unhandled.
      stored.catch(() => undefined);
      queued.push(stored);
      while (queued.length > QUEUED_BATCHES) await queued.shift();
    },
    finish: () => Promise.all(queued),
  };
  return store;
}

/** The file's checked rows into the store, INSERT_BATCH at a time; what the reading found. */
async function readChecked(items: Sending<CheckedFileItem>, store: ReturnType<typeof checkedRowStore>) {
  let read: ImportFileRead | undefined;
  let batch: CheckedFileRow[] = [];
  for await (const item of items) {
    if ('headers' in item) items.send(await store.onHeaders(item.headers));
    else if ('read' in item) read = item.read;
    else {
      batch.push(...item.rows);
      if (batch.length < INSERT_BATCH) continue;
      await store.take(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await store.take(batch);
  if (!read) throw new Error('the file was read without an end');
  return read;
}

const pictureOf = (row: rowsRepo.RowCheck & rowsRepo.FileRow): DuplicatePictureRow => ({
  rowIndex: row.rowIndex,
  rowNumber: row.rowNumber,
  niKey: row.niKey,
  emailKey: row.emailKey,
  duplicateWorkerId: row.duplicateWorkerId,
  outsideAgencyMatch: row.outsideAgencyMatch,
  duplicateReason: row.duplicateReason,
});

/**
 * Reads the file into the session's rows (checked on the way) and records what the reading found:
 * headers, header row, leading rows, row count, the proposed mapping; the session is then
 * 'uploaded'. A file refused half way throws: the caller's transaction, or the caller's deletion of
 * the session, leaves nothing.
 */
async function readIntoSession(
  tx: DbOrTx,
  ctx: AppContext,
  user: SessionUser,
  session: { id: string; fileName: string },
  file: { path: string; kind: ImportFileKind; headerRowNumber?: number },
  /** Turns for other users while reading and writing: only outside a transaction (a transaction holds PGlite anyway). */
  turns?: TurnTaking,
): Promise<UploadAnswer> {
  const store = checkedRowStore(tx, session.id, user, turns);
  const items = await checkedFileItems(
    file.path,
    file.kind,
    {
      maxRows: ctx.config.importMaxRows,
      batchSize: INSERT_BATCH,
      ...(file.headerRowNumber === undefined ? {} : { headerRowNumber: file.headerRowNumber }),
    },
    turns,
  );
  const read = await readChecked(items, store).finally(() => store.finish().catch(() => undefined));
  // A failed batch fails the upload (the transaction then leaves nothing).
  await store.finish();
  await refreshFileDuplicates(tx, session.id, store.picture());
  const { totalRows, headerRowNumber, leadingRows } = read;
  const headers = store.headers();
  await repo.updateSession(tx, session.id, {
    status: 'uploaded',
    headers,
    totalRows,
    headerRowNumber,
    leadingRows,
    checkedMappings: store.proposed,
  });
  return {
    sessionId: session.id,
    fileName: session.fileName,
    headers,
    headerRowNumber,
    leadingRows,
    previewRows: store.previewRows,
    suggestedMappings: store.proposed,
    totalRows,
  };
}

/**
 * POST /api/upload-workers/upload: the file staged on disk, its kind told from its content, kept in
 * the file store while the session lives (another header row may be chosen), then read as a stream
 * into a new session's rows, checked on the way, a batch at a time (docs/domain.md "Bulk import on
 * the server": Upload): the session stays unseen (READING_STATUS) until the last row is in, so the
 * database serves other requests between two batches. A file that fails part way leaves nothing:
 * the session and its rows are deleted, its stored copy removed. A bad file is a 400 with the
 * reader's message. The staged file is always removed.
 */
/**
 * The nightly sweep (job stale-import-sessions, docs/operations.md "Background jobs"): sessions past
 * their expiry go in the caller's transaction (their rows cascade); their stored files are removed
 * by afterCommit, once the deletion has committed.
 */
export async function removeExpiredImportSessions(
  ctx: Pick<AppContext, 'config'>,
  tx: DbOrTx,
): Promise<{ removedSessions: number; afterCommit: () => Promise<void> }> {
  const files = await repo.deleteExpiredSessions(tx);
  return { removedSessions: files.length, afterCommit: () => removeStoredFiles(ctx, files) };
}

export async function uploadImportFile(
  ctx: AppContext,
  user: SessionUser,
  parts: AsyncIterable<Multipart>,
): Promise<UploadAnswer> {
  await removeStoredFiles(ctx, await repo.deleteExpiredSessions(ctx.db));
  const file = await receiveImportFile(ctx, parts);
  let storedFile: string | null = null;
  try {
    const kind = await detectImportFileKind(file.originalName, await readHead(file.path));
    storedFile = (await fileStoreFor(ctx.config).save(fs.createReadStream(file.path), kind)).name;
    const session = await repo.insertSession(ctx.db, {
      userId: user.id,
      fileName: file.originalName,
      fileKind: kind,
      storedFile,
      hours: IMPORT_SESSION_HOURS,
    });
    return await readIntoSession(ctx.db, ctx, user, session, { path: file.path, kind }, ctx.turns).catch(
      async (error) => {
        await repo.deleteSession(ctx.db, session.id);
        throw error;
      },
    );
  } catch (error) {
    await removeStoredFiles(ctx, [storedFile]);
    if (error instanceof ImportFileError) throw refusedFile(ctx, error);
    throw error;
  } finally {
    await fs.promises.rm(file.path, { force: true });
  }
}

/**
 * A file the reader refused, as the 400 its message gives. A refusal caused by a failure underneath
 * (a read error, not the file's content) is logged by its code, so the generic message can be
 * explained (docs/operations.md "Logs": codes only).
 */
function refusedFile(ctx: AppContext, error: ImportFileError) {
  if (error.cause !== undefined) ctx.log.warn({ code: errorCodeOf(error.cause) }, 'import file could not be read');
  return badRequest(error.message);
}

/**
 * POST .../header-row: the kept file read again with the chosen spreadsheet row as its header
 * (docs/domain.md "Bulk worker import": the header row), replacing the session's rows in one
 * transaction; any mapping or validation so far is dropped, the mapping proposed afresh. A row that
 * is not one of the file's first filled rows is a 400; a submitted session a 409.
 */
export async function chooseHeaderRow(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  rowNumber: number,
): Promise<UploadAnswer> {
  const staged = path.join(uploadStagingDir(ctx.config.dataDir), `${crypto.randomBytes(16).toString('hex')}.upload`);
  try {
    return await ctx.db.transaction(async (tx) => {
      const session = await openSession(tx, user, sessionId);
      assertNotSubmitted(session);
      if (!session.storedFile) throw badRequest(importErrors.fileNotKept);
      const { stream } = await fileStoreFor(ctx.config).read(session.storedFile);
      await fs.promises.mkdir(path.dirname(staged), { recursive: true });
      await pipeline(stream, fs.createWriteStream(staged, { flags: 'wx' }));
      await repo.deleteSessionRows(tx, session.id);
      await repo.updateSession(tx, session.id, { status: 'uploaded', columnMappings: null, validationSummary: null });
      const kind = session.fileKind === 'xlsx' ? 'xlsx' : 'csv';
      return readIntoSession(tx, ctx, user, session, { path: staged, kind, headerRowNumber: rowNumber });
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw refusedFile(ctx, error);
    if (error instanceof FileNotFoundError) throw badRequest(importErrors.fileNotKept);
    throw error;
  } finally {
    await fs.promises.rm(staged, { force: true });
  }
}
