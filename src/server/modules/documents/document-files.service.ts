import fs from 'node:fs';
import type { Multipart } from '@fastify/multipart';
import { MAX_DOCUMENT_BYTES } from '../../../shared/api/documents.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { FileNotFoundError, FileTooLargeError, fileStoreFor, removeStoredFiles } from '../../lib/file-store.ts';
import { fileTooLarge, receiveUpload, receiveUploads, uploadStagingDir, type StagedUpload } from '../../lib/uploads.ts';
import { documentUploadRules, identifyDocument } from './documents.upload.ts';

/**
 * The worker documents' upload rules for another area's documents (agency documents follow them,
 * docs/domain.md). `noFile` is that area's sentence for a body without a file.
 */
export type StoredDocumentFile = { storedName: string; sizeBytes: number; mimeType: string; originalName: string };

/**
 * Receives a multipart body, checks the file by name and content (a .docx must unpack safely) and
 * moves it into the file store. Answers the text fields and the stored file; the caller writes its
 * row and calls removeStoredFiles if that fails. Nothing is left in staging.
 */
export async function receiveCheckedDocument(
  ctx: AppContext,
  parts: AsyncIterable<Multipart>,
  noFile: string,
): Promise<{ fields: Record<string, string>; stored: StoredDocumentFile }> {
  const { fields, file } = await receiveUpload({
    parts,
    stagingDir: uploadStagingDir(ctx.config.dataDir),
    rules: documentUploadRules,
  });
  if (!file) throw badRequest(noFile);
  try {
    return { fields, stored: await storeChecked(ctx, file) };
  } finally {
    await fs.promises.rm(file.path, { force: true });
  }
}

/**
 * Several files under one field name (a right-to-work check's evidence, docs/domain.md
 * "Right-to-work checks"), each under the worker documents' rules, moved into the file store.
 * Answers the text fields and the stored files (none is fine); the caller writes the rows and
 * calls removeStoredFiles if that fails. On any refusal nothing is left in staging or the store.
 */
export async function receiveCheckedDocuments(
  ctx: AppContext,
  parts: AsyncIterable<Multipart>,
  options: { fileField: string; maxFiles: number; tooManyFiles: string },
): Promise<{ fields: Record<string, string>; stored: StoredDocumentFile[] }> {
  const { fields, files } = await receiveUploads({
    parts,
    stagingDir: uploadStagingDir(ctx.config.dataDir),
    rules: { ...documentUploadRules, fileFields: new Set([options.fileField]) },
    maxFiles: options.maxFiles,
    tooManyFiles: options.tooManyFiles,
  });
  const stored: StoredDocumentFile[] = [];
  try {
    for (const file of files) stored.push(await storeChecked(ctx, file));
    return { fields, stored };
  } catch (error) {
    await removeStoredFiles(
      ctx,
      stored.map((s) => s.storedName),
    );
    throw error;
  } finally {
    await Promise.all(files.map((file) => fs.promises.rm(file.path, { force: true })));
  }
}

async function storeChecked(ctx: AppContext, file: StagedUpload): Promise<StoredDocumentFile> {
  const kind = await identifyDocument(file);
  const saved = await fileStoreFor(ctx.config)
    .save(fs.createReadStream(file.path), kind.ext, { maxBytes: MAX_DOCUMENT_BYTES })
    .catch((error: unknown) => {
      throw error instanceof FileTooLargeError ? fileTooLarge(documentUploadRules) : error;
    });
  return {
    storedName: saved.name,
    sizeBytes: saved.sizeBytes,
    mimeType: kind.mimeType,
    originalName: file.originalName,
  };
}

/** The bytes of a stored file for a download; a missing file is a 404. */
export async function openStoredFile(ctx: AppContext, storedName: string, documentId: number) {
  try {
    return await fileStoreFor(ctx.config).read(storedName);
  } catch (error) {
    if (!(error instanceof FileNotFoundError)) throw error;
    ctx.log.warn({ documentId }, 'stored file of a document is missing');
    throw notFound('File not found');
  }
}
