import type { SavedViewList } from '../../../../shared/domain/saved-views.ts';

/** Query keys of the saved views: a list's views and their counts, both under ['saved-views', list]. */
export const savedViewKeys = {
  all: ['saved-views'] as const,
  ofList: (list: SavedViewList) => ['saved-views', list] as const,
  views: (list: SavedViewList) => ['saved-views', list, 'views'] as const,
  counts: (list: SavedViewList) => ['saved-views', list, 'counts'] as const,
};
