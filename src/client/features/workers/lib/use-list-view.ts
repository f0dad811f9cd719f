import { useCurrentUserId } from '../../../lib/current-user.ts';
import type { ListView } from './list-url.ts';

const storageKey = (userId: number | null) => `crm:workers-view:${userId ?? 'anyone'}`;

function remembered(userId: number | null): ListView {
  try {
    return window.localStorage.getItem(storageKey(userId)) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

/**
 * Cards or table (issue 9): the address's ?view= when there is one (a shared link shows what was
 * shared), else the last choice of this user on this browser (localStorage, per user id, so a
 * shared PC keeps each person's own). Choosing writes both.
 */
export function useListView(
  fromAddress: ListView | null,
  writeAddress: (view: ListView) => void,
): [ListView, (view: ListView) => void] {
  const userId = useCurrentUserId();
  const view = fromAddress ?? remembered(userId);
  const choose = (next: ListView) => {
    try {
      window.localStorage.setItem(storageKey(userId), next);
    } catch {
      // Storage full or refused (private mode): the address still holds the choice.
    }
    writeAddress(next);
  };
  return [view, choose];
}
