import { useQuery } from '@tanstack/react-query';
import { myWorkAnswer, myWorkPage, myWorkPaths } from '../../../../shared/api/my-work.ts';
import type { MyWorkKind } from '../../../../shared/domain/my-work.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

/** Query keys of My Work: the summary and each kind's pages, under ['my-work']. */
export const myWorkKeys = {
  all: ['my-work'] as const,
  summary: () => ['my-work', 'summary'] as const,
  page: (kind: MyWorkKind, page: number) => ['my-work', kind, page] as const,
};

/** What waits moves on while the screen is open: read again every minute and on coming back to the window. */
const fresh = { staleTime: 60_000, refetchInterval: 60_000, refetchOnWindowFocus: true } as const;

/** GET /api/my-work: each kind's total and first items, due date first. */
export const useMyWork = () =>
  useQuery({
    queryKey: myWorkKeys.summary(),
    queryFn: () => api.get(myWorkPaths.mine.build(), myWorkAnswer),
    ...fresh,
  });

/** GET /api/my-work?kind=&page=: one page of one kind ("Show all"). */
export const useMyWorkPage = (kind: MyWorkKind, page: number) =>
  useQuery({
    queryKey: myWorkKeys.page(kind, page),
    queryFn: () => api.get(withQuery(myWorkPaths.mine.build(), { kind, page }), myWorkPage),
    placeholderData: (previous) => previous,
    ...fresh,
  });
