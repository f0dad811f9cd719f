import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  accessRequestPaths,
  accessRequest,
  accessRequestBody,
  accessRequestCreated,
  approveAccessAnswer,
  approveAccessBody,
  rejectAccessAnswer,
  rejectAccessBody,
} from '../../../shared/api/access-requests.ts';
import { deletedCountAnswer } from '../../../shared/api/admin.ts';
import { idParam } from '../../../shared/api/common.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as requests from './access-requests.service.ts';
import { publicFormLimit } from '../../lib/rate-limits.ts';

/** Access requests (docs/domain.md): visitors submit, access_requests holders decide. */
export function accessRequestRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const access = { access: 'access_requests' } as const;
  return (app, _options, done) => {
    app.post(
      accessRequestPaths.create.pattern,
      {
        config: { access: 'public', rateLimit: publicFormLimit },
        schema: { tags: ['access-requests'], body: accessRequestBody, response: { 201: accessRequestCreated } },
      },
      async (request, reply) => {
        const id = await requests.submitAccessRequest(ctx, request.body, requestMeta(request));
        return reply.status(201).send({ message: 'Your request has been sent to the administrator for approval.', id });
      },
    );

    app.get(
      accessRequestPaths.list.pattern,
      {
        config: access,
        schema: { tags: ['access-requests'], response: { 200: z.array(accessRequest) } },
      },
      async () => requests.listAccessRequests(ctx),
    );

    app.get(
      accessRequestPaths.expired.pattern,
      {
        config: access,
        schema: { tags: ['access-requests'], response: { 200: z.array(accessRequest) } },
      },
      async () => requests.listExpiredAccessRequests(ctx),
    );

    app.post(
      accessRequestPaths.approve.pattern,
      {
        config: access,
        schema: {
          tags: ['access-requests'],
          params: idParam,
          body: approveAccessBody,
          response: { 200: approveAccessAnswer },
        },
      },
      async (request) =>
        requests.approveAccessRequest(ctx, requireUser(request), request.params.id, request.body, requestMeta(request)),
    );

    app.post(
      accessRequestPaths.reject.pattern,
      {
        config: access,
        schema: {
          tags: ['access-requests'],
          params: idParam,
          body: rejectAccessBody,
          response: { 200: rejectAccessAnswer },
        },
      },
      async (request) =>
        requests.rejectAccessRequest(
          ctx,
          requireUser(request),
          request.params.id,
          request.body.reason,
          requestMeta(request),
        ),
    );

    app.post(
      accessRequestPaths.cleanupExpired.pattern,
      {
        config: access,
        schema: { tags: ['access-requests'], response: { 200: deletedCountAnswer } },
      },
      async (request) => requests.cleanupExpiredAccessRequests(ctx, requireUser(request), requestMeta(request)),
    );
    done();
  };
}
