import type { SearchAnswer } from '../../../shared/api/search.ts';
import { screenCandidates } from '../../../shared/domain/app-screens.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { hasPermission, isAllowed } from '../../../shared/domain/permissions.ts';
import {
  isWholeKey,
  rankCandidates,
  readSearchTerms,
  type SearchCandidate,
  type SearchTerms,
} from '../../../shared/domain/search.ts';
import type { AppContext } from '../../context.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { toCandidate, type CompanyAddress } from './search.presenter.ts';
import * as repo from './search.repository.ts';

/**
 * What a user's search reaches (docs/domain.md, "Search and the command palette"), by the rules
 * of the lists it stands for: workers with `workers`, agencies with `agency` (archived ones for
 * the archived list's readers, admins), tickets with `reports`, payroll companies for those who
 * have a screen that opens one (`payroll`); all within the user's agency scope (a client user: its
 * own agency, its workers and the tickets about it), deleted workers never.
 */
export function reachOf(user: Pick<SessionUser, 'role' | 'agencyId'>): repo.SearchReach {
  return {
    scope: agencyScopeOf(user),
    workers: hasPermission(user.role, 'workers'),
    agencies: hasPermission(user.role, 'agency'),
    archivedAgencies: isAllowed(user.role, 'admin'),
    tickets: hasPermission(user.role, 'reports'),
    payrollCompanies: hasPermission(user.role, 'payroll'),
  };
}

const companyAddressFor = (role: string): CompanyAddress =>
  isAllowed(role, 'admin')
    ? ({ name }) => `/admin?admintab=payroll-companies&companyq=${encodeURIComponent(name)}`
    : ({ id }) => `/?tab=payroll&company=${id}`;

/** Fewer letters than a trigram: similarity has nothing to go on. */
const SIMILAR_FROM = 3;

/**
 * The similarity step is asked only when it can add something: the text has three characters or
 * more, it is not a whole NI number, e-mail, phone or ticket number that was found (that record is
 * what was meant), and the whole keys and their starts left room.
 */
function wantsSimilar(terms: SearchTerms, candidates: SearchCandidate[], limit: number): boolean {
  if (terms.compact.length < SIMILAR_FROM) return false;
  if (isWholeKey(terms) && candidates.some((c) => c.tier === 0)) return false;
  return rankCandidates(candidates, limit).length < limit;
}

/**
 * GET /api/search: screens and records matching q, best first, at most `limit`. Whole keys and
 * their starts are read first; the slower similarity step only when wantsSimilar says so (its
 * matches would rank after them anyway).
 */
export async function search(
  ctx: AppContext,
  user: SessionUser,
  query: { q: string; limit: number },
): Promise<SearchAnswer> {
  const terms = readSearchTerms(query.q);
  const reach = reachOf(user);
  const companyAddress = companyAddressFor(user.role);
  const candidates: SearchCandidate[] = screenCandidates(user.role, terms.text);
  const byKeys = await repo.findByKeys(ctx.db, terms, reach, query.limit);
  candidates.push(...byKeys.map((row) => toCandidate(row, companyAddress)));
  if (wantsSimilar(terms, candidates, query.limit)) {
    // A worker found by its whole name or key is the worker meant: similar names would only crowd it.
    const workerFound = candidates.some((c) => c.type === 'worker' && c.tier === 0);
    const similar = await repo.findSimilar(
      ctx.db,
      terms,
      { ...reach, workers: reach.workers && !workerFound },
      query.limit,
    );
    candidates.push(...similar.map((row) => toCandidate(row, companyAddress)));
  }
  return {
    results: rankCandidates(candidates, query.limit).map(({ type, id, title, subtitle, url }) => ({
      type,
      id,
      title,
      subtitle,
      url,
    })),
  };
}
