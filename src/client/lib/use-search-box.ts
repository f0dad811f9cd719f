import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** How long typing rests before the search goes to the address and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of a list whose search lives in the address (useUrlState): the box shows what is
 * typed at once, the address and the request follow 300 ms later (`apply` with the trimmed text),
 * and a search changed from outside (back, a link, a cleared filter) comes back into the box.
 */
export function useSearchBox(q: string, apply: (q: string) => void) {
  const [search, setSearch] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (search.trim() !== q) setSearch(q);
  }
  const applySoon = useDebouncedCallback((text: string) => apply(text.trim()), SEARCH_DEBOUNCE_MS);
  return {
    search,
    /** The user typed: show it now, search with it soon. */
    type: (text: string) => {
      setSearch(text);
      applySoon(text);
    },
    /** Empty the box and drop a search still waiting; the caller clears the address. */
    clear: () => {
      applySoon.cancel();
      setSearch('');
    },
  };
}
