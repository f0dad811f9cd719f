import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/** Query parameters to change: a value sets one, null, undefined or '' removes it. */
export type UrlPatch = Record<string, string | number | null | undefined>;

/**
 * The query string after a patch, in the order the parameters already had (new ones at the end),
 * without a leading '?'. Empty values are removed, so a default never clutters a link.
 */
export function patchSearch(search: string, patch: UrlPatch): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') params.delete(name);
    else params.set(name, String(value));
  }
  return params.toString();
}

/**
 * Screen state kept in the address, so a reload, Back and Forward and a shared link restore it
 * (issue 9). Reads the current query string; `setParams` patches it, replacing the history entry
 * by default (typing, filters) or adding one with { push: true } (a tab or a page: Back returns).
 */
export function useUrlState(): [URLSearchParams, (patch: UrlPatch, options?: { push?: boolean }) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const setParams = useCallback(
    (patch: UrlPatch, options: { push?: boolean } = {}) => {
      // Read the address at call time: two patches in one event both land.
      const next = patchSearch(window.location.search, patch);
      if (next === window.location.search.replace(/^\?/, '')) return;
      navigate(next ? `${location}?${next}` : location, { replace: !options.push });
    },
    [location, navigate],
  );
  return [new URLSearchParams(search), setParams];
}
