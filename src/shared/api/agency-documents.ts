import { z } from 'zod';
import { documentExpiryDate, documentNotes } from './documents.ts';
import { idValue, text } from './common.ts';
import { agencyDocumentTypes, readAgencyDocumentType } from '../domain/agency-documents.ts';
import { apiPath } from './paths.ts';

/** An agency's documents; one is deleted or downloaded by its own id. */
export const agencyDocumentPaths = {
  list: apiPath('/api/agencies/:id/documents'),
  one: apiPath('/api/agency-documents/:id'),
  download: apiPath('/api/agency-documents/:id/download'),
};

/** Agency documents (docs/domain.md, Agencies): the worker documents' rules. */
export const agencyDocumentMessages = {
  noFile: 'Please select a file to upload',
  invalidFileType: 'Invalid file type: Please upload PDF, DOC, DOCX, JPG, JPEG, or PNG files only',
  tooLarge: 'File too large: File size must be less than 10MB',
  documentType: `Document type must be one of ${agencyDocumentTypes.map((t) => t.label).join(', ')}`,
  invalidExpiry: 'Expiry date must be a real date (DD/MM/YYYY)',
  notesTooLong: 'Notes must be 1000 characters or fewer',
  notFound: 'Document not found',
} as const;

/** The text fields of the multipart POST /api/agencies/{id}/documents; the file comes as document or file. */
export const agencyDocumentFields = z.object({
  documentType: text()
    .trim()
    .max(100)
    .optional()
    .transform((v, ctx) => {
      const type = readAgencyDocumentType(v);
      if (!type) ctx.addIssue({ code: 'custom', message: agencyDocumentMessages.documentType });
      return type ?? 'other';
    }),
  expiryDate: documentExpiryDate(agencyDocumentMessages.invalidExpiry),
  notes: documentNotes(agencyDocumentMessages.notesTooLong),
});
export type AgencyDocumentFields = z.output<typeof agencyDocumentFields>;

export const agencyDocument = z.object({
  id: z.number(),
  agencyId: z.number(),
  fileName: z.string(),
  originalFileName: z.string(),
  documentType: z.string(),
  documentTypeLabel: z.string(),
  expiryDate: z.string().nullable(),
  /** valid, expiring (within 30 days) or expired (docs/domain.md, Agencies). */
  status: z.enum(['valid', 'expiring', 'expired']),
  notes: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  uploadedBy: z.number().nullable(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type AgencyDocument = z.infer<typeof agencyDocument>;

/** The documents summary (docs/domain.md): its status and how many are expiring or expired. */
export const agencyDocumentsSummary = z.object({
  status: z.enum(['no-documents', 'valid', 'expiring', 'expired']),
  total: z.number(),
  expiringCount: z.number(),
  expiredCount: z.number(),
});
export type AgencyDocumentsSummary = z.infer<typeof agencyDocumentsSummary>;

export const agencyDocumentParams = z.strictObject({ id: idValue });
