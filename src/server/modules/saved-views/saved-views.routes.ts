import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { idParam, messageAnswer } from '../../../shared/api/common.ts';
import {
  createSavedViewBody,
  savedView,
  savedViewCountsAnswer,
  savedViewListQuery,
  savedViewPaths,
  savedViewsAnswer,
  updateSavedViewBody,
} from '../../../shared/api/saved-views.ts';
import { savedViewMessages } from '../../../shared/domain/saved-views.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as views from './saved-views.service.ts';

/**
 * Saved views (docs/domain.md, "Saved views"): every signed-in user keeps views of the lists it may
 * open (the service checks the list's permission); only the owner changes or deletes one.
 */
export function savedViewRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const config = { access: 'signed-in' } as const;
  const tags = ['saved-views'];
  return (app, _options, done) => {
    app.get(
      savedViewPaths.list.pattern,
      { config, schema: { tags, querystring: savedViewListQuery, response: { 200: savedViewsAnswer } } },
      async (request) => ({ items: await views.listSavedViews(ctx, requireUser(request), request.query.list) }),
    );
    app.get(
      savedViewPaths.counts.pattern,
      { config, schema: { tags, querystring: savedViewListQuery, response: { 200: savedViewCountsAnswer } } },
      async (request) => views.countSavedViews(ctx, requireUser(request), request.query.list),
    );
    app.post(
      savedViewPaths.list.pattern,
      { config, schema: { tags, body: createSavedViewBody, response: { 201: savedView } } },
      async (request, reply) => {
        const created = await views.createSavedView(ctx, requireUser(request), request.body, requestMeta(request));
        return reply.status(201).send(created);
      },
    );
    app.patch(
      savedViewPaths.one.pattern,
      { config, schema: { tags, params: idParam, body: updateSavedViewBody, response: { 200: savedView } } },
      async (request) =>
        views.updateSavedView(ctx, requireUser(request), request.params.id, request.body, requestMeta(request)),
    );
    app.delete(
      savedViewPaths.one.pattern,
      { config, schema: { tags, params: idParam, response: { 200: messageAnswer } } },
      async (request) => {
        await views.deleteSavedView(ctx, requireUser(request), request.params.id, requestMeta(request));
        return { message: savedViewMessages.deleted };
      },
    );
    done();
  };
}
