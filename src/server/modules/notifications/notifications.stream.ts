import type { ServerResponse } from 'node:http';
import type { AppContext } from '../../context.ts';
import type { EventPayload } from '../../lib/events.ts';
import { sessionStands } from '../sessions/sessions.service.ts';
import { countUnread } from './notifications-inbox.service.ts';
import { NOTIFICATION_CREATED } from './notifications.service.ts';

/** A comment line every 25 s keeps proxies from closing an idle stream. */
export const KEEP_ALIVE_MS = 25_000;

type Stream = { userId: number; sessionId: string; raw: ServerResponse; timer: NodeJS.Timeout };

export type NotificationStreams = {
  /** Subscribes to NOTIFICATION_CREATED once for this instance. */
  start: () => Promise<void>;
  /** Takes over a signed-in user's response as a server-sent events stream, for as long as its session stands. */
  open: (user: { id: number; sessionId: string }, raw: ServerResponse) => Promise<void>;
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

  function end(stream: Stream) {
    remove(stream);
    if (!stream.raw.writableEnded) stream.raw.end();
  }

  /** A stream whose session has ended (signed out on any instance, expired, user deactivated) is ended. */
  async function stillSignedIn(stream: Stream): Promise<boolean> {
    if (await sessionStands(ctx.db, stream.sessionId)) return true;
    end(stream);
    return false;
  }

  async function tell(userId: number, targets: Stream[]) {
    const live = (await Promise.all(targets.map(async (s) => ((await stillSignedIn(s)) ? s : null)))).filter(
      (s): s is Stream => s !== null,
    );
    if (live.length === 0) return;
    const unread = await countUnread(ctx.db, userId);
    for (const stream of live) if (!stream.raw.writableEnded) stream.raw.write(eventText(unread));
  }

  /** Each keep-alive first checks the session, so a signed-out stream ends within KEEP_ALIVE_MS. */
  function keepAlive(stream: Stream) {
    stillSignedIn(stream).then(
      (live) => {
        if (live && !stream.raw.writableEnded) stream.raw.write(': keep-alive\n\n');
      },
      (error: unknown) => ctx.log.warn({ code: (error as { code?: string }).code }, 'notification stream check failed'),
    );
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
    open: async (user, raw) => {
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const stream: Stream = { userId: user.id, sessionId: user.sessionId, raw, timer: undefined as never };
      stream.timer = setInterval(() => keepAlive(stream), KEEP_ALIVE_MS);
      stream.timer.unref();
      streams.add(stream);
      raw.on('close', () => remove(stream));
      // The count as it is now, so a page that opens the stream needs no other call.
      await tell(user.id, [stream]);
    },
    close: async () => {
      await stop?.();
      stop = undefined;
      for (const stream of [...streams]) end(stream);
    },
    size: () => streams.size,
  };
}
