import { z } from 'zod';
import {
  acceptedDocumentExtensions,
  documentMessages,
  MAX_DOCUMENT_BYTES,
  uploadDocumentFields,
} from '../../../../../shared/api/documents.ts';

/** The file input's accept list: .pdf,.doc,.docx,.jpg,.jpeg,.png. */
export const acceptAttribute = acceptedDocumentExtensions.map((ext) => `.${ext}`).join(',');

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * The upload form: the server's own field schema plus the file checks it makes (docs/domain.md),
 * so 'No file selected', a wrong kind or more than 10 MB are refused before anything is sent.
 */
export const documentUploadForm = uploadDocumentFields.extend({
  file: z
    .custom<File | null>((value) => value instanceof File, documentMessages.noFile)
    .transform((value) => value as File)
    .refine((file) => file.size <= MAX_DOCUMENT_BYTES, documentMessages.tooLarge)
    .refine(
      (file) => (acceptedDocumentExtensions as readonly string[]).includes(extensionOf(file.name)),
      documentMessages.invalidFileType,
    ),
});

export type DocumentUploadValues = {
  file: File | null;
  documentType: string | null;
  expiryDate: string | null;
  notes: string;
};
export type DocumentUpload = z.output<typeof documentUploadForm>;
