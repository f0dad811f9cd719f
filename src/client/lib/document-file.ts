import { z } from 'zod';
import { acceptedDocumentExtensions, MAX_DOCUMENT_BYTES } from '../../shared/api/documents.ts';

/** The file input's accept list: .pdf,.doc,.docx,.jpg,.jpeg,.png. */
export const acceptAttribute = acceptedDocumentExtensions.map((ext) => `.${ext}`).join(',');

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

type FileMessages = { noFile: string; tooLarge: string; invalidFileType: string };

/**
 * The file of a document upload form (a worker's, an agency's; docs/domain.md), checked before
 * anything is sent: one is chosen, of an accepted kind, at most 10 MB, each refusal in the area's
 * own words. The server checks again, by content.
 */
export const documentFileField = (messages: FileMessages) =>
  z
    .custom<File | null>((value) => value instanceof File, messages.noFile)
    .transform((value) => value as File)
    .refine((file) => file.size <= MAX_DOCUMENT_BYTES, messages.tooLarge)
    .refine(
      (file) => (acceptedDocumentExtensions as readonly string[]).includes(extensionOf(file.name)),
      messages.invalidFileType,
    );
