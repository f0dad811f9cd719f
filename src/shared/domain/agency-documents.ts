import { documentStatus, type DocumentStatus } from './worker-documents.ts';

/**
 * Agency documents (docs/domain.md, Agencies). Validity is the
 * worker documents' one rule: no date valid, past expired, within 30 days expiring.
 */
export const agencyDocumentTypes = [
  { value: 'terms_and_conditions', label: 'Terms and Conditions' },
  { value: 'contract', label: 'Contract' },
  { value: 'insurance_certificate', label: 'Insurance Certificate' },
  { value: 'compliance_document', label: 'Compliance Document' },
  { value: 'other', label: 'Other' },
] as const;
export type AgencyDocumentType = (typeof agencyDocumentTypes)[number]['value'];
export const DEFAULT_AGENCY_DOCUMENT_TYPE: AgencyDocumentType = 'terms_and_conditions';

/** A stored value or its label, in any case; empty means the default; anything else null. */
export function readAgencyDocumentType(value: string | null | undefined): AgencyDocumentType | null {
  const v = (value ?? '').trim().toLowerCase();
  if (!v) return DEFAULT_AGENCY_DOCUMENT_TYPE;
  return agencyDocumentTypes.find((t) => t.value === v || t.label.toLowerCase() === v)?.value ?? null;
}

export const agencyDocumentTypeLabel = (value: string): string =>
  agencyDocumentTypes.find((t) => t.value === value)?.label ?? value;

/** The one threshold, 30 days (docs/domain.md, Agencies). */
export const agencyDocumentStatus = (expiryDate: string | null | undefined, today: string): DocumentStatus =>
  documentStatus(expiryDate, today);

export type DocumentsSummaryStatus = 'no-documents' | DocumentStatus;
export type DocumentsSummary = {
  status: DocumentsSummaryStatus;
  total: number;
  expiringCount: number;
  expiredCount: number;
};

/** no-documents; expired if any is expired; expiring if any expires within 30 days; else valid (docs/domain.md). */
export function agencyDocumentsSummary(docs: { expiryDate: string | null }[], today: string): DocumentsSummary {
  const statuses = docs.map((d) => documentStatus(d.expiryDate, today));
  const expiredCount = statuses.filter((s) => s === 'expired').length;
  const expiringCount = statuses.filter((s) => s === 'expiring').length;
  const status: DocumentsSummaryStatus =
    docs.length === 0 ? 'no-documents' : expiredCount > 0 ? 'expired' : expiringCount > 0 ? 'expiring' : 'valid';
  return { status, total: docs.length, expiringCount, expiredCount };
}
