import { z } from 'zod';
import { agencyDocumentMessages } from '../../../../../shared/api/agency-documents.ts';
import { documentFileField } from '../../../../lib/document-file.ts';

/**
 * The upload dialog (docs/domain.md, Agencies): a file is required, of an accepted type, at most 10 MB,
 * each with the spec's message, checked before anything is sent (the server checks again, by content).
 */
export const agencyUploadForm = z.object({
  file: documentFileField(agencyDocumentMessages),
  documentType: z.string(),
  expiryDate: z.string().nullable(),
  notes: z.string().max(1000, agencyDocumentMessages.notesTooLong),
});

export type AgencyUploadValues = { file: File | null; documentType: string; expiryDate: string | null; notes: string };
