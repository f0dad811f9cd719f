import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import {
  agencyDocumentFields,
  agencyDocumentMessages,
  type AgencyDocument,
} from '../../../shared/api/agency-documents.ts';
import { canRemoveAgencyRecords } from '../../../shared/domain/permissions.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import type { AppContext } from '../../context.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { openStoredFile, receiveCheckedDocument } from '../documents/document-files.service.ts';
import { removeStoredFiles } from '../../lib/file-store.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { findVisibleAgency } from './agency-access.ts';
import { authorName } from './agencies.presenter.ts';
import * as repo from './agency-documents.repository.ts';
import { toDocument } from './agency-records.presenter.ts';

export async function listAgencyDocuments(
  ctx: AppContext,
  user: SessionUser,
  agencyId: number,
): Promise<AgencyDocument[]> {
  await findVisibleAgency(ctx.db, user, agencyId);
  const today = todayInLondon();
  return (await repo.listDocuments(ctx.db, agencyId)).map((row) => toDocument(row, today));
}

/**
 * Upload (docs/domain.md, Agencies): a client user may add documents to its own
 * agency. The file is checked by name and content and stored, then the row and its audit entry are
 * written in one transaction; if that fails the stored file is removed.
 */
export async function uploadAgencyDocument(
  ctx: AppContext,
  user: SessionUser,
  agencyId: number,
  parts: AsyncIterable<Multipart>,
  meta: RequestMeta,
): Promise<AgencyDocument> {
  await findVisibleAgency(ctx.db, user, agencyId);
  const { fields, stored } = await receiveCheckedDocument(ctx, parts, agencyDocumentMessages.noFile);
  try {
    const parsed = agencyDocumentFields.safeParse(fields);
    if (!parsed.success) {
      const details = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      throw new AppError('VALIDATION_ERROR', details[0]!.message, details);
    }
    const row = await ctx.db.transaction(async (tx) => {
      const created = await repo.insertDocument(tx, {
        agencyId,
        documentType: parsed.data.documentType,
        originalFileName: stored.originalName,
        storedFileName: stored.storedName,
        mimeType: stored.mimeType,
        sizeBytes: stored.sizeBytes,
        expiryDate: parsed.data.expiryDate,
        notes: parsed.data.notes,
        uploadedBy: user.id,
      });
      await recordAudit(tx, {
        actor: user,
        action: 'create',
        entityType: 'agency_document',
        entityId: created.id,
        changes: [
          { field: 'agencyId', to: agencyId },
          { field: 'documentType', to: created.documentType },
          { field: 'expiryDate', to: created.expiryDate },
          { field: 'mimeType', to: created.mimeType },
          { field: 'sizeBytes', to: created.sizeBytes },
          { field: 'originalFileName' },
          ...(created.notes ? [{ field: 'notes' }] : []),
        ],
        ip: meta.ip,
      });
      return created;
    });
    return toDocument({ ...row, uploadedByName: authorName(user) }, todayInLondon());
  } catch (error) {
    await removeStoredFiles(ctx, [stored.storedName]);
    // The agency was deleted while the file was arriving.
    throw isForeignKeyViolation(error) ? notFound("The agency you're looking for doesn't exist.") : error;
  }
}

async function findVisibleDocument(ctx: AppContext, user: SessionUser, id: number) {
  const row = await repo.findDocument(ctx.db, id, agencyScopeOf(user));
  if (!row) throw notFound(agencyDocumentMessages.notFound);
  return row;
}

/** DELETE /api/agency-documents/{id}: staff only; the row (audited) first, then its file. */
export async function deleteAgencyDocument(ctx: AppContext, user: SessionUser, id: number, meta: RequestMeta) {
  await findVisibleDocument(ctx, user, id);
  if (!canRemoveAgencyRecords(user.role)) throw forbidden('Only staff can delete a document');
  const row = await ctx.db.transaction(async (tx) => {
    const deleted = await repo.deleteDocument(tx, id);
    if (!deleted) throw notFound(agencyDocumentMessages.notFound);
    await recordAudit(tx, {
      actor: user,
      action: 'delete',
      entityType: 'agency_document',
      entityId: id,
      changes: [
        { field: 'agencyId', from: deleted.agencyId },
        { field: 'documentType', from: deleted.documentType },
      ],
      ip: meta.ip,
    });
    return deleted;
  });
  await removeStoredFiles(ctx, [row.storedFileName]);
}

export type AgencyDocumentDownload = { stream: Readable; sizeBytes: number; mimeType: string; fileName: string };
export async function openAgencyDocument(
  ctx: AppContext,
  user: SessionUser,
  id: number,
): Promise<AgencyDocumentDownload> {
  const row = await findVisibleDocument(ctx, user, id);
  const { stream, sizeBytes } = await openStoredFile(ctx, row.storedFileName, row.id);
  return { stream, sizeBytes, mimeType: row.mimeType, fileName: row.originalFileName };
}
