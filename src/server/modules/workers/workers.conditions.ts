import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { WorkerListQuery } from '../../../shared/api/workers.ts';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { WorkerStatus } from '../../../shared/domain/worker-status.ts';
import { workers } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { liveWorker } from '../../lib/live-workers.ts';

export type WorkerListFilter = Partial<
  Pick<WorkerListQuery, 'authorised' | 'tab' | 'q' | 'status' | 'agencyId' | 'from' | 'to' | 'rtw'>
> & {
  /** The London day (the app's clock) the right-to-work standing is judged on: the rtw filter and count need it. */
  today?: string;
};
export type WorkerTabName = NonNullable<WorkerListQuery['tab']>;

/**
 * The (authorised, status) pairs of each tab (docs/domain.md): Authorised = authorised and not
 * left, Pending = not authorised and not left, Left = status left. Spelled as pairs so each one,
 * with a value of complete, is an equality prefix of workers_tab_idx / workers_agency_tab_idx,
 * which are ordered by name within it.
 */
const notLeft: WorkerStatus[] = ['active', 'on_hold', 'pending'];
export const tabStates: Record<WorkerTabName, [boolean, WorkerStatus][]> = {
  authorised: notLeft.map((s) => [true, s]),
  pending: notLeft.map((s) => [false, s]),
  left: [
    [true, 'left'],
    [false, 'left'],
  ],
};

export function tabCondition(tab: WorkerTabName): SQL {
  // authorised IN (true, false) is always true, but lets PostgreSQL 15 use the index on (authorised, status, ...).
  if (tab === 'left') return and(inArray(workers.authorised, [true, false]), eq(workers.status, 'left'))!;
  return and(eq(workers.authorised, tab === 'authorised'), inArray(workers.status, notLeft))!;
}

/** ?authorised=true is the Authorised tab; ?authorised=false the Pending one. */
export function tabOf(filter: WorkerListFilter): WorkerTabName | undefined {
  if (filter.tab) return filter.tab;
  if (filter.authorised === 'true') return 'authorised';
  if (filter.authorised === 'false') return 'pending';
  return undefined;
}

/**
 * Digits typed with spaces, dashes, brackets or +44 become the stored 11-digit form, so
 * "07700 900 123" and "+44 7700 900123" find 07700900123.
 */
function phoneDigits(text: string): string | undefined {
  if (!/^[\d\s()+-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  return digits.startsWith('44') && text.trim().startsWith('+') ? `0${digits.slice(2)}` : digits;
}

/**
 * q matches name, e-mail, phone, NI number and post code through the generated search_text
 * (lower-cased, phone digits, compact post code) with ILIKE '%...%', which the trigram index
 * serves. Every word must match somewhere ("smith john"), or the words joined without spaces
 * must ("sw1a 1aa", "AB 12 34 56 C", "07700 900123").
 */
export function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim().toLowerCase();
  if (!text) return undefined;
  const digits = phoneDigits(text);
  if (digits) return ilike(workers.searchText, containsPattern(digits));
  const words = text.split(/\s+/);
  const everyWord = and(...words.map((w) => ilike(workers.searchText, containsPattern(w))))!;
  return words.length === 1 ? everyWord : or(everyWord, ilike(workers.searchText, containsPattern(words.join(''))));
}

/**
 * The status filter of the tabs is a completion filter (docs/domain.md): Authorised offers
 * active (100%) and on_hold (below 100%), Pending offers authorise (100%) and pending (below).
 * The answer is the value of the generated column workers.complete the filter asks for.
 */
export function completeWanted(status: WorkerListFilter['status']): boolean | undefined {
  if (status === 'active' || status === 'authorise') return true;
  if (status === 'on_hold' || status === 'pending') return false;
  return undefined;
}

function completionCondition(status: WorkerListFilter['status']): SQL | undefined {
  const wanted = completeWanted(status);
  return wanted === undefined ? undefined : eq(workers.complete, wanted);
}

/** Filters every tab count honours: live workers only (docs/domain.md "Deleted workers"), client scope, agency and search. */
export function sharedConditions(filter: WorkerListFilter, scope: AgencyScope): SQL | undefined {
  return and(
    liveWorker(),
    agencyScopeCondition(scope, workers.agencyId),
    filter.agencyId ? eq(workers.agencyId, filter.agencyId) : undefined,
    searchCondition(filter.q),
  );
}

/**
 * Workers whose right-to-work excuse has lapsed on `today` (docs/domain.md "Right-to-work checks"):
 * the latest passing check's follow-up date is today or earlier. Only a passing check gives a date,
 * so the condition is a range of workers_rtw_follow_up_idx (partial, where the date is not null).
 */
export const rtwLapsedCondition = (today: string): SQL => lte(workers.rtwFollowUpDate, today);

/** The day the standing is judged on; a filter or count that needs it without one is a programming error. */
export function standingDay(filter: WorkerListFilter): string {
  if (filter.today === undefined) throw new Error('The right-to-work filter needs the day it is judged on');
  return filter.today;
}

/** Filters within a tab: status (completion), the work start date range and the right-to-work standing. */
export function withinTabConditions(filter: WorkerListFilter): SQL | undefined {
  return and(
    completionCondition(filter.status),
    filter.rtw === 'lapsed' ? rtwLapsedCondition(standingDay(filter)) : undefined,
    filter.from ? gte(workers.workStartDate, filter.from) : undefined,
    filter.to ? lte(workers.workStartDate, filter.to) : undefined,
  );
}

/**
 * The whole filtered set of the list screen (tab, q, status, agency, dates, right to work, client scope): the
 * export streams the same rows the screen shows.
 */
export function workerListConditions(filter: WorkerListFilter, scope: AgencyScope): SQL | undefined {
  const tab = tabOf(filter);
  return and(sharedConditions(filter, scope), tab ? tabCondition(tab) : undefined, withinTabConditions(filter));
}

/** Workers whose id is in the list: one array parameter, so 100,000 ids stay one bind value. */
export const workerIdIn = (ids: readonly number[]): SQL => sql`${workers.id} = any(${`{${ids.join(',')}}`}::int[])`;

/** The given live workers, those within the scope only (ids outside it are dropped like unknown ones). */
export function chosenWorkersCondition(ids: readonly number[], scope: AgencyScope): SQL | undefined {
  return and(workerIdIn(ids), liveWorker(), agencyScopeCondition(scope, workers.agencyId));
}
