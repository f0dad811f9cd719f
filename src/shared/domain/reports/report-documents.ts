import {
  complianceSummary,
  documentStatus,
  workerDocumentTypes,
  type DocumentStatus,
  type WorkerDocumentType,
} from '../worker-documents.ts';
import type { ReportDocument } from './report-rows.ts';

/** A document's state as a report shows it: the statuses of docs/domain.md, or Missing. */
export type DocumentState = 'Valid' | 'Expiring' | 'Expired' | 'Missing';
const stateLabels: Record<DocumentStatus, DocumentState> = { valid: 'Valid', expiring: 'Expiring', expired: 'Expired' };

export const documentTypeLabel = (type: string): string =>
  workerDocumentTypes.find((t) => t.value === type)?.label ?? type;

/** The later of two expiries, no expiry (null) being the latest of all. */
const laterExpiry = (a: string | null, b: string | null) => (a === null || b === null ? null : a > b ? a : b);

/**
 * The document of a type that counts: the one that stays valid longest (no expiry beats any date; a
 * tie goes to the one uploaded last). A renewed passport thus shows Valid beside the expired old one.
 */
export function currentDocument(docs: readonly ReportDocument[], types: readonly string[]): ReportDocument | null {
  return docs
    .filter((doc) => types.includes(doc.type))
    .reduce<ReportDocument | null>((best, doc) => (best === null || outlasts(doc, best) ? doc : best), null);
}

function outlasts(doc: ReportDocument, other: ReportDocument): boolean {
  if (doc.expiryDate === other.expiryDate) return doc.uploadedOn >= other.uploadedOn;
  return laterExpiry(doc.expiryDate, other.expiryDate) === doc.expiryDate;
}

export function documentState(doc: ReportDocument | null, today: string): DocumentState {
  return doc ? stateLabels[documentStatus(doc.expiryDate, today)] : 'Missing';
}

/** The count, types held, expired and expiring counts and the next expiry (today or later) of a worker's documents. */
export function documentsOverview(docs: readonly ReportDocument[], today: string) {
  const statuses = docs.map((d) => documentStatus(d.expiryDate, today));
  const upcoming = docs
    .map((d) => d.expiryDate)
    .filter((e): e is string => e !== null && e >= today)
    .sort();
  return {
    count: docs.length,
    types: [...new Set(docs.map((d) => documentTypeLabel(d.type)))].join(', '),
    expired: statuses.filter((s) => s === 'expired').length,
    expiring: statuses.filter((s) => s === 'expiring').length,
    nextExpiry: upcoming[0] ?? null,
  };
}

/** Compliance as everywhere else (docs/domain.md: the three required types held, nothing expired), with the missing types' labels. */
export function complianceOverview(docs: readonly ReportDocument[], today: string) {
  const summary = complianceSummary(
    docs.map((d) => ({ documentType: d.type, expiryDate: d.expiryDate })),
    today,
  );
  return { ...summary, missingLabels: summary.missingTypes.map(documentTypeLabel).join(', ') };
}

/** Documents that show a right to work: the right-to-work check itself, then identity and permission documents. */
export const rightToWorkTypes: readonly WorkerDocumentType[] = ['right_to_work', 'passport', 'visa', 'brp'];
/** Time-limited permission to be in the UK. */
export const permissionTypes: readonly WorkerDocumentType[] = ['visa', 'brp'];

/**
 * British and Irish citizens have no share code (the Home Office issues them to others with
 * immigration status); nationality is stored upper case, as typed.
 */
const NO_SHARE_CODE_NATIONALITIES = new Set([
  'BRITISH',
  'BRITISH CITIZEN',
  'UK',
  'UNITED KINGDOM',
  'ENGLISH',
  'SCOTTISH',
  'WELSH',
  'NORTHERN IRISH',
  'IRISH',
]);

export function needsShareCode(nationality: string | null): boolean {
  return !!nationality && !NO_SHARE_CODE_NATIONALITIES.has(nationality.trim().toUpperCase());
}

/**
 * What a right-to-work file lacks (docs/domain.md "Reports"): the right-to-work document, a passport
 * (identity), a share code for a worker who needs one, and the nationality when it is not known.
 * An expired document is not missing: its state says Expired.
 */
export function rightToWorkGaps(
  worker: { nationality: string | null; immigrationShareCode: string | null },
  docs: readonly ReportDocument[],
): string[] {
  const gaps: string[] = [];
  const held = new Set(docs.map((d) => d.type));
  if (!held.has('right_to_work')) gaps.push('Right to Work document');
  if (!held.has('passport')) gaps.push('Passport');
  if (!worker.nationality?.trim()) gaps.push('Nationality');
  else if (needsShareCode(worker.nationality) && !worker.immigrationShareCode?.trim()) gaps.push('Share code');
  return gaps;
}

/** The UK tax year (6 April to 5 April) a day falls in. */
export function taxYearOf(iso: string): { from: string; to: string } {
  const year = Number(iso.slice(0, 4));
  const start = iso.slice(5) >= '04-06' ? year : year - 1;
  return { from: `${start}-04-06`, to: `${start + 1}-04-05` };
}
