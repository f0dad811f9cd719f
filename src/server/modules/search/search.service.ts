import type { SearchAnswer } from '../../../shared/api/search.ts';
import { screenCandidates } from '../../../shared/domain/app-screens.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { hasPermission, isAllowed } from '../../../shared/domain/permissions.ts';
import { rankCandidates, readSearchTerms, type SearchCandidate } from '../../../shared/domain/search.ts';
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

/**
 * GET /api/search: screens and records matching q, best first, at most `limit`. Whole keys and
 * their starts are read first; only when they leave room is the slower similarity step asked,
 * whose matches would rank after them anyway.
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
  if (rankCandidates(candidates, query.limit).length < query.limit) {
    const similar = await repo.findSimilar(ctx.db, terms, reach, query.limit);
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
