import type { SearchResult } from '../../../../shared/api/search.ts';
import type { SearchResultType } from '../../../../shared/domain/search.ts';

/** The palette's heading of each kind of result. */
export const resultGroupLabels: Record<SearchResultType, string> = {
  worker: 'Workers',
  agency: 'Agencies',
  ticket: 'Tickets',
  payrollCompany: 'Payroll companies',
  screen: 'Screens and actions',
};

export type ResultGroup = { type: SearchResultType; label: string; results: SearchResult[] };

/**
 * The results grouped by kind, the groups in the order of their best result (the answer is best
 * first), so the first result of the first group is the best of all and Enter opens it.
 */
export function groupResults(results: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<SearchResultType, ResultGroup>();
  for (const result of results) {
    const group = groups.get(result.type) ?? { type: result.type, label: resultGroupLabels[result.type], results: [] };
    group.results.push(result);
    groups.set(result.type, group);
  }
  return [...groups.values()];
}
