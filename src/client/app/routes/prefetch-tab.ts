import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MainTab } from '../../../shared/domain/permissions.ts';
import { workersQueryOptions } from '../../features/workers/api/get-workers.ts';
import { emptyFilters, isWorkerTab, listParams } from '../../features/workers/lib/list-filters.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.tsx';

/** The Worker Management screen, loaded on first use or preloaded below. */
export const workersPage = preloadableLazy(() => import('../../features/workers/pages/workers-page.tsx'));

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
      const tab = isWorkerTab(workerTab) ? workerTab : 'authorised';
      void queryClient.prefetchQuery(workersQueryOptions(listParams(tab, emptyFilters)));
      void workersPage.preload();
      return undefined;
    }
    if (!canOpenWorkers) return undefined;
    const idle = window.requestIdleCallback(() => void workersPage.preload(), { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, [activeTab, canOpenWorkers, workerTab, queryClient]);
}
