import fs from 'node:fs';
import type { Multipart } from '@fastify/multipart';
import { MAX_DOCUMENT_BYTES } from '../../../shared/api/documents.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { FileNotFoundError, FileTooLargeError, fileStoreFor } from '../../lib/file-store.ts';
import { fileTooLarge, receiveUpload, uploadStagingDir } from '../../lib/uploads.ts';
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
    const kind = await identifyDocument(file);
    const saved = await fileStoreFor(ctx.config)
      .save(fs.createReadStream(file.path), kind.ext, { maxBytes: MAX_DOCUMENT_BYTES })
      .catch((error: unknown) => {
        throw error instanceof FileTooLargeError ? fileTooLarge(documentUploadRules) : error;
      });
    return {
      fields,
      stored: {
        storedName: saved.name,
        sizeBytes: saved.sizeBytes,
        mimeType: kind.mimeType,
        originalName: file.originalName,
      },
    };
  } finally {
    await fs.promises.rm(file.path, { force: true });
  }
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
