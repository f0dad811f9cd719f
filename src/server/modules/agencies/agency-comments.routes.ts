import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  agencyCommentPaths,
  agencyComment,
  commentBody,
  commentListQuery,
  commentPage,
} from '../../../shared/api/agency-comments.ts';
import { idParam } from '../../../shared/api/common.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as comments from './agency-comments.service.ts';

const tags = ['agencies'];
const access = { access: 'agency' } as const;

/** Comments on an agency (docs/domain.md, Agencies): add one, list a page. */
export function agencyCommentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      agencyCommentPaths.create.pattern,
      { config: access, schema: { tags, body: commentBody, response: { 201: agencyComment } } },
      async (request, reply) => {
        const made = await comments.addComment(ctx, requireUser(request), request.body, requestMeta(request));
        return reply.status(201).send(made);
      },
    );
    app.get(
      agencyCommentPaths.list.pattern,
      {
        config: access,
        schema: { tags, params: idParam, querystring: commentListQuery, response: { 200: commentPage } },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        return comments.listAgencyComments(ctx, requireUser(request), request.params.id, page, pageSize);
      },
    );
  };
}
