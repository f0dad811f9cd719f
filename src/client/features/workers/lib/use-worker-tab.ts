import { useSearchParams } from 'wouter';
import type { WorkerTab } from '../../../../shared/domain/worker-status.ts';
import { isWorkerTab } from './list-filters.ts';

/**
 * The worker tab lives in the address (?workertab=authorised|pending|left, beside ?tab=workers on
 * the home route; part 1 section 2), so a reload or a shared link opens the same tab.
 */
export function useWorkerTab(): [WorkerTab, (tab: WorkerTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('workertab');
  const tab = isWorkerTab(requested) ? requested : 'authorised';
  const setTab = (next: WorkerTab) =>
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set('workertab', next);
        return params;
      },
      { replace: true },
    );
  return [tab, setTab];
}
