import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchAnswer, searchPaths, type SearchAnswer } from '../../../../shared/api/search.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { searchKeys } from './search-keys.ts';

/** GET /api/search: what the signed-in user may see that matches q, best first (10 at most). */
export function getSearchResults(q: string): Promise<SearchAnswer> {
  return api.get(withQuery(searchPaths.search.build(), { q }), searchAnswer);
}

export const searchResultsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.results(q),
    queryFn: () => getSearchResults(q),
    // The last answer stays on screen while the next text is asked.
    placeholderData: keepPreviousData,
  });

/** The palette's results for the (already debounced, trimmed) text; nothing is asked for an empty one. */
export function useSearchResults(q: string) {
  return useQuery({ ...searchResultsQueryOptions(q), enabled: q.length > 0 });
}
