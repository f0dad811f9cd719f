import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationPaths,
  preferencesAnswer,
  type NotificationPreference,
} from '../../../../shared/api/notifications.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { notificationKeys } from './notification-keys.ts';

export async function savePreferences(preferences: NotificationPreference[]): Promise<NotificationPreference[]> {
  const answer = await api.put(notificationPaths.preferences.build(), preferencesAnswer, { preferences });
  return answer.preferences;
}

/** The answer is the whole list as saved, so it becomes the cached one. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.preferences, saved);
      toast({ title: 'Notification preferences saved' });
    },
    onError: (error) =>
      toast({
        title: 'Error saving notification preferences',
        description: messageOf(error, 'An error occurred while saving your preferences.'),
        variant: 'destructive',
      }),
  });
}
