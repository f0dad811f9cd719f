import { documentMessages, MAX_DOCUMENT_BYTES, MAX_DOCX_UNPACKED_BYTES } from '../../../shared/api/documents.ts';
import { AppError } from '../../lib/app-error.ts';
import { identifyUpload, type StagedUpload, type UploadKind, type UploadRules } from '../../lib/uploads.ts';
import { judgeZip, type ZipBounds } from '../../lib/zip-bounds.ts';

/**
 * What a worker document upload accepts (docs/domain.md), for lib/uploads.ts. The dialogs send
 * the file as `document` or as `file` (docs/domain.md). The name's extension and the bytes
 * must agree: a .doc is an OLE compound file (file-type says cfb), a .docx a zip holding word/
 * (file-type says docx).
 */
export const documentUploadRules: UploadRules = {
  fileFields: new Set(['document', 'file']),
  kinds: {
    pdf: { detected: 'pdf', ext: 'pdf', mimeType: 'application/pdf' },
    doc: { detected: 'cfb', ext: 'doc', mimeType: 'application/msword' },
    docx: {
      detected: 'docx',
      ext: 'docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    jpg: { detected: 'jpg', ext: 'jpg', mimeType: 'image/jpeg' },
    jpeg: { detected: 'jpg', ext: 'jpg', mimeType: 'image/jpeg' },
    png: { detected: 'png', ext: 'png', mimeType: 'image/png' },
  },
  maxFileBytes: MAX_DOCUMENT_BYTES,
  messages: {
    invalidFileType: documentMessages.invalidFileType,
    tooLarge: documentMessages.tooLarge,
    incompleteUpload: documentMessages.incompleteUpload,
  },
};

/** What the stored document is (lib/uploads identifies it); a .docx must also unpack safely. */
export async function identifyDocument(file: StagedUpload): Promise<UploadKind> {
  const kind = await identifyUpload({ file, rules: documentUploadRules });
  if (kind.ext === 'docx') await assertDocxUnpacksSafely(file.path);
  return kind;
}

/**
 * A .docx is a zip that Word, a previewer or a virus scanner will unpack: 10 MB of upload can
 * hold gigabytes. Real documents stay far inside these bounds (docs/domain.md).
 */
const docxBounds: ZipBounds = {
  maxEntries: 1000,
  maxUnpackedBytes: MAX_DOCX_UNPACKED_BYTES,
  maxRatio: 100,
  ratioFromBytes: 10 * 1024 * 1024,
};

async function assertDocxUnpacksSafely(filePath: string): Promise<void> {
  const verdict = await judgeZip(filePath, docxBounds);
  if (verdict === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', documentMessages.docxTooLarge);
  if (verdict === 'refused') throw new AppError('BAD_REQUEST', documentMessages.docxUnsafe);
}
