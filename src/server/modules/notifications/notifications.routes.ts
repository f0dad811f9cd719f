import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import {
  markReadAnswer,
  markReadBody,
  notificationPaths,
  notificationsAnswer,
  notificationsQuery,
  preferencesAnswer,
  preferencesBody,
} from '../../../shared/api/notifications.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/access.ts';
import * as notifications from './notifications-inbox.service.ts';
import { createNotificationStreams } from './notifications.stream.ts';

const tags = ['notifications'];

/** The signed-in user's own notifications (docs/domain.md, "Notifications"): list, read, live stream, preferences. */
export function notificationRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const access = { access: 'signed-in' } as const;
    const streams = createNotificationStreams(ctx);
    app.addHook('onReady', () => streams.start());
    // Before the server stops taking connections: an open stream would keep close() waiting.
    app.addHook('preClose', () => streams.close());

    app.get(
      notificationPaths.list.pattern,
      { config: access, schema: { tags, querystring: notificationsQuery, response: { 200: notificationsAnswer } } },
      async (request) => notifications.listNotifications(ctx, requireUser(request), request.query),
    );
    app.post(
      notificationPaths.read.pattern,
      { config: access, schema: { tags, body: markReadBody, response: { 200: markReadAnswer } } },
      async (request) => notifications.markNotificationsRead(ctx, requireUser(request), request.body),
    );
    app.get(
      notificationPaths.stream.pattern,
      {
        config: { ...access, longWork: true },
        schema: {
          tags,
          description:
            'Server-sent events (text/event-stream): `event: notification` with data { unread } when a notification is made for the user, and a comment every 25 s.',
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.hijack();
        await streams.open(user, reply.raw);
      },
    );
    app.get(
      notificationPaths.preferences.pattern,
      { config: access, schema: { tags, response: { 200: preferencesAnswer } } },
      async (request) => ({ preferences: await notifications.listPreferences(ctx, requireUser(request)) }),
    );
    app.put(
      notificationPaths.preferences.pattern,
      { config: access, schema: { tags, body: preferencesBody, response: { 200: preferencesAnswer } } },
      async (request) => ({
        preferences: await notifications.savePreferences(ctx, requireUser(request), request.body),
      }),
    );
    done();
  };
}
