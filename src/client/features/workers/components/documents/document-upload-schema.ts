import type { z } from 'zod';
import { documentMessages, uploadDocumentFields } from '../../../../../shared/api/documents.ts';
import { documentFileField } from '../../../../lib/document-file.ts';

/**
 * The upload form: the server's own field schema plus the file checks it makes (docs/domain.md),
 * so 'No file selected', a wrong kind or more than 10 MB are refused before anything is sent.
 */
export const documentUploadForm = uploadDocumentFields.extend({ file: documentFileField(documentMessages) });

export type DocumentUploadValues = {
  file: File | null;
  documentType: string | null;
  expiryDate: string | null;
  notes: string;
};
export type DocumentUpload = z.output<typeof documentUploadForm>;
