import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';

dayjs.extend(relativeTime);

/** How long ago a notification was raised, in words ('2 hours ago', 'a few seconds ago'); '' for an unreadable moment. */
export function timeAgo(value: string, now: Date = new Date()): string {
  const at = dayjs(value);
  return at.isValid() ? at.from(now) : '';
}
