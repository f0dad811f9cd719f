import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  communicationLogPaths,
  communicationLog,
  communicationLogBody,
  createdCommunicationLog,
} from '../../../shared/api/communication-logs.ts';
import { idParam, messageAnswer } from '../../../shared/api/common.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as logs from './communication-logs.service.ts';

/** Worker communication logs (docs/domain.md). */
export function communicationLogRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      communicationLogPaths.list.pattern,
      {
        config: { access: 'workers' },
        schema: { tags: ['communication-logs'], params: idParam, response: { 200: z.array(communicationLog) } },
      },
      async (request) => logs.listCommunicationLogs(ctx, requireUser(request), request.params.id),
    );

    app.post(
      communicationLogPaths.list.pattern,
      {
        config: { access: 'workers' },
        schema: {
          tags: ['communication-logs'],
          params: idParam,
          body: communicationLogBody,
          response: { 201: createdCommunicationLog },
        },
      },
      async (request, reply) => {
        const created = await logs.createCommunicationLog(
          ctx,
          requireUser(request),
          request.params.id,
          request.body,
          requestMeta(request),
        );
        return reply.status(201).send(created);
      },
    );

    app.delete(
      communicationLogPaths.one.pattern,
      {
        config: { access: 'workers' },
        schema: { tags: ['communication-logs'], params: idParam, response: { 200: messageAnswer } },
      },
      async (request) => {
        await logs.deleteCommunicationLog(ctx, requireUser(request), request.params.id, requestMeta(request));
        return { message: 'Communication log deleted' };
      },
    );
    done();
  };
}
