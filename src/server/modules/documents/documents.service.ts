import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import {
  documentMessages,
  EXPIRING_ALERTS_LIMIT,
  MAX_DOCUMENT_BYTES,
  uploadDocumentFields,
  type ExpiringDocument,
  type WorkerDocument,
} from '../../../shared/api/documents.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { addDays, todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import {
  complianceSummary,
  documentStatus,
  EXPIRING_WINDOW_DAYS,
  type ComplianceSummary,
} from '../../../shared/domain/worker-documents.ts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { FileNotFoundError, FileTooLargeError, fileStoreFor, removeStoredFiles } from '../../lib/file-store.ts';
import { fileTooLarge, receiveUpload, uploadStagingDir } from '../../lib/uploads.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findVisibleWorker, WORKER_NOT_FOUND } from '../workers/workers-list.service.ts';
import * as repo from './documents.repository.ts';
import { documentUploadRules, identifyDocument } from './documents.upload.ts';
import { personName } from '../../../shared/domain/people.ts';

export const DOCUMENT_NOT_FOUND = 'Document not found';
/** The alert list is a panel, not a report: its length is bounded. */

function toWorkerDocument(row: repo.DocumentWithUploader, today: string): WorkerDocument {
  return {
    id: row.id,
    workerId: row.workerId,
    fileName: row.originalFileName,
    originalFileName: row.originalFileName,
    documentType: row.documentType,
    expiryDate: row.expiryDate,
    complianceStatus: documentStatus(row.expiryDate, today),
    notes: row.notes,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    uploadedBy: row.uploadedBy,
    uploadedByName: row.uploadedByName,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listWorkerDocuments(
  ctx: AppContext,
  user: SessionUser,
  workerId: number,
): Promise<WorkerDocument[]> {
  await findVisibleWorker(ctx, user, workerId);
  const today = todayInLondon();
  return (await repo.listDocumentsOfWorker(ctx.db, workerId)).map((row) => toWorkerDocument(row, today));
}

/**
 * Upload (docs/domain.md): the file is streamed to disk, checked by name and by content, moved into
 * the store, then the row and its audit entry are written in one transaction. Whatever fails, no file
 * is left behind.
 */
export async function uploadWorkerDocument(
  ctx: AppContext,
  user: SessionUser,
  workerId: number,
  parts: AsyncIterable<Multipart>,
  meta: RequestMeta,
): Promise<WorkerDocument> {
  await findVisibleWorker(ctx, user, workerId);
  const { fields, file } = await receiveUpload({
    parts,
    stagingDir: uploadStagingDir(ctx.config.dataDir),
    rules: documentUploadRules,
  });
  if (!file) throw badRequest(documentMessages.noFile);
  try {
    const parsed = uploadDocumentFields.safeParse(fields);
    if (!parsed.success) {
      const details = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      throw new AppError('VALIDATION_ERROR', details[0]!.message, details);
    }
    const kind = await identifyDocument(file);
    const store = fileStoreFor(ctx.config);
    const stored = await store
      .save(fs.createReadStream(file.path), kind.ext, { maxBytes: MAX_DOCUMENT_BYTES })
      .catch((error: unknown) => {
        throw error instanceof FileTooLargeError ? fileTooLarge(documentUploadRules) : error;
      });
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const created = await repo.insertDocument(tx, {
          workerId,
          documentType: parsed.data.documentType,
          originalFileName: file.originalName,
          storedFileName: stored.name,
          mimeType: kind.mimeType,
          sizeBytes: stored.sizeBytes,
          expiryDate: parsed.data.expiryDate,
          notes: parsed.data.notes,
          uploadedBy: user.id,
        });
        // The file's name and the notes can name a person: record that they were set, not their values.
        const changes = [
          { field: 'workerId', to: workerId },
          { field: 'documentType', to: created.documentType },
          { field: 'expiryDate', to: created.expiryDate },
          { field: 'mimeType', to: created.mimeType },
          { field: 'sizeBytes', to: created.sizeBytes },
          { field: 'originalFileName' },
          ...(created.notes ? [{ field: 'notes' }] : []),
        ];
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entityType: 'worker_document',
          entityId: created.id,
          changes,
          ip: meta.ip,
        });
        return created;
      });
      return toWorkerDocument({ ...row, uploadedByName: personName(user) || null }, todayInLondon());
    } catch (error) {
      await store.remove(stored.name);
      // The worker was deleted while the file was arriving.
      throw isForeignKeyViolation(error) ? notFound(WORKER_NOT_FOUND) : error;
    }
  } finally {
    await fs.promises.rm(file.path, { force: true });
  }
}

async function findVisibleDocument(ctx: AppContext, user: SessionUser, workerId: number, documentId: number) {
  await findVisibleWorker(ctx, user, workerId);
  const row = await repo.findDocumentOfWorker(ctx.db, workerId, documentId);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}

/** Deletes the row (audited) and then its file: a file left by a failed removal is harmless, a row without a file is not. */
export async function deleteWorkerDocument(
  ctx: AppContext,
  user: SessionUser,
  workerId: number,
  documentId: number,
  meta: RequestMeta,
) {
  const row = await findVisibleDocument(ctx, user, workerId, documentId);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteDocument(tx, row.id))) throw notFound(DOCUMENT_NOT_FOUND);
    const changes = [
      { field: 'workerId', from: workerId },
      { field: 'documentType', from: row.documentType },
    ];
    await recordAudit(tx, {
      actor: user,
      action: 'delete',
      entityType: 'worker_document',
      entityId: row.id,
      changes,
      ip: meta.ip,
    });
  });
  await removeStoredFiles(ctx, [row.storedFileName]);
}

export type DocumentDownload = { stream: Readable; sizeBytes: number; mimeType: string; fileName: string };
export async function openWorkerDocument(
  ctx: AppContext,
  user: SessionUser,
  workerId: number,
  documentId: number,
): Promise<DocumentDownload> {
  const row = await findVisibleDocument(ctx, user, workerId, documentId);
  try {
    const { stream, sizeBytes } = await fileStoreFor(ctx.config).read(row.storedFileName);
    return { stream, sizeBytes, mimeType: row.mimeType, fileName: row.originalFileName };
  } catch (error) {
    if (!(error instanceof FileNotFoundError)) throw error;
    ctx.log.warn({ documentId: row.id }, 'stored file of a document is missing');
    throw notFound('File not found');
  }
}

export async function getWorkerCompliance(
  ctx: AppContext,
  user: SessionUser,
  workerId: number,
): Promise<ComplianceSummary> {
  await findVisibleWorker(ctx, user, workerId);
  return complianceSummary(await repo.listComplianceFacts(ctx.db, workerId), todayInLondon());
}

/** The Document Expiry Alerts panel: expiring within 30 days, not yet expired, workers not left (docs/domain.md). */
export async function listExpiringDocuments(ctx: AppContext, user: SessionUser): Promise<ExpiringDocument[]> {
  const today = todayInLondon();
  const rows = await repo.listExpiringBetween(ctx.db, {
    from: today,
    to: addDays(today, EXPIRING_WINDOW_DAYS),
    scope: agencyScopeOf(user),
    limit: EXPIRING_ALERTS_LIMIT,
  });
  return rows.map((r) => ({ ...r, expiryDate: r.expiryDate!, complianceStatus: documentStatus(r.expiryDate, today) }));
}

export type DocumentToRenew = {
  id: number;
  workerId: number;
  workerName: string;
  documentType: string;
  expiryDate: string;
};

/**
 * My Work (docs/domain.md, "My work"): documents that expired within the last `days` or expire within
 * the next `days`, of live workers not left within the user's scope, soonest first, a page at a time.
 */
export async function listDocumentsToRenew(
  ctx: AppContext,
  user: SessionUser,
  page: { days: number; limit: number; offset: number },
): Promise<{ items: DocumentToRenew[]; total: number }> {
  const today = todayInLondon(ctx.now());
  const { rows, total } = await repo.pageExpiringBetween(ctx.db, {
    from: addDays(today, -page.days),
    to: addDays(today, page.days),
    scope: agencyScopeOf(user),
    limit: page.limit,
    offset: page.offset,
  });
  return { items: rows, total };
}
