import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { idParam } from '../../../shared/api/common.ts';
import {
  sarChangesBody,
  sarCreateBody,
  sarCreated,
  sarListAnswer,
  sarListQuery,
  sarPaths,
  subjectAccessRequest,
} from '../../../shared/api/subject-access-requests.ts';
import type { AppContext } from '../../context.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as sar from './subject-access-requests.service.ts';

const tags = ['admin'];

/** The Admin Control Panel's Subject Access tab (docs/domain.md, "Subject access requests"): admins only. */
export function subjectAccessRequestRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      sarPaths.list.pattern,
      { config: { access: 'admin' }, schema: { tags, querystring: sarListQuery, response: { 200: sarListAnswer } } },
      async (request) => sar.listSars(ctx, request.query),
    );

    app.post(
      sarPaths.list.pattern,
      { config: { access: 'admin' }, schema: { tags, body: sarCreateBody, response: { 201: sarCreated } } },
      async (request, reply) => {
        const created = await sar.recordSar(ctx, requireUser(request), request.body, requestMeta(request));
        return reply.status(201).send(created);
      },
    );

    app.patch(
      sarPaths.one.pattern,
      {
        config: { access: 'admin' },
        schema: { tags, params: idParam, body: sarChangesBody, response: { 200: subjectAccessRequest } },
      },
      async (request) =>
        sar.changeSar(ctx, requireUser(request), request.params.id, request.body, requestMeta(request)),
    );

    app.get(
      sarPaths.pack.pattern,
      { config: { access: 'admin', asksFreshSignIn: true, longWork: true }, schema: { tags, params: idParam } },
      async (request, reply) => {
        const pack = await sar.startSarPack(ctx, requireUser(request), request.params.id, requestMeta(request));
        return reply
          .header('Content-Type', 'application/zip')
          .header('Content-Disposition', attachmentDisposition(pack.fileName))
          .header('Cache-Control', 'no-store')
          .send(pack.stream);
      },
    );
    done();
  };
}
