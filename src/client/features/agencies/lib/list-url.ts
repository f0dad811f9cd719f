import type { UrlPatch } from '../../../lib/use-url-state.ts';

import { agencyPageSizes, DEFAULT_AGENCY_PAGE_SIZE } from '../../../../shared/domain/agencies.ts';

/** Page size options of the agency list (docs/domain.md, "The list"); 20 by default. */
export { agencyPageSizes, DEFAULT_AGENCY_PAGE_SIZE };

export type AgencyListTab = 'active' | 'archived';

/** Agency Management as its address holds it: the tab, the search, the page and its size. */
export type AgencyListState = { tab: AgencyListTab; q: string; page: number; pageSize: number };

/** Query parameter names; the tab is `agencytab` beside the home route's own `tab`. */
const names = { tab: 'agencytab', q: 'q', page: 'page', pageSize: 'pageSize' } as const;

const wholePage = (text: string | null) => (text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null);

/** Reads the address; anything unknown falls back to its default, so an edited link still opens the screen. */
export function readAgencyListUrl(params: URLSearchParams): AgencyListState {
  return {
    tab: params.get(names.tab) === 'archived' ? 'archived' : 'active',
    q: (params.get(names.q) ?? '').trim().slice(0, 100),
    page: wholePage(params.get(names.page)) ?? 1,
    pageSize: agencyPageSizes.find((s) => String(s) === params.get(names.pageSize)) ?? DEFAULT_AGENCY_PAGE_SIZE,
  };
}

/** The address patch of a change; defaults stay out of the address. */
export function agencyListUrlPatch(change: Partial<AgencyListState>): UrlPatch {
  const patch: UrlPatch = {};
  if (change.tab !== undefined) patch[names.tab] = change.tab === 'active' ? null : change.tab;
  if (change.q !== undefined) patch[names.q] = change.q;
  if (change.page !== undefined) patch[names.page] = change.page === 1 ? null : change.page;
  if (change.pageSize !== undefined)
    patch[names.pageSize] = change.pageSize === DEFAULT_AGENCY_PAGE_SIZE ? null : change.pageSize;
  return patch;
}
