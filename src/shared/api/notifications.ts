import { z } from 'zod';
import { emailModes, notificationKinds } from '../domain/notifications.ts';
import { apiPath } from './paths.ts';

/** Notifications (docs/domain.md, "Notifications"). GET and POST read are a public contract. */
export const notificationPaths = {
  list: apiPath('/api/notifications'),
  read: apiPath('/api/notifications/read'),
  /** Server-sent events: `notification` events ({ unread }) while the page is open. */
  stream: apiPath('/api/notifications/stream'),
  preferences: apiPath('/api/notifications/preferences'),
};

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications?unread=true&page=: newest first; unread=true lists only unread ones. */
export const notificationsQuery = z.object({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000).default(1),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

export const notificationItem = z.object({
  id: z.number(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  /** The client address of the thing it is about (/workers/12, /tickets?ticket=5 ...). */
  url: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** total counts the listed set (all, or unread only); unread is the user's unread count. */
export const notificationsAnswer = z.object({
  items: z.array(notificationItem),
  total: z.number(),
  unread: z.number(),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

/** POST /api/notifications/read: { ids } or { all: true }; answers the unread count left. */
export const markReadBody = z.union([
  z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(500) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkReadBody = z.infer<typeof markReadBody>;
export const markReadAnswer = z.object({ unread: z.number() });

/** One kind's channels for the signed-in user. */
export const notificationPreference = z.object({
  kind: z.enum(notificationKinds),
  inApp: z.boolean(),
  email: z.enum(emailModes),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

/** GET answers every kind the user's role can receive; PUT takes any of them and answers the same list. */
export const preferencesAnswer = z.object({ preferences: z.array(notificationPreference) });
export const preferencesBody = z.strictObject({ preferences: z.array(notificationPreference).min(1) });
export type PreferencesBody = z.infer<typeof preferencesBody>;
