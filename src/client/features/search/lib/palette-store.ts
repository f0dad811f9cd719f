import { createSpotlight } from '@mantine/spotlight';

/**
 * The command palette's state (open, query, selected result), apart from the palette itself, so
 * the header's search box and the shortcuts open it before its code has loaded.
 */
export const [paletteStore, palette] = createSpotlight();

/**
 * Selects the first result of the list, as the palette's own arrow keys select one (the
 * `data-selected` mark on the action and the store's index), so Enter opens it. Mantine's Spotlight
 * selects the first result when the text changes, which is before the server's answer arrives.
 */
export function selectFirstResult(listId: string) {
  const list = document.getElementById(listId);
  list?.querySelector('[data-selected]')?.removeAttribute('data-selected');
  const first = list?.querySelector('[data-action]');
  first?.setAttribute('data-selected', 'true');
  paletteStore.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
}
