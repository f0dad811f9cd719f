import { addDays, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import type { Db } from '../../src/server/db/client.ts';
import { seedDocumentReminders } from '../../src/server/modules/notifications/notifications.service.ts';

/**
 * The demo users' notifications (docs/domain.md, "Notifications"): the document reminders the daily
 * runs of the last three weeks would have made for the users in the database, so the bell has read
 * and unread entries. Made once whatever the number of runs (the notifications' unique key).
 */
export async function seedDemoNotifications(
  db: Db,
  options: { now: Date; log?: ((line: string) => void) | undefined },
) {
  const today = todayInLondon(options.now);
  const days = [-21, -14, -7, -3, -1, 0].map((n) => addDays(today, n));
  const made = await db.transaction((tx) => seedDocumentReminders(tx, days));
  options.log?.(`Added ${made.toLocaleString('en-GB')} document expiry notifications for the users in the database.`);
  return made;
}
