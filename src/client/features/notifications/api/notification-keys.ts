/**
 * The notifications area's query keys, all under ['notifications'] so one invalidation reaches the
 * count, every page of the list and the preferences.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'unread-count'] as const,
  lists: ['notifications', 'list'] as const,
  list: (unreadOnly: boolean, page: number) => ['notifications', 'list', { unreadOnly, page }] as const,
  preferences: ['notifications', 'preferences'] as const,
};
