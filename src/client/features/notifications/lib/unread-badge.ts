/** The largest count the bell writes out; above it the badge reads '99+'. */
export const MAX_SHOWN_COUNT = 99;

/** What the bell's badge reads for an unread count: nothing at 0, the number up to 99, then '99+'. */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : String(unread);
}
