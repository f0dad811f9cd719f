import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationPaths } from '../../../../shared/api/notifications.ts';
import { parseAnswer } from '../../../lib/api-client.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { NOTIFICATION_EVENT, notificationEvent } from '../lib/stream-event.ts';

/** The event's count, or null when its data is not the contract's (parseAnswer writes the mismatch to the console). */
function unreadOf(data: unknown): number | null {
  let json: unknown;
  try {
    json = JSON.parse(String(data));
  } catch {
    json = data;
  }
  try {
    return parseAnswer('EVENT', notificationPaths.stream.build(), notificationEvent, json).unread;
  } catch {
    return null;
  }
}

/**
 * Keeps the bell live (docs/domain.md "Notifications in the app"): an EventSource on the
 * notification stream (same origin, so the session cookie goes with it; reconnecting is the
 * browser's own). Each `notification` event sets the count and asks the lists again; the count is
 * also asked again when the window regains focus. Answers whether the stream is down, in which case
 * the caller polls the count. Closed on unmount, which signing out is (the header goes).
 */
export function useNotificationStream(): { isDown: boolean } {
  const queryClient = useQueryClient();
  const [isDown, setDown] = useState(() => typeof EventSource === 'undefined');
  const wasDown = useRef(false);

  useEffect(() => {
    const refreshCount = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.count });
    window.addEventListener('focus', refreshCount);
    if (typeof EventSource === 'undefined') return () => window.removeEventListener('focus', refreshCount);

    const source = new EventSource(notificationPaths.stream.build());
    const onNotification = (event: MessageEvent) => {
      const unread = unreadOf(event.data);
      if (unread === null) return;
      queryClient.setQueryData(notificationKeys.count, unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    };
    const onError = () => {
      wasDown.current = true;
      setDown(true);
    };
    const onOpen = () => {
      // Events sent while the stream was down are lost: the count is asked again.
      if (wasDown.current) refreshCount();
      wasDown.current = false;
      setDown(false);
    };
    source.addEventListener(NOTIFICATION_EVENT, onNotification);
    source.addEventListener('error', onError);
    source.addEventListener('open', onOpen);
    return () => {
      source.close();
      window.removeEventListener('focus', refreshCount);
    };
  }, [queryClient]);

  return { isDown };
}
