import { workerDocumentTypes } from '../../../../shared/domain/worker-documents.ts';

const DAY_MS = 86_400_000;

/** Days from today to the expiry date (both YYYY-MM-DD, calendar days). */
export const daysUntil = (expiryDate: string, today: string): number =>
  Math.round((Date.parse(`${expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/** 'expires today', 'expires tomorrow', 'expires in 12 days' (an alert is never already expired). */
export function expiresIn(expiryDate: string, today: string): string {
  const days = daysUntil(expiryDate, today);
  if (days <= 0) return 'expires today';
  if (days === 1) return 'expires tomorrow';
  return `expires in ${days} days`;
}

/** The label of a document type, e.g. right_to_work -> 'Right to Work'. */
export const documentTypeLabel = (type: string): string =>
  workerDocumentTypes.find((t) => t.value === type)?.label ?? type;
