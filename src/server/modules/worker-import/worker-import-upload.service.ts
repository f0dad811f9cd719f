import fs from 'node:fs';
import type { Multipart } from '@fastify/multipart';
import {
  IMPORT_MAX_BYTES,
  IMPORT_PREVIEW_ROWS,
  IMPORT_SESSION_HOURS,
  importMessages,
  type UploadAnswer,
} from '../../../shared/api/worker-import.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { receiveUpload, uploadStagingDir, type StagedUpload, type UploadRules } from '../../lib/uploads.ts';
import type { SessionUser } from '../auth/session.service.ts';
import { detectImportFileKind, ImportFileError, importFileMessages, readImportFile } from './file-reader.ts';
import { importErrors } from './worker-import.errors.ts';
import * as repo from './worker-import.repository.ts';
import { proposedMappings } from './worker-import.service.ts';
import { checkRows, refreshFileDuplicates, rowChecker, type RowChecker } from './worker-import-checks.ts';
import type { DuplicatePictureRow } from './worker-import-duplicates.ts';
import * as rowsRepo from './worker-import-rows.repository.ts';

/** Rows per INSERT while the file is read. */
const INSERT_BATCH = 1000;
/** Enough of the file's start for the reader to tell a zip (.xlsx) from text (.csv). */
const HEAD_BYTES = 64 * 1024;

/**
 * What lib/uploads accepts of an import: the file under `file` or `document`, named .csv or .xlsx,
 * up to 50 MB. Whether the bytes are what the name says is the reader's call (detectImportFileKind).
 */
const importUploadRules: UploadRules = {
  fileFields: new Set(['file', 'document']),
  kinds: {
    csv: { detected: 'csv', ext: 'csv', mimeType: 'text/csv' },
    xlsx: {
      detected: 'xlsx',
      ext: 'xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  },
  maxFileBytes: IMPORT_MAX_BYTES,
  messages: {
    invalidFileType: importMessages.invalidFileType,
    tooLarge: importErrors.tooLarge,
    incompleteUpload: importErrors.incompleteUpload,
  },
};

/** The staged file; a refused kind is a 400 with the spec's message, like every other bad file. */
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

/**
 * Checks and stores the rows as the reader hands them over, numbered from 0: each batch checked
 * with the proposed mapping (worker-import-checks.ts) while the previous batch's INSERT runs, so a
 * file mapped as proposed needs no second pass to validate. Keeps the first rows for the answer's
 * preview and every row's keys for the in-file duplicates.
 */
function checkedRowStore(tx: Tx, sessionId: string, user: SessionUser) {
  let headers: string[] = [];
  let checker: RowChecker | undefined;
  let nextIndex = 0;
  let inFlight: Promise<void> = Promise.resolve();
  const store = {
    previewRows: [] as string[][],
    picture: [] as DuplicatePictureRow[],
    proposed: {} as Record<string, string | null>,
    onHeaders: (read: string[]) => {
      headers = read;
    },
    take: async (batch: readonly rowsRepo.FileRow[]): Promise<void> => {
      if (!checker) {
        store.proposed = await proposedMappings(tx, user.id, headers);
        checker = rowChecker(headers, store.proposed, user);
      }
      for (const row of batch.slice(0, IMPORT_PREVIEW_ROWS - store.previewRows.length))
        store.previewRows.push(row.cells);
      const firstIndex = nextIndex;
      nextIndex += batch.length;
      const checks = await checkRows(
        tx,
        batch.map((row, i) => ({ rowIndex: firstIndex + i, cells: row.cells })),
        checker,
      );
      await inFlight;
      const rows = checks.map((check, i) => ({ ...check, rowNumber: batch[i]!.rowNumber, cells: batch[i]!.cells }));
      inFlight = rowsRepo.insertCheckedRows(tx, sessionId, rows);
      // Awaited by the next batch or by finish(); until then its failure is not unhandled.
      inFlight.catch(() => undefined);
      for (const row of rows) store.picture.push(pictureOf(row));
    },
    finish: () => inFlight,
  };
  return store;
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
 * POST /api/upload-workers/upload: the file staged on disk, its kind told from its bytes, then read
 * as a stream into a new session's rows, checked on the way, all in one transaction: a file that
 * fails part way leaves nothing. A bad file is a 400 with the reader's message. The staged file is
 * always removed.
 */
export async function uploadImportFile(
  ctx: AppContext,
  user: SessionUser,
  parts: AsyncIterable<Multipart>,
): Promise<UploadAnswer> {
  await repo.deleteExpiredSessions(ctx.db, user.id);
  const file = await receiveImportFile(ctx, parts);
  try {
    const kind = detectImportFileKind(file.originalName, await readHead(file.path));
    return await ctx.db.transaction(async (tx) => {
      const session = await repo.insertSession(tx, {
        userId: user.id,
        fileName: file.originalName,
        fileKind: kind,
        hours: IMPORT_SESSION_HOURS,
      });
      const store = checkedRowStore(tx, session.id, user);
      const read = await readImportFile(file.path, kind, store.take, {
        maxRows: ctx.config.importMaxRows,
        batchSize: INSERT_BATCH,
        onHeaders: store.onHeaders,
      }).finally(() => store.finish().catch(() => undefined));
      await store.finish();
      await refreshFileDuplicates(tx, session.id, store.picture);
      const { headers, totalRows } = read;
      await repo.updateSession(tx, session.id, { headers, totalRows, checkedMappings: store.proposed });
      return {
        sessionId: session.id,
        fileName: file.originalName,
        headers,
        previewRows: store.previewRows,
        suggestedMappings: store.proposed,
        totalRows,
      };
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw badRequest(error.message);
    throw error;
  } finally {
    await fs.promises.rm(file.path, { force: true });
  }
}
