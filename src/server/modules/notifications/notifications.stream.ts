import type { ServerResponse } from 'node:http';
import type { AppContext } from '../../context.ts';
import type { EventPayload } from '../../lib/events.ts';
import { countUnread, NOTIFICATION_CREATED } from './notifications.service.ts';

/** A comment line every 25 s keeps proxies from closing an idle stream. */
export const KEEP_ALIVE_MS = 25_000;

type Stream = { userId: number; raw: ServerResponse; timer: NodeJS.Timeout };

export type NotificationStreams = {
  /** Subscribes to NOTIFICATION_CREATED once for this instance. */
  start: () => Promise<void>;
  /** Takes over a signed-in user's response as a server-sent events stream. */
  open: (userId: number, raw: ServerResponse) => Promise<void>;
  /** Ends every open stream and stops listening, so closing the app never waits on one. */
  close: () => Promise<void>;
  size: () => number;
};

const eventText = (unread: number) => `event: notification\ndata: ${JSON.stringify({ unread })}\n\n`;

/**
 * The instance's stream hub (docs/domain.md, "Notifications"): the open /api/notifications/stream
 * responses by user. When notifications are made for users on any instance, each instance hears
 * NOTIFICATION_CREATED and sends those users' open streams their unread count, read from the database.
 */
export function createNotificationStreams(ctx: Pick<AppContext, 'db' | 'events' | 'log'>): NotificationStreams {
  const streams = new Set<Stream>();
  let stop: (() => Promise<void>) | undefined;

  function remove(stream: Stream) {
    clearInterval(stream.timer);
    streams.delete(stream);
  }

  async function tell(userId: number, targets: Stream[]) {
    const unread = await countUnread(ctx.db, userId);
    for (const stream of targets) if (!stream.raw.writableEnded) stream.raw.write(eventText(unread));
  }

  async function heard(payload: EventPayload) {
    const ids = new Set(
      String(payload.userIds ?? '')
        .split(',')
        .map(Number),
    );
    const byUser = new Map<number, Stream[]>();
    for (const s of streams) if (ids.has(s.userId)) byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s]);
    await Promise.all([...byUser].map(([userId, targets]) => tell(userId, targets)));
  }

  return {
    start: async () => {
      stop ??= await ctx.events.subscribe(NOTIFICATION_CREATED, heard);
    },
    open: async (userId, raw) => {
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const timer = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      timer.unref();
      const stream: Stream = { userId, raw, timer };
      streams.add(stream);
      raw.on('close', () => remove(stream));
      // The count as it is now, so a page that opens the stream needs no other call.
      await tell(userId, [stream]);
    },
    close: async () => {
      await stop?.();
      stop = undefined;
      for (const stream of [...streams]) {
        remove(stream);
        stream.raw.end();
      }
    },
    size: () => streams.size,
  };
}
