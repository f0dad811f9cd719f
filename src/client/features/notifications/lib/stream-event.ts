import { z } from 'zod';

/** The name of the stream's event and what it carries: the user's unread count after a change. */
export const NOTIFICATION_EVENT = 'notification';
export const notificationEvent = z.object({ unread: z.number().int().min(0) });

/** How often the bell asks for its count while the live stream is down. */
export const POLL_EVERY_MS = 60_000;
