import { addDays } from './en-gb-dates.ts';

/** Worker document types (docs/domain.md); `hasExpiry` marks the ones offered an expiry date. */
export const workerDocumentTypes = [
  { value: 'passport', label: 'Passport', required: true, hasExpiry: true },
  { value: 'visa', label: 'Visa', required: false, hasExpiry: true },
  { value: 'right_to_work', label: 'Right to Work', required: true, hasExpiry: false },
  { value: 'driving_licence', label: 'Driving Licence', required: false, hasExpiry: true },
  { value: 'national_insurance', label: 'National Insurance Letter', required: true, hasExpiry: false },
  { value: 'p45', label: 'P45', required: false, hasExpiry: false },
  { value: 'brp', label: 'BRP', required: false, hasExpiry: true },
  { value: 'cv', label: 'CV', required: false, hasExpiry: false },
  { value: 'other', label: 'Other', required: false, hasExpiry: false },
] as const;
export type WorkerDocumentType = (typeof workerDocumentTypes)[number]['value'];
export const requiredDocumentTypes: WorkerDocumentType[] = workerDocumentTypes
  .filter((t) => t.required)
  .map((t) => t.value);

/** The expiring window: 30 days (docs/domain.md). */
export const EXPIRING_WINDOW_DAYS = 30;

export type DocumentStatus = 'valid' | 'expiring' | 'expired';
/** No expiry date = valid; before today = expired; within 30 days = expiring (docs/domain.md). */
export function documentStatus(expiryDate: string | null | undefined, today: string): DocumentStatus {
  if (!expiryDate) return 'valid';
  if (expiryDate < today) return 'expired';
  if (expiryDate <= addDays(today, EXPIRING_WINDOW_DAYS)) return 'expiring';
  return 'valid';
}

export type ComplianceSummary = {
  overallCompliant: boolean;
  expiringCount: number;
  expiredCount: number;
  missingTypes: WorkerDocumentType[];
};

/** Compliant = passport, right_to_work and national_insurance present and nothing expired. */
export function complianceSummary(
  docs: { documentType: string; expiryDate: string | null }[],
  today: string,
): ComplianceSummary {
  const statuses = docs.map((d) => documentStatus(d.expiryDate, today));
  const present = new Set(docs.map((d) => d.documentType));
  const missingTypes = requiredDocumentTypes.filter((t) => !present.has(t));
  const expiredCount = statuses.filter((s) => s === 'expired').length;
  return {
    overallCompliant: missingTypes.length === 0 && expiredCount === 0,
    expiringCount: statuses.filter((s) => s === 'expiring').length,
    expiredCount,
    missingTypes,
  };
}

/** Guesses the type from a file name, e.g. "passport-scan.pdf" -> passport (docs/domain.md). */
export function guessDocumentType(fileName: string): WorkerDocumentType {
  const name = fileName.toLowerCase();
  const rules: [RegExp, WorkerDocumentType][] = [
    [/passport/, 'passport'],
    [/visa/, 'visa'],
    [/right[\s_-]?to[\s_-]?work|\brtw\b|share[\s_-]?code/, 'right_to_work'],
    [/driv|licen[cs]e/, 'driving_licence'],
    [/national[\s_-]?insurance|\bni\b|ni[\s_-]?letter/, 'national_insurance'],
    [/p45/, 'p45'],
    [/\bbrp\b|residence[\s_-]?permit/, 'brp'],
    [/\bcv\b|resume|curriculum/, 'cv'],
  ];
  return rules.find(([re]) => re.test(name))?.[1] ?? 'other';
}
