import { useState } from 'react';

/**
 * The rows chosen on a list for a bulk action (docs/domain.md, "Bulk actions"): ids ticked on its
 * pages, or every match of its filter. `listKey` names the list's filter (its address without the
 * page): when it changes the choice is dropped, so an action never reaches rows the screen no
 * longer shows. Held in memory only; the address stays the list's.
 */
export type RowSelection = {
  ids: ReadonlySet<number>;
  /** Every row the filter matches, across pages. */
  isAllMatching: boolean;
  count: (total: number) => number;
  isChosen: (id: number) => boolean;
  toggle: (id: number, chosen: boolean) => void;
  /** Ticks or unticks every row of the page. */
  setPage: (ids: readonly number[], chosen: boolean) => void;
  chooseAllMatching: () => void;
  clear: () => void;
};

type Chosen = { key: string; ids: ReadonlySet<number>; isAllMatching: boolean };
const nothing = (key: string): Chosen => ({ key, ids: new Set(), isAllMatching: false });

export function useRowSelection(listKey: string): RowSelection {
  const [stored, setStored] = useState<Chosen>(() => nothing(listKey));
  // Another filter: what was chosen under the old one is dropped (derived, no effect needed).
  const chosen = stored.key === listKey ? stored : nothing(listKey);
  const update = (next: (current: Chosen) => Chosen) => setStored(next(chosen));
  return {
    ids: chosen.ids,
    isAllMatching: chosen.isAllMatching,
    count: (total) => (chosen.isAllMatching ? total : chosen.ids.size),
    isChosen: (id) => chosen.isAllMatching || chosen.ids.has(id),
    toggle: (id, on) =>
      update((c) => {
        const ids = new Set(c.ids);
        if (on) ids.add(id);
        else ids.delete(id);
        return { key: c.key, ids, isAllMatching: false };
      }),
    setPage: (pageIds, on) =>
      update((c) => {
        const ids = new Set(c.ids);
        for (const id of pageIds)
          if (on) ids.add(id);
          else ids.delete(id);
        return { key: c.key, ids, isAllMatching: false };
      }),
    chooseAllMatching: () => update((c) => ({ ...c, isAllMatching: true })),
    clear: () => setStored(nothing(listKey)),
  };
}
