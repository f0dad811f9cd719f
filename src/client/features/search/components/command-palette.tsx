import '@mantine/spotlight/styles.css';
import { useCallback, useEffect, useState } from 'react';
import { Box, Group, Kbd, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, useSpotlight } from '@mantine/spotlight';
import {
  IconBuilding,
  IconBuildingBank,
  IconLayoutGrid,
  IconSearch,
  IconTicket,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useLocation } from 'wouter';
import type { SearchResult } from '../../../../shared/api/search.ts';
import type { SearchResultType } from '../../../../shared/domain/search.ts';
import { useSearchResults } from '../api/get-search-results.ts';
import { paletteStore, selectFirstResult } from '../lib/palette-store.ts';
import { groupResults } from '../lib/result-groups.ts';

/** How long typing rests before the server is asked. */
export const PALETTE_DEBOUNCE_MS = 200;
const INPUT_ID = 'command-palette-search';
const LIST_ID = 'command-palette-results';

export const paletteTexts = {
  label: 'Search',
  placeholder: 'Name, NI number, e-mail, phone, ticket number or screen',
  start: 'Type a name, NI number, e-mail, phone, ticket number or screen.',
  searching: 'Searching...',
  failed: 'Search failed. Please try again.',
  none: (q: string) => `No results for "${q}"`,
};

const icons: Record<SearchResultType, Icon> = {
  worker: IconUser,
  agency: IconBuilding,
  ticket: IconTicket,
  payrollCompany: IconBuildingBank,
  screen: IconLayoutGrid,
};

const optionId = (result: SearchResult) => `command-palette-${result.type}-${result.id}`;

/**
 * The id of the selected result. Spotlight marks it `data-selected` in the page without telling
 * anyone (its store changes silently), so the mark is watched.
 */
function useSelectedResult(listId: string): string | undefined {
  const [selected, setSelected] = useState<string>();
  useEffect(() => {
    // The list lives in the palette's portal, mounted after this component: the page is watched.
    const read = () => setSelected(document.querySelector(`#${listId} [data-selected]`)?.id || undefined);
    const observer = new MutationObserver(read);
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-selected'] });
    return () => observer.disconnect();
  }, [listId]);
  return selected;
}

/**
 * Keys typed between Ctrl+K and the search field taking the focus (its dialog mounts, then its
 * focus trap moves the focus a moment later) go into the field, not to the page.
 */
function useKeysBeforeFocus(inputId: string, append: (text: string) => void) {
  const { opened } = useSpotlight(paletteStore);
  useEffect(() => {
    if (!opened) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const input = document.getElementById(inputId);
      if (input !== null && document.activeElement === input) return;
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      append(event.key);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [opened, inputId, append]);
}

/** What the list says when it holds no result. */
function statusText(q: string, state: { isError: boolean; isFetching: boolean; count: number; settled: boolean }) {
  if (q === '') return paletteTexts.start;
  if (state.isError) return paletteTexts.failed;
  if (state.count > 0) return null;
  return state.isFetching || !state.settled ? paletteTexts.searching : paletteTexts.none(q);
}

/**
 * The command palette (docs/domain.md, "Search and the command palette"): Ctrl+K (Cmd+K), / or the
 * header's Search open it; what is typed goes to GET /api/search 200 ms after the last key, and the
 * results come grouped by kind, the group of the best result first, the best result selected. The
 * arrow keys move the selection, Enter opens it (its address in the app), Esc closes.
 */
// A chunk of its own (features/search/components/power-use.tsx loads it), so the signed-in pages do not carry it.
export default function CommandPalette() {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  useKeysBeforeFocus(
    INPUT_ID,
    useCallback((key: string) => setQuery((typed) => typed + key), []),
  );
  const [debounced] = useDebouncedValue(query.trim(), PALETTE_DEBOUNCE_MS);
  const results = useSearchResults(debounced);
  const selectedKey = useSelectedResult(LIST_ID);
  const shown = debounced === '' ? [] : (results.data?.results ?? []);
  const groups = groupResults(shown);
  const ordered = groups.flatMap((group) => group.results);

  // A new answer selects its best result, so Enter opens it at once.
  useEffect(() => {
    if (results.data) selectFirstResult(LIST_ID);
  }, [results.data]);

  const status = statusText(debounced, {
    isError: results.isError,
    isFetching: results.isFetching,
    count: shown.length,
    settled: debounced === query.trim() && !results.isPlaceholderData,
  });
  const active = ordered.find((result) => optionId(result) === selectedKey);

  return (
    <Spotlight.Root
      store={paletteStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={440}
      title={
        <Text component="label" htmlFor={INPUT_ID} fw={600}>
          {paletteTexts.label}
        </Text>
      }
      // The selected result's subtitle at full white: Mantine's 0.7 opacity on the primary colour is below 4.5:1.
      styles={{
        header: { padding: '12px 16px 0', minHeight: 0 },
        action: { '--action-description-opacity': 1 },
      }}
    >
      <Spotlight.Search
        id={INPUT_ID}
        placeholder={paletteTexts.placeholder}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={results.isFetching ? <Loader size="xs" aria-hidden /> : null}
        role="combobox"
        aria-expanded={ordered.length > 0}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        autoComplete="off"
        // The caret after what was typed while the field was taking the focus.
        onFocus={(event) => event.currentTarget.setSelectionRange(query.length, query.length)}
      />
      {/* A listbox only while it holds options: an empty one would be an error to a screen reader. */}
      <Spotlight.ActionsList
        id={LIST_ID}
        role={ordered.length > 0 ? 'listbox' : undefined}
        aria-label={ordered.length > 0 ? 'Results' : undefined}
      >
        {groups.map((group) => (
          <Box key={group.type} role="group" aria-labelledby={`command-palette-group-${group.type}`} pb="xs">
            <Text
              id={`command-palette-group-${group.type}`}
              size="xs"
              fw={700}
              c="dimmed"
              tt="uppercase"
              px="sm"
              py={4}
            >
              {group.label}
            </Text>
            {group.results.map((result) => {
              const ResultIcon = icons[result.type];
              return (
                <Spotlight.Action
                  key={optionId(result)}
                  // Spotlight.Action keeps its id prop to itself: the option's id (for aria-activedescendant) is set here.
                  ref={(element: HTMLButtonElement | null) => element?.setAttribute('id', optionId(result))}
                  role="option"
                  aria-selected={result === active}
                  label={result.title}
                  description={result.subtitle}
                  leftSection={<ResultIcon size={20} aria-hidden />}
                  onClick={() => navigate(result.url)}
                />
              );
            })}
          </Box>
        ))}
      </Spotlight.ActionsList>
      <Spotlight.Empty role="status" aria-live="polite" hidden={status === null}>
        {status}
      </Spotlight.Empty>
      <Spotlight.Footer>
        <Group gap="md" justify="center">
          <Text size="xs" c="dimmed">
            <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> move
          </Text>
          <Text size="xs" c="dimmed">
            <Kbd size="xs">Enter</Kbd> open
          </Text>
          <Text size="xs" c="dimmed">
            <Kbd size="xs">Esc</Kbd> close
          </Text>
        </Group>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
