import { skipToken, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/api/auth.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSaveListView } from '../api/save-list-view.ts';
import type { ListView } from './list-url.ts';

/**
 * Cards or table (issue 9): the address's ?view= when there is one (a shared link shows what was
 * shared), else the person's last choice, kept on the server (PUT /api/auth/preferences) so it
 * holds on every browser and survives signing out. Choosing writes both.
 */
export function useListView(
  fromAddress: ListView | null,
  writeAddress: (view: ListView) => void,
): [ListView, (view: ListView) => void] {
  const user = useQuery<CurrentUser | null>({ queryKey: queryKeys.currentUser, queryFn: skipToken });
  const save = useSaveListView();
  const view = fromAddress ?? user.data?.preferences.workerListView ?? 'cards';
  const choose = (next: ListView) => {
    writeAddress(next);
    if (next !== user.data?.preferences.workerListView) save.mutate(next);
  };
  return [view, choose];
}
