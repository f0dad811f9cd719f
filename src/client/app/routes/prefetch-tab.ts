import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../shared/api/auth.ts';
import { resolveTab, type MainTab } from '../../../shared/domain/permissions.ts';
import { workersQueryOptions } from '../../features/workers/api/get-workers.ts';
import { listParams } from '../../features/workers/lib/list-params.ts';
import { readListUrl } from '../../features/workers/lib/list-url.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.tsx';

/** The Worker Management screen, loaded on first use or preloaded below. */
export const workersPage = preloadableLazy(() => import('../../features/workers/pages/workers-page.tsx'));

/** The Workers screen's code and the page its address asks for (?workertab=, q, filters, page, sort), together. */
function prefetchWorkersTab(queryClient: QueryClient) {
  const params = listParams(readListUrl(new URLSearchParams(window.location.search)));
  if (params) void queryClient.prefetchQuery(workersQueryOptions(params));
  void workersPage.preload();
}

/**
 * Opening /?tab=workers by address: the first page is asked for as soon as the user is known,
 * while the signed-in screens' code still loads (and React holds their loader 300 ms), instead of
 * once the Workers screen is drawn.
 */
export function usePrefetchLanding(user: CurrentUser | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user || user.requirePasswordChange || window.location.pathname !== '/') return;
    const params = new URLSearchParams(window.location.search);
    if (resolveTab(params.get('tab'), user.role) === 'workers') prefetchWorkersTab(queryClient);
  }, [user, queryClient]);
}

/**
 * Starts what a tab needs at once, in parallel, instead of one after the other: the worker list's
 * first page is asked for while the screen's code still loads (the screen would only ask once it
 * is drawn). When another tab is open, the Workers screen's code is fetched in idle time, so moving
 * to it later draws at once instead of showing a loader first (React holds a shown loader at least
 * 300 ms). workerTab is ?workertab=, which the screen opens on.
 */
export function usePrefetchTab(activeTab: MainTab | null, canOpenWorkers: boolean, workerTab: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (activeTab === 'workers') {
      prefetchWorkersTab(queryClient);
      return undefined;
    }
    if (!canOpenWorkers) return undefined;
    const idle = window.requestIdleCallback(() => void workersPage.preload(), { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, [activeTab, canOpenWorkers, workerTab, queryClient]);
}
