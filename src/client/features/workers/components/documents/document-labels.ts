import { workerDocumentTypes } from '../../../../../shared/domain/worker-documents.ts';

/** The label of a document type, e.g. national_insurance -> 'National Insurance Letter'. */
export function documentTypeLabel(type: string): string {
  return workerDocumentTypes.find((t) => t.value === type)?.label ?? type;
}

export const documentTypeOptions = workerDocumentTypes.map(({ value, label }) => ({ value, label }));

export const hasExpiry = (type: string | null) => workerDocumentTypes.some((t) => t.value === type && t.hasExpiry);

/** Status badges (docs/domain.md): valid green, expiring orange, expired red, anything else Unknown. */
export function documentStatusBadge(status: string | null | undefined): { label: string; color: string } {
  switch (status) {
    case 'valid':
      return { label: 'Valid', color: 'green' };
    case 'expiring':
      return { label: 'Expiring Soon', color: 'orange' };
    case 'expired':
      return { label: 'Expired', color: 'red' };
    default:
      return { label: 'Unknown', color: 'gray' };
  }
}
