import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  notificationPaths,
  notificationsAnswer,
  type NotificationsAnswer,
} from '../../../../shared/api/notifications.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** One page of the signed-in user's notifications, newest first; unreadOnly lists only unread ones. */
export function getNotifications(unreadOnly: boolean, page: number): Promise<NotificationsAnswer> {
  return api.get(
    withQuery(notificationPaths.list.build(), { unread: unreadOnly ? 'true' : undefined, page }),
    notificationsAnswer,
  );
}

/** Every answer carries the user's unread count, so the bell's count follows the latest answer too. */
export const notificationsQueryOptions = (queryClient: QueryClient, unreadOnly: boolean, page: number) =>
  queryOptions({
    queryKey: notificationKeys.list(unreadOnly, page),
    queryFn: async () => {
      const answer = await getNotifications(unreadOnly, page);
      queryClient.setQueryData(notificationKeys.count, answer.unread);
      return answer;
    },
    // Read afresh each time the panel opens, and whenever the stream says something changed.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** The panel's list: one page, all or unread only. */
export function useNotifications(unreadOnly: boolean, page: number) {
  const queryClient = useQueryClient();
  return useQuery(notificationsQueryOptions(queryClient, unreadOnly, page));
}
