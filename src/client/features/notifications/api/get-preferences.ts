import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  notificationPaths,
  preferencesAnswer,
  type NotificationPreference,
} from '../../../../shared/api/notifications.ts';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** The signed-in user's channels for every kind their role can receive. */
export async function getPreferences(): Promise<NotificationPreference[]> {
  const answer = await api.get(notificationPaths.preferences.build(), preferencesAnswer);
  return answer.preferences;
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.preferences, queryFn: getPreferences });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
