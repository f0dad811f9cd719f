import { useQuery } from '@tanstack/react-query';
import { savedViewCountsAnswer, savedViewPaths, savedViewsAnswer } from '../../../../shared/api/saved-views.ts';
import type { SavedViewList } from '../../../../shared/domain/saved-views.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { savedViewKeys } from './saved-view-keys.ts';

/** GET /api/saved-views?list=: the user's own views, then those shared with everyone. */
export const useSavedViews = (list: SavedViewList) =>
  useQuery({
    queryKey: savedViewKeys.views(list),
    queryFn: async () => (await api.get(withQuery(savedViewPaths.list.build(), { list }), savedViewsAnswer)).items,
    staleTime: 60_000,
  });

/**
 * GET /api/saved-views/counts?list=: each view's count, asked apart so the views show at once. Work
 * moves on while the list is open, so they are read again every minute and on coming back to the window.
 */
export const useSavedViewCounts = (list: SavedViewList) =>
  useQuery({
    queryKey: savedViewKeys.counts(list),
    queryFn: async () => {
      const answer = await api.get(withQuery(savedViewPaths.counts.build(), { list }), savedViewCountsAnswer);
      return new Map(answer.counts.map((c) => [c.id, c.count]));
    },
    staleTime: 60_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
