import { z } from 'zod';
import { idValue, optionalEnGbDate, text } from './common.ts';
import { workerDocumentTypes, type WorkerDocumentType } from '../domain/worker-documents.ts';
import { apiPath } from './paths.ts';

/** A worker's documents and the compliance summary built from them. */
export const documentPaths = {
  list: apiPath('/api/workers/:id/documents'),
  one: apiPath('/api/workers/:id/documents/:docId'),
  download: apiPath('/api/workers/:id/documents/:docId/download'),
  compliance: apiPath('/api/workers/:id/compliance'),
};

/** What an upload may be, and the messages the dialogs show (docs/domain.md, Worker documents). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** A .docx is a zip: what it may unpack to (docs/domain.md, "Worker documents"). */
export const MAX_DOCX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const documentMessages = {
  noFile: 'No file selected',
  typeRequired: 'Document type required',
  tooLarge: 'File too large: File size must be less than 10MB',
  docxTooLarge: 'File too large: a Word document must unpack to less than 100MB',
  docxUnsafe: 'Invalid file: this Word document is damaged or unsafe to open',
  invalidFileType: 'Invalid file type: Please upload PDF, DOC, DOCX, JPG, JPEG, or PNG files only',
  invalidExpiry: 'Expiry date must be a real date (DD/MM/YYYY)',
  notesTooLong: 'Notes must be 1000 characters or fewer',
  incompleteUpload: 'The upload was incomplete. Please try again.',
} as const;
/** The file input's accept list. */
export const acceptedDocumentExtensions = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;

const documentTypeValues = workerDocumentTypes.map((t) => t.value) as [WorkerDocumentType, ...WorkerDocumentType[]];

/** An expiry date typed DD/MM/YYYY or sent YYYY-MM-DD; empty means none. Stored YYYY-MM-DD. */
export const documentExpiryDate = optionalEnGbDate;

/** A document's notes: trimmed, at most 1,000 characters; blank means none. */
export const documentNotes = (tooLongMessage: string) =>
  text()
    .trim()
    .max(1000, tooLongMessage)
    .optional()
    .nullable()
    .transform((v) => v || null);

/** The text fields of POST /api/workers/{id}/documents (multipart; the file travels beside them). */
export const uploadDocumentFields = z.object({
  documentType: z.enum(documentTypeValues, { error: documentMessages.typeRequired }),
  expiryDate: documentExpiryDate(documentMessages.invalidExpiry),
  notes: documentNotes(documentMessages.notesTooLong),
});
export type UploadDocumentFields = z.output<typeof uploadDocumentFields>;

/** A worker document as listed; fileName and originalFileName both carry the uploaded name (docs/domain.md). */
export const workerDocument = z.object({
  id: z.number(),
  workerId: z.number(),
  fileName: z.string(),
  originalFileName: z.string(),
  documentType: z.string(),
  expiryDate: z.string().nullable(),
  complianceStatus: z.enum(['valid', 'expiring', 'expired']),
  notes: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  uploadedBy: z.number().nullable(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type WorkerDocument = z.infer<typeof workerDocument>;

export const workerDocumentParams = z.strictObject({
  id: idValue,
  docId: idValue,
});

/** GET /api/workers/{id}/compliance (docs/domain.md). */
export const complianceAnswer = z.object({
  overallCompliant: z.boolean(),
  expiringCount: z.number(),
  expiredCount: z.number(),
  missingTypes: z.array(z.string()),
});

/** The Document Expiry Alerts panel lists at most this many, soonest first (docs/domain.md "Dashboard"). */
export const EXPIRING_ALERTS_LIMIT = 200;

/** GET /api/dashboard/expiring-documents: the Document Expiry Alerts panel (docs/domain.md). */
export const expiringDocument = z.object({
  id: z.number(),
  workerId: z.number(),
  workerName: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  expiryDate: z.string(),
  complianceStatus: z.enum(['valid', 'expiring', 'expired']),
});
export type ExpiringDocument = z.infer<typeof expiringDocument>;
