import {
  NOTIFICATIONS_PAGE_SIZE,
  type MarkReadBody,
  type NotificationItem,
  type NotificationPreference,
  type NotificationsAnswer,
  type PreferencesBody,
} from '../../../shared/api/notifications.ts';
import {
  DEFAULT_IN_APP,
  defaultEmailModes,
  mayReceiveKind,
  notificationKindsFor,
  type EmailMode,
  type NotificationKind,
} from '../../../shared/domain/notifications.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './notifications.repository.ts';

/**
 * A user's own notifications (docs/domain.md, "Notifications"): the bell's list, the unread count,
 * marking read, the channels chosen per kind, and how long they are kept. Raising them is
 * notifications.service.ts.
 */

const toItem = (row: Awaited<ReturnType<typeof repo.listPage>>[number]): NotificationItem => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** The bell's list (docs/domain.md, "Notifications"): the user's own, newest first, 20 a page. */
export async function listNotifications(
  ctx: AppContext,
  user: SessionUser,
  query: { unread: boolean; page: number },
): Promise<NotificationsAnswer> {
  const offset = (query.page - 1) * NOTIFICATIONS_PAGE_SIZE;
  // Under Unread only (what the bell asks) the listed set is the unread set: counted once.
  const [rows, total, unread] = await Promise.all([
    repo.listPage(ctx.db, user.id, query.unread, { limit: NOTIFICATIONS_PAGE_SIZE, offset }),
    repo.countListed(ctx.db, user.id, query.unread),
    query.unread ? undefined : repo.countListed(ctx.db, user.id, true),
  ]);
  return { items: rows.map(toItem), total, unread: unread ?? total };
}

/** How long a notification is kept (docs/domain.md, "Notifications"): 90 days once read, a year unread. */
export const KEEP_READ_DAYS = 90;
export const KEEP_UNREAD_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The nightly clean-up of notifications past their keeping (job `old-notifications`). */
export async function removeOldNotifications(tx: DbOrTx, now: Date): Promise<{ removedNotifications: number }> {
  const readBefore = new Date(now.getTime() - KEEP_READ_DAYS * DAY_MS);
  const anyBefore = new Date(now.getTime() - KEEP_UNREAD_DAYS * DAY_MS);
  return { removedNotifications: await repo.deleteOldNotifications(tx, readBefore, anyBefore) };
}

/** The user's unread count (the stream's events). */
export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  return repo.countListed(db, userId, true);
}

/** Marks the user's own notifications read; ids of someone else's (or unknown) are ignored. Answers the unread left. */
export async function markNotificationsRead(ctx: AppContext, user: SessionUser, body: MarkReadBody) {
  await repo.markRead(ctx.db, user.id, 'all' in body ? 'all' : body.ids);
  return { unread: await repo.countListed(ctx.db, user.id, true) };
}

/** Every kind the user's role receives with their channels: their choice, else the defaults. */
export async function listPreferences(ctx: AppContext, user: SessionUser): Promise<NotificationPreference[]> {
  const chosen = new Map((await repo.listPreferences(ctx.db, user.id)).map((row) => [row.kind, row]));
  return notificationKindsFor(user.role).map((kind) => {
    const row = chosen.get(kind);
    return row
      ? { kind, inApp: row.inApp, email: row.email as EmailMode }
      : { kind, inApp: DEFAULT_IN_APP, email: defaultEmailModes[kind] };
  });
}

/** Saves the given kinds' channels (one statement); a kind the role does not receive is refused (400). */
export async function savePreferences(ctx: AppContext, user: SessionUser, body: PreferencesBody) {
  const refused = body.preferences.findIndex((p) => !mayReceiveKind(user.role, p.kind));
  if (refused >= 0) {
    const message = `Your role does not receive ${body.preferences[refused]!.kind} notifications`;
    throw new AppError('VALIDATION_ERROR', message, [{ field: `preferences.${refused}.kind`, message }]);
  }
  const kinds = new Set(body.preferences.map((p) => p.kind));
  if (kinds.size !== body.preferences.length) {
    const message = 'Each kind may be given once';
    throw new AppError('VALIDATION_ERROR', message, [{ field: 'preferences', message }]);
  }
  await repo.upsertPreferences(ctx.db, user.id, body.preferences);
  return listPreferences(ctx, user);
}
