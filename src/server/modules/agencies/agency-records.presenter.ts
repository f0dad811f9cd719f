import type { AgencyComment } from '../../../shared/api/agency-comments.ts';
import type { AgencyLog } from '../../../shared/api/agency-communications.ts';
import type { AgencyContact } from '../../../shared/api/agency-contacts.ts';
import type { AgencyDocument } from '../../../shared/api/agency-documents.ts';
import type { AgencyAccessLog } from '../../../shared/api/agency-enhanced.ts';
import { agencyDocumentStatus, agencyDocumentTypeLabel } from '../../../shared/domain/agency-documents.ts';
import type { ContactRow } from './agency-contacts.repository.ts';
import type { DocumentWithUploader } from './agency-documents.repository.ts';
import type { CommentRow, LogRow } from './agency-records.repository.ts';

export const toContact = (row: ContactRow): AgencyContact => ({
  id: row.id,
  agencyId: row.agencyId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  position: row.position,
  department: row.department,
  notes: row.notes,
  isPrimary: row.isPrimary,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toComment = (row: CommentRow): AgencyComment => ({
  id: row.id,
  content: row.content,
  tag: row.tag,
  agencyId: row.agencyId,
  workerId: row.workerId,
  workerName: row.workerName,
  createdBy: row.createdByName,
  createdById: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

export const toLog = (row: LogRow): AgencyLog => ({
  id: row.id,
  agencyId: row.agencyId,
  contactPerson: row.contactPerson,
  communicationMethod: row.communicationMethod,
  subject: row.subject,
  content: row.content,
  outcome: row.outcome,
  nextActionDate: row.nextActionDate,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  createdByName: row.createdByName,
  ticketNumber: row.ticketNumber,
});

export const toDocument = (row: DocumentWithUploader, today: string): AgencyDocument => ({
  id: row.id,
  agencyId: row.agencyId,
  fileName: row.originalFileName,
  originalFileName: row.originalFileName,
  documentType: row.documentType,
  documentTypeLabel: agencyDocumentTypeLabel(row.documentType),
  expiryDate: row.expiryDate,
  status: agencyDocumentStatus(row.expiryDate, today),
  notes: row.notes,
  mimeType: row.mimeType,
  sizeBytes: row.sizeBytes,
  uploadedBy: row.uploadedBy,
  uploadedByName: row.uploadedByName,
  createdAt: row.createdAt.toISOString(),
});

export const toAccessLog = (row: {
  id: number;
  userId: number | null;
  userName: string;
  accessedAt: Date;
  ipAddress: string | null;
}): AgencyAccessLog => ({
  id: row.id,
  userId: row.userId,
  userName: row.userName,
  accessedAt: row.accessedAt.toISOString(),
  ipAddress: row.ipAddress,
});
