import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPaths, notificationsAnswer } from '../../../../shared/api/notifications.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * The user's unread count. The contract has no call of its own for it: every list answer carries
 * it, so the smallest list is asked for (the first page of unread ones).
 */
export async function getUnreadCount(): Promise<number> {
  const answer = await api.get(
    withQuery(notificationPaths.list.build(), { unread: 'true', page: 1 }),
    notificationsAnswer,
  );
  return answer.unread;
}

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.count, queryFn: getUnreadCount, staleTime: 0 });

/** The bell's count; pollEvery (ms) asks again on a timer while the live stream is down. */
export function useUnreadCount(pollEvery: number | false) {
  return useQuery({ ...unreadCountQueryOptions(), refetchInterval: pollEvery });
}
