import { z } from 'zod';
import { acceptedDocumentExtensions, MAX_DOCUMENT_BYTES } from '../../../../../shared/api/documents.ts';
import { agencyDocumentMessages } from '../../../../../shared/api/agency-documents.ts';

/** The file input's accept list: .pdf,.doc,.docx,.jpg,.jpeg,.png. */
export const acceptAttribute = acceptedDocumentExtensions.map((ext) => `.${ext}`).join(',');

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * The upload dialog (docs/domain.md, Agencies): a file is required, of an accepted type, at most 10 MB,
 * each with the spec's message, checked before anything is sent (the server checks again, by content).
 */
export const agencyUploadForm = z.object({
  file: z
    .custom<File | null>((value) => value instanceof File, agencyDocumentMessages.noFile)
    .refine((file) => (file?.size ?? 0) <= MAX_DOCUMENT_BYTES, agencyDocumentMessages.tooLarge)
    .refine(
      (file) => (acceptedDocumentExtensions as readonly string[]).includes(extensionOf(file?.name ?? '')),
      agencyDocumentMessages.invalidFileType,
    ),
  documentType: z.string(),
  expiryDate: z.string().nullable(),
  notes: z.string().max(1000, agencyDocumentMessages.notesTooLong),
});

export type AgencyUploadValues = { file: File | null; documentType: string; expiryDate: string | null; notes: string };
