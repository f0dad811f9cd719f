import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadAnswer, notificationPaths, type MarkReadBody } from '../../../../shared/api/notifications.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { notificationKeys } from './notification-keys.ts';

/** Marks the given notifications, or all of them, as read; answers the unread count left. */
export function markRead(body: MarkReadBody): Promise<{ unread: number }> {
  return api.post(notificationPaths.read.build(), markReadAnswer, body);
}

/** The answer is the new count; the lists change (read styling, the unread-only list), so they are asked again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: async ({ unread }) => {
      queryClient.setQueryData(notificationKeys.count, unread);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    },
    onError: (error) =>
      toast({
        title: 'Error marking notifications as read',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
