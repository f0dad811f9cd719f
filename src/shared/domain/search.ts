/**
 * Search across the app (docs/domain.md, "Search and the command palette"): how a query is read,
 * and how the candidates of every kind are put in one order. The server and its tests use these.
 */

export const searchResultTypes = ['worker', 'agency', 'ticket', 'payrollCompany', 'screen'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

export const SEARCH_TEXT_MAX = 100;
export const SEARCH_LIMIT_DEFAULT = 10;
export const SEARCH_LIMIT_MAX = 50;

/**
 * How well a candidate matches: 0 exact (a whole NI number, e-mail, phone, reference, ticket
 * number, full name or name), 1 the start of one of those, 2 similar (trigram similarity, or the
 * text found inside the record's search text).
 */
export type MatchTier = 0 | 1 | 2;

/** What a query is read as, once; each branch of the search uses the forms that fit it. */
export type SearchTerms = {
  /** Lower case, trimmed, runs of spaces made one. */
  text: string;
  /** The text without spaces (an NI number or a post code typed with them). */
  compact: string;
  /** Upper case, without spaces, when the text is the start of an NI number: two letters and at least one digit. */
  niNumber: string | undefined;
  /** Digits of a phone number typed with spaces, dashes, brackets or +44 (the stored form), at least 4. */
  phoneDigits: string | undefined;
  /** The ticket id when the text is a ticket number: TKT-00012, tkt 12, or 12. */
  ticketId: number | undefined;
  /** One word (no space): may be the start of an e-mail or a reference. */
  oneWord: boolean;
};

const NI_START = /^[a-z]{2}\d{1,6}[a-d]?$/;
const PHONE_TYPED = /^[\d\s()+-]+$/;
const TICKET_NUMBER = /^(?:tkt)?[\s-]*0*([1-9]\d{0,8})$/;
const MAX_INT = 2147483647;

/** Digits typed with spaces, dashes, brackets or +44 become the stored form: "+44 7700 900123" is 07700900123. */
export function phoneDigitsOf(text: string): string | undefined {
  if (!PHONE_TYPED.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  const stored = digits.startsWith('44') && text.trim().startsWith('+') ? `0${digits.slice(2)}` : digits;
  return stored.length >= 4 ? stored : undefined;
}

export function readSearchTerms(q: string): SearchTerms {
  const text = q.trim().toLowerCase().replace(/\s+/g, ' ');
  const compact = text.replace(/ /g, '');
  const ticket = TICKET_NUMBER.exec(text);
  const ticketId = ticket ? Number(ticket[1]) : undefined;
  return {
    text,
    compact,
    niNumber: NI_START.test(compact) ? compact.toUpperCase() : undefined,
    phoneDigits: phoneDigitsOf(text),
    ticketId: ticketId !== undefined && ticketId <= MAX_INT ? ticketId : undefined,
    oneWord: !text.includes(' '),
  };
}

/** Digits in a whole UK phone number as stored (07700900123). */
const WHOLE_PHONE = 11;

/**
 * Whether the text is a whole key that names one record: an NI number, an e-mail address, a phone
 * number or a ticket number. Found whole, that record is what was meant.
 */
export const isWholeKey = (terms: SearchTerms) =>
  terms.niNumber?.length === 9 ||
  (terms.oneWord && terms.text.includes('@')) ||
  terms.phoneDigits?.length === WHOLE_PHONE ||
  terms.ticketId !== undefined;

/** A candidate found by one branch of the search, with its match and the answer's fields. */
export type SearchCandidate = {
  type: SearchResultType;
  id: number | string;
  tier: MatchTier;
  /** Within a tier, higher first: the share of the matched field the text covers, or the trigram similarity. */
  score: number;
  title: string;
  subtitle: string;
  url: string;
};

/** On equal match and score: screens, then workers, agencies, tickets and payroll companies. */
const typeOrder: Record<SearchResultType, number> = { screen: 0, worker: 1, agency: 2, ticket: 3, payrollCompany: 4 };

function compareCandidates(a: SearchCandidate, b: SearchCandidate): number {
  return (
    a.tier - b.tier ||
    b.score - a.score ||
    typeOrder[a.type] - typeOrder[b.type] ||
    a.title.localeCompare(b.title, 'en-GB') ||
    String(a.id).localeCompare(String(b.id), 'en-GB', { numeric: true })
  );
}

/**
 * One list, best first: each record once (a worker found by its name and its e-mail keeps its best
 * match), exact before the start of a field before similar, then by score, kind, title and id;
 * at most `limit`.
 */
export function rankCandidates(candidates: readonly SearchCandidate[], limit: number): SearchCandidate[] {
  const best = new Map<string, SearchCandidate>();
  for (const candidate of candidates) {
    const key = `${candidate.type}:${candidate.id}`;
    const held = best.get(key);
    if (!held || compareCandidates(candidate, held) < 0) best.set(key, candidate);
  }
  return [...best.values()].sort(compareCandidates).slice(0, limit);
}

/** The share of a field the typed text covers: a whole field 1, 'smi' of 'smith' 0.6. */
export const coverage = (typed: string, field: string) =>
  field.length === 0 ? 0 : Math.min(1, typed.length / field.length);
