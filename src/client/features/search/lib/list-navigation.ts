/**
 * j and k (docs/domain.md, "Keyboard shortcuts"): the items of the list on screen are its cards
 * (`article`) and table rows (`tbody tr`) in the page's main region, outermost only (a card's own
 * tables are part of the card); the selected one is the one holding the focus. Moving selects the
 * next or previous item by focusing the control that stands for it (a worker's name, a row's first button).
 */
export const LIST_ITEM_SELECTOR = 'article, tbody tr';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The control that stands for the item: itself when focusable, else its first link (the record's
 * name), else its first control that is not a selection checkbox (bulk actions tick those), else any.
 */
const firstControlOf = (item: HTMLElement) =>
  item.matches(FOCUSABLE)
    ? item
    : (item.querySelector<HTMLElement>('a[href]') ??
      item.querySelector<HTMLElement>(
        FOCUSABLE.replace('input:not([disabled])', 'input:not([disabled]):not([type="checkbox"])'),
      ) ??
      item.querySelector<HTMLElement>(FOCUSABLE));

const isShown = (item: HTMLElement) => (item.checkVisibility ? item.checkVisibility() : true);

/** The list's items that can take the focus, in the page's order. */
export function listItems(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(LIST_ITEM_SELECTOR)].filter(
    (item) => !item.parentElement?.closest(LIST_ITEM_SELECTOR) && isShown(item) && firstControlOf(item) !== null,
  );
}

/**
 * Selects the item `step` away from the selected one (the first, or with k the last, when none is
 * selected); stops at either end. Answers whether there was a list to move in.
 */
export function moveInList(root: ParentNode, step: 1 | -1, active: Element | null = document.activeElement): boolean {
  const items = listItems(root);
  if (items.length === 0) return false;
  const at = items.findIndex((item) => active !== null && item.contains(active));
  const next = at === -1 ? (step > 0 ? 0 : items.length - 1) : Math.min(items.length - 1, Math.max(0, at + step));
  const control = firstControlOf(items[next]!)!;
  control.focus();
  control.scrollIntoView?.({ block: 'nearest' });
  return true;
}
