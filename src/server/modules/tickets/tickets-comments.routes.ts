import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../shared/api/common.ts';
import { ticketPaths, ticketComment, ticketCommentBody } from '../../../shared/api/tickets.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import { addTicketComment, listTicketComments } from './tickets-comments.service.ts';

const tags = ['tickets'];

/** A ticket's comments (docs/domain.md, Tickets): list oldest first, add; a client user on its own agency's tickets. */
export function ticketCommentRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const access = { access: 'reports' } as const;
    app.get(
      ticketPaths.comments.pattern,
      { config: access, schema: { tags, params: idParam, response: { 200: z.array(ticketComment) } } },
      async (request) => listTicketComments(ctx, requireUser(request), request.params.id),
    );
    app.post(
      ticketPaths.comments.pattern,
      { config: access, schema: { tags, params: idParam, body: ticketCommentBody, response: { 201: ticketComment } } },
      async (request, reply) => {
        const user = requireUser(request);
        const created = await addTicketComment(
          ctx,
          user,
          request.params.id,
          request.body.content,
          requestMeta(request),
        );
        return reply.status(201).send(created);
      },
    );
    done();
  };
}
